/** The player's 36 slots (0..8 hotbar), with vanilla stack sizes and tool durability. */
import { maxDurabilityOf, stackSizeOf } from './data.js';

export interface Slot {
  name: string;
  count: number;
  /** Uses left for tools; null otherwise. */
  durability: number | null;
}

export const INVENTORY_SLOTS = 36;

export class Inventory {
  readonly slots: (Slot | null)[] = new Array(INVENTORY_SLOTS).fill(null);
  /** Index of the held hotbar slot. */
  held = 0;

  count(name: string): number {
    let n = 0;
    for (const s of this.slots) if (s && s.name === name) n += s.count;
    return n;
  }

  freeSlots(): number {
    return this.slots.reduce((n, s) => n + (s ? 0 : 1), 0);
  }

  /** How many of `count` would fit. */
  room(name: string): number {
    const max = stackSizeOf(name);
    let n = 0;
    for (const s of this.slots) n += s ? (s.name === name && s.durability === null ? max - s.count : 0) : max;
    return n;
  }

  /** Add items, filling existing stacks first; returns how many did not fit. */
  add(name: string, count: number, durability: number | null = maxDurabilityOf(name)): number {
    const max = stackSizeOf(name);
    let left = count;
    if (durability === null) {
      for (const s of this.slots) {
        if (left <= 0) break;
        if (s && s.name === name && s.count < max) {
          const k = Math.min(max - s.count, left);
          s.count += k;
          left -= k;
        }
      }
    }
    for (let i = 0; i < this.slots.length && left > 0; i++) {
      if (this.slots[i]) continue;
      const k = Math.min(max, left);
      this.slots[i] = { name, count: k, durability };
      left -= k;
    }
    return left;
  }

  /** Remove up to `count`; returns how many were removed. Takes from the last slots first so the hotbar keeps tools. */
  remove(name: string, count: number): number {
    let left = count;
    for (let i = this.slots.length - 1; i >= 0 && left > 0; i--) {
      const s = this.slots[i];
      if (!s || s.name !== name) continue;
      const k = Math.min(s.count, left);
      s.count -= k;
      left -= k;
      if (s.count === 0) this.slots[i] = null;
    }
    return count - left;
  }

  heldSlot(): Slot | null {
    return this.slots[this.held];
  }

  /** Put a stack of `name` in the held slot (swapping), as equipping does. */
  equip(name: string): boolean {
    const i = this.slots.findIndex((s) => s?.name === name);
    if (i < 0) return false;
    if (i !== this.held) [this.slots[i], this.slots[this.held]] = [this.slots[this.held], this.slots[i]];
    return true;
  }

  /** Take every stack out (death drops). */
  clear(): Slot[] {
    const out = this.slots.filter((s): s is Slot => s !== null);
    this.slots.fill(null);
    return out;
  }

  snapshot(): Slot[] {
    return this.slots.filter((s): s is Slot => s !== null).map((s) => ({ ...s }));
  }
}
