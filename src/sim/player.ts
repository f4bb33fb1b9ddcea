/**
 * The player's body: health, food, saturation and exhaustion with vanilla
 * (normal difficulty) rules. FoodData: 4 exhaustion costs one saturation (or one
 * food when saturation is 0); with food 20 and saturation left, heal every 10
 * ticks spending up to 6 exhaustion; with food >= 18 heal 1 every 80 ticks for
 * 6 exhaustion; at food 0 starve 1 every 80 ticks down to 1 health. Air supply
 * 300 ticks, then 2 damage per second; lava 4 damage per hit and 15 s of fire.
 * Poison and wither run in `effects` (effects.ts), ticked with the food.
 */
import { Inventory } from './inventory.js';
import { StatusEffects } from './effects.js';
import { ARMOR_SLOTS, armorStats, armorWear, BYPASSES_ARMOR, damageAfterArmor, fullDurability, inFront, SHIELD_RAISE_TICKS, shieldWear } from './armor.js';

type WornSlot = 'head' | 'torso' | 'legs' | 'feet' | 'off-hand';

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

export const MAX_HEALTH = 20;
export const MAX_AIR = 300;
export const EXHAUSTION = {
  jump: 0.05,
  swimPerBlock: 0.01,
  dig: 0.005,
  attack: 0.1,
  damage: 0.1,
} as const;

export class Player {
  pos: Vec3;
  health = MAX_HEALTH;
  food = 20;
  saturation = 5;
  exhaustion = 0;
  oxygen = MAX_AIR;
  fireTicks = 0;
  readonly inventory = new Inventory();
  readonly effects = new StatusEffects();
  readonly armor: Record<WornSlot, string | null> = {
    head: null,
    torso: null,
    legs: null,
    feet: null,
    'off-hand': null,
  };
  /** Durability left of what is worn, per slot; a slot whose item changed since starts full (equip keeps no durability). */
  private readonly wornDurability: Record<WornSlot, number> = { head: 0, torso: 0, legs: 0, feet: 0, 'off-hand': 0 };
  private readonly wornItem: Record<WornSlot, string | null> = { head: null, torso: null, legs: null, feet: null, 'off-hand': null };
  /** Unit vector of where the player looks, horizontally (a shield blocks what comes from in front). */
  facing: { x: number; z: number } | null = null;
  /** Tick the shield went up, or -1 when it is down. */
  private shieldRaisedAt = -1;
  /** Vanilla `ServerPlayer.spawnInvulnerableTime`: no damage for 60 ticks after a respawn. */
  private spawnGrace = 0;
  private foodTimer = 0;
  /** Last damage taken and until which tick it shields against weaker hits (vanilla 10-tick invulnerability). */
  private lastHurt = 0;
  private invulnerableUntil = -1;
  lastCause = '';

  constructor(spawn: Vec3) {
    this.pos = { ...spawn };
  }

  addExhaustion(amount: number): void {
    this.exhaustion = Math.min(40, this.exhaustion + amount);
  }

  /**
   * Apply damage as vanilla `LivingEntity.hurt` does: a raised shield facing `from` blocks it all; hurt
   * invulnerability (10 ticks, only the excess over the last hit gets through); then armour. Returns the damage taken.
   */
  hurt(amount: number, cause: string, tick: number, from?: { x: number; z: number }): number {
    if (amount <= 0 || this.health <= 0 || this.spawnGrace > 0) return 0;
    if (from && this.blocks(tick, from)) {
      this.wear('off-hand', shieldWear(amount));
      return 0;
    }
    let dealt = amount;
    if (tick < this.invulnerableUntil) {
      if (amount <= this.lastHurt) return 0;
      dealt = amount - this.lastHurt;
    } else this.invulnerableUntil = tick + 10;
    this.lastHurt = amount;
    if (!BYPASSES_ARMOR.has(cause)) dealt = this.absorbByArmor(dealt);
    this.health = Math.max(0, this.health - dealt);
    this.lastCause = cause;
    this.addExhaustion(EXHAUSTION.damage);
    return dealt;
  }

  /** Vanilla `getDamageAfterArmorAbsorb`: wear every piece, then reduce by what is still worn. */
  private absorbByArmor(damage: number): number {
    for (const s of ARMOR_SLOTS) if (this.armor[s]) this.wear(s, armorWear(damage));
    return damageAfterArmor(damage, this.armorPoints(), this.armorToughness());
  }

  armorPoints(): number {
    return ARMOR_SLOTS.reduce((n, s) => n + armorStats(this.armor[s]).defense, 0);
  }

  armorToughness(): number {
    return ARMOR_SLOTS.reduce((n, s) => n + armorStats(this.armor[s]).toughness, 0);
  }

  /** Sum of the worn pieces' knockback resistance (netherite 0.1 each). */
  knockbackResistance(): number {
    return ARMOR_SLOTS.reduce((n, s) => n + armorStats(this.armor[s]).knockbackResistance, 0);
  }

