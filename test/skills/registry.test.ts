import { describe, expect, it } from 'vitest';
import type { Body } from '../../src/contracts/body.js';
import { getSkill, OUTCOME_CODES, SKILLS, skillNames } from '../../src/skills/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { createScriptedBody } from '../support/scripted-body.js';
import { skillContext } from '../support/skill-context.js';

const SAMPLE: Record<string, Record<string, string | number | null>> = {
  explore: { target: 'cow', strategy: null, y: null, radius: null },
  goto: { x: 5, y: 64, z: 5, range: null },
  approach: { target: 'cow', range: null },
  mine: { block: 'oak_log', count: 2 },
  craft: { item: 'stick', count: 4 },
  smelt: { item: 'iron_ingot', count: 1, fuel: null },
  equip: { item: 'stone_pickaxe', slot: null },
  place: { item: 'crafting_table', x: null, y: null, z: null },
  dig_down: { y: 10 },
  go_up: {},
  kill: { mob: 'cow', count: 1 },
  eat: { food: null },
  rest: { health: 20, ticks: 200 },
  gather: { item: 'water_bucket', count: 1 },
  farm: { item: 'wheat', count: 3 },
  till: { count: 2 },
  store: { item: 'dirt', count: 1 },
  take: { item: 'dirt', count: 1 },
  drop: { item: 'dirt', count: 1 },
  obtain: { item: 'stick', count: 4 },
  build: { blueprint: 'pillar', x: null, y: null, z: null },
  wait: { ticks: 200, until: null },
};

/** A body on which every call throws, to prove skills resolve instead of rejecting. */
const brokenBody = (): Body =>
  new Proxy({ senses: { radius: 32, xray: false }, kind: 'scripted' } as Body, {
    get: (t, p) =>
      p in t
        ? t[p as keyof Body]
        : () => {
            throw new Error(`broken ${String(p)}`);
          },
  });

describe('skill registry', () => {
  it('holds every skill of the brief once, findable by name', () => {
    expect(skillNames().sort()).toEqual(Object.keys(SAMPLE).sort());
    expect(new Set(skillNames()).size).toBe(SKILLS.length);
    expect(getSkill('mine')?.name).toBe('mine');
    expect(getSkill('fly')).toBeUndefined();
  });

  it('argument schemas stay within OpenAI strict mode: primitives, nullable as unions, described', () => {
    for (const s of SKILLS) {
      expect(s.description.length, s.name).toBeGreaterThan(10);
      expect(s.description).not.toMatch(/\n/);
      expect(Object.keys(s.args), s.name).toEqual(Object.keys(SAMPLE[s.name]!));
      for (const [name, a] of Object.entries(s.args) as [string, { type: unknown; description: string; enum?: unknown[] }][]) {
        const types = Array.isArray(a.type) ? a.type : [a.type];
        expect(
          types.every((t) => ['string', 'integer', 'number', 'boolean', 'null'].includes(t as string)),
          `${s.name}.${name}`,
        ).toBe(true);
        if (Array.isArray(a.type)) {
          expect(a.type).toHaveLength(2);
          expect(a.type[1]).toBe('null');
        }
        expect(a.description.length, `${s.name}.${name}`).toBeGreaterThan(5);
        if (a.enum) expect(a.enum.includes(null)).toBe(types.includes('null'));
      }
    }
  });

  it('requirements, effects and done work on sample arguments; done is synchronous', () => {
    const k = getKnowledge();
    const body = createScriptedBody();
    for (const s of SKILLS) {
      const args = SAMPLE[s.name]!;
      const req = s.requirements(args, k);
      expect(Array.isArray(req.consumes) && Array.isArray(req.needs), s.name).toBe(true);
      expect(Array.isArray(s.effects(args, k).has)).toBe(true);
      expect(typeof s.done(body, args, skillContext(k))).toBe('boolean');
    }
  });

  it('every skill resolves aborted without calling the body when the signal is already aborted', async () => {
    const ctl = new AbortController();
    ctl.abort();
    for (const s of SKILLS) {
      const body = createScriptedBody({ inventory: { dirt: 5, stick: 1 } });
      const out = await s.run(body, SAMPLE[s.name]!, ctl.signal, skillContext());
      expect(out, s.name).toMatchObject({ ok: false, code: 'aborted' });
      expect(body.calls, s.name).toEqual([]);
    }
  });

  it('every skill resolves to a failure, never a rejection, when the body throws', async () => {
    for (const s of SKILLS) {
      const out = await s.run(brokenBody(), SAMPLE[s.name]!, new AbortController().signal, skillContext());
      expect(out.ok, s.name).toBe(false);
      if (!out.ok) expect(OUTCOME_CODES, s.name).toContain(out.code);
    }
  });
});
