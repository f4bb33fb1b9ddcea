/** Inventory questions skills share: counts across groups, tools at hand, best weapon and food. */
import { bodyItself, type Body, type EquipSlot } from '../contracts/body.js';
import type { Knowledge } from '../knowledge/types.js';

/**
 * How many of an item the inventory holds; a group (`#planks`) counts all its members. Armour the bot wears
 * counts as held: the wear reflex puts a crafted piece on at once, and the craft that made it is still done.
 */
export function countOf(body: Body, k: Knowledge, item: string): number {
  const members = k.isGroup(item) ? k.members(item) : [item];
  const worn = Object.values(wornBy(body)).filter((w) => w !== undefined && members.includes(w)).length;
  return members.reduce((sum, m) => sum + body.count(m), worn);
}

/**
 * What has been put on, per body, by the equip skill or the wear reflex: a worn piece leaves the inventory, and
 * the Body has no query for the armour slots. Forgotten at a death (the armour is dropped with the rest).
 */
const worn = new WeakMap<Body, { deaths: number; slots: Partial<Record<EquipSlot, string>> }>();

export function wornBy(wrapped: Body): Partial<Record<EquipSlot, string>> {
  // The plan's skills and the reflexes hold different wrappers of one body.
  const body = bodyItself(wrapped);
  const deaths = body.deaths().length;
  let w = worn.get(body);
  if (!w || w.deaths !== deaths) worn.set(body, (w = { deaths, slots: {} }));
  return w.slots;
}

export function inventoryMap(body: Body): Map<string, number> {
  const m = new Map<string, number>();
  for (const s of body.inventory()) m.set(s.name, (m.get(s.name) ?? 0) + s.count);
  return m;
}

export { countsDiff as diff } from '../contracts/stacks.js';

const TOOL_SUFFIX = /_(pickaxe|axe|shovel|hoe|sword)$|^shears$/;

export const toolsIn = (body: Body): string[] => [...new Set(body.inventory().map((s) => s.name))].filter((n) => TOOL_SUFFIX.test(n));

/** True when the hand or some tool in the inventory makes the block drop its loot. */
export function canHarvestNow(body: Body, k: Knowledge, block: string): boolean {
  if (k.canHarvest(block, null)) return true;
  return toolsIn(body).some((t) => k.canHarvest(block, t));
}

// Higher is better. Golden tools hit like wooden ones but break sooner, so they rank lowest.
const TIER_RANK: Record<string, number> = { golden: 0, wooden: 1, stone: 2, iron: 3, diamond: 4, netherite: 5 };

/** Best melee weapon held: swords before axes (faster swings, more damage per second), then by tier. */
export function bestWeapon(body: Body): string | null {
  let best: string | null = null;
  let bestScore = -1;
  for (const name of toolsIn(body)) {
    const m = /^(\w+?)_(sword|axe)$/.exec(name);
    if (!m) continue;
    const score = (m[2] === 'sword' ? 10 : 0) + (TIER_RANK[m[1]!] ?? 0);
    if (score > bestScore) [best, bestScore] = [name, score];
  }
  return best;
}

/**
 * Foods that poison (vanilla `Foods`: a spider eye always, 5 s; a poisonous potato 3 times in 5, 5 s; a pufferfish
 * always, Poison II for 60 s). Poison takes more health than the hunger they give can heal back, so they are eaten
 * to stave off starving, never to heal: arena zombie + skeleton seed 2 ate a spider eye mid-fight at 14 health.
 */
const POISONOUS = new Set(['spider_eye', 'poisonous_potato', 'pufferfish']);

// Foods with side effects (hunger, poison) are eaten only when nothing else is left.
const RISKY_FOOD = new Set([...POISONOUS, 'rotten_flesh', 'chicken', 'suspicious_stew']);

/** Food eaten without a side effect: what a player counts as provisions. */
export const isSafeFood = (item: string): boolean => !RISKY_FOOD.has(item);

/** Vanilla heals only at this hunger or more (`FoodData.tick`). */
export const REGENERATES = 18;

/** Health can come back: the hunger that heals is there, or food to eat up to it. */
export const canHeal = (body: Body, k: Knowledge): boolean => body.vitals().food >= REGENERATES || bestFood(body, k) !== null;

/**
 * The food in the inventory restoring the most hunger, preferring safe foods. Poisonous food only with
 * `poisonous` (a hunger that must be fed whatever it costs, or an eat step that asks for any food).
 */
export function bestFood(body: Body, k: Knowledge, spare: ReadonlySet<string> = new Set(), { poisonous = false } = {}): string | null {
  let best: string | null = null;
  let bestScore = 0;
  for (const s of body.inventory()) {
    if (spare.has(s.name) || (!poisonous && POISONOUS.has(s.name))) continue;
    const points = k.foodPoints(s.name);
    if (points <= 0) continue;
    const score = points + (RISKY_FOOD.has(s.name) ? 0 : 100);
    if (score > bestScore) [best, bestScore] = [s.name, score];
  }
  return best;
}

/** A concrete item to hand the body: a group's member the inventory holds most of. */
export function pickMember(body: Body, k: Knowledge, item: string): string {
  if (!k.isGroup(item)) return item;
  const members = k.members(item);
  return members.reduce((best, m) => (body.count(m) > body.count(best) ? m : best), members[0] ?? item);
}
