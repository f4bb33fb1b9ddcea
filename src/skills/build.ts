/**
 * Build a structure from a blueprint (GITM's `build`): the blocks of
 * blueprints/<name>.json, placed at an origin, bottom-up, each against a block
 * that already stands. A block with nothing beside or under it gets a column of
 * scaffolding (dirt or stone the bot carries) under it, dug away afterwards.
 * The materials are the skill's requirements, so the compiler obtains them first.
 */
import type { Body, Vec3Like } from '../contracts/body.js';
import { BLOCK_REACH } from '../contracts/body.js';
import { fail, ok, type Failure, type Outcome } from '../contracts/outcome.js';
import {
  BlueprintError,
  blueprintNames,
  bounds,
  cellKey,
  findBlueprint,
  materials,
  placingItem,
  suggestBlueprint,
  type Blueprint,
} from '../knowledge/blueprints.js';
import type { ItemCount, Knowledge } from '../knowledge/types.js';
import { REPLACEABLE } from '../knowledge/tables/replaceable.js';
import { act, fatal, guard } from './act.js';
import { ascendToSky, atSurface } from './ascend.js';
import { add, at, distance, floor, fmt, isFluid, isKnownEmpty } from './geometry.js';
import { isFloor, isPassable } from './passable.js';
import { WORK_RANGE } from './stations.js';
import { groundY } from './surface.js';
import type { Skill, SkillContext } from './types.js';

export type BuildArgs = { blueprint: string; x: number | null; y: number | null; z: number | null };

/** A blueprint block at its place in the world. */
export interface Cell {
  pos: Vec3Like;
  /** As the blueprint names it: a block or a group. */
  block: string;
  /** Concrete blocks that count as this one standing. */
  accepted: string[];
}

/** What scaffolding is made of, cheapest first: dirt comes back by hand, stone only with a pickaxe. */
export const SCAFFOLD = ['dirt', 'cobblestone', 'netherrack', 'cobbled_deepslate', 'andesite', 'diorite', 'granite', 'tuff'];

/** Leaf blocks a site may have in its cells: a player clears a few by hand (a third of a second each) rather than walk on. */
const LEAVES_TO_CLEAR = 4;

/** How far from the blueprint's bounds the site search looks for an origin (null origin). */
const SITE_RADIUS = 12;
/** Share of the bottom layer that must rest on seen ground for a null origin. */
const FLAT_ENOUGH = 0.75;
/** Eyes above the feet, for reach. */
const EYES = 1.62;

export const buildKey = (path: string): string => `build:${path}`;

const NO_FACE: readonly Vec3Like[] = [at(0, -1, 0), at(1, 0, 0), at(-1, 0, 0), at(0, 0, 1), at(0, 0, -1), at(0, 1, 0)];

function blueprintOf(name: string, k: Knowledge): Blueprint | null {
  try {
    return findBlueprint(name, k);
  } catch (e) {
    if (e instanceof BlueprintError) return null;
    throw e;
  }
}

const given = (a: BuildArgs): Vec3Like | null => (a.x === null || a.y === null || a.z === null ? null : at(a.x, a.y, a.z));

/** The origin: given, or where an earlier run of this leaf chose to build. */
function originOf(a: BuildArgs, ctx: SkillContext): Vec3Like | null {
  return given(a) ?? (ctx.blackboard.get(buildKey(ctx.path)) as Vec3Like | undefined) ?? null;
}

export function cellsOf(bp: Blueprint, origin: Vec3Like, k: Knowledge): Cell[] {
  return bp.blocks.map((b) => ({ pos: add(origin, b.x, b.y, b.z), block: b.block, accepted: k.members(b.block) }));
}

const stands = (body: Body, c: Cell): boolean => c.accepted.includes(body.blockAt(c.pos) ?? '');

/** Cells of the blueprint that do not stand at the origin. */
export function missingCells(body: Body, bp: Blueprint, origin: Vec3Like, k: Knowledge): Cell[] {
  return cellsOf(bp, origin, k).filter((c) => !stands(body, c));
}

