/**
 * Status effects on the player, by vanilla 1.20.4 `MobEffectInstance.tick` and the effects' `applyEffectTick`:
 * each tick with duration left, the effect acts when `duration % interval == 0` (interval `25 >> amplifier` for
 * poison, `40 >> amplifier` for wither), then the duration drops by one. Poison deals 1 magic damage but never
 * below 1 health (`PoisonMobEffect`); wither deals 1 wither damage and can kill. Both bypass armour (damage type
 * tag `bypasses_armor`). Adding an effect keeps the longer of the running and the new duration (`update`).
 */
export type EffectName = 'poison' | 'wither';

const INTERVAL: Record<EffectName, number> = { poison: 25, wither: 40 };

export interface ActiveEffect {
  name: EffectName;
  ticksLeft: number;
  amplifier: number;
}

/** What an effect needs of its bearer: its health and vanilla `hurt`. */
export interface EffectTarget {
  health: number;
  hurt(amount: number, cause: string, tick: number): number;
}

export class StatusEffects {
  private readonly active = new Map<EffectName, ActiveEffect>();

  add(name: EffectName, ticks: number, amplifier = 0): void {
    const now = this.active.get(name);
    if (now && now.amplifier >= amplifier && now.ticksLeft >= ticks) return;
    this.active.set(name, { name, ticksLeft: ticks, amplifier });
  }

  has(name: EffectName): boolean {
    return this.active.has(name);
  }

  list(): ActiveEffect[] {
    return [...this.active.values()].map((e) => ({ ...e }));
  }

  clear(): void {
    this.active.clear();
  }

  /** One game tick of every running effect. */
  tick(target: EffectTarget, tick: number): void {
    for (const e of this.active.values()) {
      const interval = INTERVAL[e.name] >> e.amplifier;
      if (interval <= 0 || e.ticksLeft % interval === 0) {
        if (e.name === 'wither') target.hurt(1, 'wither', tick);
        else if (target.health > 1) target.hurt(1, 'poison', tick);
      }
      if (--e.ticksLeft <= 0) this.active.delete(e.name);
    }
  }
}
