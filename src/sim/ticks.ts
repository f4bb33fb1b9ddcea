/**
 * Scheduled block ticks, as vanilla's LevelTicks: a position is scheduled for a
 * game tick, at most once at a time (a second request while one is pending is
 * dropped, as LevelChunkTicks.schedule does), and the ticks due now run in the
 * order they were scheduled. Work happens only where something changed, so a
 * still ocean or an untouched sand dune costs nothing.
 */
import { MIN_Y } from './chunk.js';

const XZ_OFFSET = 2 ** 21;
const XZ_SPAN = 2 ** 22;
const Y_SPAN = 512;

/** One number for a block position (|x|, |z| < 2^21), exact in a double: a Map key. */
export const packPos = (x: number, y: number, z: number): number => ((x + XZ_OFFSET) * XZ_SPAN + (z + XZ_OFFSET)) * Y_SPAN + (y - MIN_Y);
export const posY = (k: number): number => (k % Y_SPAN) + MIN_Y;
export const posZ = (k: number): number => (Math.floor(k / Y_SPAN) % XZ_SPAN) - XZ_OFFSET;
export const posX = (k: number): number => Math.floor(k / (Y_SPAN * XZ_SPAN)) - XZ_OFFSET;

export class TickQueue {
  /** Due game tick per scheduled position. */
  private readonly due = new Map<number, number>();
  /** Positions per due game tick, in scheduling order. */
  private readonly buckets = new Map<number, number[]>();

  get size(): number {
    return this.due.size;
  }

  has(key: number): boolean {
    return this.due.has(key);
  }

  keys(): IterableIterator<number> {
    return this.due.keys();
  }

  schedule(key: number, at: number): void {
    if (this.due.has(key)) return;
    this.due.set(key, at);
    const b = this.buckets.get(at);
    if (b) b.push(key);
    else this.buckets.set(at, [key]);
  }

  /** Run `fn` for each position due at `now`; each leaves the queue before it runs, so it may schedule itself again. */
  run(now: number, fn: (key: number) => void): void {
    const b = this.buckets.get(now);
    if (!b) return;
    this.buckets.delete(now);
    for (const key of b) {
      if (this.due.get(key) !== now) continue;
      this.due.delete(key);
      fn(key);
    }
  }
}
