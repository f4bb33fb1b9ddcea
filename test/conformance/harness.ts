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
