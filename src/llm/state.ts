/**
 * The bot's state as prompt text: inventory, position and y, biome, time,
 * health and food, and what is nearby. Takes a live Body or a plain snapshot.
 */
import type { Body, BodyStatus, SeenBlock, SeenEntity } from '../contracts/body.js';
import type { Knowledge } from '../knowledge/types.js';

export interface StateSnapshot {
  status: BodyStatus;
  blocks?: SeenBlock[];
  entities?: SeenEntity[];
}

export type StateInput = Body | StateSnapshot | BodyStatus | null | undefined;

/** Blocks worth telling a planner about, when present in this version. */
const LANDMARKS = [
  'crafting_table',
  'furnace',
  'chest',
  'water',
  'lava',
  'sand',
  'gravel',
  'stone',
  'cobblestone',
  'coal_ore',
  'iron_ore',
  'deepslate_iron_ore',
  'copper_ore',
  'gold_ore',
  'deepslate_gold_ore',
  'redstone_ore',
  'lapis_ore',
  'diamond_ore',
  'deepslate_diamond_ore',
  'deepslate_coal_ore',
];

export function snapshotOf(input: StateInput, k?: Knowledge): StateSnapshot | null {
  if (!input) return null;
  if (isBody(input)) {
    const names = landmarkNames(k);
    return { status: input.status(), blocks: input.findBlocks(names, { count: 64 }), entities: input.entities() };
  }
  if ('status' in input && typeof input.status === 'object') return input as StateSnapshot;
  return { status: input as BodyStatus };
}

export function renderState(input: StateInput, k?: Knowledge): string {
  const snap = snapshotOf(input, k);
  if (!snap) return 'Unknown (no body connected yet): assume an empty inventory at the surface, in daytime.';
  const s = snap.status;
  const p = s.position;
  const lines = [
    `- inventory: ${s.inventory.length ? s.inventory.map((i) => `${i.name} x${i.count}`).join(', ') : 'empty'}`,
    `- position: x=${Math.round(p.x)} y=${Math.round(p.y)} z=${Math.round(p.z)} (${s.dimension}, biome ${s.biome})`,
    `- time: ${period(s.timeOfDay)} (time of day ${s.timeOfDay}, game tick ${s.gameTick})`,
    `- health ${fmt(s.vitals.health)}/20, food ${fmt(s.vitals.food)}/20${s.heldItem ? `, holding ${s.heldItem}` : ''}${s.deaths ? `, died ${s.deaths} times` : ''}`,
  ];
  if (snap.blocks) lines.push(`- nearby blocks: ${summariseBlocks(snap.blocks)}`);
  if (snap.entities) lines.push(`- nearby mobs: ${summariseEntities(snap.entities)}`);
  return lines.join('\n');
}

function period(t: number): string {
  const d = ((t % 24000) + 24000) % 24000;
  if (d < 12000) return 'day';
  if (d < 13000) return 'dusk';
  if (d < 23000) return 'night';
  return 'dawn';
}

const fmt = (n: number) => String(Math.round(n * 10) / 10);

function summariseBlocks(blocks: SeenBlock[]): string {
  const byName = new Map<string, { n: number; nearest: number }>();
  for (const b of blocks) {
    const e = byName.get(b.name) ?? { n: 0, nearest: Infinity };
    e.n++;
    e.nearest = Math.min(e.nearest, b.distance);
    byName.set(b.name, e);
  }
  if (!byName.size) return 'nothing notable';
  return [...byName]
    .sort((a, b) => a[1].nearest - b[1].nearest)
    .map(([name, e]) => `${name} x${e.n} (nearest ${Math.round(e.nearest)} m)`)
    .join(', ');
}

function summariseEntities(entities: SeenEntity[]): string {
  const mobs = entities.filter((e) => e.kind !== 'item' && e.kind !== 'player');
  if (!mobs.length) return 'none';
  return mobs
    .slice(0, 12)
    .map((e) => `${e.name}${e.kind === 'hostile' ? ' (hostile)' : ''} at ${Math.round(e.distance)} m`)
    .join(', ');
}

function landmarkNames(k?: Knowledge): string[] {
  const logs = k ? k.members('#logs') : ['oak_log', 'birch_log', 'spruce_log'];
  const names = [...logs, ...LANDMARKS];
  return k ? names.filter((n) => k.isBlock(n)) : names;
}

function isBody(x: unknown): x is Body {
  return typeof (x as Body).status === 'function' && typeof (x as Body).findBlocks === 'function';
}
