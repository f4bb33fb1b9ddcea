/**
 * Generated chunks kept between worlds. Generation is a pure function of the
 * seed, the chunk's coordinates and the terrain (generate.ts), and a bench
 * plays hundreds of goals on the same few seeds: handing each new world a copy
 * of a chunk generated before (a 200 KB copy) costs a small part of generating
 * it again (caves, ores, trees and villages). Off by default, since one run
 * never asks for a chunk twice; `keepGeneratedChunks` turns it on.
 */
import type { Chunk } from './chunk.js';
import { generateChunk, type TerrainKind } from './generate.js';

let capacity = 0;
/** Least recently used first: a Map keeps insertion order, and a hit is moved to the end. */
const kept = new Map<string, Chunk>();
const keyOf = (seed: number, cx: number, cz: number, terrain: TerrainKind): string => `${terrain}:${seed}:${cx}:${cz}`;

/** Keep up to `chunks` generated chunks in this thread (about 200 KB each); 0 turns the store off and empties it. */
export function keepGeneratedChunks(chunks: number): void {
  if (!Number.isInteger(chunks) || chunks < 0) throw new Error(`keepGeneratedChunks: expected a whole number of chunks ≥ 0, got ${chunks}`);
  capacity = chunks;
  while (kept.size > capacity) kept.delete(kept.keys().next().value!);
}

/** The chunk as generation makes it, never shared: the caller may write to it. */
export function generatedChunk(seed: number, cx: number, cz: number, terrain: TerrainKind): Chunk {
  if (capacity === 0) return generateChunk(seed, cx, cz, terrain);
  const key = keyOf(seed, cx, cz, terrain);
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key);
    kept.set(key, hit);
    return hit.copy();
  }
  const made = generateChunk(seed, cx, cz, terrain);
  kept.set(key, made.copy());
  if (kept.size > capacity) kept.delete(kept.keys().next().value!);
  return made;
}

/** Whether the store holds this chunk now (what the next world of its seed would copy). */
export const isKept = (seed: number, cx: number, cz: number, terrain: TerrainKind): boolean => kept.has(keyOf(seed, cx, cz, terrain));
