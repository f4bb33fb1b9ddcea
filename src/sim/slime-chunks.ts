/**
 * Slime chunks, exactly as vanilla 1.20.4 picks them (`WorldgenRandom.seedSlimeChunk(x, z, seed, 987234911L)`,
 * https://minecraft.wiki/w/Slime#Slime_chunks): a `java.util.Random` seeded with
 *   seed + (int)(x*x*0x4c1906) + (int)(x*0x5ac0db) + (long)(int)(z*z)*0x4307a7 + (int)(z*0x5f24f) ^ 0x3ad8025f
 * (the int products overflow as Java's do) whose first `nextInt(10)` is 0: one chunk in ten. The world's seed is the
 * sim's 32-bit seed taken as a Java long. BigInt keeps the 48-bit LCG exact; the answer is cached per chunk.
 */

import { chunkKey } from './chunk.js';

const MASK48 = (1n << 48n) - 1n;
const MULTIPLIER = 0x5deece66dn;
const ADDEND = 0xbn;

/** `java.util.Random`: the 48-bit linear congruential generator and the `next`/`nextInt` it documents. */
export class JavaRandom {
  private seed: bigint;
  constructor(seed: bigint) {
    this.seed = (seed ^ MULTIPLIER) & MASK48;
  }
  next(bits: number): number {
    this.seed = (this.seed * MULTIPLIER + ADDEND) & MASK48;
    return Number(BigInt.asIntN(32, this.seed >> BigInt(48 - bits)));
  }
  nextInt(bound?: number): number {
    if (bound === undefined) return this.next(32);
    if ((bound & -bound) === bound) return Number((BigInt(bound) * BigInt(this.next(31))) >> 31n);
    let bits: number, val: number;
    do {
      bits = this.next(31);
      val = bits % bound;
    } while (bits - val + (bound - 1) > 0x7fffffff);
    return val;
  }
}

const long = (n: number): bigint => BigInt(n | 0);

/** Whether chunk (cx, cz) is a slime chunk of this world seed. */
export function isSlimeChunk(seed: number, cx: number, cz: number): boolean {
  const x = cx | 0,
    z = cz | 0;
  const s =
    long(seed) + long(Math.imul(Math.imul(x, x), 0x4c1906)) + long(Math.imul(x, 0x5ac0db)) + long(Math.imul(z, z)) * 0x4307a7n + long(Math.imul(z, 0x5f24f));
  return new JavaRandom(BigInt.asIntN(64, s ^ 0x3ad8025fn)).nextInt(10) === 0;
}

/** Per world seed, chunk key → slime chunk; spawning asks about the same few hundred chunks again and again. */
export class SlimeChunks {
  private readonly known = new Map<number, boolean>();
  constructor(private readonly seed: number) {}
  has(cx: number, cz: number): boolean {
    const k = chunkKey(cx, cz);
    let v = this.known.get(k);
    if (v === undefined) this.known.set(k, (v = isSlimeChunk(this.seed, cx, cz)));
    return v;
  }
}
