/**
 * The furnace's facts (what smelts into what, how long fuel burns) come from
 * Sapling's knowledge module, which ships the small smelting and fuel tables
 * minecraft-data lacks. If the knowledge module's factory is not there, the
 * same tables are read directly, with groups matched by name.
 */
import { FUELS } from '../knowledge/tables/fuels.js';
import { SMELTING } from '../knowledge/tables/smelting.js';
import type { SmeltingFacts } from './plugin/containers.js';

export async function defaultSmelting(version: string): Promise<SmeltingFacts> {
  try {
    const path = '../knowledge/index.js';
    const mod = (await import(path)) as Record<string, unknown>;
    const make = (mod.createKnowledge ?? mod.loadKnowledge) as ((v: string) => SmeltingFacts) | undefined;
    if (typeof make === 'function') {
      const k = make(version);
      return { smeltOutput: (input) => k.smeltOutput(input), burnTicks: (item) => k.burnTicks(item) };
    }
  } catch {
    // Not built yet: fall through to the tables.
  }
  return fromTables();
}

/** `#logs` → ends in `_log`/`_wood`/`_stem`/`_hyphae`; `*_boat` → ends in `_boat`. */
function matches(pattern: string, item: string): boolean {
  if (pattern.startsWith('*')) return item.endsWith(pattern.slice(1));
  if (!pattern.startsWith('#')) return pattern === item;
  const group = pattern.slice(1);
  if (group === 'logs') return /_(log|wood|stem|hyphae)$/.test(item);
  if (group === 'wooden_slabs') return item.endsWith('_slab') && !/stone|brick|sand|quartz|prismarine|purpur|blackstone|deepslate|tuff|copper|andesite|diorite|granite/.test(item);
  return item.endsWith(`_${group.replace(/s$/, '')}`) || item === group.replace(/s$/, '');
}

function fromTables(): SmeltingFacts {
  return {
    smeltOutput: (input) => SMELTING.find(([i]) => matches(i, input))?.[1] ?? null,
    burnTicks: (item) => FUELS.find(([f]) => matches(f, item))?.[1] ?? 0,
  };
}
