/**
 * Builds the plan contract (`schemas/plan.schema.json`) from the skill
 * registry. The result stays within OpenAI strict structured outputs: every
 * object closes `additionalProperties` and lists all keys in `required`,
 * optional values are `null` unions, alternatives use `anyOf` (never `oneOf`),
 * and recursion goes through `$defs`.
 */
import type { AnySkill, ArgSchema } from '../skills/types.js';

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
const nullableInt = (description: string) => ({ type: ['integer', 'null'], description });

const composite = (kind: string, description: string) =>
  closed({ type: tag(kind), steps: { type: 'array', minItems: 1, items: NODE_REF } }, description);

/** Condition checks, each a closed object tagged by `kind`. */
export const CHECK_DEFS: Record<string, JsonSchema> = {
  check_has_item: closed(
    { kind: tag('has_item'), item: { type: 'string', description: 'item name, or a group such as #logs' }, count: { type: 'integer', minimum: 1 } },
    'The inventory holds at least count of item.',
  ),
  check_near_block: closed(
    { kind: tag('near_block'), block: { type: 'string' }, distance: { type: 'integer', minimum: 1 } },
    'A block of this kind is sensed within distance.',
  ),
  check_near_entity: closed(
    { kind: tag('near_entity'), entity: { type: 'string' }, distance: { type: 'integer', minimum: 1 } },
    'A mob of this kind is sensed within distance.',
  ),
  check_time_of_day: closed({ kind: tag('time_of_day'), period: { type: 'string', enum: ['day', 'night'] } }, 'It is day or night.'),
  check_health: closed({ kind: tag('health'), min: nullableInt('at least'), max: nullableInt('at most') }, 'Health (0-20) is within bounds.'),
  check_food: closed({ kind: tag('food'), min: nullableInt('at least'), max: nullableInt('at most') }, 'Food (0-20) is within bounds.'),
  check_y_level: closed({ kind: tag('y_level'), min: nullableInt('at least'), max: nullableInt('at most') }, 'The bot stands within these y levels.'),
};

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

function skillDef(skill: AnySkill): JsonSchema {
  const args: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(skill.args as Record<string, ArgSchema>)) args[name] = argSchema(schema);
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
