import type { OutcomeCode } from './outcome.js';
import type { ItemStack } from './body.js';

export type NodeState = 'mistreevous.ready' | 'mistreevous.running' | 'mistreevous.succeeded' | 'mistreevous.failed';

/**
 * One line of a run trace (JSON lines). Every event carries wall time and game
 * tick; node events carry the plan path that maps them back to the plan.
 */
export type TraceEvent =
  | { type: 'run_start'; t: number; tick: number; goal: string; world: string; seed: number | null; plan?: unknown; tree?: unknown }
  /** A tree node changed state. `node` is a label such as `mine oak_log 3` or `sequence`. */
  | { type: 'node'; t: number; tick: number; path: string | null; node: string; id: string; from: string; to: string }
  /** A skill call started. */
  | { type: 'skill_start'; t: number; tick: number; path: string; skill: string; args: Record<string, unknown> }
  /** A skill call settled. */
  | { type: 'skill_end'; t: number; tick: number; path: string; skill: string; ok: boolean; code: OutcomeCode | null; message: string; ticks: number }
  /** A reflex of the reactive layer started: the plan's running leaf was interrupted (or had not started). */
  | { type: 'reflex_start'; t: number; tick: number; path: string; name: string }
  | { type: 'reflex_end'; t: number; tick: number; path: string; name: string; ok: boolean; code: OutcomeCode | null; message: string; ticks: number }
  /** Wall time spent thinking became game time (the world did not stop while the agent planned or repaired). */
  | { type: 'think'; t: number; tick: number; what: 'plan' | 'repair'; wallMs: number; ticks: number }
  | { type: 'inventory'; t: number; tick: number; items: ItemStack[]; health: number; food: number }
  /** `tree` is the recompiled tree that runs from here on. */
  | { type: 'repair'; t: number; tick: number; path: string; by: 'rules' | 'llm'; kind: string; explanation: string; plan?: unknown; tree?: unknown }
  | {
      type: 'llm';
      t: number;
      tick: number;
      role: 'planner' | 'critic' | 'quiz';
      mode: string;
      promptTokens: number;
      completionTokens: number;
      ok: boolean;
      request?: unknown;
      response?: unknown;
    }
  | { type: 'run_end'; t: number; tick: number; ok: boolean; reason: string; path: string | null; code: OutcomeCode | null; stats: Record<string, number> };

export type TraceEventType = TraceEvent['type'];
