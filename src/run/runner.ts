/**
 * Drives a tree to the end: step() whenever a skill settles, plus a heartbeat
 * for guards and conditions; stops once the tree is no longer running (a
 * further step() would start it again). On failure the repair hook may hand
 * back a new plan, which is recompiled against the current inventory and run
 * from the root, skipping everything that already holds.
 */
import { BehaviourTree } from 'mistreevous';
import type { Body } from '../body/types.js';
import { compilePlan } from '../compile/compile.js';
import type { Tree } from '../compile/types.js';
import type { Knowledge } from '../knowledge/types.js';
import type { Plan, PlanNode, SkillArgs } from '../plan/types.js';
import type { Failure } from '../skills/outcome.js';
import type { AnySkill } from '../skills/types.js';
import { createAgent } from './agent.js';
import { leafSig, type Finished } from './done.js';
import { Calls } from './calls.js';
import { countingBody } from './counting-body.js';
import { nodeIndex, type NodeIndex } from './node-index.js';
import { TraceRecorder } from './trace-recorder.js';
import type { TraceEvent } from './trace.js';
import { DEFAULT_BUDGETS, type Budgets, type Repairer, type RunResult } from './types.js';

export interface RunInput {
  body: Body;
  knowledge: Knowledge;
  skills: readonly AnySkill[];
  goal: string;
  plan?: Plan;
  tree?: Tree;
  budgets?: Partial<Budgets>;
  repairer?: Repairer;
  onEvent?: (e: TraceEvent) => void;
  signal?: AbortSignal;
  /** Wall-clock heartbeat between steps while skills run (ms). */
  heartbeatMs?: number;
  /** Stamp events with wall time (off for byte-for-byte comparable traces). */
  wallTimes?: boolean;
  world?: string;
  seed?: number | null;
}

interface LastFailure {
  path: string;
  skill: string;
  args: SkillArgs;
  outcome: Failure;
}

export async function runTree(input: RunInput): Promise<RunResult & { trace: TraceEvent[] }> {
  if (!input.plan && !input.tree) throw new Error('runTree needs a plan or a tree');
  const budgets = { ...DEFAULT_BUDGETS, ...input.budgets };
  let overBudget: string | null = null;
  const { body, actions } = countingBody(input.body, () => {
    if (overBudget) return;
    overBudget = budgetSpent(budgets, input.body.gameTick() - startTick, performance.now() - startWall);
    if (overBudget) ctrl.abort(new Error(overBudget));
  });
  const trace = new TraceRecorder(() => body.gameTick(), input.wallTimes !== false);
  if (input.onEvent) trace.on(input.onEvent);
  const startTick = input.body.gameTick();
  const startWall = performance.now();
  const ctrl = new AbortController();
  input.signal?.addEventListener('abort', () => ctrl.abort(input.signal?.reason), { once: true });
  const blackboard = new Map<string, unknown>();
  const calls = new Calls();
  let plan = input.plan ?? null;
  let tree = input.tree ?? compilePlan(plan!, input.knowledge, input.skills, { inventory: inventoryOf(body) });
  let repairs = 0;
  let generation = 0;
  const finished = new Map<string, Finished>();
  const finalStates: Record<string, string> = {};
  trace.emit({ type: 'run_start', goal: input.goal, world: input.world ?? body.kind, seed: input.seed ?? null, plan: plan ?? undefined, tree });

  const end = async (ok: boolean, reason: string, failure: LastFailure | null) => {
    calls.abortAll();
    await calls.drain(5_000);
    const result: RunResult = {
      ok,
      reason,
      path: failure?.path ?? null,
      code: failure?.outcome.code ?? null,
      ticks: body.gameTick() - startTick,
      wallMs: Math.round(performance.now() - startWall),
      actions: actions(),
      repairs,
      finalStates,
      plan,
    };
    trace.emit({ type: 'run_end', ok, reason, path: result.path, code: failure?.outcome.code ?? null, stats: { ticks: result.ticks, wallMs: input.wallTimes === false ? 0 : result.wallMs, actions: result.actions, repairs } });
    return { ...result, trace: trace.events };
  };

  for (;;) {
    let failure: LastFailure | null = null;
    let wake: () => void = () => {};
    let index: NodeIndex | null = null;
    const before = new Map(finished);
    const agent = createAgent({
      tree, body, k: input.knowledge, skills: input.skills, blackboard, trace, calls, signal: ctrl.signal,
      wake: () => wake(),
      onFailure: (path, skill, args, outcome) => (failure = { path, skill, args, outcome }),
      finished: before,
      onSuccess: (path, skill, args) => finished.set(path, { sig: leafSig(skill, args), deaths: body.deaths().length }),
    });
    const bt = new BehaviourTree(tree.definition as never, agent, {
      onNodeStateChange: (c) => {
        const node = index?.get(c.id);
        const id = `g${generation}:${node?.id ?? c.id}`;
        finalStates[id] = c.state;
        // A running action reset to ready was aborted by its parent: stop the skill.
        if (c.type === 'action' && c.previousState === 'mistreevous.running' && c.state === 'mistreevous.ready' && node?.path) calls.abort(node.path);
        trace.emit({ type: 'node', path: node?.path ?? (c.args?.[0] as string | undefined) ?? null, node: node?.label ?? c.type, id, from: c.previousState, to: c.state });
      },
    });
    index = nodeIndex(bt.getTreeNodeDetails(), tree.definition);
    const stop = await drive(bt, budgets, body, startTick, startWall, ctrl.signal, input.heartbeatMs ?? 20, (w) => (wake = w));
    // Let aborted skills settle so their trace lines come before the verdict.
    calls.abortAll();
    await calls.drain(5_000);
    if (stop) return end(false, stop.reason, { path: failure?.['path'] ?? '/', skill: '', args: {}, outcome: stop.outcome });
    if (bt.getState() === 'mistreevous.succeeded') return end(true, 'goal reached', null);
    const failed = failure as LastFailure | null;
    if (!failed) return end(false, 'the tree failed without a failing step', null);
    if (!input.repairer || !plan) return end(false, `${failed.path}: ${failed.outcome.message}`, failed);
    if (repairs >= budgets.repairs) return end(false, `repair budget of ${budgets.repairs} used up; last failure at ${failed.path}: ${failed.outcome.message}`, failed);
    const decision = await input.repairer(failureReport(failed, plan, body, trace, repairs));
    if ('giveUp' in decision) return end(false, `gave up: ${decision.giveUp}`, failed);
    repairs++;
    plan = decision.plan;
    tree = compilePlan(plan, input.knowledge, input.skills, { inventory: inventoryOf(body) });
    trace.emit({ type: 'repair', path: subtreePath(failed.path), by: decision.by, kind: decision.kind, explanation: decision.explanation, plan, tree });
    generation++;
  }
}