/**
 * The next thing to place, given which cells hold something solid: the lowest
 * pending cell with a solid neighbour (nearest to `near` on ties), or, when
 * none has one, a column of scaffolding under the lowest pending cell down to
 * the first solid cell, listed bottom-up.
 */
export function nextStep(
  pending: readonly Cell[],
  solidAt: (p: Vec3Like) => boolean,
  near: Vec3Like,
  floorY: number,
): { cell: Cell } | { scaffold: Vec3Like[]; cell: Cell } {
  const supported = pending.filter((c) => NO_FACE.some((d) => solidAt(add(c.pos, d.x, d.y, d.z))));
  const pick = (list: readonly Cell[]) =>
    [...list].sort((a, b) => a.pos.y - b.pos.y || distance(a.pos, near) - distance(b.pos, near) || a.pos.x - b.pos.x || a.pos.z - b.pos.z)[0]!;
  if (supported.length) return { cell: pick(supported) };
  const cell = pick(pending);
  const column: Vec3Like[] = [];
  for (let y = cell.pos.y - 1; y >= floorY && !solidAt(at(cell.pos.x, y, cell.pos.z)); y--) column.unshift(at(cell.pos.x, y, cell.pos.z));
  return { scaffold: column, cell };
}

/** Scaffolding a blueprint needs on flat ground (solid below y 0): the most that stands at once. */
export function scaffoldNeeded(bp: Blueprint, k: Knowledge): number {
  const origin = at(0, 0, 0);
  const solid = new Set<string>();
  const solidAt = (p: Vec3Like) => p.y < 0 || solid.has(cellKey(p));
  let pending = cellsOf(bp, origin, k).filter((c) => c.pos.y >= 0);
  for (const c of cellsOf(bp, origin, k)) if (c.pos.y < 0) solid.add(cellKey(c.pos));
  let scaffold = 0;
  while (pending.length) {
    const step = nextStep(pending, solidAt, origin, -1);
    if ('scaffold' in step) {
      for (const p of step.scaffold) solid.add(cellKey(p));
      scaffold += step.scaffold.length;
    }
    solid.add(cellKey(step.cell.pos));
    pending = pending.filter((c) => c !== step.cell);
  }
  return scaffold;
}

/** Materials plus the scaffolding, which comes back when it is dug away (dirt by hand). */
function requiredItems(bp: Blueprint, k: Knowledge): ItemCount[] {
  const items = materials(bp);
  const scaffold = scaffoldNeeded(bp, k);
  if (scaffold === 0) return items;
  const dirt = items.find((i) => i.item === 'dirt');
  if (dirt) return items.map((i) => (i === dirt ? { item: 'dirt', count: i.count + scaffold } : i));
  return [...items, { item: 'dirt', count: scaffold }];
}

const held = (body: Body, c: { accepted: string[] } | string): number =>
  typeof c === 'string' ? body.count(c) : c.accepted.reduce((n, m) => n + body.count(placingItem(m)), 0);

/** The item to place for a cell: for a group, the member the inventory has most of. */
function itemFor(body: Body, c: Cell): string {
  const items = c.accepted.map(placingItem);
  return items.reduce((best, m) => (body.count(m) > body.count(best) ? m : best), items[0]!);
}

