/**
 * Every way to get each item before costing: recipes, furnace inputs, blocks
 * whose loot drops it, mobs that drop it, and tool-on-target gathering.
 */
import { digSeconds } from './dig.js';
import type { McData } from './data.js';
import type { SmeltingTable } from './smelting-table.js';
import type { Loot } from './loot.js';
import { ORE_DEPTH } from './tables/ore-depth.js';
import { GATHER, type GatherRule } from './tables/loot-fixes.js';
import { FARM, FARM_TOOL, FIELD_PLOTS, PLOT_SECONDS } from './tables/farming.js';
import { NATURAL_MADE, NEVER_GENERATED, NOT_HUNTED, findSeconds, mobFindSeconds } from './tables/world.js';
import type { CraftRecipe } from './types.js';

export type Spec =
  | { kind: 'craft'; item: string; recipe: CraftRecipe }
  | { kind: 'smelt'; item: string; input: string }
  /** `seconds`: find and break one block; `made`: the game never generates this block. */
  | { kind: 'mine'; item: string; block: string; tool: string | null; perBlock: number; seconds: number; made: boolean }
  | { kind: 'kill'; item: string; mob: string; perKill: number; seconds: number }
  | { kind: 'gather'; item: string; rule: GatherRule; seconds: number }
  /** `seconds`: growing and working a field, per item. */
  | { kind: 'farm'; item: string; seed: string; tool: string; seconds: number };

export interface SpecInputs {
  data: McData;
  recipes: Map<string, CraftRecipe[]>;
  furnace: SmeltingTable;
  loot: Loot;
  hostile(mob: string): boolean;
  /** Whether the world spawns the mob (SpawnRules): a mob that never spawns is no source of its drops or its wool. */
  spawns(mob: string): boolean;
}

/** Blocks that only exist because a player placed or converted something (a potted flower, redstone dust, a pumpkin carved with shears). */
const PLACED_ONLY = /^(?:stripped_|waxed_|potted_)|candle_cake$|_cauldron$|^(?:redstone_wire|tripwire|carved_pumpkin)$/;
const FIGHT_SECONDS = { hostile: 10, passive: 4 };
const GATHER_SECONDS = 2;

export function buildSpecs(k: SpecInputs): Map<string, Spec[]> {
  const made = (block: string) =>
    PLACED_ONLY.test(block) || (!NATURAL_MADE.has(block) && ((k.recipes.get(block)?.length ?? 0) > 0 || k.furnace.inputsFor(block).length > 0));
  const out = new Map<string, Spec[]>();
  const push = (s: Spec) => out.set(s.item, [...(out.get(s.item) ?? []), s]);

  for (const [item, list] of k.recipes) for (const recipe of list) push({ kind: 'craft', item, recipe });
  for (const item of k.data.itemsArray) {
    for (const input of k.furnace.inputsFor(item.name)) push({ kind: 'smelt', item: item.name, input });
  }
  for (const [block, drops] of k.loot.blocks) {
    if (NEVER_GENERATED.test(block)) continue;
    const b = k.data.blocksByName[block]!;
    const tool = k.loot.harvestTool(block);
    const dig = digSeconds(b.hardness, tool);
    if (!Number.isFinite(dig)) continue;
    const isMade = made(block);
    const seconds = findSeconds(block, isMade, ORE_DEPTH.get(block)?.bestY ?? null) + dig;
    for (const d of drops) push({ kind: 'mine', item: d.item, block, tool, perBlock: d.count, seconds, made: isMade });
  }
  for (const [mob, drops] of k.loot.mobs) {
    if (NOT_HUNTED.has(mob) || !k.spawns(mob)) continue;
    const hostile = k.hostile(mob);
    const seconds = mobFindSeconds(mob, hostile) + (hostile ? FIGHT_SECONDS.hostile : FIGHT_SECONDS.passive);
    for (const d of drops) if (d.count > 0) push({ kind: 'kill', item: d.item, mob, perKill: d.count, seconds });
  }
  for (const rule of GATHER) {
    if (!k.data.itemsByName[rule.item] || (rule.targetKind === 'mob' && !k.spawns(rule.target))) continue;
    const find = rule.targetKind === 'mob' ? mobFindSeconds(rule.target, false) : findSeconds(rule.target, false, null);
    push({ kind: 'gather', item: rule.item, rule, seconds: find + GATHER_SECONDS });
  }
  for (const rule of FARM) {
    if (!k.data.itemsByName[rule.item] || !k.data.itemsByName[rule.seed]) continue;
    push({ kind: 'farm', item: rule.item, seed: rule.seed, tool: FARM_TOOL, seconds: rule.growSeconds / FIELD_PLOTS + PLOT_SECONDS });
  }
  // Digging up a player-made block is no way to get its item when the item can be had otherwise.
  for (const [item, specs] of out) {
    if (specs.some((s) => s.kind !== 'mine' || !s.made))
      out.set(
        item,
        specs.filter((s) => s.kind !== 'mine' || !s.made),
      );
  }
  return out;
}
