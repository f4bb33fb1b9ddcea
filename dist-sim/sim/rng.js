/** Seeded integer hashing and a small sequential PRNG: cheap, allocation-free, deterministic. */
/** A well-mixed uint32 from up to four integers (murmur3 finaliser). */
export function hash4(seed, a, b, c) {
    let h = (seed ^ Math.imul(a | 0, 0x27d4eb2d) ^ Math.imul(b | 0, 0x165667b1) ^ Math.imul(c | 0, 0x9e3779b1)) | 0;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    h ^= h >>> 16;
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
    return (h ^ (h >>> 12)) >>> 0;
}
/** Uniform float in [0,1) from a hash. */
export const hashFloat = (seed, a, b, c) => hash4(seed, a, b, c) / 4294967296;
/** mulberry32: a sequential generator for world events (drops, spawns, loot rolls). */
export class Rng {
    s;
    constructor(seed) {
        this.s = seed >>> 0;
    }
    next() {
        let t = (this.s = (this.s + 0x6d2b79f5) | 0);
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    }
    /** Integer in [lo, hi] inclusive. */
    int(lo, hi) {
        return lo + Math.floor(this.next() * (hi - lo + 1));
    }
    chance(p) {
        return this.next() < p;
    }
}
