/**
 * Water and lava springs: one source block set into a rock face, as vanilla
 * 1.20.4's SpringFeature with its placed features (https://minecraft.wiki/w/Spring;
 * MiscOverworldPlacements):
 *
 *   spring_water  25 tries per chunk, y uniform from the bottom (-64) to 192
 *   spring_lava   20 tries per chunk, y very biased to the bottom (-64 .. 311, inner 8)
 *
 * A try succeeds where the block above and below are rock, the cell is air or
 * rock, and of its four sides and the block below exactly four are rock and
 * one is air (rock_count 4, hole_count 1). Water's rock: stone, granite,
 * diorite, andesite, deepslate, tuff, calcite, dirt, snow block, powder snow,
 * packed ice; lava's (spring_lava_overworld): the stones only. The spring is
 * scheduled to flow as soon as its chunk is loaded, as SpringFeature schedules
 * a fluid tick. Tries on the chunk's edge columns are skipped (their sides lie
 * in a neighbour chunk not generated yet).
 */
import { B, blockIdOf } from './data.js';
import { Chunk, idx, MIN_Y } from './chunk.js';
import { Rng, hash4 } from './rng.js';

const ids = (names: string[]): Set<number> => new Set(names.map((n) => blockIdOf(n)!));
const STONES = ['stone', 'granite', 'diorite', 'andesite', 'deepslate', 'tuff', 'calcite'];
const WATER_ROCK = ids([...STONES, 'dirt', 'snow_block', 'powder_snow', 'packed_ice']);
const LAVA_ROCK = ids(STONES);

/** Place this chunk's springs and list them (packed chunk indices) in `chunk.springs`. */
export function placeSprings(seed: number, chunk: Chunk): void {
  const r = new Rng(hash4(seed ^ 0x5971, chunk.cx, chunk.cz, 8));
  for (let i = 0; i < 25; i++) spring(chunk, B.water, WATER_ROCK, r.int(0, 15), r.int(MIN_Y, 192), r.int(0, 15));
  for (let i = 0; i < 20; i++) {
    const lx = r.int(0, 15),
      lz = r.int(0, 15);
    spring(chunk, B.lava, LAVA_ROCK, lx, veryBiasedToBottom(r, MIN_Y, 311, 8), lz);
  }
}

/** VeryBiasedToBottomHeight.sample. */
function veryBiasedToBottom(r: Rng, lo: number, hi: number, inner: number): number {
  const k = r.int(lo + inner, hi);
  const l = r.int(lo, k - 1);
  return r.int(lo, l - 1 + inner);
}

function spring(chunk: Chunk, fluid: number, rock: Set<number>, lx: number, y: number, lz: number): void {
  if (lx === 0 || lx === 15 || lz === 0 || lz === 15 || y <= MIN_Y) return;
  const b = chunk.blocks;
  const at = (dx: number, dy: number, dz: number): number => b[idx(lx + dx, y + dy, lz + dz)];
  const air = (id: number): boolean => id === B.air || id === B.cave_air;
  if (!rock.has(at(0, 1, 0)) || !rock.has(at(0, -1, 0))) return;
  const self = at(0, 0, 0);
  if (!air(self) && !rock.has(self)) return;
  const around = [at(-1, 0, 0), at(1, 0, 0), at(0, 0, -1), at(0, 0, 1), at(0, -1, 0)];
  if (around.filter((id) => rock.has(id)).length !== 4 || around.filter(air).length !== 1) return;
  b[idx(lx, y, lz)] = fluid;
  chunk.springs.push(idx(lx, y, lz));
}
