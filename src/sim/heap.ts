/**
 * A binary min-heap of node ids keyed by f-cost, in two parallel arrays (no
 * per-entry objects on the A* hot paths). Ties pop the earlier-placed child
 * first, so a search is deterministic for a seed.
 */
export class MinHeap {
  private readonly ids: number[] = [];
  private readonly keys: number[] = [];

  /** Empty the heap, keeping its arrays (a search reuses one heap). */
  clear(): void {
    this.ids.length = 0;
    this.keys.length = 0;
  }

  get size(): number {
    return this.ids.length;
  }

  push(id: number, key: number): void {
    const { ids, keys } = this;
    let i = ids.length;
    ids.push(id);
    keys.push(key);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (keys[p] <= key) break;
      ids[i] = ids[p];
      keys[i] = keys[p];
      i = p;
    }
    ids[i] = id;
    keys[i] = key;
  }

  /** The id with the least key; the heap must not be empty. */
  pop(): number {
    const { ids, keys } = this;
    const top = ids[0];
    const lastId = ids.pop()!,
      lastKey = keys.pop()!;
    const n = ids.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && keys[c + 1] < keys[c]) c++;
        if (keys[c] >= lastKey) break;
        ids[i] = ids[c];
        keys[i] = keys[c];
        i = c;
      }
      ids[i] = lastId;
      keys[i] = lastKey;
    }
    return top;
  }
}
