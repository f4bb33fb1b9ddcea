import type { Body } from '../contracts/body.js';
import type { Outcome } from '../contracts/outcome.js';
import type { Knowledge } from '../knowledge/types.js';
import type { ReflexTuning } from '../skills/types.js';

/** What a reflex knows about the run around it. */
export interface ReflexContext {
  knowledge: Knowledge;
  /** Items the running plan steps are after: never tossed as junk. */
  keep: ReadonlySet<string>;
  /** How the skills running now tune the reflexes (merged). */
  tuning: ReflexTuning;
  /**
   * The reflexes some step of the plan turns off while it runs, whether it runs yet or not: a night slept through is
   * a night without the zombies a later hunt is after. Absent: none.
   */
  planOff?: ReadonlySet<string>;
}

/**
 * A reflex: what a careful player does whatever the plan says (fight back,
 * eat, hide from the night). The compiler puts the enabled reflexes in a
 * reactive layer around the plan: when one is due, the running leaf is
 * interrupted, the reflex runs as a node of the tree, and the plan resumes.
 */
export interface Reflex {
  name: string;
  /** One line for dumps and `--help`. */
  description: string;
  /**
   * Whether it should act now. Cheap: asked after every body verb while the plan runs. It is asked with the plan's
   * wrapper of the body and `run` gets the reflexes' own: a reflex that remembers keys its memory by `body.senses`,
   * which the two share.
   */
  due(body: Body, ctx: ReflexContext): boolean;
  run(body: Body, signal: AbortSignal, ctx: ReflexContext): Promise<Outcome>;
}
