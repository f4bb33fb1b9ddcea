/**
 * The furnace's facts (what smelts into what, how long fuel burns) come from
 * Sapling's knowledge module, which ships the small smelting and fuel tables
 * minecraft-data lacks.
 */
import { getKnowledge } from '../knowledge/index.js';
import type { SmeltingFacts } from './plugin/containers.js';

export async function defaultSmelting(version: string): Promise<SmeltingFacts> {
  const k = getKnowledge(version);
  return { smeltOutput: (input) => k.smeltOutput(input), burnTicks: (item) => k.burnTicks(item) };
}
