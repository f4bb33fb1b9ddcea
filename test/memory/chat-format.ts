/** The chat fine-tuning format of the OpenAI fine-tuning API (and TRL's "messages" datasets), as a JSON Schema, with ajv. */
import { Ajv2020 } from 'ajv/dist/2020.js';

const schema = {
  type: 'object',
  required: ['messages'],
  additionalProperties: false,
  properties: {
    messages: {
      type: 'array',
      minItems: 2,
      items: {
        type: 'object',
        required: ['role', 'content'],
        additionalProperties: false,
        properties: { role: { enum: ['system', 'user', 'assistant'] }, content: { type: 'string', minLength: 1 } },
      },
    },
  },
} as const;

const validate = new Ajv2020({ allErrors: true }).compile(schema);

/** Problems with one JSONL line, [] when it is a valid chat example whose last message is the assistant's. */
export function chatLineProblems(line: string): string[] {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch (e) {
    return [`not JSON: ${(e as Error).message}`];
  }
  if (!validate(v)) return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
  const msgs = (v as { messages: { role: string }[] }).messages;
  return msgs[msgs.length - 1]!.role === 'assistant' ? [] : ['/messages the last message must be the assistant reply'];
}
