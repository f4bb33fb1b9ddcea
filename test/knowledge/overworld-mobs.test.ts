/**
 * What the planner and the skills know of rabbits, squid and slimes: drops per kill as the 1.20.4 loot tables give
 * them (rabbit.json, squid.json, slime.json with slimes splitting), where a player looks for each, and the repair
 * that sends a slime search underground rather than across the surface.
 */
import { describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { createRuleRepairer } from '../../src/llm/rules.js';
import { byWater, signsOf, tunnelYFor } from '../../src/skills/habitat.js';
import { kill } from '../../src/skills/kill.js';
import type { Plan } from '../../src/contracts/plan.js';
import { reportFor } from '../llm/report.js';
import { kindOf } from '../../src/body/mineflayer/senses.js';

const k = getKnowledge();
const perKill = (mob: string, item: string): number | undefined => k.mobDrops(mob).find((d) => d.item === item)?.count;

describe('drops per kill (no Looting)', () => {
  it('rabbit: hide and meat uniform(0, 1), a foot 1 in 10; squid: ink uniform(1, 3); slime: 13 balls in 18 kills', () => {
    expect(perKill('rabbit', 'rabbit_hide')).toBe(0.5);
    expect(perKill('rabbit', 'rabbit')).toBe(0.5);
    expect(perKill('rabbit', 'rabbit_foot')).toBeCloseTo(0.1);
    expect(perKill('squid', 'ink_sac')).toBe(2);
    expect(perKill('slime', 'slime_ball')).toBeCloseTo(13 / 18);
  });

  it('the planner sources their items by killing them', () => {
    for (const [item, mob] of [
      ['rabbit_hide', 'rabbit'],
      ['rabbit_foot', 'rabbit'],
      ['ink_sac', 'squid'],
      ['slime_ball', 'slime'],
    ])
      expect(k.sources(item).find((s) => s.kind === 'kill')).toMatchObject({ mobs: [mob] });
  });
});

describe('where a player looks', () => {
  it('rabbits by sand, snow and spruce; squid by water; slimes by tunnelling below y 40', () => {
    const rabbit = signsOf({ kind: 'mob', label: 'rabbit', mobs: ['rabbit'] });
    for (const s of ['sand', 'snow', 'spruce_leaves']) expect(rabbit.has(s)).toBe(true);
    expect(byWater({ kind: 'mob', label: 'squid', mobs: ['squid'] })).toBe(true);
    expect(tunnelYFor('slime')).toBe(20);
    expect(tunnelYFor('cow')).toBeNull();
    // Hunting slimes underground, the defend reflex stays on for the zombies and spiders down there.
    expect(kill.reflexes!({ mob: 'slime', count: 1 }, k)).toEqual({});
    expect(kill.reflexes!({ mob: 'zombie', count: 1 }, k)).toMatchObject({ off: ['shelter', 'defend', 'sleep'] });
  });

  it('no slime found: the repair tunnels at y 20, not across the surface', async () => {
    const plan: Plan = {
      goal: 'kill a slime',
      thoughts: '',
      plan: { type: 'sequence', steps: [{ type: 'skill', skill: 'kill', args: { mob: 'slime', count: 1 } }] },
    };
    const d = await createRuleRepairer(k)(reportFor(plan, '/plan/steps/0', 'not_found', { message: 'kill slime: no slime in a 64-block tunnel at y=20' }));
    if ('giveUp' in d) throw new Error(d.giveUp);
    expect(JSON.stringify(d.plan.plan)).toContain('"strategy":"strip_mine","y":20');
  });
});

describe('on a server', () => {
  it('a slime (minecraft-data type "mob", not "hostile": vanilla Slime is no Monster) is sensed and fought as hostile', () => {
    expect(kindOf('mob', 'slime')).toBe('hostile');
    expect(kindOf('hostile', 'zombie')).toBe('hostile');
    expect(kindOf('water_creature', 'squid')).toBe('passive');
    expect(kindOf('animal', 'rabbit')).toBe('passive');
    expect(kindOf('mob', 'iron_golem')).toBe('other');
  });
});