export const build: Skill<BuildArgs> = {
  name: 'build',
  description: `Build a structure from a blueprint at an origin (x, y, z: the blueprint's (0,0,0), y at the feet of someone standing there), or next to the bot on flat ground when null; the materials are obtained first. Blueprints: ${blueprintNames().join(', ')}. Data: {origin}.`,
  kind: 'primitive',
  args: {
    blueprint: { type: 'string', description: `Blueprint name, e.g. ${blueprintNames().slice(0, 3).join(', ') || 'house'}` },
    x: { type: ['integer', 'null'], description: 'Origin x; null (with y, z) builds next to the bot' },
    y: { type: ['integer', 'null'], description: 'Origin y, the level the bottom layer stands at; null builds next to the bot' },
    z: { type: ['integer', 'null'], description: 'Origin z; null builds next to the bot' },
  },
  requirements(a, k) {
    const bp = blueprintOf(a.blueprint, k);
    return { consumes: bp ? requiredItems(bp, k) : [], needs: [] };
  },
  effects: () => ({ has: [] }),
  check(a, k) {
    const named = [a.x, a.y, a.z].filter((v) => v !== null).length;
    if (named !== 0 && named !== 3) return { message: 'the origin needs x, y and z together, or all three null', suggestion: 'give all three or none' };
    try {
      if (findBlueprint(a.blueprint, k)) return null;
    } catch (e) {
      if (e instanceof BlueprintError) return { message: e.message, suggestion: 'fix the blueprint file' };
      throw e;
    }
    return {
      message: `unknown blueprint '${a.blueprint}'`,
      suggestion: suggestBlueprint(a.blueprint) ?? `use one of ${blueprintNames().join(', ')}`,
    };
  },
  done(body, a, ctx) {
    const bp = blueprintOf(a.blueprint, ctx.knowledge);
    const origin = originOf(a, ctx);
    return !!bp && !!origin && missingCells(body, bp, origin, ctx.knowledge).length === 0;
  },
  run(body, a, signal, ctx) {
    const what = `build ${a.blueprint}`;
    return guard(what, signal, async () => {
      const k = ctx.knowledge;
      let bp: Blueprint | null;
      try {
        bp = findBlueprint(a.blueprint, k);
      } catch (e) {
        if (e instanceof BlueprintError) return fail('world_error', `${what}: ${e.message}`);
        throw e;
      }
      if (!bp) return fail('not_found', `${what}: unknown blueprint '${a.blueprint}'${hint(a.blueprint)}`, { blueprint: a.blueprint });
      let origin = originOf(a, ctx);
      // Obtaining the materials may have left the bot down a tunnel or a cave: build at the surface above it,
      // climbing by cutting steps rather than pillaring (the dirt and stone carried are the walls).
      if (!origin && !atSurface(body, floor(body.position()))) {
        const up = await ascendToSky(body, signal, what, true);
        if (!up.ok) return up;
      }
      origin ??= findSite(body, bp, k) ?? (await walkToSite(body, bp, k, signal));
      if (signal.aborted) return fail('aborted', `${what}: aborted`);
      if (!origin)
        return fail(
          'not_found',
          `${what}: no flat, clear ground for it within ${SITE_RADIUS} blocks of here or of ${OUTINGS.length} places around; give an origin`,
        );
      ctx.blackboard.set(buildKey(ctx.path), origin);
      return new Builder(body, bp, origin, k, signal, `${what} at ${fmt(origin)}`).run();
    });
  },
};

/** Where to walk to look for ground when none fits here: out of a pit or a wood, each way in turn. */
const OUTINGS: readonly [number, number][] = [
  [12, 0],
  [0, 12],
  [-12, 0],
  [0, -12],
  [18, 18],
  [-18, -18],
];

/** Nothing fits where the bot stands (a pit, a slope, a wood seen from inside): walk out and look again, as a player would. */
async function walkToSite(body: Body, bp: Blueprint, k: Knowledge, signal: AbortSignal): Promise<Vec3Like | null> {
  const start = floor(body.position());
  for (const [dx, dz] of OUTINGS) {
    if (signal.aborted) return null;
    const to = at(start.x + dx, groundY(body, start.x + dx, start.z + dz, start.y), start.z + dz);
    await body.goto(to, 2, signal);
    const site = findSite(body, bp, k);
    if (site) return site;
  }
  return null;
}

const hint = (name: string): string => {
  const s = suggestBlueprint(name);
  return s ? `; ${s}` : `; blueprints: ${blueprintNames().join(', ')}`;
};

/** A cell a block goes into at once or after one stroke of the hand: air, grass, a flower, a vine (put() breaks what is not replaceable). */
const clearByHand = (name: string): boolean => REPLACEABLE.has(name) || isPassable(name);

/**
 * A clear spot next to the bot: every cell of the structure free (air, grass,
 * flowers, snow; a few leaves to clear), the bottom layer resting on ground the
 * bot has seen, and the bot not inside the footprint. Nearest first.
 */
