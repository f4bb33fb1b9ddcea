/**
 * A body's memory of the blocks it has seen, as a player remembers the cave it
 * walked through: cell → block id as last seen, kept per 16³ section, with the
 * notable cells (ores, logs, stations, water…) listed apart so that finding
 * them does not mean reading every remembered cell.
 */

/** The overworld floor in 1.20.4 (minecraft-data dimension `minY`). */
const MIN_Y = -64;

const sectionKey = (cx: number, cz: number, sy: number): number => ((cx + 0x200000) * 0x400000 + (cz + 0x200000)) * 32 + sy;

interface Section {
  /** id + 1 per cell; 0 where never seen. */
  ids: Uint16Array;
  /** Local indices of remembered notable cells. */
  notable: Set<number>;
}

export interface Recalled {
  x: number;
  y: number;
  z: number;
  id: number;
  /** From the feet to the block's centre. */
  distance: number;
}

export class SeenBlocks {
  private sections = new Map<number, Section>();

  /** `notable[id]` is 1 for blocks worth finding again (what skills search for). */
  constructor(readonly notable: Uint8Array) {}

  /** The id last seen at (x,y,z), or -1 when never seen. */
  get(x: number, y: number, z: number): number {
    const s = this.sections.get(sectionKey(x >> 4, z >> 4, (y - MIN_Y) >> 4));
    return s ? s.ids[index(x, y, z)] - 1 : -1;
  }

  set(x: number, y: number, z: number, id: number): void {
    const key = sectionKey(x >> 4, z >> 4, (y - MIN_Y) >> 4);
    let s = this.sections.get(key);
    if (!s) this.sections.set(key, (s = { ids: new Uint16Array(4096), notable: new Set() }));
    const i = index(x, y, z);
    s.ids[i] = id + 1;
    if (this.notable[id] === 1) s.notable.add(i);
    else s.notable.delete(i);
  }

  /** Remembered notable blocks with an id in `want`, within `r` of the feet at p (to the block centre), unsorted. */
  near(want: ReadonlySet<number>, p: { x: number; y: number; z: number }, r: number): Recalled[] {
    const out: Recalled[] = [];
    const sy0 = Math.max(0, (Math.floor(p.y - r) - MIN_Y) >> 4),
      sy1 = (Math.floor(p.y + r) - MIN_Y) >> 4;
    for (let cx = Math.floor((p.x - r) / 16); cx <= Math.floor((p.x + r) / 16); cx++) {
      for (let cz = Math.floor((p.z - r) / 16); cz <= Math.floor((p.z + r) / 16); cz++) {
        for (let sy = sy0; sy <= sy1; sy++) {
          const s = this.sections.get(sectionKey(cx, cz, sy));
          if (!s || s.notable.size === 0) continue;
          for (const i of s.notable) {
            const id = s.ids[i] - 1;
            if (!want.has(id)) continue;
            const x = cx * 16 + (i & 15),
              z = cz * 16 + ((i >> 4) & 15),
              y = MIN_Y + sy * 16 + (i >> 8);
            const distance = Math.hypot(x + 0.5 - p.x, y + 0.5 - p.y, z + 0.5 - p.z);
            if (distance <= r) out.push({ x, y, z, id, distance });
          }
        }
      }
    }
    return out;
  }

  /** Forget everything (a new world, or a death in a world the body no longer trusts). */
  clear(): void {
    this.sections.clear();
  }
}

/** y-major like the world's chunks: x, then z, then y within the section. */
const index = (x: number, y: number, z: number): number => (((y - MIN_Y) & 15) << 8) | ((z & 15) << 4) | (x & 15);
