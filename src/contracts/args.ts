/**
 * Arguments of skills and checks. Plans pass them by name; MDSL trees and the
 * compiled tree's definition pass them by position, in the order the skill or
 * check declares them. These two converters are the only place that maps one
 * onto the other.
 */
import type { ArgValue } from './plan.js';

/** A JSON Schema for one argument; kept within OpenAI strict structured outputs. */
export type ArgSchema =
  | { type: 'string' | ['string', 'null']; description: string; enum?: (string | null)[] }
  | { type: 'integer' | ['integer', 'null'] | 'number' | ['number', 'null']; description: string; minimum?: number; maximum?: number }
  | { type: 'boolean' | ['boolean', 'null']; description: string };

/** Declared arguments, in positional order. */
export type ArgSchemas = Record<string, ArgSchema>;

export const toPositional = (schemas: ArgSchemas, args: Readonly<Record<string, unknown>>): ArgValue[] =>
  Object.keys(schemas).map((key) => (args[key] ?? null) as ArgValue);

export function toNamed(schemas: ArgSchemas, positional: readonly unknown[]): Record<string, ArgValue> {
  const out: Record<string, ArgValue> = {};
  Object.keys(schemas).forEach((key, i) => (out[key] = (positional[i] ?? null) as ArgValue));
  return out;
}
