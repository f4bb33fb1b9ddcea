/**
 * The situation a plan was made in: what the bot held, how deep it stood,
 * the biome, the time of day and the resources in sight. Memory ranks
 * remembered plans by how far their situation is from the present one, and
 * replays one only from a situation it is compatible with.
 */
import type { BodyStatus, SeenBlock, SeenEntity } from '../contracts/body.js';
import type { Knowledge } from '../knowledge/types.js';

export interface Situation {
  /** Item name → count held. */
  inventory: Record<string, number>;
  /** Feet y: depth below the surface matters for ores and caves. */
  y: number | null;
  biome: string | null;
  dimension: string | null;
  /** 0..23999; 0 is sunrise. */
  timeOfDay: number | null;
  /** Names of notable blocks and mobs in sight, sorted, at most 24. */
  nearby: string[];
  /** The rest of the status line a prompt shows, so a dataset can rebuild the prompt. */
  x: number | null;
  z: number | null;
  health: number | null;
  food: number | null;
  heldItem: string | null;
}

export interface SituationInput {
  status: BodyStatus;
  blocks?: readonly SeenBlock[];
  entities?: readonly SeenEntity[];
}

const MAX_NEARBY = 24;

export function situationOf(input: SituationInput): Situation {
  const s = input.status;
  const inventory: Record<string, number> = {};
  for (const i of s.inventory) inventory[i.name] = (inventory[i.name] ?? 0) + i.count;
  const names = new Set<string>();
  for (const b of input.blocks ?? []) names.add(b.name);
  for (const e of input.entities ?? []) if (e.kind !== 'item' && e.kind !== 'player') names.add(e.name);
  return {
    inventory,
    y: Math.round(s.position.y),
    biome: s.biome || null,
    dimension: s.dimension || null,
    timeOfDay: Number.isFinite(s.timeOfDay) ? ((Math.round(s.timeOfDay) % 24000) + 24000) % 24000 : null,
    nearby: [...names].sort().slice(0, MAX_NEARBY),
    x: Math.round(s.position.x),
    z: Math.round(s.position.z),
    health: s.vitals.health,
    food: s.vitals.food,
    heldItem: s.heldItem,
  };
}

/** A stored situation as read back from a file a person may have edited: anything malformed is null. */
export function readSituation(v: unknown): Situation | null {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  const inv = o.inventory;
  if (!inv || typeof inv !== 'object' || Array.isArray(inv)) return null;
  const inventory: Record<string, number> = {};
  for (const [name, n] of Object.entries(inv)) if (typeof n === 'number' && n > 0) inventory[name] = n;
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);
  const str = (x: unknown) => (typeof x === 'string' ? x : null);
  return {
    inventory,
    y: num(o.y),
    biome: str(o.biome),
    dimension: str(o.dimension),
    timeOfDay: num(o.timeOfDay),
    nearby: Array.isArray(o.nearby) ? o.nearby.filter((n): n is string => typeof n === 'string').slice(0, MAX_NEARBY) : [],
    x: num(o.x),
    z: num(o.z),
    health: num(o.health),
    food: num(o.food),
    heldItem: str(o.heldItem),
  };
}

/** Counts per group (any planks are planks), so an oak run and a birch run hold "the same" things. */
function byGroup(inv: Record<string, number>, k?: Knowledge): Map<string, number> {
  const out = new Map<string, number>();
  for (const [name, n] of Object.entries(inv)) {
    const g = k?.groupOf(name) ?? name;
    out.set(g, (out.get(g) ?? 0) + n);
  }
  return out;
}

/**
 * How far apart two situations are, 0 (the same) to about 2.75. The terms
 * are weighted by how much they change a plan: what is held most (a plan
 * from a full inventory skips steps), then depth, then resources in sight,
 * then time of day (night brings mobs) and biome.
 */
export function situationDistance(a: Situation, b: Situation, k?: Knowledge): number {
  const ga = byGroup(a.inventory, k);
  const gb = byGroup(b.inventory, k);
  let min = 0;
  let max = 0;
  for (const name of new Set([...ga.keys(), ...gb.keys()])) {
    min += Math.min(ga.get(name) ?? 0, gb.get(name) ?? 0);
    max += Math.max(ga.get(name) ?? 0, gb.get(name) ?? 0);
  }
  const inventory = max === 0 ? 0 : 1 - min / max;
  const depth = a.y === null || b.y === null ? 0.25 : Math.min(Math.abs(a.y - b.y) / 64, 1) * 0.5;
  const na = new Set(a.nearby);
  const both = b.nearby.filter((n) => na.has(n)).length;
  const union = na.size + b.nearby.length - both;
  const nearby = union === 0 ? 0 : (1 - both / union) * 0.5;
  const time = a.timeOfDay === null || b.timeOfDay === null ? 0.125 : (circular(a.timeOfDay, b.timeOfDay) / 12000) * 0.5;
  const biome = a.biome && b.biome && a.biome !== b.biome ? 0.25 : 0;
  return inventory + depth + nearby + time + biome;
}

const circular = (a: number, b: number): number => {
  const d = Math.abs(a - b) % 24000;
  return Math.min(d, 24000 - d);
};

/**
 * Whether a plan that worked from `then` may be replayed `now` without asking
 * anyone: `now` holds at least everything `then` held (counted per group), in
 * the same dimension. The plan then starts no worse off than it did: every
 * step obtains its own prerequisites, and steps whose effects hold are
 * skipped. Depth, time and biome only rank; they never forbid a replay.
 */
export function compatible(then: Situation | null, now: Situation | null, k?: Knowledge): boolean {
  if (!then) return true;
  if (!now) return Object.keys(then.inventory).length === 0;
  if (then.dimension && now.dimension && then.dimension !== now.dimension) return false;
  const held = byGroup(now.inventory, k);
  for (const [name, n] of byGroup(then.inventory, k)) if ((held.get(name) ?? 0) < n) return false;
  return true;
}

/** A short stable text of a situation for entry ids: runs from the same spot with the same items share an entry. */
export function situationSignature(s: Situation | null): string {
  if (!s) return 'unknown';
  const inv = Object.entries(s.inventory)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([n, c]) => `${n}:${c}`)
    .join(',');
  const band = s.y === null ? '?' : String(Math.floor(s.y / 16));
  const period = s.timeOfDay === null ? '?' : s.timeOfDay < 12000 ? 'day' : 'night';
  return `${inv}|${band}|${period}|${s.dimension ?? '?'}`;
}

/** One line for prompts and listings: `oak_planks x2, stick x4; y 64; day; forest`. */
export function describeSituation(s: Situation | null): string {
  if (!s) return 'situation unknown';
  const inv = Object.entries(s.inventory);
  const held = inv.length ? inv.map(([n, c]) => `${n} x${c}`).join(', ') : 'empty inventory';
  const parts = [held];
  if (s.y !== null) parts.push(`y ${s.y}`);
  if (s.timeOfDay !== null) parts.push(s.timeOfDay < 12000 ? 'day' : 'night');
  if (s.biome) parts.push(s.biome);
  return parts.join('; ');
}