export function findSite(body: Body, bp: Blueprint, k: Knowledge): Vec3Like | null {
  const feet = floor(body.position());
  const { min, max } = bounds(bp);
  const cells = cellsOf(bp, at(0, 0, 0), k);
  const bottom = cells.filter((c) => c.pos.y === 0);
  const fits = (o: Vec3Like): boolean => {
    if (feet.x >= o.x + min.x - 1 && feet.x <= o.x + max.x + 1 && feet.z >= o.z + min.z - 1 && feet.z <= o.z + max.z + 1) return false;
    let leaves = 0;
    for (const c of cells) {
      const name = body.blockAt(add(o, c.pos.x, c.pos.y, c.pos.z));
      if (c.pos.y < 0) {
        if (name === null || isFluid(name)) return false;
        continue;
      }
      if (isFluid(name)) return false;
      if (name?.endsWith('_leaves')) leaves++;
      else if (name !== null && !clearByHand(name)) return false;
    }
    if (leaves > LEAVES_TO_CLEAR) return false;
    const grounded = bottom.filter((c) => isFloor(body.blockAt(add(o, c.pos.x, -1, c.pos.z)))).length;
    return bottom.length === 0 || grounded >= FLAT_ENOUGH * bottom.length;
  };
  const candidates: Vec3Like[] = [];
  const reach = SITE_RADIUS + Math.max(max.x - min.x, max.z - min.z);
  for (let dx = -reach; dx <= reach; dx++)
    for (let dz = -reach; dz <= reach; dz++) for (const dy of [0, -1, 1, -2, 2]) candidates.push(add(feet, dx - min.x, dy, dz - min.z));
  candidates.sort((p, q) => distance(p, feet) - distance(q, feet) || Math.abs(p.y - feet.y) - Math.abs(q.y - feet.y));
  return candidates.find(fits) ?? null;
}

/** Distance from the eyes to the nearest point of the block at pos. */
function eyeReach(body: Body, pos: Vec3Like): number {
  const p = body.position();
  const eye = at(p.x, p.y + EYES, p.z);
  const clamp = (v: number, lo: number) => Math.min(Math.max(v, lo), lo + 1);
  return distance(eye, at(clamp(eye.x, pos.x), clamp(eye.y, pos.y), clamp(eye.z, pos.z)));
}

class Builder {
  private readonly pending: Cell[];
  private readonly scaffold: { pos: Vec3Like; item: string }[] = [];
  /** Counts at the start of what the build may spend or get back, for `gained`. */
  private readonly before: Map<string, number>;

  constructor(
    private body: Body,
    private bp: Blueprint,
    private origin: Vec3Like,
    private k: Knowledge,
    private signal: AbortSignal,
    private what: string,
  ) {
    this.pending = missingCells(body, bp, origin, k);
    const items = new Set([...bp.blocks.flatMap((b) => k.members(b.block).map(placingItem)), ...SCAFFOLD]);
    this.before = new Map([...items].map((i) => [i, body.count(i)]));
  }

