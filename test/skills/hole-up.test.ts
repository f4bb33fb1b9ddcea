/**
 * Hiding to heal with a zombie that could not be shaken off: a 2-deep pit roofed from inside, not a 3-deep shelter;
 * and where nothing can be dug (a built floor under a roof, as in Odyssey's arena), no waiting beside it.
 */
import { describe, expect, it } from 'vitest';
import { holeUp } from '../../src/skills/night.js';
import { fail } from '../../src/contracts/outcome.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { createScriptedBody } from '../support/scripted-body.js';
import { live } from '../support/skill-context.js';

const dirt = (p: { y: number }): string => (p.y < 64 ? 'dirt' : 'air');
/** Odyssey's arena: a built floor (no hole can be dug in it) under a roof (no sky to box in under). */
const arena = (p: { y: number }): string => (p.y < 64 ? 'oak_planks' : p.y >= 70 ? 'sea_lantern' : 'air');
const zombie = { id: 1, name: 'zombie', kind: 'hostile' as const, pos: { x: 5, y: 64, z: 0 } };

describe('holeUp', () => {
  it('digs a 2-deep pit and roofs it when a hostile is still near after running', async () => {
    // Every flight is blocked (the bot was cornered), so the zombie stays 5 blocks off.
    const blocked = Array.from({ length: 9 }, () => fail('unreachable', 'no path'));
    const body = createScriptedBody({ world: dirt, entities: [zombie], vitals: { health: 8 }, script: { goto: blocked } });
    let waits = 0;
    await holeUp(body, getKnowledge(), live(), 'retreat', () => ++waits > 2);
    const dug = body.calls.filter((c) => c.verb === 'dig').map((c) => (c.args[0] as { y: number }).y);
    expect(dug.slice(0, 2)).toEqual([63, 62]);
    expect(body.calls.some((c) => c.verb === 'place' && (c.args[1] as { y: number }).y === 64)).toBe(true);
    expect(dug).not.toContain(61);
  });

  it('digs the 3-deep shelter when nothing is near', async () => {
    const body = createScriptedBody({ world: dirt, vitals: { health: 8 } });
    let waits = 0;
    await holeUp(body, getKnowledge(), live(), 'retreat', () => ++waits > 2);
    const dug = body.calls.filter((c) => c.verb === 'dig').map((c) => (c.args[0] as { y: number }).y);
    expect(dug.slice(0, 3)).toEqual([63, 62, 61]);
  });

  it('does not wait beside a zombie it cannot hide from: on a built floor under a roof it gives the fight back', async () => {
    const blocked = Array.from({ length: 9 }, () => fail('unreachable', 'no path'));
    const body = createScriptedBody({ world: arena, entities: [zombie], vitals: { health: 8 }, script: { goto: blocked } });
    const out = await holeUp(body, getKnowledge(), live(), 'retreat', () => false);
    expect(out?.ok).toBe(false);
    expect(out?.message).toMatch(/nowhere to hide from the zombie/);
    expect(body.calls.some((c) => c.verb === 'wait')).toBe(false);
  });

  it('waits under a built roof when no hostile is near', async () => {
    const body = createScriptedBody({ world: arena, vitals: { health: 8 } });
    let waits = 0;
    const out = await holeUp(body, getKnowledge(), live(), 'retreat', () => ++waits > 2);
    expect(out).toBeNull();
    expect(body.calls.filter((c) => c.verb === 'wait').length).toBeGreaterThan(0);
  });
});
