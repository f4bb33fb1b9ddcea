import { describe, expect, it } from 'vitest';
import { BLOCK_REACH } from '../../src/contracts/body.js';
import { mine } from '../../src/skills/mine.js';
import { eyeReach } from '../../src/knowledge/sight.js';
import { standsFor } from '../../src/skills/reach.js';
import { flatBody } from '../sim/helpers.js';
import { createScriptedBody } from '../support/scripted-body.js';
import { live, skillContext } from '../support/skill-context.js';

// The flat world: grass at y 63, the player's feet at (0.5, 64, 0.5).
describe('reaching a block no walk stands next to', () => {
  it('measures reach from the eyes (1.62 over the feet) to the nearest point of the block, against the 4.5 of vanilla 1.20.4 survival', () => {
    expect(BLOCK_REACH).toBe(4.5);
    // Straight overhead, bottom face 6 over the feet: 6 - 1.62.
    expect(eyeReach({ x: 0.5, y: 64, z: 0.5 }, { x: 0, y: 70, z: 0 })).toBeCloseTo(4.38, 5);
    // Beside at eye height: the near face is half a block and three blocks off.
    expect(eyeReach({ x: 0.5, y: 64, z: 0.5 }, { x: 3, y: 65, z: 0 })).toBeCloseTo(2.5, 5);
    expect(eyeReach({ x: 0.5, y: 64, z: 0.5 }, { x: 0, y: 71, z: 0 })).toBeGreaterThan(BLOCK_REACH);
  });

  it('finds seen ground under or beside a log left hanging, with the pillar it takes: none up to 6 over the feet (with a margin), more above', () => {
    const body = flatBody();
    body.world.setBlock({ x: 4, y: 69, z: 0 }, 'oak_log');
    body.world.setBlock({ x: -4, y: 72, z: 0 }, 'oak_log');
    const low = standsFor(body, { x: 4, y: 69, z: 0 });
    expect(low[0]).toMatchObject({ pillar: 0 });
    expect(low.every((s) => s.feet.y === 64)).toBe(true);
    const high = standsFor(body, { x: -4, y: 72, z: 0 });
    // 72 - (64 + h + 1.62) must come within 4.2 (reach less a margin for standing off the cell centre): h = 3.
    expect(Math.min(...high.map((s) => s.pillar))).toBe(3);
    expect(standsFor(body, { x: 0, y: 80, z: 0 })).toEqual([]);
  });

  it('chops a log hanging over a cut trunk with an empty inventory: digs dirt, pillars up and takes it', async () => {
    const body = flatBody();
    body.world.setBlock({ x: 3, y: 72, z: 0 }, 'oak_log');
    let highest = body.position().y;
    body.onTick(() => (highest = Math.max(highest, body.position().y)));
    const out = await mine.run(body, { block: 'oak_log', count: 1 }, live(), skillContext());
    expect(out).toMatchObject({ ok: true, gained: { oak_log: 1 } });
    expect(body.world.getBlock({ x: 3, y: 72, z: 0 })).toBe('air');
    // It stood on blocks it placed, up to three dirt blocks over the grass (and may come down after the falling log).
    expect(highest).toBeGreaterThan(65);
  });

  it('walks on to logs elsewhere when the ones in sight cannot be had, instead of failing', async () => {
    const body = flatBody();
    // Nine logs floating 16 over the ground: more than a 3-block pillar reaches. A tree 60 blocks east, out of view.
    for (let i = 0; i < 9; i++) body.world.setBlock({ x: -4 + i, y: 80, z: 3 }, 'oak_log');
    for (let y = 64; y < 68; y++) body.world.setBlock({ x: 60, y, z: 0 }, 'oak_log');
    const out = await mine.run(body, { block: 'oak_log', count: 2 }, live(), skillContext());
    expect(out).toMatchObject({ ok: true });
    expect(body.world.getBlock({ x: 60, y: 64, z: 0 })).toBe('air');
    expect(body.world.getBlock({ x: 0, y: 80, z: 3 })).toBe('oak_log');
  });

  it('takes sand on dry land before sand under water, and dives for it only when no dry sand is left', async () => {
    const wet = { x: 3, y: 60, z: 0 };
    const dry = { x: 12, y: 63, z: 0 };
    const body = createScriptedBody({
      blocks: [
        { name: 'sand', pos: wet },
        { name: 'water', pos: { x: 3, y: 61, z: 0 } },
        { name: 'sand', pos: dry },
      ],
    });
    const out = await mine.run(body, { block: 'sand', count: 2 }, live(), skillContext());
    expect(out).toMatchObject({ ok: true, gained: { sand: 2 } });
    expect(body.calls.filter((c) => c.verb === 'dig').map((c) => c.args[0])).toEqual([dry, wet]);
  });
});
