/**
 * Chickens lay eggs, as vanilla 1.20.4's Chicken: `eggTime` starts at
 * random.nextInt(6000) + 6000 and counts down each tick the chicken is ticked;
 * at 0 an egg is dropped where it stands (spawnAtLocation) and the timer is
 * drawn again. https://minecraft.wiki/w/Chicken#Behavior: "every 5–10 minutes".
 */
import type { Rng } from './rng.js';

/** Ticks between eggs: 6000 + nextInt(6000), so 6000..11999. */
export const EGG_MIN_TICKS = 6000;
export const EGG_SPREAD_TICKS = 6000;

export const eggTimer = (rng: Rng): number => EGG_MIN_TICKS + rng.int(0, EGG_SPREAD_TICKS - 1);

export interface Layer {
  name: string;
  x: number;
  y: number;
  z: number;
  eggTime?: number;
}

export interface LayWorld {
  readonly rng: Rng;
  dropItem(name: string, count: number, durability: number | null, at: { x: number; y: number; z: number }): unknown;
}

/** One tick of a chicken's laying clock (a chicken that was out of ticking range did not count down meanwhile). */
export function tickLaying(w: LayWorld, m: Layer): void {
  if (m.name !== 'chicken') return;
  m.eggTime ??= eggTimer(w.rng);
  if (--m.eggTime > 0) return;
  w.dropItem('egg', 1, null, { x: m.x + 0.5, y: m.y, z: m.z + 0.5 });
  m.eggTime = eggTimer(w.rng);
}
