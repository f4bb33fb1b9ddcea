/** A furnace block entity, simulated lazily: `update(now)` replays the ticks since the last look in closed steps. */
import { COOK_TICKS, burnTime, smeltResult } from './smelting.js';
import { stackSizeOf } from './data.js';

export interface Stack {
  name: string;
  count: number;
}

export class Furnace {
  input: Stack | null = null;
  fuel: Stack | null = null;
  output: Stack | null = null;
  burnLeft = 0;
  cook = 0;
  constructor(private last: number) {}

  private canSmelt(): boolean {
    if (!this.input) return false;
    const out = smeltResult(this.input.name);
    if (!out) return false;
    return !this.output || (this.output.name === out && this.output.count < stackSizeOf(out));
  }

  update(now: number): void {
    let t = this.last;
    while (t < now) {
      if (!this.canSmelt()) {
        const idle = now - t;
        this.burnLeft = Math.max(0, this.burnLeft - idle);
        this.cook = 0;
        break;
      }
      if (this.burnLeft === 0) {
        if (!this.fuel) {
          this.cook = Math.max(0, this.cook - 2 * (now - t)); // vanilla: progress falls back 2 per tick once unlit
          break;
        }
        this.burnLeft = burnTime(this.fuel.name);
        if (--this.fuel.count === 0) this.fuel = null;
      }
      const step = Math.min(this.burnLeft, COOK_TICKS - this.cook, now - t);
      this.burnLeft -= step;
      this.cook += step;
      t += step;
      if (this.cook >= COOK_TICKS) {
        this.cook = 0;
        const out = smeltResult(this.input!.name)!;
        if (--this.input!.count === 0) this.input = null;
        if (this.output) this.output.count++;
        else this.output = { name: out, count: 1 };
      }
    }
    this.last = now;
  }

  /** Ticks until `n` more items are out, assuming enough fuel. */
  ticksFor(n: number): number {
    return n * COOK_TICKS - this.cook;
  }
}
