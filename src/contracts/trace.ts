import type { OutcomeCode } from './outcome.js';
import type { ItemStack, Vec3Like } from './body.js';

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
  /** `tree` is the recompiled tree that runs from here on; `pos` is where the bot stood (traces before the run map lack it). */
  | {
      type: 'repair';
      t: number;
      tick: number;
      path: string;
      by: 'rules' | 'llm';
      kind: string;
      explanation: string;
      plan?: unknown;
      tree?: unknown;
      pos?: Vec3Like;
    }
  /** Where the bot was: sampled at run start and end, after a verb that moved it, and at most once a game second while it moves. */
  | { type: 'position'; t: number; tick: number; pos: Vec3Like }
  /** A block the bot broke (by a dig verb; blocks a walk breaks through are not reported). */
  | { type: 'dig'; t: number; tick: number; pos: Vec3Like; block: string | null }
  | { type: 'place'; t: number; tick: number; pos: Vec3Like; block: string }
  /** `pos` is where the bot last stood before it died (it respawns elsewhere). */
  | { type: 'death'; t: number; tick: number; pos: Vec3Like; cause: string }
  /** A mob the bot killed; `pos` is where the bot stood when it died (within reach of it). */
  | { type: 'kill'; t: number; tick: number; pos: Vec3Like; mob: string }
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

/** Events that say where things happened, for the run map; failure reports leave them out so they do not crowd out the steps. */
export const WHEREABOUTS_TYPES: ReadonlySet<TraceEventType> = new Set<TraceEventType>(['position', 'dig', 'place', 'death', 'kill']);
