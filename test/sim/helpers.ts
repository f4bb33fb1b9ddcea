import { createSimBody, type SimBody } from '../../src/body/sim/index.js';

export const signal = new AbortController().signal;

/** A flat, mob-free world with the player at (0.5, 64, 0.5) standing on grass at y 63. */
export function flatBody(extra: { keepInventory?: boolean; xray?: boolean; mobs?: boolean } = {}): SimBody {
  return createSimBody({ seed: 7, terrain: 'flat', mobs: false, ...extra });
}