  async run(): Promise<Outcome> {
    const short = this.shortfall();
    if (short.length)
      return fail('missing_item', `${this.what}: short of ${short.map((s) => `${s.count} ${s.item}`).join(', ')}`, { missing: short, origin: this.origin });
    const site = await this.clearSite();
    if (site) return site;
    const floorY = this.origin.y + Math.min(0, bounds(this.bp).min.y) - 16;
    let failure: Failure | null = null;
    // Each round places one block (and maybe a scaffold column): a bound against a world that undoes our work.
    for (let round = 0; this.pending.length && round < this.bp.blocks.length * 3; round++) {
      const step = nextStep(this.pending, (p) => this.solid(p), this.body.position(), floorY);
      if ('scaffold' in step) {
        const r = await this.putScaffold(step.scaffold);
        if (r) {
          failure = r;
          break;
        }
      }
      const r = await this.placeCell(step.cell);
      if (r && (r.code === 'aborted' || r.code === 'died' || r.code === 'missing_item')) {
        failure = r;
        break;
      }
      // A cell that would not take its block is left for the final check; the rest still go up.
      this.pending.splice(this.pending.indexOf(step.cell), 1);
      if (r) failure = r;
    }
    const cleared = failure?.code === 'aborted' || failure?.code === 'died' ? null : await this.clearScaffold();
    if (failure?.code === 'aborted' || failure?.code === 'died') return failure;
    const missing = missingCells(this.body, this.bp, this.origin, this.k);
    if (missing.length) {
      const list = missing.map((c) => `${c.block} at ${fmt(c.pos)}`);
      const why = failure ? ` (last failure: ${failure.message})` : '';
      return fail(
        failure?.code === 'missing_item' ? 'missing_item' : 'world_error',
        `${this.what}: ${missing.length} of ${this.bp.blocks.length} blocks do not stand: ${list.slice(0, 8).join(', ')}${list.length > 8 ? ', …' : ''}${why}`,
        {
          origin: this.origin,
          positions: missing.map((c) => ({ ...c.pos, block: c.block })),
          ...(failure?.details?.missing ? { missing: failure.details.missing } : {}),
        },
      );
    }
    const gained = Object.fromEntries([...this.before].map(([item, n]) => [item, this.body.count(item) - n] as const).filter(([, d]) => d !== 0));
    const left = cleared && cleared.length ? `; scaffolding left at ${cleared.map(fmt).join(', ')}` : '';
    return ok(gained, { origin: this.origin, placed: this.bp.blocks.length, scaffold: this.scaffold.length }, `${this.what}: done${left}`);
  }

  /** Items short for the pending cells, per blueprint material. */
  private shortfall(): ItemCount[] {
    const need = new Map<string, { cell: Cell; count: number }>();
    for (const c of this.pending) {
      const n = need.get(c.block);
      if (n) n.count++;
      else need.set(c.block, { cell: c, count: 1 });
    }
    const out: ItemCount[] = [];
    for (const [block, n] of need) {
      const have = held(this.body, n.cell);
      if (have < n.count) out.push({ item: placingItem(block), count: n.count - have });
    }
    return out;
  }

  /** Solid for placing against: seen and neither air nor fluid nor a pending cell's plants. */
  private solid(p: Vec3Like): boolean {
    const name = this.body.blockAt(p);
    return name !== null && !REPLACEABLE.has(name) && !isPassable(name);
  }

  /**
   * Break the flowers, bushes and leaves in the cells first, as a player clears a site: digging one
   * walks the bot onto its drop, which among half-built walls means a way out dug through them.
   */
  private async clearSite(): Promise<Failure | null> {
    const plants = this.pending.filter((c) => {
      const name = this.body.blockAt(c.pos);
      return name !== null && !REPLACEABLE.has(name) && (isPassable(name) || name.endsWith('_leaves'));
    });
    for (const c of plants.sort((a, b) => b.pos.y - a.pos.y)) {
      const r = await this.near(c.pos);
      if (r) return r;
      const d = await act(this.what, this.signal, () => this.body.dig(c.pos, this.signal));
      // Already gone: the walk here broke it, or a drop's walk did (nothing to dig is not a failure of the site).
      if (!d.ok && d.code !== 'not_found') return d;
    }
    return null;
  }

  private async putScaffold(column: readonly Vec3Like[]): Promise<Failure | null> {
    for (const pos of column) {
      const item = this.scaffoldItem();
      if (!item)
        return fail('missing_item', `${this.what}: ${fmt(pos)} needs scaffolding under it and no dirt or stone is left to spare`, {
          missing: [{ item: 'dirt', count: column.length }],
        });
      const r = await this.put(pos, item);
      if (r) return r;
      this.scaffold.push({ pos, item });
    }
    return null;
  }

  /** A scaffolding block the blueprint's pending cells do not need. */
  private scaffoldItem(): string | null {
    for (const s of SCAFFOLD) {
      const reserved = this.pending.filter((c) => c.accepted.map(placingItem).includes(s)).length;
      if (this.body.count(s) > reserved) return s;
    }
    return null;
  }

