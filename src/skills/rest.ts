/**
 * Heal before a fight, as a player does before walking into a pack: eat up to the hunger that regenerates, then let
 * time pass until health is back. Vanilla (FoodData) heals only at food 18 or more, one point per 80 ticks, and
 * every 10 ticks while food is full and saturation lasts; each point healed costs 6 exhaustion. A bot that has
 * worked for ten minutes sits at food 16 with nothing to eat, where it never heals: without food in the inventory
 * the rest asks for some (`missing_item`) rather than waiting for nothing.
 */
import type { Body } from '../contracts/body.js';
import { fail, ok, type Outcome } from '../contracts/outcome.js';
import type { Knowledge } from '../knowledge/types.js';
import { act, guard } from './act.js';
import { bestFood, REGENERATES } from './inventory.js';
import type { Skill } from './types.js';

export type RestArgs = { health: number; ticks: number };

/** Ticks per wait: short, so the reflexes (defend above all) get their turn between them. */
const SLICE = 40;
/** What a rest without food asks for: the food the kill plans' cows give, cooked on the cheapest fuel. */
const FOOD = 'cooked_beef';

const healed = (body: Body, a: RestArgs): boolean => body.vitals().health >= a.health;

/** One step of the rest: eat while hunger is short of full (saturation speeds the healing), or wait a slice. */
async function step(body: Body, k: Knowledge, signal: AbortSignal, what: string): Promise<Outcome | 'ate' | 'waited'> {
  const v = body.vitals();
  const food = v.food < 20 ? bestFood(body, k) : null;
  if (food) {
    const r = await act(what, signal, () => body.consume(food, signal));
    return r.ok ? 'ate' : r;
  }
  if (v.food < REGENERATES)
    return fail('missing_item', `${what}: hunger ${v.food} is below the ${REGENERATES} that heals, and no food in the inventory`, {
      missing: [{ item: FOOD, count: 1 }],
    });
  const r = await act(what, signal, () => body.wait(SLICE, signal));
  return r.ok ? 'waited' : r;
}

export const rest: Skill<RestArgs> = {
  name: 'rest',
  description: `Heal where the bot stands: eat to the hunger that regenerates (${REGENERATES}), then wait until health reaches the given value or the ticks run out; asks for food when there is none.`,
  kind: 'primitive',
  args: {
    health: { type: 'integer', minimum: 1, maximum: 20, description: 'Health (0-20) to heal to' },
    ticks: {
      type: 'integer',
      minimum: 1,
      maximum: 24000,
      description: 'Game ticks to rest at most (20 a second); a rest that runs out of time still succeeds',
    },
  },
  requirements: () => ({ consumes: [], needs: [] }),
  effects: () => ({ has: [] }),
  done: healed,
  run(body, a, signal, ctx) {
    const what = `rest to health ${a.health}`;
    return guard(what, signal, async () => {
      const until = body.gameTick() + Math.max(1, Math.floor(a.ticks));
      while (!healed(body, a) && body.gameTick() < until) {
        const r = await step(body, ctx.knowledge, signal, what);
        if (typeof r !== 'string') return r;
      }
      return ok({}, { health: body.vitals().health, food: body.vitals().food });
    });
  },
};
