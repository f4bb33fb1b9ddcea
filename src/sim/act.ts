/**
 * What the player does to the world, each charged in game ticks: break a block
 * (best tool, exact dig time, wear, drops), place a block, and follow a path.
 */
import { REPLACEABLE } from '../knowledge/tables/replaceable.js';
import { B, blockFlags, blockIdOf, blockName, F_AIR, F_LAVA, F_WATER, isPassable, isSolid } from './data.js';
import { bestTool, blockHardness, digTicks, wear } from './digging.js';
import { blockDrops, type Drop } from './loot.js';
import { breakOtherHalf } from './plants-biome.js';
import { EXHAUSTION } from './player.js';
import { WALK_TICKS, type Step } from './path.js';
import type { World } from './world.js';

export interface BreakResult {
  ok: boolean;
  reason?: string;
  ticks: number;
  drops: Drop[];
  /** Ids of the item entities the drops became. */
  items?: number[];
  tool: string | null;
  toolBroke: boolean;
  block: string;
}

/**
 * Equip the best tool (or `using`, when the player chose one: shears on leaves), spend the dig time, wear the tool,
 * and drop what the block yields as item entities.
 */
export function breakBlock(world: World, x: number, y: number, z: number, using?: string): BreakResult {
  const id = world.blockId(x, y, z);
  const block = blockName(id);
  const p = world.player;
  if (blockFlags[id] & F_AIR) return { ok: true, ticks: 0, drops: [], tool: null, toolBroke: false, block };
  const tool = using ?? bestTool(p.inventory, id);
  if (tool) p.inventory.equip(tool);
  const headWet = (blockFlags[world.blockId(Math.floor(p.pos.x), Math.floor(p.pos.y) + 1, Math.floor(p.pos.z))] & F_WATER) !== 0;
  const onGround = isSolid(world.blockId(Math.floor(p.pos.x), Math.floor(p.pos.y) - 1, Math.floor(p.pos.z)));
  const ticks = digTicks(id, tool, headWet, !onGround && !headWet);
  if (ticks === Infinity) return { ok: false, reason: `${block} cannot be broken`, ticks: 0, drops: [], tool, toolBroke: false, block };
  const deaths = world.deaths.length;
  // Tick by tick: a player who dies mid-dig stops digging (the respawned one is elsewhere).
  for (let t = 0; t < ticks && world.deaths.length === deaths; t++) world.advance(1);
  if (world.deaths.length !== deaths) return { ok: false, reason: 'died while digging', ticks, drops: [], tool, toolBroke: false, block };
  if (world.blockId(x, y, z) !== id) return { ok: true, ticks, drops: [], tool, toolBroke: false, block };
  const drops = world.crops.drops(id, x, y, z, world.rng) ?? blockDrops(id, tool, world.rng);
  const slot = tool ? p.inventory.heldSlot() : null;
  // ShearsItem.mineBlock wears shears on every plant they cut, even those that break at once (grass).
  const worn = blockHardness(id) > 0 || tool === 'shears';
  const toolBroke = worn && slot !== null && slot.name === tool ? wear(p.inventory, slot, tool!.endsWith('_sword') ? 2 : 1) : false;
  p.addExhaustion(EXHAUSTION.dig);
  world.setBlockId(x, y, z, B.air);
  breakOtherHalf(world, x, y, z, id);
  // Drops are item entities where the block was; the player picks them up by touching them.
  const items = drops.map((d) => world.dropItem(d.name, d.count, null, { x, y, z }).id);
  return { ok: true, ticks, drops, items, tool, toolBroke, block };
}

/** The block an item places, when it differs from the item's name. */
const PLACES: Record<string, string> = {
  redstone: 'redstone_wire',
  wheat_seeds: 'wheat',
  carrot: 'carrots',
  potato: 'potatoes',
  beetroot_seeds: 'beetroots',
  string: 'tripwire',
  sweet_berries: 'sweet_berry_bush',
  water_bucket: 'water',
  lava_bucket: 'lava',
};

export function placedBlockOf(item: string): number | undefined {
  return blockIdOf(PLACES[item] ?? item);
}

/** Ids of the blocks a placed block takes the place of (1.20.4's `.replaceable()`; knowledge's REPLACEABLE). */
const REPLACEABLE_IDS = new Set([...REPLACEABLE].map(blockIdOf).filter((id): id is number => id !== undefined));

/**
 * Whether a block may be placed into this cell: air, water and lava (which is how a
 * miner plugs lava with cobblestone), grass, ferns, vines, a snow layer. A flower is not:
 * it is broken first.
 */
export const replaceable = (id: number): boolean => (blockFlags[id] & (F_AIR | F_WATER | F_LAVA)) !== 0 || REPLACEABLE_IDS.has(id);

/** Blocks that can be thrown under the feet to pillar up, cheapest first: cobblestone, which recipes want, comes late. */
export const SCAFFOLD = ['dirt', 'andesite', 'diorite', 'granite', 'tuff', 'netherrack', 'cobbled_deepslate', 'cobblestone', 'sand', 'gravel'];

export function scaffoldCount(world: World): number {
  return SCAFFOLD.reduce((n, s) => n + world.player.inventory.count(s), 0);
}

export interface WalkResult {
  ok: boolean;
  died: boolean;
  reason?: string;
  ticks: number;
}

