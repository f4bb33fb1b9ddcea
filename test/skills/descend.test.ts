import { describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { explore, type SkillContext } from '../../src/skills/index.js';
import { flatBody, signal } from '../sim/helpers.js';

const ctx = (): SkillContext => ({ knowledge: getKnowledge(), blackboard: new Map(), path: '/test' });

describe('going down to an ore depth', () => {
  it('stops in the shaft when the ore it goes down for shows in the wall, rather than tunnelling at its depth', async () => {
    const body = flatBody();
    const w = body.world;
    w.give('iron_pickaxe', 1);
    // Diamond beside the shaft the bot will sink from (0, 64, 0): sealed in rock, seen only once the shaft passes it.
    const ore = { x: 1, y: 40, z: 0 };
    w.setBlock(ore, 'diamond_ore');
    expect(body.findBlocks(['diamond_ore'])).toEqual([]);
    const out = await explore.run(body, { target: 'diamond_ore', strategy: 'strip_mine', y: 10, radius: 16 }, signal, ctx());
    expect(out).toMatchObject({ ok: true, data: { pos: ore } });
    // Stopped within a block or two of it, not at y 10.
    expect(Math.floor(body.position().y)).toBeGreaterThanOrEqual(ore.y - 2);
  });
});
