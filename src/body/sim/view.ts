/**
 * The chunks around the player that its eyes can reach, held in a small grid
 * for fast block lookups by the ray walks and floods (which read hundreds of
 * thousands of cells). Chunks within the senses radius are generated, as a
 * server sends the chunks within view; farther ones count only once loaded,
 * and a cell in a chunk not loaded reads as -1 (unknown, opaque).
 */
import { B } from '../../sim/data.js';
import { MIN_Y, MAX_Y, type Chunk } from '../../sim/chunk.js';
import type { World } from '../../sim/world.js';

export class ViewWindow {
  /** Chunk coordinates of the grid's corner, its width, and the radius the chunks within were generated for. */
  private cx0 = NaN;
  private cz0 = NaN;
  private w = 0;
  private r = NaN;
  private chunks: (Chunk | null)[] = [];
  private missing = 0;
  private filledAt = -1;

  constructor(private readonly world: World) {}

  /** Make sure the chunks within r of the player are generated and in the grid (cheap when nothing changed). */
  update(r: number): void {
    const p = this.world.player.pos;
    const pcx = Math.floor(p.x) >> 4,
      pcz = Math.floor(p.z) >> 4;
    const half = Math.ceil((r + 4) / 16) + 1;
    if (pcx - half === this.cx0 && pcz - half === this.cz0 && r === this.r) {
      if (this.missing > 0 && this.filledAt !== this.world.tick) this.fill();
      return;
    }
    this.cx0 = pcx - half;
    this.cz0 = pcz - half;
    this.w = 2 * half + 1;
    this.r = r;
    for (let cx = Math.floor((p.x - r) / 16); cx <= Math.floor((p.x + r) / 16); cx++) {
      for (let cz = Math.floor((p.z - r) / 16); cz <= Math.floor((p.z + r) / 16); cz++) {
        const dx = Math.max(cx * 16 - p.x, 0, p.x - cx * 16 - 16),
          dz = Math.max(cz * 16 - p.z, 0, p.z - cz * 16 - 16);
        if (dx * dx + dz * dz <= r * r) this.world.chunk(cx, cz);
      }
    }
    this.chunks = new Array<Chunk | null>(this.w * this.w).fill(null);
    this.fill();
  }

  /** Pick up chunks the world has loaded since. */
  private fill(): void {
    this.missing = 0;
    this.filledAt = this.world.tick;
    for (let i = 0; i < this.w; i++) {
      for (let j = 0; j < this.w; j++) {
        if (this.chunks[i * this.w + j] !== null) continue;
        const cx = this.cx0 + i,
          cz = this.cz0 + j;
        if (this.world.isLoaded(cx * 16, cz * 16)) this.chunks[i * this.w + j] = this.world.chunk(cx, cz);
        else this.missing++;
      }
    }
  }

  /** Block id at (x,y,z), or -1 where the chunk is not loaded or outside the grid. */
  readonly look = (x: number, y: number, z: number): number => {
    if (y < MIN_Y) return B.bedrock;
    if (y > MAX_Y) return B.air;
    const i = (x >> 4) - this.cx0,
      j = (z >> 4) - this.cz0;
    if (i < 0 || j < 0 || i >= this.w || j >= this.w) return -1;
    const c = this.chunks[i * this.w + j];
    return c === null ? -1 : c.blocks[((y - MIN_Y) << 8) | ((z & 15) << 4) | (x & 15)];
  };

  /** The chunk holding column (x,z), if loaded and in the grid. */
  chunkAt(x: number, z: number): Chunk | null {
    const i = (x >> 4) - this.cx0,
      j = (z >> 4) - this.cz0;
    if (i < 0 || j < 0 || i >= this.w || j >= this.w) return null;
    return this.chunks[i * this.w + j];
  }
}
