/** Digging with the best tool in the inventory, then picking up what dropped. */
import type { Bot } from 'mineflayer';
import { Vec3 } from 'vec3';
import { fail, ok, type Outcome } from '../../contracts/outcome.js';
import { chooseTool, isTool } from '../../knowledge/dig.js';
import type { Vec3Like } from '../../contracts/body.js';
import { collectDrops, fmt } from './move.js';

import { BLOCK_REACH as REACH } from '../../contracts/body.js';

export { REACH };

type Block = NonNullable<ReturnType<Bot['blockAt']>>;
type Item = ReturnType<Bot['inventory']['items']>[number];

export function inReach(bot: Bot, pos: Vec3Like): boolean {
  return bot.entity.position.offset(0, 1.62, 0).distanceTo(new Vec3(pos.x + 0.5, pos.y + 0.5, pos.z + 0.5)) <= REACH + 0.5;
}

/** The tool to dig with, chosen as in the simulated world (knowledge/dig.ts chooseTool). */
function bestTool(bot: Bot, block: Block): { item: Item | null; harvests: boolean } {
  const canHarvest = (item: Item | null) => !block.harvestTools || (item && block.harvestTools[item.type]);
  const digTicks = (item: Item | null) => block.digTime(item?.type ?? null, false, false, false, [], []);
  const tools = bot.inventory
    .items()
    .filter((item) => isTool(item.name))
    .map((item) => ({ item, name: item.name, ticks: digTicks(item), harvests: !!canHarvest(item), usesLeft: usesLeft(item) }));
  const best = chooseTool({ ticks: digTicks(null), harvests: !!canHarvest(null) }, tools);
  return { item: best, harvests: !!canHarvest(best) };
}

const usesLeft = (item: Item): number | null => (item.maxDurability ? item.maxDurability - (item.durabilityUsed ?? 0) : null);

/** `commit` is called once the block is broken: an abort after that cuts the walk to the drops short but not the dig's success (see guard.ts runVerb). */
export async function dig(bot: Bot, pos: Vec3Like, signal: AbortSignal, commit: () => void = () => {}): Promise<Outcome> {
  const at = new Vec3(pos.x, pos.y, pos.z);
  const block = bot.blockAt(at);
  if (!block) return fail('not_found', `dig ${fmt(pos)}: that part of the world is not loaded`);
  if (['air', 'cave_air', 'void_air', 'water', 'lava'].includes(block.name)) return fail('not_found', `dig ${fmt(pos)}: nothing to dig (${block.name})`);
  if (block.hardness === null || block.hardness < 0) return fail('world_error', `dig ${fmt(pos)}: ${block.name} cannot be broken`);
  if (!inReach(bot, at)) return fail('unreachable', `dig ${fmt(pos)}: ${block.name} is out of reach; goto it first`);
  const { item, harvests } = bestTool(bot, block);
  if (!harvests) {
    const tools = Object.keys(block.harvestTools ?? {})
      .map((id) => bot.registry.items[Number(id)]?.name)
      .filter(Boolean);
    return fail('no_tool', `dig ${fmt(pos)}: ${block.name} needs one of ${tools.slice(0, 3).join(', ')}`, { block: block.name, tools });
  }
  if (item) await bot.equip(item, 'hand');
  else if (bot.heldItem) await bot.unequip('hand');
  if (signal.aborted) return fail('aborted', 'dig: aborted');
  const t0 = Date.now();
  await bot.dig(block, true);
  commit();
  const t1 = Date.now();
  await collectDrops(bot, pos, 3, signal);
  return ok(undefined, { block: block.name, digMs: t1 - t0, collectMs: Date.now() - t1 });
}
