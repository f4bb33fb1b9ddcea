/**
 * What a plan leaf still needs, given the inventory the ledger expects when
 * it runs. Crafting and smelting are computed here against the ledger (a
 * skill's own `requirements()` assumes an empty inventory); everything else
 * comes from the skill.
 */
import type { ItemCount, Knowledge } from '../knowledge/types.js';
import type { SkillArgs } from '../plan/types.js';
import type { AnySkill, Requirements } from '../skills/types.js';
import type { Ledger } from './ledger.js';

export function leafRequirements(skill: AnySkill, args: SkillArgs, k: Knowledge, ledger: Ledger): Requirements {
  if (skill.name === 'craft') return craftNeeds(String(args.item), Number(args.count ?? 1), k, ledger) ?? skill.requirements(args, k);
  if (skill.name === 'smelt') return smeltNeeds(args, k, ledger) ?? skill.requirements(args, k);
  return skill.requirements(args, k);
}

function craftNeeds(item: string, count: number, k: Knowledge, ledger: Ledger): Requirements | null {
  const recipe = k.recipes(item)[0];
  if (!recipe) return null;
  const crafts = Math.ceil(Math.max(0, count - ledger.count(item)) / recipe.yields);
  return {
    consumes: recipe.ingredients.map((i) => ({ item: i.item, count: i.count * crafts })).filter((i) => i.count > 0),
    needs: recipe.needsTable && crafts > 0 ? ['crafting_table'] : [],
  };
}

function smeltNeeds(args: SkillArgs, k: Knowledge, ledger: Ledger): Requirements | null {
  const item = String(args.item);
  const input = k.smeltInput(item);
  if (!input) return null;
  const missing = Math.max(0, Number(args.count ?? 1) - ledger.count(item));
  if (missing === 0) return { consumes: [], needs: [] };
  const fuel = typeof args.fuel === 'string' ? args.fuel : pickFuel(k, ledger);
  const perFuel = k.burnTicks(fuel) / 200;
  return {
    consumes: [
      { item: input, count: missing },
      { item: fuel, count: Math.ceil(missing / (perFuel || 1)) },
    ],
    needs: ['furnace'],
  };
}

/** Fuel already expected in the inventory, else coal. */
function pickFuel(k: Knowledge, ledger: Ledger): string {
  const held = k.fuels().filter((f) => ledger.count(f) > 0 && !['crafting_table', 'furnace'].includes(f));
  held.sort((a, b) => k.burnTicks(b) - k.burnTicks(a));
  return held[0] ?? 'coal';
}

/** Sum counts per item and add each tool or station once. */
export function goalsOf(req: Requirements): ItemCount[] {
  const totals = new Map<string, number>();
  for (const c of req.consumes) totals.set(c.item, (totals.get(c.item) ?? 0) + c.count);
  for (const n of req.needs) if (!totals.has(n)) totals.set(n, 1);
  return [...totals].map(([item, count]) => ({ item, count }));
}
