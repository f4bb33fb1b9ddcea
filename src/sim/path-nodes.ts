/**
 * A number per cell key for one search: an open-addressing table kept between searches and emptied in O(1) by
 * bumping a generation stamp. path.ts memoises what digging through a cell costs in one; PathNodes indexes its
 * nodes with another.
 */
export class CellValues {
  private keys = new Int32Array(4096);
  private values = new Float64Array(4096);
  private stamps = new Uint32Array(4096);
  private stamp = 1;
  private shift = 20;
  private size = 0;

  reset(): void {
    this.size = 0;
    if (++this.stamp === 0xffffffff) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
  }

  /** The value stored for `k`, or NaN. */
  get(k: number): number {
    const mask = this.keys.length - 1;
    for (let i = Math.imul(k, 0x9e3779b1) >>> this.shift; ; i = (i + 1) & mask) {
      if (this.stamps[i] !== this.stamp) return NaN;
      if (this.keys[i] === k) return this.values[i];
    }
  }

  /** Store `v` for `k`, which must not be stored yet. */
  add(k: number, v: number): void {
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    this.size++;
    const mask = this.keys.length - 1;
    let i = Math.imul(k, 0x9e3779b1) >>> this.shift;
    while (this.stamps[i] === this.stamp) i = (i + 1) & mask;
    this.keys[i] = k;
    this.values[i] = v;
    this.stamps[i] = this.stamp;
  }

  private grow(): void {
    const { keys, values, stamps, stamp } = this;
    this.keys = new Int32Array(keys.length * 2);
    this.values = new Float64Array(keys.length * 2);
    this.stamps = new Uint32Array(keys.length * 2);
    this.shift--;
    this.size = 0;
    for (let j = 0; j < keys.length; j++) if (stamps[j] === stamp) this.add(keys[j], values[j]);
  }
}

/**
 * The node store of the player's A* (path.ts): parallel typed arrays and an index from cell key to node
 * (CellValues), kept between searches and emptied in O(1). A search used to build fresh arrays and a Map per call,
 * which made the garbage collector a large share of a run. The store only holds data; the search order is
 * path.ts's alone.
 */
export class PathNodes {
  size = 0;
  x = new Int32Array(1024);
  y = new Int32Array(1024);
  z = new Int32Array(1024);
  g = new Float64Array(1024);
  parent = new Int32Array(1024);
  move = new Uint8Array(1024);
  closed = new Uint8Array(1024);
  private readonly index = new CellValues();

  /** Forget every node (the arrays keep their capacity). */
  reset(): void {
    this.size = 0;
    this.index.reset();
  }

  /** The node for cell key `k` (a non-negative int32), added with g = Infinity when new. */
  node(k: number, x: number, y: number, z: number): number {
    const known = this.index.get(k);
    if (!Number.isNaN(known)) return known;
    const n = this.size++;
    if (n === this.x.length) this.growNodes();
    this.x[n] = x;
    this.y[n] = y;
    this.z[n] = z;
    this.g[n] = Infinity;
    this.parent[n] = -1;
    this.move[n] = 0;
    this.closed[n] = 0;
    this.index.add(k, n);
    return n;
  }

  private growNodes(): void {
    const grow = <T extends Int32Array | Float64Array | Uint8Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(a.length * 2);
      b.set(a);
      return b;
    };
    this.x = grow(this.x);
    this.y = grow(this.y);
    this.z = grow(this.z);
    this.g = grow(this.g);
    this.parent = grow(this.parent);
    this.move = grow(this.move);
    this.closed = grow(this.closed);
  }
}