  /** Durability left of the item worn in a slot (0 when empty). */
  durabilityOf(slot: WornSlot): number {
    const item = this.armor[slot];
    if (item !== this.wornItem[slot]) {
      this.wornItem[slot] = item;
      this.wornDurability[slot] = item ? fullDurability(item) : 0;
    }
    return this.wornDurability[slot];
  }

  /** Put an item on (null durability: a fresh one); returns what was worn there, with its durability. */
  putOn(slot: WornSlot, item: string, durability: number | null): { name: string; durability: number } | null {
    const old = this.takeOff(slot);
    this.armor[slot] = item;
    this.wornItem[slot] = item;
    this.wornDurability[slot] = durability ?? fullDurability(item);
    return old;
  }

  /** Take off what a slot holds, keeping its wear (a worn piece is not repaired by swapping it). */
  takeOff(slot: WornSlot): { name: string; durability: number } | null {
    const item = this.armor[slot];
    if (!item) return null;
    const durability = this.durabilityOf(slot);
    this.armor[slot] = null;
    this.wornItem[slot] = null;
    if (slot === 'off-hand') this.lowerShield();
    return { name: item, durability };
  }

  private wear(slot: WornSlot, uses: number): void {
    if (uses <= 0 || !this.armor[slot]) return;
    const left = this.durabilityOf(slot) - uses;
    this.wornDurability[slot] = left;
    if (left > 0) return;
    this.armor[slot] = null;
    this.wornItem[slot] = null;
    if (slot === 'off-hand') this.lowerShield();
  }

  /** Start using the off-hand shield (it blocks from SHIELD_RAISE_TICKS later); no-op without one. */
  raiseShield(tick: number): void {
    if (this.armor['off-hand'] === 'shield' && this.shieldRaisedAt < 0) this.shieldRaisedAt = tick;
  }

  lowerShield(): void {
    this.shieldRaisedAt = -1;
  }

  /** Vanilla `isBlocking`: the shield has been up for 5 ticks. */
  isBlocking(tick: number): boolean {
    return this.shieldRaisedAt >= 0 && this.armor['off-hand'] === 'shield' && tick - this.shieldRaisedAt >= SHIELD_RAISE_TICKS;
  }

  private blocks(tick: number, from: { x: number; z: number }): boolean {
    return this.isBlocking(tick) && this.facing !== null && inFront(this.facing, this.pos, from);
  }

  /** One tick of FoodData and natural regeneration. */
  tickFood(tick: number): void {
    if (this.spawnGrace > 0) this.spawnGrace--;
    this.effects.tick(this, tick);
    if (this.exhaustion > 4) {
      this.exhaustion -= 4;
      if (this.saturation > 0) this.saturation = Math.max(0, this.saturation - 1);
      else this.food = Math.max(0, this.food - 1);
    }
    if (this.saturation > 0 && this.food >= 20 && this.health < MAX_HEALTH) {
      if (++this.foodTimer >= 10) {
        const s = Math.min(this.saturation, 6);
        this.health = Math.min(MAX_HEALTH, this.health + s / 6);
        this.addExhaustion(s);
        this.foodTimer = 0;
      }
    } else if (this.food >= 18 && this.health < MAX_HEALTH) {
      if (++this.foodTimer >= 80) {
        this.health = Math.min(MAX_HEALTH, this.health + 1);
        this.addExhaustion(6);
        this.foodTimer = 0;
      }
    } else if (this.food <= 0) {
      if (++this.foodTimer >= 80) {
        if (this.health > 1) this.hurt(1, 'starvation', tick);
        this.foodTimer = 0;
      }
    } else this.foodTimer = 0;
  }

  /** Air and fire for one tick, given what the head and feet are in. */
  tickEnvironment(tick: number, headInWater: boolean, inLava: boolean, inWater: boolean): void {
    if (headInWater) {
      this.oxygen--;
      if (this.oxygen <= -20) {
        this.oxygen = 0;
        this.hurt(2, 'drowning', tick);
      }
    } else this.oxygen = Math.min(MAX_AIR, this.oxygen + 4);
    if (inLava) {
      this.hurt(4, 'lava', tick);
      this.fireTicks = 300;
    } else if (inWater) this.fireTicks = 0;
    if (this.fireTicks > 0) {
      this.fireTicks--;
      if (this.fireTicks % 20 === 0) this.hurt(1, 'fire', tick);
    }
  }

  eat(food: number, saturation: number): void {
    this.food = Math.min(20, this.food + food);
    this.saturation = Math.min(this.food, this.saturation + saturation);
  }

  respawn(at: Vec3): void {
    this.pos = { ...at };
    this.health = MAX_HEALTH;
    this.food = 20;
    this.saturation = 5;
    this.exhaustion = 0;
    this.oxygen = MAX_AIR;
    this.fireTicks = 0;
    this.effects.clear();
    this.invulnerableUntil = -1;
    this.lowerShield();
    this.spawnGrace = 60;
  }
}
