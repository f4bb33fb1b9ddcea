import { describe, expect, it } from 'vitest';
import { fail } from '../../src/contracts/outcome.js';
import { createScriptedBody } from '../support/scripted-body.js';

const live = () => new AbortController().signal;

describe('scripted body', () => {
  it('records verb calls in order with their arguments and advances the game tick', async () => {
    const body = createScriptedBody({ ticksPerVerb: 5, blocks: [{ name: 'stone', pos: { x: 1, y: 63, z: 0 } }], drops: { stone: { cobblestone: 1 } } });
    await body.goto({ x: 1, y: 64, z: 0 }, 2, live());
    await body.dig({ x: 1, y: 63, z: 0 }, live());
    expect(body.verbs()).toEqual(['goto', 'dig']);
    expect(body.calls[1]!.args).toEqual([{ x: 1, y: 63, z: 0 }]);
    expect(body.gameTick()).toBe(10);
    expect(body.count('cobblestone')).toBe(1);
    expect(body.blockAt({ x: 1, y: 63, z: 0 })).toBe('air');
    expect(body.findBlocks(['stone'])).toEqual([]);
  });

  it('plays scripted replies first, then behaves normally', async () => {
    const body = createScriptedBody({ inventory: { dirt: 3 } });
    body.script('toss', fail('inventory_full', 'scripted'));
    expect(await body.toss('dirt', 1, live())).toMatchObject({ ok: false, code: 'inventory_full' });
    expect(await body.toss('dirt', 1, live())).toMatchObject({ ok: true });
    expect(body.count('dirt')).toBe(2);
  });

  it('holds a verb until released, and resolves aborted when signalled while held', async () => {
    const body = createScriptedBody();
    const gate = body.hold('wait');
    const ctl = new AbortController();
    const p = body.wait(100, ctl.signal);
    await gate.entered;
    ctl.abort();
    expect(await p).toMatchObject({ ok: false, code: 'aborted' });

    const g2 = body.hold('wait');
    const p2 = body.wait(100, live());
    await g2.entered;
    g2.release();
    expect(await p2).toMatchObject({ ok: true });
  });

  it('senses only within its radius, nearest first', () => {
    const body = createScriptedBody({
      senses: { radius: 10 },
      blocks: [
        { name: 'oak_log', pos: { x: 8, y: 64, z: 0 } },
        { name: 'oak_log', pos: { x: 3, y: 64, z: 0 } },
        { name: 'oak_log', pos: { x: 50, y: 64, z: 0 } },
      ],
      entities: [{ id: 1, name: 'cow', pos: { x: 20, y: 64, z: 0 } }],
    });
    expect(body.findBlocks(['oak_log']).map((b) => b.pos.x)).toEqual([3, 8]);
    expect(body.entities({ names: ['cow'] })).toEqual([]);
  });
});
