/**
 * Ajv, compiled once per skill set. Whole-plan validation with `anyOf` gives
 * one error per branch, which is useless to a person or an LLM; so besides the
 * full validator we compile a *shallow* validator per node kind (child nodes
 * and checks replaced by `{type: object}`), and the walker in validate.ts
 * dispatches on `type` to get one precise error per mistake.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { AnySkill } from '../skills/types.js';
import { buildPlanSchema, type JsonSchema } from './schema.js';

export interface CompiledSchema {
  schema: JsonSchema;
  full: ValidateFunction;
  /** Shallow validators by $def name (`sequence`, `skill_mine`, `check_has_item`, and `top`). */
  shallow: Map<string, ValidateFunction>;
  /** Allowed keys per $def, for "did you mean" on unknown keys. */
  keys: Map<string, string[]>;
}

const cache = new WeakMap<readonly AnySkill[], CompiledSchema>();

function shallowCopy(def: unknown): unknown {
  if (Array.isArray(def)) return def.map(shallowCopy);
  if (def && typeof def === 'object') {
    const ref = (def as { $ref?: string }).$ref;
    if (ref === '#/$defs/node' || ref === '#/$defs/check') return { type: 'object' };
    const anyOf = (def as { anyOf?: unknown[] }).anyOf;
    // `until: check | null` becomes `object | null`
    if (anyOf) return { anyOf: anyOf.map(shallowCopy) };
    return Object.fromEntries(Object.entries(def).map(([k, v]) => [k, shallowCopy(v)]));
  }
  return def;
}

export function compileSchema(skills: readonly AnySkill[]): CompiledSchema {
  const hit = cache.get(skills);
  if (hit) return hit;
  const schema = buildPlanSchema(skills);
  const ajv = new Ajv2020({ allErrors: true, strict: false, verbose: true });
  // The whole-plan check stops at the first error: with allErrors, every composite level would be tried as each of the
  // node kinds in full, 3^depth work (a plan 11 sequences deep took seconds). The walker's shallow checks give the messages.
  const full = new Ajv2020({ allErrors: false, strict: false }).compile(schema);
  const defs = schema.$defs as Record<string, JsonSchema>;
  const shallow = new Map<string, ValidateFunction>();
  const keys = new Map<string, string[]>();
  const add = (name: string, def: JsonSchema) => {
    shallow.set(name, ajv.compile(shallowCopy(def) as JsonSchema));
    const props = def.properties as Record<string, unknown> | undefined;
    if (props) keys.set(name, Object.keys(props));
  };
  for (const [name, def] of Object.entries(defs)) if (def.type === 'object') add(name, def);
  const { $defs: _d, $schema: _s, $id: _i, ...top } = schema;
  add('top', top);
  const compiled = { schema, full, shallow, keys };
  cache.set(skills, compiled);
  return compiled;
}

export type { ErrorObject };
