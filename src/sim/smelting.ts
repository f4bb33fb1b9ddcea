/**
 * Furnace recipes and fuel burn times come from the knowledge module's shipped
 * tables (vanilla 1.20.4, in ticks), the same facts the planner, the skills and
 * the embedded server use. A furnace cooks one item in 200 ticks, so coal's
 * 1600 smelts 8 items.
 */
import { getKnowledge } from '../knowledge/index.js';
import { mcData } from './data.js';

export { SMELT_TICKS as COOK_TICKS } from '../knowledge/tables/fuels.js';

const k = () => getKnowledge();

/** Burn time in ticks, or 0 when the item is not a fuel. */
export const burnTime = (item: string): number => k().burnTicks(item);

/** What smelting `item` yields, or null. */
export const smeltResult = (item: string): string | null => k().smeltOutput(item);

export const isFood = (item: string): boolean => mcData.foodsByName[item] !== undefined;