async function drive(
  bt: BehaviourTree, budgets: Budgets, body: Body, startTick: number, startWall: number, signal: AbortSignal, heartbeatMs: number,
  onWake: (w: () => void) => void,
): Promise<{ reason: string; outcome: Failure } | null> {
  for (;;) {
    const spent = budgetSpent(budgets, body.gameTick() - startTick, performance.now() - startWall);
    if (spent) return { reason: spent, outcome: { ok: false, code: 'timeout', message: spent } };
    if (signal.aborted) return { reason: 'aborted', outcome: { ok: false, code: 'aborted', message: 'the run was aborted' } };
    bt.step();
    if (!bt.isRunning()) return null;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, heartbeatMs);
      // Step on the next macrotask, after mistreevous has seen the settled promise.
      onWake(() => (clearTimeout(timer), setImmediate(resolve)));
    });
  }
}

const budgetSpent = (b: Budgets, ticks: number, wallMs: number): string | null =>
  ticks > b.ticks ? `game-time budget of ${b.ticks} ticks used up` : wallMs > b.wallMs ? `wall-time budget of ${b.wallMs} ms used up` : null;

const inventoryOf = (body: Body): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const s of body.inventory()) out[s.name] = (out[s.name] ?? 0) + s.count;
  return out;
};

/** Prerequisite steps (`…/needs/3`) belong to the plan leaf that asked for them. */
export const subtreePath = (path: string): string => path.replace(/\/needs(\/.*)?$/, '');

export function nodeAt(plan: Plan, path: string): PlanNode | null {
  let cur: unknown = plan;
  for (const part of path.split('/').slice(1)) {
    if (cur === null || typeof cur !== 'object') return null;
    cur = (cur as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return (cur as PlanNode) ?? null;
}

function failureReport(f: LastFailure, plan: Plan, body: Body, trace: TraceRecorder, repairs: number) {
  const sub = subtreePath(f.path);
  return { path: f.path, plan, subtree: nodeAt(plan, sub), subtreePath: sub, skill: f.skill, args: f.args, outcome: f.outcome, status: body.status(), recent: trace.recent(30), repairs };
}
