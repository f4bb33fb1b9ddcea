/**
 * The player's body: health, food, saturation and exhaustion with vanilla
 * (normal difficulty) rules. FoodData: 4 exhaustion costs one saturation (or one
 * food when saturation is 0); with food 20 and saturation left, heal every 10
 * ticks spending up to 6 exhaustion; with food >= 18 heal 1 every 80 ticks for
 * 6 exhaustion; at food 0 starve 1 every 80 ticks down to 1 health. Air supply
 * 300 ticks, then 2 damage per second; lava 4 damage per hit and 15 s of fire.
 */
import { Inventory } from './inventory.js';

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
  readonly armor: Record<'head' | 'torso' | 'legs' | 'feet' | 'off-hand', string | null> = {
    head: null,
    torso: null,
    legs: null,
    feet: null,
    'off-hand': null,
  };
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

  /** Apply damage with hurt invulnerability; returns the damage actually taken. */
  hurt(amount: number, cause: string, tick: number): number {
    if (amount <= 0 || this.health <= 0) return 0;
    let dealt = amount;
    if (tick < this.invulnerableUntil) {
      if (amount <= this.lastHurt) return 0;
      dealt = amount - this.lastHurt;
    } else this.invulnerableUntil = tick + 10;
    this.lastHurt = amount;
    this.health = Math.max(0, this.health - dealt);
    this.lastCause = cause;
    this.addExhaustion(EXHAUSTION.damage);
    return dealt;
  }

  /** One tick of FoodData and natural regeneration. */
  tickFood(tick: number): void {
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
    this.invulnerableUntil = -1;
  }
}
