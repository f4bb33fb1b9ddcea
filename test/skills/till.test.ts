/** The till skill on the simulated world: a hoe on grass makes farmland by the bot, counted in the world. */
import { describe, expect, it } from 'vitest';
import { createSimBody } from '../../src/body/sim/index.js';
import { compilePlan } from '../../src/compile/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { runTree } from '../../src/run/index.js';
import { SKILLS } from '../../src/skills/index.js';
import { farmlandNear, till } from '../../src/skills/till.js';
import { skillContext } from '../support/skill-context.js';

const k = getKnowledge();
const live = () => new AbortController().signal;

/** A flat grass world (no trees) with the bot at the origin, holding what is given. */
function flat(inventory: Record<string, number>) {
  const body = createSimBody({ seed: 3, terrain: 'flat', mobs: false });
  body.world.player.pos = { x: 0.5, y: 64, z: 0.5 };
  for (const [item, n] of Object.entries(inventory)) body.world.player.inventory.add(item, n);
  return body;
}

describe('till skill', () => {
  it('tills grass by the bot until that many farmland blocks lie near it, and is then done', async () => {
    const body = flat({ wooden_hoe: 1 });
    expect(body.blockAt({ x: 0, y: 63, z: 0 })).toBe('grass_block');
    expect(till.done!(body, { count: 3 }, skillContext(k))).toBe(false);
    const r = await till.run(body, { count: 3 }, live(), skillContext(k));
    expect(r.ok, r.ok ? '' : r.message).toBe(true);
    expect(farmlandNear(body)).toBe(3);
    expect(till.done!(body, { count: 3 }, skillContext(k))).toBe(true);
    // A re-run with a higher count tills only the missing one; farmland already there counts.
    const again = await till.run(body, { count: 4 }, live(), skillContext(k));
    expect(again.ok).toBe(true);
    expect(farmlandNear(body)).toBe(4);
  });

  it('tills coarse dirt in two strokes (it turns to dirt first)', async () => {
    const body = flat({ stone_hoe: 1 });
    for (let x = -9; x <= 9; x++) for (let z = -9; z <= 9; z++) body.world.setBlock({ x, y: 63, z }, 'coarse_dirt');
    const r = await till.run(body, { count: 1 }, live(), skillContext(k));
    expect(r.ok, r.ok ? '' : r.message).toBe(true);
    expect(body.findBlocks(['farmland'], { maxDistance: 8 }).length).toBe(1);
  });

  it('fails with no_tool, naming the wooden hoe, when no hoe is held', async () => {
    const body = flat({});
    const r = await till.run(body, { count: 1 }, live(), skillContext(k));
    expect(r).toMatchObject({ ok: false, code: 'no_tool', details: { needs: 'wooden_hoe' } });
    expect(farmlandNear(body)).toBe(0);
  });

  it('in a plan, makes a wooden hoe first; with no wood in reach the run fails in that prerequisite, and nothing is tilled', async () => {
    const plan = { goal: 'till 1 farmland', thoughts: '', plan: { type: 'skill' as const, skill: 'till', args: { count: 1 } } };
    const tree = compilePlan(plan, k, SKILLS);
    expect(JSON.stringify(tree.definition)).toContain('wooden_hoe');
    const body = flat({});
    const r = await runTree({ body, knowledge: k, skills: SKILLS, goal: plan.goal, plan, reflexes: false, budgets: { ticks: 1200 } });
    expect(r.ok).toBe(false);
    // It fails in the hoe's prerequisite (looking for wood), never reaching the till leaf.
    expect(r).toMatchObject({ path: '/plan/needs/0' });
    expect(r.trace.some((e) => e.type === 'skill_start' && e.skill === 'till')).toBe(false);
    expect(body.count('wooden_hoe')).toBe(0);
    expect(farmlandNear(body)).toBe(0);
  });

  it('with planks and sticks in hand, the plan crafts the hoe and tills', async () => {
    const plan = { goal: 'till 2 farmland', thoughts: '', plan: { type: 'skill' as const, skill: 'till', args: { count: 2 } } };
    const body = flat({ oak_planks: 6, stick: 2 });
    const r = await runTree({ body, knowledge: k, skills: SKILLS, goal: plan.goal, plan, reflexes: false, budgets: { ticks: 6000 } });
    expect(r.ok, r.ok ? '' : JSON.stringify(r).slice(0, 400)).toBe(true);
    expect(body.count('wooden_hoe')).toBe(1);
    expect(farmlandNear(body)).toBe(2);
  });

  it('in a plan, a stone hoe held is hoe enough: no wooden one is made', async () => {
    const plan = { goal: 'till 1 farmland', thoughts: '', plan: { type: 'skill' as const, skill: 'till', args: { count: 1 } } };
    const body = flat({ stone_hoe: 1, oak_planks: 6, stick: 2 });
    const r = await runTree({ body, knowledge: k, skills: SKILLS, goal: plan.goal, plan, reflexes: false, budgets: { ticks: 6000 } });
    expect(r.ok).toBe(true);
    expect(body.count('wooden_hoe')).toBe(0);
    expect(farmlandNear(body)).toBe(1);
  });
});
