import type { Body, Vec3Like } from '../contracts/body.js';
import type { Knowledge } from '../knowledge/types.js';
import { SMELT_TICKS } from '../knowledge/tables/fuels.js';
import { NOTHING } from './expected.js';
import { STATIONS } from './stations.js';
import type { Expected, Skill } from './types.js';
import { act, guard } from './act.js';
import { countOf, diff, inventoryMap, pickMember } from './inventory.js';
import { fail, ok } from '../contracts/outcome.js';
import { reachStation } from './stations.js';

export type SmeltArgs = { item: string; count: number; fuel: string | null };

/** What is asked for when the plan names no fuel, none is held and knowledge knows no cheaper one. */
export const DEFAULT_FUEL = 'coal';

/**
 * The fuel to get when none is held: the one the obtain chain would choose for that many items. One beef cooks on a
 * plank from the logs the furnace's pickaxe was made from; a coal hunt for it can take the whole game.
 */
const fuelToGet = (k: Knowledge, items: number): string => k.cheapestFuel(items) ?? DEFAULT_FUEL;

/** The longest-burning fuel the inventory is expected to hold (never a station, which the plan needs). */
function heldFuel(k: Knowledge, expected: Expected): string | null {
  const held = k.fuels().filter((f) => expected.count(f) > 0 && !STATIONS.includes(f));
  held.sort((a, b) => k.burnTicks(b) - k.burnTicks(a));
  return held[0] ?? null;
}

export const fuelNeeded = (k: Knowledge, fuel: string, items: number): number => {
  const concrete = k.isGroup(fuel) ? (k.members(fuel)[0] ?? fuel) : fuel;
  const burn = k.burnTicks(concrete);
  return burn > 0 ? Math.ceil((items * SMELT_TICKS) / burn) : Infinity;
};

/**
 * The inventory fuel to burn: enough of it first, then the longest-burning,
 * with logs valued at a quarter because a log makes four planks.
 */
export function chooseFuel(body: Body, k: Knowledge, items: number, exclude: string): string | null {
  let best: string | null = null;
  let bestScore = -Infinity;
  for (const s of body.inventory()) {
    const burn = k.burnTicks(s.name);
    if (burn <= 0 || s.name === exclude || (k.isGroup(exclude) && k.members(exclude).includes(s.name)) || s.durabilityLeft != null) continue;
    const enough = body.count(s.name) >= fuelNeeded(k, s.name, items);
    const score = (enough ? 1e6 : 0) + (k.groupOf(s.name) === '#logs' ? burn / 4 : burn);
    if (score > bestScore) [best, bestScore] = [s.name, score];
  }
  return best;
}

/** The input to smelt: the item itself, or the members of a group the inventory holds, most first. */
function heldInputs(body: Body, k: Knowledge, input: string): string[] {
  if (!k.isGroup(input)) return [input];
  return k
    .members(input)
    .filter((m) => body.count(m) > 0)
    .sort((x, y) => body.count(y) - body.count(x));
}

export const smelt: Skill<SmeltArgs> = {
  name: 'smelt',
  description: 'Smelt until the inventory holds count of a result (absolute, e.g. iron_ingot), in a furnace found nearby or placed from the inventory.',
  kind: 'primitive',
  args: {
    item: { type: 'string', description: 'The smelted result wanted, e.g. iron_ingot, cooked_beef, glass' },
    count: { type: 'integer', minimum: 1, description: 'How many of the result the inventory should hold in the end' },
    fuel: { type: ['string', 'null'], description: 'Fuel item (coal, oak_planks); null picks the best fuel in the inventory' },
  },
  requirements(a, k, expected = NOTHING) {
    const input = k.smeltInput(a.item);
    if (!input) return { consumes: [], needs: ['furnace'] };
    const missing = Math.max(0, a.count - expected.count(a.item));
    if (missing === 0) return { consumes: [], needs: [] };
    const fuel = a.fuel ?? heldFuel(k, expected) ?? fuelToGet(k, missing);
    return {
      consumes: [
        { item: input, count: missing },
        { item: fuel, count: fuelNeeded(k, fuel, missing) },
      ],
      needs: ['furnace'],
    };
  },
  effects: (a) => ({ has: [{ item: a.item, count: a.count }] }),
  check(a, k) {
    if (k.smeltInput(a.item)) return null;
    const out = k.smeltOutput(a.item);
    return { message: `${a.item} is not a smelting result`, suggestion: out ? `set item to '${out}', the result of smelting ${a.item}` : null };
  },
  done: (body, a, ctx) => countOf(body, ctx.knowledge, a.item) >= a.count,
  run(body, a, signal, ctx) {
    const what = `smelt ${a.item}`;
    const k = ctx.knowledge;
    return guard(what, signal, async () => {
      const missing = a.count - countOf(body, k, a.item);
      if (missing <= 0) return ok({});
      const input = k.smeltInput(a.item);
      if (!input) return fail('not_found', `${what}: nothing smelts into ${a.item}`);
      const have = countOf(body, k, input);
      if (have < missing)
        return fail('missing_item', `${what}: needs ${missing} ${input}, the inventory has ${have}`, { missing: [{ item: input, count: missing - have }] });
      const fuel = a.fuel ?? chooseFuel(body, k, missing, input);
      if (!fuel) {
        const get = fuelToGet(k, missing);
        return fail('missing_item', `${what}: no fuel in the inventory (coal, planks, logs…)`, {
          missing: [{ item: get, count: fuelNeeded(k, get, missing) }],
        });
      }
      const fuelCount = fuelNeeded(k, fuel, missing);
      if (!Number.isFinite(fuelCount)) return fail('missing_item', `${what}: ${fuel} does not burn`);
      if (countOf(body, k, fuel) < fuelCount) {
        return fail('missing_item', `${what}: needs ${fuelCount} ${fuel} as fuel, the inventory has ${countOf(body, k, fuel)}`, {
          missing: [{ item: fuel, count: fuelCount - countOf(body, k, fuel) }],
        });
      }
      const st = await reachStation(body, ctx, 'furnace', signal, what);
      if (!st.ok) return st;
      const before = inventoryMap(body);
      // A group input (charcoal from any log) goes in one member at a time, the most held first.
      for (const item of heldInputs(body, k, input)) {
        const n = Math.min(body.count(item), a.count - countOf(body, k, a.item));
        if (n <= 0) break;
        const burn = pickMember(body, k, fuel);
        let r = await act(what, signal, () => body.smelt(item, burn, n, st.data!.pos as Vec3Like, signal));
        // A reflex took the bot away mid-smelt (a fight, a retreat): back to the furnace, which cooked on and still holds the items.
        if (!r.ok && r.code === 'unreachable') {
          const back = await reachStation(body, ctx, 'furnace', signal, what);
          if (!back.ok) return back;
          r = await act(what, signal, () => body.smelt(item, burn, n, back.data!.pos as Vec3Like, signal));
        }
        if (!r.ok) return r;
      }
      return ok(diff(before, inventoryMap(body)), { count: countOf(body, k, a.item), fuel });
    });
  },
};