/** Digs one step may take before giving up: a sand or gravel column refills the cells one block at a time as it falls. */
const MAX_DIGS_PER_STEP = 24;
/** Longest wait for a block falling down the column before the cells are read again (a block falls 16 blocks in about 30 ticks). */
const SETTLE_WAIT_TICKS = 40;

const clear = (id: number): boolean => isPassable(id) || (blockFlags[id] & F_WATER) !== 0;

/**
 * Dig the cells a step needs until they stay clear: after each dig, wait while
 * a block above is still coming down, then read the cells again rather than
 * assume air. Returns why not, or null when the way is open.
 */
function clearWay(world: World, need: [number, number, number][]): string | null {
  const deaths = world.deaths.length;
  for (let digs = 0; ; digs++) {
    if (world.deaths.length !== deaths) return 'died';
    const cell = need.find(([x, y, z]) => !clear(world.blockId(x, y, z)));
    if (!cell) return null;
    const [x, y, z] = cell;
    if (digs >= MAX_DIGS_PER_STEP) return `${blockName(world.blockId(x, y, z))} keeps falling into ${x},${y},${z}`;
    const r = breakBlock(world, x, y, z);
    if (!r.ok) return r.reason ?? `could not dig ${r.block}`;
    for (let t = 0; t < SETTLE_WAIT_TICKS && need.some(([a, b, c]) => world.falling.settling(a, b, c)); t++) world.advance(1);
  }
}

/** A walker's own stop, checked before each step with the steps still to take (a player surfacing for air, say): the walk ends with that reason. */
export type WalkStop = (rest: readonly Step[]) => string | null;

/** Execute A* steps, digging and pillaring as needed; time passes per step so mobs act. */
export function followPath(world: World, steps: Step[], signal?: AbortSignal, stop?: WalkStop): WalkResult {
  const p = world.player;
  const start = world.tick;
  const deaths = world.deaths.length;
  let acc = 0;
  const spend = (t: number): void => {
    acc += t;
    const whole = Math.floor(acc);
    acc -= whole;
    world.advance(whole);
  };
  const died = (): boolean => world.deaths.length !== deaths;
  for (const [i, s] of steps.entries()) {
    if (signal?.aborted) return { ok: false, died: false, reason: 'aborted', ticks: world.tick - start };
    const stopped = stop?.(steps.slice(i)) ?? null;
    if (stopped !== null) return { ok: false, died: false, reason: stopped, ticks: world.tick - start };
    const fx = Math.floor(p.pos.x),
      fy = Math.floor(p.pos.y),
      fz = Math.floor(p.pos.z);
    const need: [number, number, number][] = [];
    if (s.move === 'up' || s.move === 'pillar') need.push([fx, fy + 2, fz]);
    if (s.move === 'dig_down') need.push([s.x, s.y, s.z]);
    else if (s.move !== 'swim_down' && s.move !== 'pillar') need.push([s.x, s.y, s.z], [s.x, s.y + 1, s.z]);
    else if (s.move === 'pillar') need.push([s.x, s.y + 1, s.z]);
    const blocked = clearWay(world, need);
    if (died()) return { ok: false, died: true, reason: 'died', ticks: world.tick - start };
    if (blocked) return { ok: false, died: false, reason: blocked, ticks: world.tick - start };
    const horiz = Math.hypot(s.x - fx, s.z - fz);
    switch (s.move) {
      case 'pillar': {
        const item = SCAFFOLD.find((n) => p.inventory.count(n) > 0);
        if (!item) return { ok: false, died: false, reason: 'no blocks left to pillar up with', ticks: world.tick - start };
        p.addExhaustion(EXHAUSTION.jump);
        spend(12);
        // Killed in mid-jump (a skeleton's arrow): the respawned player is not put back on the pillar.
        if (died()) return { ok: false, died: true, reason: 'died', ticks: world.tick - start };
        p.inventory.remove(item, 1);
        world.setBlockId(fx, fy, fz, placedBlockOf(item)!);
        p.pos = { x: fx + 0.5, y: fy + 1, z: fz + 0.5 };
        break;
      }
      case 'dig_down':
        p.pos = { x: fx + 0.5, y: s.y, z: fz + 0.5 };
        spend(3);
        break;
      case 'up':
        p.addExhaustion(EXHAUSTION.jump);
        p.pos = { x: s.x + 0.5, y: s.y, z: s.z + 0.5 };
        spend(horiz * WALK_TICKS + 2);
        break;
      case 'drop': {
        const fall = fy - s.y;
        p.pos = { x: s.x + 0.5, y: s.y, z: s.z + 0.5 };
        spend(horiz * WALK_TICKS + fall * 2);
        world.fall(fall);
        break;
      }
      case 'swim':
      case 'swim_up':
      case 'swim_down':
        p.addExhaustion(EXHAUSTION.swimPerBlock);
        p.pos = { x: s.x + 0.5, y: s.y, z: s.z + 0.5 };
        spend(20 / 2.2);
        break;
      default:
        p.pos = { x: s.x + 0.5, y: s.y, z: s.z + 0.5 };
        spend(horiz * WALK_TICKS);
    }
    if (died()) return { ok: false, died: true, reason: 'died', ticks: world.tick - start };
  }
  if (acc > 0) world.advance(1);
  return { ok: true, died: false, ticks: world.tick - start };
}
