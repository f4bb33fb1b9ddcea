/** Odyssey's autonomous exploration on the simulated world: no goal, as many distinct items as the world offers. */
import { describe, expect, it } from 'vitest';
import { createSimBody } from '../../src/body/sim/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { createRuleRepairer } from '../../src/llm/rules.js';
import { Curriculum } from '../../src/plan/curriculum.js';
import { planSkills } from '../../src/plan/index.js';
import { explore } from '../../src/run/index.js';

const k = getKnowledge();
const nothingSeen = { seenBlock: () => false, seenMob: () => false };
const everythingSeen = { seenBlock: () => true, seenMob: () => true };

describe('the exploration curriculum', () => {
  it('picks the cheapest item not yet held, and builds on what is held', () => {
    const c = new Curriculum(k);
    const first = c.next(new Set(), {}, everythingSeen)!;
    expect(k.chain([{ item: first, count: 1 }])).toHaveLength(1);
    // With logs in hand, planks of that wood cost one craft.
    expect(c.next(new Set(['oak_log', 'dirt', 'sand', 'gravel']), { oak_log: 4 }, nothingSeen)).toBe('oak_planks');
  });

  it('leaves an item alone after it failed twice', () => {
    const c = new Curriculum(k);
    const first = c.next(new Set(), {}, everythingSeen)!;
    c.failed(first);
    expect(c.next(new Set(), {}, everythingSeen)).toBe(first);
    c.failed(first);
    expect(c.next(new Set(), {}, everythingSeen)).not.toBe(first);
  });
});

describe('explore', () => {
  it('obtains many distinct items in ten game minutes, each round one new goal within its share of time', async () => {
    const body = createSimBody({ seed: 4, pauseWhileThinking: true });
    const r = await explore({ body, knowledge: k, skills: planSkills(), minutes: 10, repairer: createRuleRepairer(k) });
    expect(r.items.length).toBeGreaterThanOrEqual(15);
    expect(r.ticks).toBeGreaterThanOrEqual(10 * 1200);
    // No goal is chosen twice once reached, and a reached goal's item was held.
    const reached = r.rounds.filter((x) => x.ok).map((x) => x.item);
    expect(new Set(reached).size).toBe(reached.length);
    for (const item of reached) expect(r.items).toContain(item);
    for (const round of r.rounds) expect(round.ticks).toBeLessThanOrEqual(5 * 1200 + 200);
  });
});
