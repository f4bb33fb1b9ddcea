/**
 * Each mob kind's numbers, vanilla 1.20.4 on NORMAL difficulty (a mob's melee is its `generic.attack_damage`
 * attribute plus its held weapon's modifier; `Player.hurt` leaves mob damage as is on normal).
 *
 * - zombie: 20 HP, attack 3, follow 35 (`Zombie.createAttributes`); burns in the sun (`Zombie.isSunSensitive`).
 * - zombie_villager: a `Zombie` subclass with the same attributes and sun burning.
 * - skeleton: 20 HP, bow (mobs.ts), follow 16; burns.
 * - spider: 16 HP, attack 2, speed 0.3 (`Spider.createAttributes`); climbs; no new target in light ≥ 12.
 * - cave_spider: 12 HP (`CaveSpider.createAttributes`), the spider's attack 2 and goals; on normal a hit poisons for
 *   7 s (`CaveSpider.doHurtTarget`: easy 0, normal 7, hard 15 seconds, `MobEffects.POISON` amplifier 0); its box is
 *   0.7 × 0.5, so it passes 1-block gaps.
 * - creeper: 20 HP, fuse 30 ticks (mobs.ts).
 * - enderman: 40 HP, attack 7, follow 64, speed 0.3 (+0.15 while it has a target: `EnderMan.SPEED_MODIFIER_ATTACKING`),
 *   2.9 tall (`EnderMan.createAttributes`, minecraft-data). Neutral (`NeutralMob`): it takes the player as a target
 *   only when hurt by it or stared at (staring is not modelled: the sim has no gaze), angry 20–39 s
 *   (`PERSISTENT_ANGER_TIME`). `EnderMan.hurt`: a projectile never hurts it, it teleports instead; any other source
 *   whose entity is not living makes it teleport 9 times in 10 after the damage; melee from a living attacker does not.
 * - zombified_piglin: 20 HP, attack 5 + golden sword 3 = 8 (`ZombifiedPiglin.createAttributes`,
 *   `populateDefaultEquipmentSlots`), follow 35; neutral, angry 20–39 s when hurt, and then angers every zombified
 *   piglin within its follow range sideways and 10 blocks up or down (`alertOthers`); fire-immune, so no sun burn.
 * - wither_skeleton: 20 HP, attack 4 + stone sword 4 = 8 (`WitherSkeleton.createAttributes`,
 *   `populateDefaultEquipmentSlots`), melee with its sword (`AbstractSkeleton.reassessWeaponGoal`), a hit gives
 *   Wither for 10 s (`WitherSkeleton.doHurtTarget`: 200 ticks, amplifier 0); 2.4 tall; fire-immune.
 * - slime: health size², attack size (none at size 1), follow 16; sizes, splitting and pace in slimes.ts (the numbers
 *   here are a size-4 slime's; a slime's own come from its size).
 * - cow 10, pig 10, sheep 8, chicken 4 HP; rabbit 3 HP, `movement_speed` 0.3 against the cow's 0.2 (rabbits.ts);
 *   squid 10 HP, in water only (squid.ts).
 *
 * Walking speeds (blocks/s) are approximations of observed speeds scaled by the `movement_speed` attribute
 * (zombie 0.23 → 2.6): the player (4.317) can outrun them all but an angry enderman.
 */

export type MobKind = 'passive' | 'hostile';

/** A status effect a hit leaves on the player (effects.ts): vanilla effect name, duration in ticks. */
export interface HitEffect {
  effect: 'poison' | 'wither';
  ticks: number;
}

export interface MobStats {
  kind: MobKind;
  health: number;
  speed: number;
  follow: number;
  /** Burns in daylight under open sky (undead that are not fire-immune). */
  undead: boolean;
  /** Melee damage on normal difficulty (attribute `generic.attack_damage` plus the held weapon). */
  damage?: number;
  /** A `NeutralMob`: targets the player only once angered (hurt by it). */
  neutral?: boolean;
  /** Climbs walls and paths through 1-high gaps (the spider family's navigation). */
  climbs?: boolean;
  onHit?: HitEffect;
}

export const MOB_STATS: Record<string, MobStats> = {
  zombie: { kind: 'hostile', health: 20, speed: 2.6, follow: 35, undead: true, damage: 3 },
  zombie_villager: { kind: 'hostile', health: 20, speed: 2.6, follow: 35, undead: true, damage: 3 },
  skeleton: { kind: 'hostile', health: 20, speed: 2.8, follow: 16, undead: true },
  spider: { kind: 'hostile', health: 16, speed: 3.2, follow: 16, undead: false, damage: 2, climbs: true },
  cave_spider: { kind: 'hostile', health: 12, speed: 3.2, follow: 16, undead: false, damage: 2, climbs: true, onHit: { effect: 'poison', ticks: 140 } },
  creeper: { kind: 'hostile', health: 20, speed: 2.8, follow: 16, undead: false },
  enderman: { kind: 'hostile', health: 40, speed: 5.1, follow: 64, undead: false, damage: 7, neutral: true },
  zombified_piglin: { kind: 'hostile', health: 20, speed: 2.6, follow: 35, undead: false, damage: 8, neutral: true },
  wither_skeleton: { kind: 'hostile', health: 20, speed: 2.8, follow: 16, undead: false, damage: 8, onHit: { effect: 'wither', ticks: 200 } },
  cow: { kind: 'passive', health: 10, speed: 1.5, follow: 0, undead: false },
  pig: { kind: 'passive', health: 10, speed: 1.5, follow: 0, undead: false },
  sheep: { kind: 'passive', health: 8, speed: 1.5, follow: 0, undead: false },
  chicken: { kind: 'passive', health: 4, speed: 1.5, follow: 0, undead: false },
  rabbit: { kind: 'passive', health: 3, speed: 2.25, follow: 0, undead: false },
  squid: { kind: 'passive', health: 10, speed: 1.2, follow: 0, undead: false },
  slime: { kind: 'hostile', health: 16, speed: 3.4, follow: 16, undead: false, damage: 4 },
};

/** Whether this kind climbs and squeezes like a spider (navigation and the bright-light target rule). */
export const spiderLike = (name: string): boolean => MOB_STATS[name]?.climbs === true;