  private async placeCell(c: Cell): Promise<Failure | null> {
    if (stands(this.body, c)) return null;
    if (held(this.body, c) < 1)
      return fail('missing_item', `${this.what}: no ${c.block} left for ${fmt(c.pos)}`, { missing: [{ item: placingItem(c.block), count: 1 }] });
    return this.put(c.pos, itemFor(this.body, c));
  }

  /** Dig what is in the way, get within reach, out of the cell, and place. */
  private async put(pos: Vec3Like, item: string): Promise<Failure | null> {
    const there = this.body.blockAt(pos);
    if (there !== null && !REPLACEABLE.has(there)) {
      const r = await this.near(pos);
      if (r) return r;
      const d = await act(this.what, this.signal, () => this.body.dig(pos, this.signal));
      if (!d.ok) return d;
    }
    const r = await this.near(pos);
    if (r) return r;
    const p = await act(this.what, this.signal, () => this.body.place(item, pos, this.signal));
    if (!p.ok) return p;
    return null;
  }

  /** Within reach of pos, and not standing in it. */
  private async near(pos: Vec3Like): Promise<Failure | null> {
    if (eyeReach(this.body, pos) > BLOCK_REACH - 0.5) {
      let g = await act(this.what, this.signal, () => this.body.goto(pos, WORK_RANGE, this.signal));
      if (!g.ok && g.code !== 'aborted' && g.code !== 'died') g = await act(this.what, this.signal, () => this.body.goto(pos, WORK_RANGE + 1, this.signal));
      if (!g.ok) return g;
    }
    if (this.inBody(pos)) return this.stepAside(pos);
    return null;
  }

  private inBody(pos: Vec3Like): boolean {
    const f = floor(this.body.position());
    return pos.x === f.x && pos.z === f.z && (pos.y === f.y || pos.y === f.y + 1);
  }

  /** Out of the cell to fill, onto a free cell with a floor that is no pending blueprint cell, still in reach. */
  private async stepAside(pos: Vec3Like): Promise<Failure | null> {
    const feet = floor(this.body.position());
    const taken = new Set(this.pending.map((c) => cellKey(c.pos)));
    const spots: Vec3Like[] = [];
    for (let dx = -2; dx <= 2; dx++) for (let dz = -2; dz <= 2; dz++) for (const dy of [0, 1, -1]) if (dx || dz) spots.push(add(feet, dx, dy, dz));
    spots.sort((a, b) => distance(a, feet) - distance(b, feet));
    for (const s of spots) {
      const head = add(s, 0, 1, 0);
      if (taken.has(cellKey(s)) || taken.has(cellKey(head)) || (s.x === pos.x && s.z === pos.z)) continue;
      const free = (n: string | null) => isPassable(n) || isKnownEmpty(n);
      if (!free(this.body.blockAt(s)) || !free(this.body.blockAt(head)) || !isFloor(this.body.blockAt(add(s, 0, -1, 0)))) continue;
      const g = await act(this.what, this.signal, () => this.body.goto(s, 0, this.signal));
      if (!g.ok && fatal(g)) return g;
      if (g.ok && !this.inBody(pos)) return null;
    }
    return fail('unreachable', `${this.what}: standing in ${fmt(pos)} with nowhere to step aside to`);
  }

  /**
   * Dig the scaffolding away, bottom up: what drops falls to the ground, where
   * picking it up walks under the structure, not into it (a drop caught on the
   * column's top would be fetched by digging through the block it held up).
   * Returns the cells left standing.
   */
  private async clearScaffold(): Promise<Vec3Like[]> {
    const left: Vec3Like[] = [];
    for (const s of [...this.scaffold].sort((a, b) => a.pos.y - b.pos.y)) {
      if (this.body.blockAt(s.pos) !== s.item) continue;
      const r = (await this.near(s.pos)) ?? (await act(this.what, this.signal, () => this.body.dig(s.pos, this.signal)));
      if (r && !r.ok) {
        if (r.code === 'aborted' || r.code === 'died') return [s.pos, ...left];
        left.push(s.pos);
      }
    }
    // A scaffold block a walk dug through on the way to a drop lies about as an item.
    if (this.scaffold.length) await act(this.what, this.signal, () => this.body.collect(4, this.signal));
    return left;
  }
}
