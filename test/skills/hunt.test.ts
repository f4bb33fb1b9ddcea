/** The hunt's day and walking decisions, on a scripted body: what it does when nothing is in reach. */
import { describe, expect, it } from 'vitest';
import { hunt, roamsByDay } from '../../src/skills/hunt.js';
import { Prowl } from '../../src/skills/prowl.js';
import { fail } from '../../src/contracts/outcome.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { wornBy } from '../../src/skills/inventory.js';
import { createScriptedBody, type ScriptedBody } from '../support/scripted-body.js';
import { live } from '../support/skill-context.js';

/** Flat grass at y 63, air above: open ground everywhere. */
const flat = (p: { y: number }): string => (p.y < 64 ? 'grass_block' : 'air');
/** Move the scripted clock past the first night (its time of day stays 1000, mid-morning). */
const afterFirstNight = (body: ScriptedBody): void => {
  const tick = body.gameTick.bind(body);
  body.gameTick = () => tick() + 24000;
};
const state = () => {
  let n = 0;
  return { kills: () => n, counted: () => void n++ };
};
/** Abort the hunt after `n` calls of any verb, so a hunt that finds nothing ends quickly. */
const abortAfter = (body: ScriptedBody, n: number): AbortSignal => {
  const c = new AbortController();
  const wait = body.wait.bind(body);
  const goto = body.goto.bind(body);
  body.wait = (t, s) => (body.calls.length >= n && c.abort(), wait(t, s));
  body.goto = (p, r, s) => (body.calls.length >= n && c.abort(), goto(p, r, s));
  return c.signal;
};

describe('hunt by day', () => {
  it('spiders and creepers roam by day, the undead do not', () => {
    expect(roamsByDay(['spider'])).toBe(true);
    expect(roamsByDay(['creeper'])).toBe(true);
    expect(roamsByDay(['zombie'])).toBe(false);
    expect(roamsByDay(['skeleton'])).toBe(false);
  });

  it('after the first night, walks the land for a spider by day instead of waiting for dusk', async () => {
    const body = createScriptedBody({ world: flat, inventory: { cooked_beef: 8 } });
    afterFirstNight(body);
    const target = { kind: 'mob' as const, label: 'spider', mobs: ['spider'] };
    await hunt(body, getKnowledge(), target, 1, state(), abortAfter(body, 6), 'kill spider');
    expect(body.verbs()).toContain('goto');
  });

  it('still waits for dusk for a zombie, which burns by day', async () => {
    const body = createScriptedBody({ world: flat, inventory: { cooked_beef: 8 } });
    afterFirstNight(body);
    const target = { kind: 'mob' as const, label: 'zombie', mobs: ['zombie'] };
    await hunt(body, getKnowledge(), target, 1, state(), abortAfter(body, 6), 'kill zombie');
    expect(new Set(body.verbs())).toEqual(new Set(['wait']));
  });

  it('walks to a food animal the chase could not reach (the bot stood in the hole it mined stone from)', async () => {
    const cow = { id: 7, name: 'cow', kind: 'passive' as const, pos: { x: 12, y: 64, z: 0 } };
    const body = createScriptedBody({ world: flat, entities: [cow], script: { attack: [fail('unreachable', 'attack: cannot reach cow 7')] } });
    const target = { kind: 'mob' as const, label: 'zombie', mobs: ['zombie'] };
    await hunt(body, getKnowledge(), target, 1, state(), abortAfter(body, 4), 'kill zombie');
    expect(body.calls.slice(0, 3).map((c) => [c.verb, c.args[0]])).toEqual([
      ['attack', 7],
      ['goto', cow.pos],
      ['attack', 7],
    ]);
  });
});

/** Rock all round, and a cave: a 2-high passage along x from -2 to 30 at y 30. */
const cave = (p: { x: number; y: number; z: number }): string => (p.z === 0 && p.x >= -2 && p.x <= 30 && (p.y === 30 || p.y === 31) ? 'air' : 'stone');

