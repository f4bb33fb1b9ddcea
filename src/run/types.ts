import type { BodyStatus } from '../contracts/body.js';
import type { Plan, PlanNode } from '../contracts/plan.js';
import type { Failure, OutcomeCode } from '../contracts/outcome.js';
import type { TraceEvent } from '../contracts/trace.js';

/** What the runner hands the repair loop when a leaf fails. */
export interface FailureReport {
  /** Plan path of the failed leaf, e.g. `/plan/steps/3` or `/plan/steps/3/needs/1`. */
  path: string;
  /** The plan as it was running. */
  plan: Plan;
  /** The plan node the failure maps to (the owning plan leaf for prerequisite steps). */
  subtree: PlanNode | null;
  /** Plan path of `subtree`. */
  subtreePath: string;
  skill: string;
  args: Record<string, unknown>;
  outcome: Failure;
  status: BodyStatus;
  /** The last trace events, oldest first. */
  recent: TraceEvent[];
  /** Repairs already made in this run. */
  repairs: number;
}

/** A repair: the whole new plan (already validated) and why. */
export interface RepairDecision {
  plan: Plan;
  by: 'rules' | 'llm';
  kind: 'replace' | 'insert_before' | 'retry' | string;
  explanation: string;
}

/** Returns a repair, or a reason to give up. */
export type Repairer = (report: FailureReport) => Promise<RepairDecision | { giveUp: string }>;

export interface Budgets {
  /** Game ticks before the run ends with `timeout` (20 per second of game time). */
  ticks: number;
  /** Wall-clock milliseconds. */
  wallMs: number;
  repairs: number;
}

export const DEFAULT_BUDGETS: Budgets = { ticks: 20 * 60 * 60, wallMs: 10 * 60_000, repairs: 8 };

export interface RunResult {
  ok: boolean;
  reason: string;
  /** Failing leaf path and code, when the run failed. */
  path: string | null;
  code: OutcomeCode | null;
  ticks: number;
  wallMs: number;
  actions: number;
  repairs: number;
  /** Final state per mistreevous node id, for the end-of-run tree print. */
  finalStates: Record<string, string>;
  plan: Plan | null;
}
