/**
 * Obsidian the way players make it: pour a water bucket beside or above a lava
 * source (vanilla LiquidBlock.shouldSpreadLiquid turns a lava source touched by
 * water from above or a side into obsidian), take the water back with the
 * empty bucket, and mine the obsidian with a diamond pickaxe.
 */
import type { Body, Vec3Like } from '../contracts/body.js';
import type { Knowledge } from '../knowledge/types.js';
import { FACE_NEIGHBOURS } from '../knowledge/sight.js';
import { fail, ok, type Outcome } from '../contracts/outcome.js';
import { act, fatal } from './act.js';
import { distance } from './geometry.js';
import { countOf } from './inventory.js';
import { search } from './search.js';
import { descendTo } from './descend.js';
import { WORK_RANGE } from './stations.js';
import { posKey, sense, type Target } from './target.js';

const EMPTY = new Set(['air', 'cave_air']);
const NOT_SOLID = new Set(['air', 'cave_air', 'void_air', 'water', 'lava', 'short_grass', 'tall_grass', 'fern', 'snow']);
/** Where water may go to reach lava at L: straight above it, then above each side (the shore's top). */
const POUR_AT: readonly (readonly [number, number, number])[] = [
  [0, 1, 0],
  [1, 1, 0],
  [-1, 1, 0],
  [0, 1, 1],
  [0, 1, -1],
];
/** Pours before giving up (a drop lost in the lava under the obsidian, a cell the water could not be placed in). */
const MAX_POURS = 8;
/** Water flows one block per 5 ticks: two steps reach the lava from the shore. */
const FLOW_TICKS = 12;
const LAVA: Target = { kind: 'block', label: 'lava', blocks: ['lava'] };

const add = (p: Vec3Like, d: readonly [number, number, number]): Vec3Like => ({ x: p.x + d[0], y: p.y + d[1], z: p.z + d[2] });

/** A cell water can be placed in: empty, with a solid face to place it against. */
function pourable(body: Body, c: Vec3Like): boolean {
  if (!EMPTY.has(body.blockAt(c) ?? '')) return false;
  return FACE_NEIGHBOURS.some((d) => {
    const n = body.blockAt(add(c, d));
    return n !== null && !NOT_SOLID.has(n);
  });
}

/** A lava source in view with a cell to pour water into, nearest first. */
function pourSpot(body: Body, tried: ReadonlySet<string>): { lava: Vec3Like; at: Vec3Like } | null {
  const me = body.position();
  const sources = body
    .findBlocks(['lava'], { count: 64 })
    .filter((b) => !tried.has(posKey(b.pos)) && (body.blockState?.(b.pos)?.level ?? 0) === 0)
    .sort((a, b) => distance(a.pos, me) - distance(b.pos, me));
  for (const s of sources) {
    const at = POUR_AT.map((d) => add(s.pos, d)).find((c) => pourable(body, c));
    if (at) return { lava: s.pos, at };
  }
  return null;
}

/** Obsidian in view near where the water went, with no lava beside it to run into the hole. */
function obsidianNear(body: Body, around: Vec3Like, skip: ReadonlySet<string>): Vec3Like | null {
  const sides = FACE_NEIGHBOURS.filter(([, dy]) => dy === 0);
  const me = body.position();
  return (
    body
      .findBlocks(['obsidian'], { count: 32 })
      .map((b) => b.pos)
      .filter((p) => !skip.has(posKey(p)) && distance(p, around) <= 8 && !sides.some((d) => body.blockAt(add(p, d)) === 'lava'))
      .sort((a, b) => distance(a, me) - distance(b, me))[0] ?? null
  );
}

async function digObsidian(body: Body, pos: Vec3Like, signal: AbortSignal, what: string): Promise<Outcome> {
  const g = await act(what, signal, () => body.goto(pos, WORK_RANGE, signal));
  if (!g.ok) return g;
  const d = await act(what, signal, () => body.dig(pos, signal));
  if (!d.ok) return d;
  const c = await act(what, signal, () => body.collect(WORK_RANGE + 2, signal));
  return fatal(c) ? c : ok();
}

/**
 * Looking for lava from deep down: a tunnel at y -54, over the cave lava that fills air below the aquifers' lava
 * level (vanilla's overworld: air-filled caves under y -54 fill with lava), which shows in the tunnel's floor as it
 * goes and cannot flow up into it. On the surface a lava lake is rare (lake_lava_surface, once in 200 chunks): a bot
 * that had just mined diamonds at y -53 climbed out and searched the surface for half an hour (GITM obsidian, seed 2).
 * From nearer the surface, the surface search.
 */
async function findLava(body: Body, k: Knowledge, tried: Set<string>, signal: AbortSignal, what: string): Promise<Outcome> {
  const target = { ...LAVA, exclude: tried };
  if (body.position().y >= DEEP) return search(body, k, target, { strategy: null, y: null, radius: null }, signal, what);
  // Down to the level itself: the tunnel's own descent stops a block short, at the lava's level.
  const d = await descendTo(body, LAVA_TUNNEL_Y, signal, what, () => sense(body, target) !== null);
  if (fatal(d)) return d;
  return search(body, k, target, { strategy: 'strip_mine', y: LAVA_TUNNEL_Y, radius: LAVA_TUNNEL }, signal, what);
}
const DEEP = 0;
const LAVA_TUNNEL_Y = -54;
/** Blocks of tunnel: the cave lava lies in pockets a 64-block tunnel can pass between. */
const LAVA_TUNNEL = 192;

export async function pourForObsidian(body: Body, k: Knowledge, want: number, signal: AbortSignal, what: string): Promise<Outcome> {
  const tried = new Set<string>();
  // Kept apart from the lava tried: the obsidian stands where that lava was.
  const unreachable = new Set<string>();
  let last: Vec3Like = body.position();
  for (let pours = 0; countOf(body, k, 'obsidian') < want;) {
    const ready = obsidianNear(body, last, unreachable);
    if (ready) {
      const r = await digObsidian(body, ready, signal, what);
      if (!r.ok && r.code !== 'unreachable') return r;
      if (!r.ok) unreachable.add(posKey(ready));
      continue;
    }
    if (++pours > MAX_POURS) return fail('not_found', `${what}: poured water on lava ${MAX_POURS} times and mined too little obsidian`);
    if (body.count('water_bucket') < 1)
      return fail('missing_item', `${what}: needs a water_bucket to pour on lava`, { missing: [{ item: 'water_bucket', count: 1 }] });
    const spot = pourSpot(body, tried);
    if (!spot) {
      const found = await findLava(body, k, tried, signal, what);
      if (!found.ok) return found;
      if (!pourSpot(body, tried)) return fail('not_found', `${what}: no lava source in view with room to pour water beside it`);
      continue;
    }
    tried.add(posKey(spot.lava));
    last = spot.lava;
    const g = await act(what, signal, () => body.goto(spot.at, WORK_RANGE, signal));
    if (!g.ok) continue;
    const p = await act(what, signal, () => body.place('water_bucket', spot.at, signal));
    if (!p.ok) continue;
    const w = await act(what, signal, () => body.wait(FLOW_TICKS, signal));
    if (!w.ok) return w;
    // The water goes back in the bucket, or it would run on and fill the pit it made.
    await act(what, signal, () => body.useOn('bucket', { block: spot.at }, signal));
    // Poured from above a cave's edge, the obsidian lies out of sight under it: step over to look down on it.
    if (!obsidianNear(body, last, unreachable)) {
      const look = await act(what, signal, () => body.goto(spot.at, 1, signal));
      if (fatal(look)) return look;
    }
  }
  return ok();
}
