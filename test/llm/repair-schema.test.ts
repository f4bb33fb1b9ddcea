import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { valueAt } from '../../src/contracts/pointer.js';
import { buildRepairSchema, repairSchema, repairSchemaText } from '../../src/llm/repair-schema.js';
import { planSchema } from '../../src/plan/index.js';
import { strictViolations } from './strict.js';

describe('schemas/repair.schema.json', () => {
  it('is what the code generates from the plan schema (regenerate with `npm run schema` if this fails)', () => {
    expect(readFileSync(new URL('../../schemas/repair.schema.json', import.meta.url), 'utf8')).toBe(repairSchemaText());
  });

  it('keeps to OpenAI strict mode, as does the plan schema it reuses', () => {
    expect(strictViolations(repairSchema())).toEqual([]);
    expect(strictViolations(planSchema())).toEqual([]);
    expect(valueAt(repairSchema(), '/$defs/node')).toEqual(valueAt(planSchema(), '/$defs/node'));
  });

  it('accepts each repair action and rejects extra keys, missing keys and unknown skills', () => {
    const validate = new Ajv2020({ strict: false }).compile(repairSchema());
    const node = { type: 'skill', skill: 'obtain', args: { item: 'stone_pickaxe', count: 1 } };
    const base = { explanation: 'e', action: 'insert_before', path: '/plan/steps/1', node, args: null, reason: null };
    expect(validate(base)).toBe(true);
    expect(validate({ ...base, action: 'retry', node: null, args: [{ name: 'radius', value: 256 }] })).toBe(true);
    expect(validate({ ...base, action: 'give_up', node: null, reason: 'no diamonds in this world' })).toBe(true);
    expect(validate({ ...base, extra: 1 })).toBe(false);
    const { reason: _r, ...missing } = base;
    expect(validate(missing)).toBe(false);
    expect(validate({ ...base, node: { ...node, skill: 'teleport' } })).toBe(false);
    expect(validate({ ...base, action: 'pray' })).toBe(false);
  });

  it('refuses a plan schema without node $defs', () => {
    expect(() => buildRepairSchema({ $defs: {} })).toThrow(/no \$defs.node/);
  });
});
