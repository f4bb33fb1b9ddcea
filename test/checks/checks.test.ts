/**
 * Every check kind, with its keys in every order: JSON mode, plain text and
 * people do not keep the schema's key order, and arguments are read by name.
 */
import { describe, expect, it } from 'vitest';
import { CHECKS, checkKinds } from '../../src/checks/index.js';
import { compilePlan } from '../../src/compile/index.js';
import type { Check, Plan, PlanNode } from '../../src/contracts/plan.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { validatePlan } from '../../src/plan/index.js';
import { runTree } from '../../src/run/index.js';
import { createScriptedBody, type ScriptedBodyOptions } from '../support/scripted-body.js';
import { TEST_SKILLS } from '../run/test-skills.js';

const k = getKnowledge();

/** For each kind: a check, a body where it holds and one where it does not. */
const CASES: Record<string, { check: Check; holds: ScriptedBodyOptions; fails: ScriptedBodyOptions }> = {
  has_item: { check: { kind: 'has_item', item: 'oak_log', count: 2 }, holds: { inventory: { oak_log: 2 } }, fails: { inventory: { oak_log: 1 } } },
  near_block: {
    check: { kind: 'near_block', block: 'stone', distance: 5 },
    holds: { blocks: [{ name: 'stone', pos: { x: 2, y: 64, z: 0 } }] },
    fails: { blocks: [{ name: 'stone', pos: { x: 20, y: 64, z: 0 } }] },
  },
  blocks_near: {
    check: { kind: 'blocks_near', block: 'farmland', count: 2, distance: 8 },
    holds: { blocks: [1, 2].map((x) => ({ name: 'farmland', pos: { x, y: 63, z: 0 } })) },
    fails: { blocks: [1, 20].map((x) => ({ name: 'farmland', pos: { x, y: 63, z: 0 } })) },
  },
  near_entity: {
    check: { kind: 'near_entity', entity: 'cow', distance: 8 },
    holds: { entities: [{ id: 1, name: 'cow', pos: { x: 3, y: 64, z: 0 } }] },
    fails: { entities: [{ id: 1, name: 'cow', pos: { x: 30, y: 64, z: 0 } }] },
  },
  // The scripted body's clock stands at 1000: day.
  time_of_day: { check: { kind: 'time_of_day', period: 'day' }, holds: {}, fails: {} },
  health: { check: { kind: 'health', min: 10, max: null }, holds: { vitals: { health: 15 } }, fails: { vitals: { health: 5 } } },
  food: { check: { kind: 'food', min: null, max: 10 }, holds: { vitals: { food: 8 } }, fails: { vitals: { food: 15 } } },
  // Safe food only: two cooked beef are 16 points; rotten flesh (4 each) is not provisions.
  carries_food: {
    check: { kind: 'carries_food', points: 16 },
    holds: { inventory: { cooked_beef: 2 } },
    fails: { inventory: { cooked_beef: 1, rotten_flesh: 5 } },
  },
  y_level: { check: { kind: 'y_level', min: 60, max: 70 }, holds: { position: { x: 0, y: 64, z: 0 } }, fails: { position: { x: 0, y: 10, z: 0 } } },
};

function permutations<T>(xs: T[]): T[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
}

/** The same check with its keys in another order. */
const reorder = (c: Check, keys: string[]): Check => Object.fromEntries(keys.map((key) => [key, c[key]])) as Check;

const plan = (node: PlanNode): Plan => ({ goal: 'g', thoughts: '', plan: node });

async function holds(check: Check, body: ScriptedBodyOptions): Promise<boolean> {
  const p = plan({ type: 'condition', check });
  expect(validatePlan(p, k)).toMatchObject({ ok: true });
  const r = await runTree({ body: createScriptedBody(body), knowledge: k, skills: TEST_SKILLS, goal: 'g', plan: p, heartbeatMs: 5, reflexes: false });
  return r.ok;
}

describe('check registry', () => {
  it('has a case here for every registered kind', () => {
    expect(Object.keys(CASES).sort()).toEqual(checkKinds().sort());
  });

  for (const def of CHECKS) {
    const c = CASES[def.kind]!;
    it(`${def.kind}: holds and fails by its arguments' names, whatever the key order`, async () => {
      for (const keys of permutations(Object.keys(c.check))) {
        const shuffled = reorder(c.check, keys);
        expect(await holds(shuffled, c.holds), `${JSON.stringify(shuffled)} should hold`).toBe(true);
        if (def.kind !== 'time_of_day') expect(await holds(shuffled, c.fails), `${JSON.stringify(shuffled)} should not hold`).toBe(false);
      }
    });
  }

  it('time_of_day at night does not hold by day, whatever the key order', async () => {
    for (const keys of permutations(['period', 'kind'])) expect(await holds(reorder({ kind: 'time_of_day', period: 'night' }, keys), {})).toBe(false);
  });

  it("a repeat's until reads its check by name too", async () => {
    const until = reorder(CASES.has_item!.check, ['count', 'item', 'kind']);
    const p = plan({ type: 'repeat', times: 3, until, step: { type: 'skill', skill: 'make', args: { item: 'apple', count: 1 } } });
    const held = createScriptedBody({ inventory: { oak_log: 2 } });
    const r = await runTree({ body: held, knowledge: k, skills: TEST_SKILLS, goal: 'g', plan: p, heartbeatMs: 5, reflexes: false });
    expect(r.ok).toBe(true);
    expect(held.calls.filter((c) => c.verb === 'craft')).toEqual([]);
  });

  it('compiles each check into the tree by path, with its arguments by name', () => {
    const check = reorder({ kind: 'health', min: null, max: 10 }, ['max', 'min', 'kind']);
    const tree = compilePlan(plan({ type: 'sequence', steps: [{ type: 'condition', check }] }), k, TEST_SKILLS, { reflexes: false });
    expect(tree.checks['/plan/steps/0']).toEqual({ kind: 'health', min: null, max: 10 });
  });
});
