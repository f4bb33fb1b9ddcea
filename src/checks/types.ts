import type { ArgSchemas } from '../contracts/args.js';
import type { Body } from '../contracts/body.js';
import type { OutcomeCode } from '../contracts/outcome.js';
import type { ArgValue } from '../contracts/plan.js';
import type { ItemCount, Knowledge } from '../knowledge/types.js';

/**
 * One kind of condition a plan, a repeat's `until` or a hand-written tree
 * may test. Each kind is one file; the plan schema, the MDSL name list, the
 * runtime conditions and the dump labels all come from these declarations.
 */
export interface CheckDef<A extends Record<string, ArgValue> = Record<string, ArgValue>> {
  kind: string;
  /** One line for the plan schema and prompts. */
  description: string;
  /** Argument schemas, in positional order (the order MDSL trees pass them). */
  args: { [K in keyof A & string]: ArgSchemas[string] };
  /** Short text for dumps: `has oak_log ≥ 3`. */
  label(a: A): string;
  holds(body: Body, a: A, k: Knowledge): boolean;
  /** What a failed check reports to the repairers. */
  failure: OutcomeCode;
  /** Items the inventory surely holds while the check holds (for the planning walk). */
  guarantees?(a: A): ItemCount[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds checks of every argument shape
export type AnyCheck = CheckDef<any>;
