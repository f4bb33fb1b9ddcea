import type { Body, Vec3Like } from '../contracts/body.js';
import type { Knowledge } from '../knowledge/types.js';
import type { Skill } from './types.js';
import { act, fatal, guard } from './act.js';
import { safeToDigUnder } from './descend.js';
import { holdsBackLava } from './filler.js';
import { distance, floor } from './geometry.js';
import { countOf, canHarvestNow, diff, inventoryMap, toolsIn } from './inventory.js';
import { fail, ok, type Outcome } from '../contracts/outcome.js';
import { DIG_DOWN_BEYOND, liesUnderfoot, search } from './search.js';
import { WORK_RANGE } from './stations.js';
import { OutOfReach } from './out-of-reach.js';
import { posKey, sense, type Target } from './target.js';

export type MineArgs = { block: string; count: number };

/** What mining `name` digs, and which item (or group) its count is measured in. */
export interface MineTarget {
  item: string;
  blocks: string[];
}

/**
 * `block` may be a block (`stone` counts the cobblestone it drops), an item
 * blocks drop (`raw_iron` digs iron ores), or a group (`#logs`).
 */
export function mineTarget(k: Knowledge, name: string): MineTarget | null {
  if (k.isGroup(name)) {
    // Members and whatever drops them: #stone_crafting_materials digs stone for its cobblestone.
    const blocks = [...new Set(k.members(name).flatMap((m) => [...(k.isBlock(m) ? [m] : []), ...k.blocksDropping(m)]))];
    return blocks.length ? { item: name, blocks } : null;
  }
  if (k.isBlock(name)) {
    const item = k.blockDrops(name)[0]?.item ?? name;
    // Other blocks with the same drop count too: cobblestone comes from stone as well.
    return { item, blocks: [...new Set([name, ...k.blocksDropping(item)])] };
  }
  const blocks = k.blocksDropping(name);
  return blocks.length ? { item: name, blocks } : null;
}

/** Consecutive digs that gained nothing before giving up (drops lost in lava, wrong block). */
const MAX_STALLS = 3;
const MAX_UNREACHABLE = 8;
/**
 * The most digs a rare drop gets in a row: an apple, one oak leaf in 200, takes 919 for the 1 % rule below (about
 * eight minutes of leaves by hand). The bound only keeps a wrong drop chance from digging without end.
 */
const MAX_CHANCE_STALLS = 1024;

const dropChance = (k: Knowledge, item: string, block: string): number =>
  k.blockDrops(block).find((d) => item === d.item || k.members(item).includes(d.item))?.count ?? 0;

/**
 * A block that drops the item only sometimes (flint from gravel: 1 in 10, seeds from grass: 1 in 8) gets tries
 * enough that a run of bad luck that long happens less than once in a hundred (44 gravel for flint).
 */
function stallLimit(k: Knowledge, item: string, block: string): number {
  const chance = dropChance(k, item, block);
  return chance > 0 && chance < 1 ? Math.min(MAX_CHANCE_STALLS, Math.max(MAX_STALLS, Math.ceil(Math.log(0.01) / Math.log(1 - chance)))) : MAX_STALLS;
}

/** Beyond this no block in view is worth the walk when one from the inventory can be put down and dug again. */
const REPLACE_WITHIN = 6;

/** A block the inventory holds that drops the item only by chance and otherwise itself (gravel for flint): put down and dug again. */
function replaceable(body: Body, k: Knowledge, t: MineTarget): string | null {
  return t.blocks.find((b) => b !== t.item && body.count(b) > 0 && dropChance(k, t.item, b) < 1 && k.blockDrops(b).some((d) => d.item === b)) ?? null;
}

