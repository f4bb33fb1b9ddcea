import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { planSchema, planSkills } from '../../src/plan/index.js';
import { SKILLS } from '../../src/skills/index.js';

type Json = Record<string, unknown>;

/** Every sub-schema with its JSON pointer. */
function* subschemas(s: unknown, at = ''): Generator<[string, Json]> {
  if (!s || typeof s !== 'object') return;
  if (Array.isArray(s)) {
    for (const [i, v] of s.entries()) yield* subschemas(v, `${at}/${i}`);
    return;
  }
  yield [at, s as Json];
  for (const [k, v] of Object.entries(s)) if (k !== 'enum' && k !== 'required') yield* subschemas(v, `${at}/${k}`);
}

const schema = planSchema();
const checkedIn = JSON.parse(readFileSync(new URL('../../schemas/plan.schema.json', import.meta.url), 'utf8'));

describe('plan schema: OpenAI strict structured outputs', () => {
  it('closes every object and requires all of its keys', () => {
    const objects = [...subschemas(schema)].filter(([, s]) => s.type === 'object');
    expect(objects.length).toBeGreaterThan(20);
    for (const [at, s] of objects) {
      expect(s.additionalProperties, at).toBe(false);
      expect([...(s.required as string[])].sort(), at).toEqual(Object.keys(s.properties as Json).sort());
    }
  });

  it('uses no oneOf, and only $defs references', () => {
    for (const [at, s] of subschemas(schema)) {
      expect(s, at).not.toHaveProperty('oneOf');
      if ('$ref' in s) expect(String(s.$ref), at).toMatch(/^#\/\$defs\/[a-z_]+$/);
    }
  });

  it('recurses through $defs: composite steps refer back to node', () => {
    const defs = schema.$defs as Record<string, Json>;
    expect((defs.sequence!.properties as Json).steps).toMatchObject({ items: { $ref: '#/$defs/node' } });
    expect((defs.repeat!.properties as Json).step).toEqual({ $ref: '#/$defs/node' });
  });

  it('makes optional values null unions', () => {
    const repeat = (schema.$defs as Record<string, Json>).repeat!.properties as Json;
    expect((repeat.times as Json).type).toEqual(['integer', 'null']);
    expect((repeat.until as Json).anyOf).toContainEqual({ type: 'null' });
  });

  it('has one skill leaf per registered skill, with closed argument objects', () => {
    const defs = schema.$defs as Record<string, Json>;
    for (const skill of SKILLS) {
      const def = defs[`skill_${skill.name}`];
      expect(def, skill.name).toBeDefined();
      const args = (def!.properties as Json).args as Json;
      expect(Object.keys(args.properties as Json)).toEqual(Object.keys(skill.args));
    }
    const refs = ((defs.node as Json).anyOf as Json[]).map((r) => r.$ref);
    // Every shipped tree is callable too, with its parameters as arguments.
    expect(refs).toHaveLength(5 + planSkills().length);
    expect(planSkills().length).toBeGreaterThan(SKILLS.length);
  });

  it('is what schemas/plan.schema.json holds (run `npm run schema` after changing a skill)', () => {
    expect(checkedIn).toEqual(schema);
  });

  it('compiles in ajv and accepts the example plans', () => {
    const validate = new Ajv2020({ strict: false }).compile(checkedIn);
    for (const name of ['wooden_pickaxe', 'iron_pickaxe', 'cooked_beef', 'food_fallback']) {
      const plan = JSON.parse(readFileSync(new URL(`../../examples/plans/${name}.json`, import.meta.url), 'utf8'));
      expect(validate(plan), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('rejects a plan with an extra key or a missing null', () => {
    const validate = new Ajv2020({ strict: false }).compile(checkedIn);
    const leaf = { type: 'skill', skill: 'mine', args: { block: 'stone', count: 1 } };
    expect(validate({ goal: 'g', thoughts: 't', plan: leaf })).toBe(true);
    expect(validate({ goal: 'g', thoughts: 't', plan: { ...leaf, why: 'x' } })).toBe(false);
    expect(validate({ goal: 'g', thoughts: 't', plan: { type: 'skill', skill: 'smelt', args: { item: 'iron_ingot', count: 1 } } })).toBe(false);
  });
});
