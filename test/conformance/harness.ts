/**
 * The one interface both worlds implement for the conformance suite: the Body
 * under test plus the world's own truth and setup hooks.
 */
import type { Body, ItemStack, Vec3Like } from '../../src/contracts/body.js';

export interface ConformanceWorld {
  name: 'sim' | 'server';
  body: Body;
  /** A ground-level cell next to which scenarios build (the bot's feet). */
  origin(): Vec3Like;
  setBlock(pos: Vec3Like, name: string): Promise<void>;
  /** The world's truth, not the bot's view. */
  getBlock(pos: Vec3Like): Promise<string>;
  /** Add items; resolves once the body sees them. */
  give(item: string, count: number): Promise<void>;
  clearInventory(): Promise<void>;
  setFood(food: number): Promise<void>;
  /** Spawn a mob; resolves with its id once the body can see it. */
  spawnMob(name: string, pos: Vec3Like): Promise<number>;
  /** Move the bot through the world, not a verb (to leave a tunnel a scenario dug). */
  teleport(pos: Vec3Like): Promise<void>;
  setTime(timeOfDay: number): Promise<void>;
  /** The world's truth: is this mob still alive? */
  mobAlive(id: number): Promise<boolean>;
  /** Take a mob out of the world, not a verb (a scenario's leftover mob must not fight the next scenario). */
  removeMob(id: number): Promise<void>;
  /** Kill the bot through the world, not a verb. */
  kill(): Promise<void>;
  inventoryTruth(): Promise<ItemStack[]>;
  chestTruth(pos: Vec3Like): Promise<ItemStack[]>;
  /** Extra server-only check: does the bot's view of these blocks match the world? */
  crossCheck?(positions: Vec3Like[]): Promise<void>;
  close(): Promise<void>;
}

export const total = (stacks: ItemStack[], name: string) => stacks.filter((s) => s.name === name).reduce((n, s) => n + s.count, 0);

/** Poll until `check` passes or the deadline ends; returns the last value. */
export async function eventually<T>(read: () => T | Promise<T>, ok: (v: T) => boolean, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  let v = await read();
  while (!ok(v) && Date.now() < end) {
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setTimeout(r, 20));
    v = await read();
  }
  return v;
}

export const offset = (p: Vec3Like, dx: number, dy: number, dz: number): Vec3Like => ({ x: p.x + dx, y: p.y + dy, z: p.z + dz });

/**
 * The body, noting every verb that did not go well (`goto: unreachable …`), so
 * a scenario whose result depends on the way the bot went can say which way
 * that was when it fails.
 */
export function noteFailures(body: Body, notes: string[]): Body {
  return new Proxy(body, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver) as unknown;
      if (typeof v !== 'function') return v;
      return (...args: unknown[]) => {
        const r = (v as (...a: unknown[]) => unknown).apply(target, args);
        if (r instanceof Promise)
          void r.then((o: { ok?: boolean; code?: string; message?: string } | undefined) => {
            if (o && o.ok === false) notes.push(`${String(prop)}: ${o.code} ${o.message}`);
          });
        return r;
      };
    },
  });
}

const UNDERFOOT = new Set(['stone', 'dirt', 'grass_block', 'deepslate', 'sand', 'gravel']);

/** The feet cell on the ground in the column of `p`: the first of stone, dirt, grass, sand or gravel below 24 blocks above it. */
export async function surfaceAt(w: ConformanceWorld, p: Vec3Like): Promise<Vec3Like> {
  for (let y = p.y + 24; y > p.y - 24; y--) {
    const name = await w.getBlock({ x: p.x, y, z: p.z });
    if (name === 'air') continue;
    if (!UNDERFOOT.has(name)) throw new Error(`no dry ground at ${p.x},${p.z}: ${name} at y=${y}; pick another column`);
    return { x: p.x, y: y + 1, z: p.z };
  }
  throw new Error(`no ground within 24 blocks of y=${p.y} at ${p.x},${p.z}`);
}
