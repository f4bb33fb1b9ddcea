import type { ItemCount, Knowledge } from '../knowledge/types.js';

/**
 * The inventory the compiler expects at each point of the plan, so that a
 * leaf's prerequisites are only what earlier steps did not already provide.
 */
export class Ledger {
  private items = new Map<string, number>();

  constructor(
    private k: Knowledge,
    start: Record<string, number> = {},
  ) {
    for (const [item, n] of Object.entries(start)) if (n > 0) this.items.set(item, n);
  }

  /** Count of an item, or of all members of a group. */
  count(item: string): number {
    if (!item.startsWith('#')) return this.items.get(item) ?? 0;
    let n = 0;
    for (const m of this.k.members(item)) n += this.items.get(m) ?? 0;
    return n;
  }

  add(item: string, n: number): void {
    const concrete = item.startsWith('#') ? (this.k.members(item)[0] ?? item) : item;
    this.items.set(concrete, (this.items.get(concrete) ?? 0) + n);
  }

  /** Take n, from group members in order; never below zero (the runtime will obtain what is short). */
  take(item: string, n: number): void {
    const names = item.startsWith('#') ? this.k.members(item) : [item];
    for (const name of names) {
      if (n <= 0) return;
      const have = this.items.get(name) ?? 0;
      const used = Math.min(have, n);
      if (used > 0) this.items.set(name, have - used);
      n -= used;
    }
  }

  /** After a step that guarantees "at least n". */
  atLeast(item: string, n: number): void {
    const short = n - this.count(item);
    if (short > 0) this.add(item, short);
  }

  consumeAll(items: readonly ItemCount[]): void {
    for (const c of items) this.take(c.item, c.count);
  }

  snapshot(): Record<string, number> {
    return Object.fromEntries([...this.items].filter(([, n]) => n > 0));
  }

  clone(): Ledger {
    return new Ledger(this.k, this.snapshot());
  }

  /** What every one of several ledgers holds: the least count of each item among them. */
  static meet(k: Knowledge, ledgers: readonly Ledger[]): Ledger {
    const [first, ...rest] = ledgers;
    const out = new Ledger(k);
    if (!first) return out;
    for (const [item, n] of first.items)
      out.items.set(
        item,
        rest.reduce((m, l) => Math.min(m, l.items.get(item) ?? 0), n),
      );
    return out;
  }
}