async function mineLoop(body: Body, k: Knowledge, t: MineTarget, want: number, signal: AbortSignal, what: string): Promise<Outcome> {
  const blocks = t.blocks.filter((b) => canHarvestNow(body, k, b));
  const skip = new Set<string>();
  // Searches look past blocks found out of reach (in lava, behind water).
  const target: Target = { kind: 'block', label: k.isGroup(t.item) ? t.item : t.blocks[0]!, blocks, exclude: skip };
  let stalls = 0;
  let unreachable = 0;
  const reach = new OutOfReach(body, blocks, skip, target.label);
  const dugDown = new Set<string>();
  while (countOf(body, k, t.item) < want) {
    const seen = sense(body, target, skip) ?? reach.next();
    // The player's trick for flint: put the gravel just dug back down and dig it again, rather than walk for more.
    const again = (!seen || distance(seen.pos, body.position()) > REPLACE_WITHIN) && replaceable(body, k, t);
    if (again) {
      const p = await act(what, signal, () => body.place(again, null, signal));
      if (p.ok && p.data?.pos) {
        skip.delete(posKey(p.data.pos as Vec3Like));
        continue;
      }
    }
    // Stone far off is dug out from under the feet instead (search digs down for it).
    if (!seen || (liesUnderfoot(target) && distance(seen.pos, body.position()) > DIG_DOWN_BEYOND && !dugDown.has(posKey(seen.pos)))) {
      if (seen) dugDown.add(posKey(seen.pos));
      const found = await search(body, k, target, { strategy: null, y: null, radius: null }, signal, what);
      if (!found.ok) return found;
      continue;
    }
    if (holdsBackLava(body, seen.pos)) {
      skip.add(posKey(seen.pos));
      continue;
    }
    const g = await reach.approach(seen, signal, what);
    if (!g) continue;
    if (!g.ok && g.code !== 'unreachable') return g;
    if (!g.ok) {
      const gaveUp = reach.missed(seen, what);
      if (gaveUp) return gaveUp;
      continue;
    }
    const feet = floor(body.position());
    if (seen.pos.x === feet.x && seen.pos.z === feet.z && seen.pos.y === feet.y - 1 && !safeToDigUnder(body, feet)) {
      // Never dig the block underfoot with lava (or a long drop) beneath it.
      skip.add(posKey(seen.pos));
      continue;
    }
    const before = countOf(body, k, t.item);
    const d = await act(what, signal, () => body.dig(seen.pos, signal));
    // Knocked back, or moved by a reflex since the approach: walk up to it again.
    if (!d.ok && d.code === 'unreachable' && ++unreachable < MAX_UNREACHABLE) continue;
    if (!d.ok) return d;
    skip.add(posKey(seen.pos));
    reach.reached();
    if (countOf(body, k, t.item) === before) {
      const c = await act(what, signal, () => body.collect(WORK_RANGE + 2, signal));
      if (fatal(c)) return c;
    }
    stalls = countOf(body, k, t.item) > before ? 0 : stalls + 1;
    if (stalls >= stallLimit(k, t.item, seen.name)) return fail('world_error', `${what}: dug ${stalls} ${seen.name} in a row without gaining ${t.item}`);
  }
  return ok();
}

export const mine: Skill<MineArgs> = {
  name: 'mine',
  description:
    'Dig blocks with the best tool until the inventory holds count of what they drop (absolute: mine cobblestone 11 stops at 11); explores when none is sensed.',
  kind: 'primitive',
  args: {
    block: { type: 'string', description: 'Block (stone), item blocks drop (raw_iron, cobblestone) or block group (#logs)' },
    count: { type: 'integer', minimum: 1, description: 'How many of the dropped item the inventory should hold in the end' },
  },
  requirements(a, k) {
    const t = mineTarget(k, a.block);
    const tool = t ? k.harvestTool(t.blocks[0]!) : null;
    return { consumes: [], needs: tool ? [tool] : [] };
  },
  effects: (a, k) => ({ has: [{ item: mineTarget(k, a.block)?.item ?? a.block, count: a.count }] }),
  target: (a) => a.block,
  done(body, a, ctx) {
    const t = mineTarget(ctx.knowledge, a.block);
    return !!t && countOf(body, ctx.knowledge, t.item) >= a.count;
  },
  run(body, a, signal, ctx) {
    const what = `mine ${a.block}`;
    const k = ctx.knowledge;
    return guard(what, signal, async () => {
      const t = mineTarget(k, a.block);
      if (!t) return fail('not_found', `${what}: '${a.block}' is not a block, block group, or item that any block drops`);
      if (!t.blocks.some((b) => canHarvestNow(body, k, b))) {
        const tool = k.harvestTool(t.blocks[0]!) ?? 'a tool';
        const have = toolsIn(body);
        return fail('no_tool', `${what}: needs ${tool} or better; the inventory has ${have.length ? have.join(', ') : 'no tools'}`, { needs: tool });
      }
      const before = inventoryMap(body);
      const r = await mineLoop(body, k, t, a.count, signal, what);
      return r.ok ? ok(diff(before, inventoryMap(body)), { item: t.item, count: countOf(body, k, t.item) }) : r;
    });
  },
};
