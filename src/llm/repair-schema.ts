/**
 * The critic's reply contract, `schemas/repair.schema.json`. It reuses the
 * plan schema's node $defs, so a repair can only carry nodes a plan may hold,
 * and stays within OpenAI strict mode (closed objects, every key required,
 * null unions, anyOf, recursion through $defs).
 */
import { planSchema, type JsonSchema } from '../plan/index.js';
import type { Knowledge } from '../knowledge/types.js';
import { REPAIR_ACTIONS } from './repair.js';

export function buildRepairSchema(plan: JsonSchema): JsonSchema {
  const defs = (plan.$defs ?? {}) as Record<string, JsonSchema>;
  if (!defs.node) throw new Error('the plan schema has no $defs.node to build the repair schema from; regenerate schemas/plan.schema.json');
  const properties = {
    explanation: { type: 'string', description: 'Why the step failed and why this repair fixes it.' },
    action: {
      type: 'string',
      enum: [...REPAIR_ACTIONS],
      description: 'replace the node at path, insert node before it, retry it (with args changed), or give_up.',
    },
    path: { type: 'string', description: 'JSON pointer of the plan node to repair, e.g. /plan/steps/2.' },
    node: { anyOf: [{ $ref: '#/$defs/node' }, { type: 'null' }], description: 'The new node for replace and insert_before; null otherwise.' },
    args: {
      anyOf: [{ type: 'array', items: { $ref: '#/$defs/repair_arg' } }, { type: 'null' }],
      description: 'For retry: the skill arguments to change; null to keep them.',
    },
    reason: { type: ['string', 'null'], description: 'For give_up: why the goal cannot be reached; null otherwise.' },
  };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://sapling.dev/schemas/repair.schema.json',
    title: 'Sapling repair',
    description: 'The critic’s repair of a failed plan step.',
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties),
    properties,
    $defs: {
      ...defs,
      repair_arg: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'value'],
        properties: {
          name: { type: 'string', description: 'argument name' },
          value: { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }] },
        },
      },
    },
  };
}

const cached = new Map<Knowledge | undefined, JsonSchema>();

/** The repair schema for the registered skills, as read with `k`'s version (default 1.20.4). */
export function repairSchema(k?: Knowledge): JsonSchema {
  let schema = cached.get(k);
  if (!schema) cached.set(k, (schema = buildRepairSchema(planSchema(k))));
  return schema;
}

/** The text of schemas/repair.schema.json, as `sapling schema --write` writes it. */
export const repairSchemaText = (): string => `${JSON.stringify(repairSchema(), null, 2)}\n`;
