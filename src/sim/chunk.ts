/** A 16x384x16 column of blocks as one typed array, with a heightmap and per-column biome. */
import { B, BLOCK_COUNT, blockFlags, F_AIR } from './data.js';

export const MIN_Y = -64;
export const MAX_Y = 319;
export const HEIGHT = MAX_Y - MIN_Y + 1;
export const SEA_LEVEL = 63;
export const SECTIONS = HEIGHT >> 4;

/** Index into Chunk.blocks: y-major so that walking a column is a stride of 256. */
export const idx = (lx: number, y: number, lz: number): number => ((y - MIN_Y) << 8) | (lz << 4) | lx;

/** Pack chunk coordinates into one number key for a Map. */
/** The world position of block index `i` (as `idx` makes it) of the chunk at (cx, cz). */
export const blockPos = (cx: number, cz: number, i: number): { x: number; y: number; z: number } => ({
  x: cx * 16 + (i & 15),
  y: (i >> 8) + MIN_Y,
  z: cz * 16 + ((i >> 4) & 15),
});

export const chunkKey = (cx: number, cz: number): number => (cx + 0x8000) * 0x10000 + (cz + 0x8000);

export class Chunk {
  readonly blocks = new Uint16Array(HEIGHT * 256);
  /** Highest y whose block is not air-like (what blocks the sky), per column. */
  readonly height = new Int16Array(256).fill(MIN_Y - 1);
  /** Index into BIOMES, per column. */
  readonly biome = new Uint8Array(256);
  /** Block ids that may occur in each 16-high section (never shrinks); lets senses skip sections. */
  readonly sectionIds: Set<number>[] = Array.from({ length: SECTIONS }, () => new Set<number>());
  /** Fluid springs placed at generation (indices into `blocks`), which start flowing when the world loads the chunk. */
  readonly springs: number[] = [];
  /** Farmland and crops placed at generation (a village's fields; indices into `blocks`), which random ticks tend once the world loads the chunk. */
  readonly farmed: number[] = [];
  /** Counts the writes to each section, so whoever indexes a section can tell when to look again. */
  readonly versions = new Uint32Array(SECTIONS);

  constructor(
    readonly cx: number,
    readonly cz: number,
  ) {}

  get(lx: number, y: number, lz: number): number {
    return this.blocks[idx(lx, y, lz)];
  }

  /** Write a block, keeping the section index and heightmap right. */
  set(lx: number, y: number, lz: number, id: number): void {
    this.blocks[idx(lx, y, lz)] = id;
    this.sectionIds[(y - MIN_Y) >> 4].add(id);
    this.versions[(y - MIN_Y) >> 4]++;
    const c = (lz << 4) | lx;
    if ((blockFlags[id] & F_AIR) === 0) {
      if (y > this.height[c]) this.height[c] = y;
    } else if (y === this.height[c]) {
      let h = y - 1;
      while (h >= MIN_Y && (blockFlags[this.blocks[idx(lx, h, lz)]] & F_AIR) !== 0) h--;
      this.height[c] = h;
    }
  }

  /** A chunk like this one that shares nothing with it (chunk-cache.ts hands out such copies). */
  copy(): Chunk {
    const c = new Chunk(this.cx, this.cz);
    c.blocks.set(this.blocks);
    c.height.set(this.height);
    c.biome.set(this.biome);
    this.sectionIds.forEach((ids, s) => ids.forEach((id) => c.sectionIds[s].add(id)));
    c.springs.push(...this.springs);
    c.farmed.push(...this.farmed);
    c.versions.set(this.versions);
    return c;
  }

  /** Rebuild heightmap and section index after bulk generation writes straight into `blocks`. */
  finish(): void {
    const seen = new Uint16Array(BLOCK_COUNT);
    for (let s = 0; s < SECTIONS; s++) {
      const set = this.sectionIds[s];
      const base = s << 12,
        mark = s + 1;
      for (let i = base; i < base + 4096; i++) {
        const id = this.blocks[i];
        if (seen[id] !== mark) {
          seen[id] = mark;
          set.add(id);
        }
      }
    }
    for (let c = 0; c < 256; c++) {
      let y = MAX_Y;
      while (y >= MIN_Y && (blockFlags[this.blocks[((y - MIN_Y) << 8) | c]] & F_AIR) !== 0) y--;
      this.height[c] = y;
    }
  }
}

export const AIR = B.air;
