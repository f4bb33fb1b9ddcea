import { describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { explore, type SkillContext } from '../../src/skills/index.js';
import { miningY } from '../../src/skills/search.js';
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

describe('the depth a search tunnels at', () => {
  const k = getKnowledge();
  const iron = { kind: 'block', label: 'raw_iron', blocks: k.blocksDropping('raw_iron') } as const;
  const coal = { kind: 'block', label: 'coal', blocks: k.blocksDropping('coal') } as const;
  const at = (y: number) => {
    const body = flatBody();
    body.world.player.pos = { x: 0.5, y, z: 0.5 };
    return body;
  };
  it('climbs back up to the band of iron from a diamond tunnel, where iron is scarce', () => {
    expect(miningY(at(-53), k, iron)).toBe(k.oreDepth('iron_ore')!.mineY);
  });
  it('tunnels for coal, commonest above sea level (y 95), a few blocks under the feet on lower ground', () => {
    expect(miningY(at(64), k, coal)).toBe(60);
  });
});

describe('tunnelling with no pickaxe', () => {
  it('fails at once with no_tool, so the repair obtains one, rather than pacing the tunnel it has', async () => {
    const body = flatBody();
    const start = body.world.tick;
    const out = await explore.run(body, { target: 'iron_ore', strategy: 'strip_mine', y: 50, radius: 64 }, signal, ctx());
    expect(out).toMatchObject({ ok: false, code: 'no_tool' });
    // Digging grass and dirt needs no tool; stone does: a few seconds, not a 64-block search's minutes.
    expect(body.world.tick - start).toBeLessThan(20 * 30);
  });
});
