/**
 * Builds the plan contract (`schemas/plan.schema.json`) from the skill
 * registry. The result stays within OpenAI strict structured outputs: every
 * object closes `additionalProperties` and lists all keys in `required`,
 * optional values are `null` unions, alternatives use `anyOf` (never `oneOf`),
 * and recursion goes through `$defs`.
 */
import type { ArgSchema, ArgSchemas } from '../contracts/args.js';
import { CHECKS } from '../checks/index.js';
import type { AnySkill } from '../skills/types.js';

export type JsonSchema = Record<string, unknown>;

const NODE_REF = { $ref: '#/$defs/node' };
const CHECK_REF = { $ref: '#/$defs/check' };

const closed = (properties: Record<string, unknown>, description?: string): JsonSchema => ({
  type: 'object',
  ...(description ? { description } : {}),
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
});

const tag = (value: string) => ({ type: 'string', enum: [value] });

const composite = (kind: string, description: string) => closed({ type: tag(kind), steps: { type: 'array', minItems: 1, items: NODE_REF } }, description);

/** Condition checks from the registry, each a closed object tagged by `kind`. */
export const CHECK_DEFS: Record<string, JsonSchema> = Object.fromEntries(
  CHECKS.map((c) => [`check_${c.kind}`, closed({ kind: tag(c.kind), ...argSchemas(c.args) }, c.description)]),
);

/** The $def name of a skill leaf. */
export const skillDefName = (skill: string) => `skill_${skill}`;

function argSchema(a: ArgSchema): JsonSchema {
  // Copy only keywords strict mode accepts; a skill may carry extra metadata.
  const out: JsonSchema = { type: a.type, description: a.description };
  if ('enum' in a && a.enum) out.enum = a.enum;
  if ('minimum' in a && a.minimum !== undefined) out.minimum = a.minimum;
  if ('maximum' in a && a.maximum !== undefined) out.maximum = a.maximum;
  return out;
}

function argSchemas(args: ArgSchemas): Record<string, JsonSchema> {
  return Object.fromEntries(Object.entries(args).map(([name, schema]) => [name, argSchema(schema)]));
}

function skillDef(skill: AnySkill): JsonSchema {
  const args = argSchemas(skill.args as ArgSchemas);
  return closed({ type: tag('skill'), skill: tag(skill.name), args: closed(args) }, `${skill.name}: ${skill.description}`);
}

export function buildPlanSchema(skills: readonly AnySkill[]): JsonSchema {
  const skillDefs = Object.fromEntries(skills.map((s) => [skillDefName(s.name), skillDef(s)]));
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://sapling.dev/schemas/plan.schema.json',
    title: 'Sapling plan',
    description: 'A goal, the reasoning behind the plan, and the plan as a tree of composite, condition and skill nodes.',
    ...closed({
      goal: { type: 'string', description: 'The goal in plain words.' },
      thoughts: { type: 'string', description: 'Why this plan reaches the goal.' },
      plan: NODE_REF,
    }),
    $defs: {
      node: {
        anyOf: [
          { $ref: '#/$defs/sequence' },
          { $ref: '#/$defs/selector' },
          { $ref: '#/$defs/parallel' },
          { $ref: '#/$defs/repeat' },
          { $ref: '#/$defs/condition' },
          ...skills.map((s) => ({ $ref: `#/$defs/${skillDefName(s.name)}` })),
        ],
      },
      sequence: composite('sequence', 'Runs steps in order; fails at the first failure.'),
      selector: composite('selector', 'Tries steps in order until one succeeds (fallbacks).'),
      parallel: composite('parallel', 'Runs steps at the same time; succeeds when all succeed.'),
      repeat: closed(
        {
          type: tag('repeat'),
          times: { type: ['integer', 'null'], minimum: 1, description: 'how many times; null to repeat until the condition holds' },
          until: { anyOf: [CHECK_REF, { type: 'null' }] },
          step: NODE_REF,
        },
        'Repeats step times times, or until the condition holds.',
      ),
      condition: closed({ type: tag('condition'), check: CHECK_REF }, 'Succeeds when the check holds, fails otherwise.'),
      check: { anyOf: Object.keys(CHECK_DEFS).map((k) => ({ $ref: `#/$defs/${k}` })) },
      ...CHECK_DEFS,
      ...skillDefs,
    },
  };
}