describe('hunt in the caves by day', () => {
  it('under the rock before the first dusk, walks the cave in view for a spider instead of waiting for night', async () => {
    const body = createScriptedBody({ world: cave, position: { x: 0, y: 30, z: 0 }, inventory: { cooked_beef: 8 } });
    const target = { kind: 'mob' as const, label: 'spider', mobs: ['spider'] };
    await hunt(body, getKnowledge(), target, 1, state(), abortAfter(body, 3), 'kill spider');
    const to = body.calls.find((c) => c.verb === 'goto')?.args[0] as { x: number; y: number } | undefined;
    expect(to?.x).toBeGreaterThan(10);
    expect(to?.y).toBe(30);
  });

  it('with no cave in view, tunnels on at its level with a pickaxe to break into one; without a pickaxe, waits', async () => {
    const rock = (): string => 'stone';
    const target = { kind: 'mob' as const, label: 'spider', mobs: ['spider'] };
    const miner = createScriptedBody({ world: rock, position: { x: 0, y: 30, z: 0 }, inventory: { stone_pickaxe: 1, cooked_beef: 8 } });
    await hunt(miner, getKnowledge(), target, 1, state(), abortAfter(miner, 3), 'kill spider');
    expect(miner.verbs()).toContain('dig');
    const bare = createScriptedBody({ world: rock, position: { x: 0, y: 30, z: 0 }, inventory: { cooked_beef: 8 } });
    await hunt(bare, getKnowledge(), target, 1, state(), abortAfter(bare, 3), 'kill spider');
    expect(bare.verbs()).not.toContain('dig');
  });

  it('hurt, does not go looking for a cave fight: waits and eats instead', async () => {
    const body = createScriptedBody({ world: cave, position: { x: 0, y: 30, z: 0 }, inventory: { cooked_beef: 8 }, vitals: { health: 10 } });
    const target = { kind: 'mob' as const, label: 'spider', mobs: ['spider'] };
    await hunt(body, getKnowledge(), target, 1, state(), abortAfter(body, 3), 'kill spider');
    expect(body.verbs()).not.toContain('goto');
  });
});

describe('hunt at low health', () => {
  const skeleton = { id: 9, name: 'skeleton', kind: 'hostile' as const, pos: { x: 6, y: 64, z: 0 } };
  const target = { kind: 'mob' as const, label: 'skeleton', mobs: ['skeleton'] };
  const hurt = (inventory: Record<string, number>) =>
    createScriptedBody({ world: flat, entities: [skeleton], inventory: { iron_sword: 1, ...inventory }, vitals: { health: 4.5, food: 16 } });

  it('fights the quarry when nothing can heal it (arena seed 1 stood 5 minutes out of the way of a skeleton at 4.5 health)', async () => {
    const body = hurt({});
    await hunt(body, getKnowledge(), target, 1, state(), abortAfter(body, 3), 'kill skeleton');
    expect(body.verbs()).toContain('attack');
  });

  it("at 8 health after a zombie, walks out of a skeleton's way; with a shield on its arm, fights it (its shots are blocked)", async () => {
    const zombieHunt = { kind: 'mob' as const, label: 'zombie', mobs: ['zombie'] };
    const attacked = async (shield: boolean) => {
      const body = createScriptedBody({ world: flat, entities: [skeleton], inventory: { iron_sword: 1, cooked_beef: 4 }, vitals: { health: 8, food: 16 } });
      if (shield) wornBy(body)['off-hand'] = 'shield';
      await hunt(body, getKnowledge(), zombieHunt, 1, state(), abortAfter(body, 3), 'kill zombie');
      return body.calls.some((c) => c.verb === 'attack' && c.args[0] === skeleton.id);
    };
    expect(await attacked(false)).toBe(false);
    expect(await attacked(true)).toBe(true);
  });

  it('walks away from it while food could bring health back', async () => {
    const body = hurt({ cooked_beef: 4 });
    await hunt(body, getKnowledge(), target, 1, state(), abortAfter(body, 3), 'kill skeleton');
    expect(body.calls.find((c) => c.verb === 'attack' && c.args[0] === skeleton.id)).toBeUndefined();
  });
});

describe('prowl', () => {
  it('with a creeper about and no open ground in view, hops blind away from it rather than standing still', async () => {
    const creeper = { id: 3, name: 'creeper', kind: 'hostile' as const, pos: { x: 10, y: 64, z: 0 } };
    const body = createScriptedBody({ world: () => null, entities: [creeper] });
    const g = await new Prowl(0).hop(body, live(), 'kill zombie');
    expect(g.ok).toBe(true);
    const [to] = body.calls.find((c) => c.verb === 'goto')!.args as [{ x: number; z: number }];
    expect(to.x).toBeLessThan(0);
  });
});
