/**
 * The cost model: roughly the seconds of game time to get one of an item,
 * counting finding, digging, fighting, crafting and smelting, plus a share of
 * the tools and stations needed (a pickaxe serves many blocks).
 */
import type { Spec } from './specs.js';

export { SMELT_TICKS } from './tables/fuels.js';
export { digSeconds } from './dig.js';

/** A tool or station is charged at this fraction of its cost per use. */
export const AMORTISE = 16;
export const CRAFT_SECONDS = 1;
export const SMELT_SECONDS = 10;

/** Cost lookup of an item or group under the current estimates. */
export type CostOf = (name: string) => number;

export function specCost(spec: Spec, cost: CostOf, fuelShare: number): number {
  switch (spec.kind) {
    case 'craft': {
      let sum = CRAFT_SECONDS;
      for (const i of spec.recipe.ingredients) sum += cost(i.item) * i.count;
      return sum / spec.recipe.yields + (spec.recipe.needsTable ? cost('crafting_table') / AMORTISE : 0);
    }
    case 'smelt':
      return cost(spec.input) + fuelShare + SMELT_SECONDS + cost('furnace') / AMORTISE;
    case 'mine':
      return spec.seconds / spec.perBlock + (spec.tool ? cost(spec.tool) / AMORTISE : 0);
    case 'kill':
      return spec.seconds / spec.perKill;
    case 'farm':
      // A held seed that is the crop itself is planted, not bought; other seeds are fetched once per plot.
      return spec.seconds + (spec.seed === spec.item ? 0 : cost(spec.seed)) + cost(spec.tool) / AMORTISE;
    case 'gather': {
      const r = spec.rule;
      const tool = r.consumes ? cost(r.consumes) : r.using === 'hand' ? 0 : cost(r.using) / AMORTISE;
      return spec.seconds / r.perUse + tool + (r.tool ? cost(r.tool) / AMORTISE : 0);
    }
  }
}
