import { describe, expect, it } from 'vitest';
import { unbury } from '../../src/reflexes/unbury.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import type { Plan } from '../../src/contracts/plan.js';
import { runTree } from '../../src/run/index.js';
import { SKILLS } from '../../src/skills/index.js';
import { flatBody } from '../sim/helpers.js';

const ctx = { knowledge: getKnowledge(), keep: new Set<string>(), tuning: {} };

describe('unbury reflex', () => {
  it('digs out of gravel that fell on the bot while it waited, instead of suffocating', async () => {
    const body = flatBody();
    const w = body.world;
    // Gravel three high right over the bot's head (it stands at y 64, the head at 65): it falls onto the bot.
    for (const y of [67, 68, 69]) w.setBlock({ x: 0, y, z: 0 }, 'gravel');
    expect(unbury.due(body, ctx)).toBe(false);
    // A whole minute standing still: in vanilla a head in gravel takes 1 health every 10 ticks, 20 health in 10 s.
    const plan: Plan = { goal: 'wait', thoughts: '', plan: { type: 'skill', skill: 'wait', args: { ticks: 1200, until: null } } };
    const r = await runTree({ body, knowledge: ctx.knowledge, skills: SKILLS, goal: plan.goal, plan, reflexes: { names: ['unbury'] } });
    expect(r.ok ? 'ok' : r.reason).toBe('ok');
    expect(w.deaths).toEqual([]);
    expect(r.trace.filter((e) => e.type === 'reflex_start').map((e) => e.name)).toContain('unbury');
    expect(body.count('gravel') + body.count('flint')).toBeGreaterThanOrEqual(1);
    const p = body.position();
    expect(w.getBlock({ x: Math.floor(p.x), y: Math.floor(p.y) + 1, z: Math.floor(p.z) })).toBe('air');
    expect(unbury.due(body, ctx)).toBe(false);
  });
});
