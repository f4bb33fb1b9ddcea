/**
 * What a furnace needs to know (what smelts into what, how long fuel burns),
 * from Sapling's knowledge module, which ships the small smelting and fuel
 * tables minecraft-data lacks. The embedded server's furnaces and the
 * mineflayer body's smelting both read it.
 */
import { getKnowledge } from './index.js';

export interface SmeltingFacts {
  smeltOutput(input: string): string | null;
  /** Burn time in ticks; 0 when not a fuel. */
  burnTicks(item: string): number;
}

export async function defaultSmelting(version: string): Promise<SmeltingFacts> {
  const k = getKnowledge(version);
  return { smeltOutput: (input) => k.smeltOutput(input), burnTicks: (item) => k.burnTicks(item) };
}
