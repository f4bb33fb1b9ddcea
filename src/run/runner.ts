/**
 * Drives a tree to the end: step() whenever a skill settles, plus a heartbeat
 * for guards and conditions; stops once the tree is no longer running (a
 * further step() would start it again). On failure the repair hook may hand
 * back a new plan, which is recompiled against the current inventory and run
 * from the root, skipping everything that already holds.
 */
import { BehaviourTree } from 'mistreevous';
import { countsOf } from '../contracts/stacks.js';
import type { Body } from '../contracts/body.js';
import { compilePlan, CompileError } from '../compile/compile.js';
import type { ReflexOptions } from '../compile/reflexes.js';
import { checkLabel, getCheck } from '../checks/index.js';
import { fail } from '../contracts/outcome.js';
import type { Check } from '../contracts/plan.js';
import { admit, PlanRefused } from './gate.js';
import { inlineTrees } from '../plan/inline.js';
import { nodeAt as planNodeAt, ownerPath } from '../contracts/pointer.js';
import type { Tree } from '../compile/types.js';
import type { Knowledge } from '../knowledge/types.js';
import type { Plan, PlanNode, SkillArgs } from '../contracts/plan.js';
import type { Failure } from '../contracts/outcome.js';
import type { AnySkill } from '../skills/types.js';
import { createAgent, type AgentHandle } from './agent.js';
import { Calls } from './calls.js';
import { countingBody, type VerbGate, type VerbHooks } from './counting-body.js';
import { leafSig, type Finished } from './done.js';
import { nodeIndex, type NodeIndex } from './node-index.js';
import { TraceRecorder } from './trace-recorder.js';
import { Whereabouts } from './whereabouts.js';
import type { TraceEvent } from '../contracts/trace.js';
import { DEFAULT_BUDGETS, type Budgets, type FailureReport, type Repairer, type RunResult } from './types.js';

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
  /** Checks that must hold at the end for the run to count as a success (the goal's, not the plan's). */
  goalChecks?: readonly Check[];
  /** The reflex layer compiled around plans (default: every reflex); false for none. */
  reflexes?: ReflexOptions | false;
  /** Stamp events with wall time (off for byte-for-byte comparable traces). */
  wallTimes?: boolean;
  /** Wall time already spent making the plan; the world lives through it when the run starts. */
  thoughtMs?: number;
  world?: string;
  seed?: number | null;
}

interface LastFailure {
  path: string;
  skill: string;
  args: SkillArgs;
  outcome: Failure;
}

type Verdict = { ok: boolean; reason: string; failure: LastFailure | null };

export type RunOutput = RunResult & { trace: TraceEvent[] };

export async function runTree(input: RunInput): Promise<RunOutput> {
  if (!input.plan && !input.tree) throw new Error('runTree needs a plan or a tree');
  return new Run(input).run();
}

/** How often a verb in flight on a body with game ticks (the simulated world) checks the budgets: one game second. */
const BUDGET_WATCH_TICKS = 20;

class Run {
  private readonly budgets: Budgets;
  private readonly body: Body;
  private readonly actions: () => number;
  private readonly trace: TraceRecorder;
  /** Where the bot went, dug, placed, killed and died, for the report's map. */
  private readonly where: Whereabouts;
  private readonly ctrl = new AbortController();
  private readonly calls = new Calls();
  private readonly blackboard = new Map<string, unknown>();
  /** Leaves that succeeded in any generation so far (see DoneChecker). */
  private readonly finished = new Map<string, Finished>();
  private readonly finalStates: Record<string, string> = {};
  private readonly startTick: number;
  private readonly startWall = performance.now();
  private plan: Plan | null;
  private tree: Tree;
  private repairs = 0;
  private generation = 0;
  /** The agent of the tree running now: its reflex layer says when the plan's skills must wait. */
  private handle: AgentHandle | null = null;
  /** The body reflexes act on: counted and budgeted like the plan's, but never held. */
  private readonly reflexBody: Body;
  /** Plan verbs waiting for the reflexes to be quiet, released after a step that finds them so. */
  private waiting: (() => void)[] = [];
  /** Steps the tree at once (set by the driver while it waits): a skill settled, or a plan verb waits on the reflexes. */
  private wakeDriver: () => void = () => {};

  constructor(private readonly input: RunInput) {
    this.budgets = { ...DEFAULT_BUDGETS, ...input.budgets };
    this.startTick = input.body.gameTick();
    // A simulated body settles verbs without yielding to timers, so budgets are checked on every verb.
    const counter = { n: 0 };
    const before = () => this.checkBudget();
    const after: VerbHooks['after'] = (verb, args, out) => this.where.afterVerb(verb, args, out);
    const gate: VerbGate = {
      wanted: () => this.handle?.reflexes.wanted() ?? false,
      quiet: () => this.quiet(),
      preemption: () => this.handle?.reflexes.preemption() ?? NEVER,
    };
    const counted = countingBody(input.body, { before, after, gate }, counter);
    this.body = counted.body;
    this.reflexBody = countingBody(input.body, { before, after }, counter).body;
    this.actions = counted.actions;
    this.trace = new TraceRecorder(() => this.body.gameTick(), input.wallTimes !== false);
    this.where = new Whereabouts(input.body, this.trace);
    if (input.onEvent) this.trace.on(input.onEvent);
    input.signal?.addEventListener('abort', this.onAbort, { once: true });
    this.plan = input.plan ? this.admit(input.plan) : null;
    this.tree = input.tree ?? this.compile(this.plan!);
  }

  async run(): Promise<RunOutput> {
    const { input, plan, tree } = this;
    this.trace.emit({ type: 'run_start', goal: input.goal, world: input.world ?? this.body.kind, seed: input.seed ?? null, plan: plan ?? undefined, tree });
    this.where.start();
    // A simulated walk can run thousands of ticks inside one verb: the budget cuts it in flight, as a timer would on a server.
    let ticks = 0;
    const stopBudgetWatch = input.body.onTick?.(() => {
      if (++ticks % BUDGET_WATCH_TICKS === 0) this.checkBudget();
    });
    if (input.thoughtMs) this.thought('plan', input.thoughtMs);
    try {
      for (;;) {
        const verdict = await this.runGeneration();
        if (verdict.ok) return await this.end(this.judge(verdict));
        if (!verdict.failure || verdict.reason !== 'failed') return await this.end(verdict);
        const next = await this.repair(verdict.failure);
        if (next) return await this.end(next);
      }
    } finally {
      stopBudgetWatch?.();
      this.where.unwatch();
    }
  }

  /** One tree, from the root until it stops running. `reason: 'failed'` means a repair may help. */
  private async runGeneration(): Promise<Verdict> {
    let failure: LastFailure | null = null;
    let index: NodeIndex | null = null;
    const handle = createAgent({
      tree: this.tree,
      body: this.body,
      k: this.input.knowledge,
      skills: this.input.skills,
      blackboard: this.blackboard,
      trace: this.trace,
      calls: this.calls,
      signal: this.ctrl.signal,
      wake: () => this.wakeDriver(),
      finished: new Map(this.finished),
      reflexBody: this.reflexBody,
      onFailure: (path, skill, args, outcome) => (failure = { path, skill, args, outcome }),
      onSuccess: (path, skill, args) => this.finished.set(path, { sig: leafSig(skill, args), deaths: this.body.deaths().length }),
    });
    this.handle = handle;
    const bt = new BehaviourTree(this.tree.definition as never, handle.agent, {
      onNodeStateChange: (c) => {
        const node = index?.get(c.id);
        const id = `g${this.generation}:${node?.id ?? c.id}`;
        this.finalStates[id] = c.state;
        // A running action reset to ready was aborted by its parent: stop the skill.
        if (c.type === 'action' && c.previousState === 'mistreevous.running' && c.state === 'mistreevous.ready' && node?.path) this.calls.abort(node.path);
        this.trace.emit({ type: 'node', path: node?.path ?? null, node: node?.label ?? c.type, id, from: c.previousState, to: c.state });
      },
    });
    index = nodeIndex(bt.getTreeNodeDetails(), this.tree.definition);
    const stop = await this.drive(bt, (w) => (this.wakeDriver = w));
    this.handle = null;
    this.release(true);
    // Let aborted skills settle so their trace lines come before the verdict.
    this.calls.abortAll();
    await this.calls.drain(5_000);
    const failed = failure as LastFailure | null;
    if (stop) return { ok: false, reason: stop.reason, failure: { path: failed?.path ?? '/', skill: '', args: {}, outcome: stop.outcome } };
    if (bt.getState() === 'mistreevous.succeeded') return { ok: true, reason: 'goal reached', failure: null };
    if (!failed) return { ok: false, reason: 'the tree failed without a failing step', failure: null };
    return { ok: false, reason: 'failed', failure: failed };
  }

  private async drive(bt: BehaviourTree, onWake: (w: () => void) => void): Promise<{ reason: string; outcome: Failure } | null> {
    for (;;) {
      const spent = this.spent();
      if (spent) return { reason: spent, outcome: { ok: false, code: 'timeout', message: spent } };
      if (this.ctrl.signal.aborted) return { reason: 'aborted', outcome: { ok: false, code: 'aborted', message: 'the run was aborted' } };
      bt.step();
      this.where.heartbeat();
      this.release();
      if (!bt.isRunning()) return null;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.input.heartbeatMs ?? 20);
        // Step on the next macrotask, after mistreevous has seen the settled promise.
        onWake(() => (clearTimeout(timer), setImmediate(resolve)));
      });
    }
  }

  /** Ask the repairer; on a repair, recompile and return null (run on), else the final verdict. */
  private async repair(failed: LastFailure): Promise<Verdict | null> {
    const why = `${failed.path}: ${failed.outcome.message}`;
    if (!this.input.repairer || !this.plan) return { ok: false, reason: why, failure: failed };
    if (this.repairs >= this.budgets.repairs)
      return { ok: false, reason: `repair budget of ${this.budgets.repairs} used up; last failure at ${why}`, failure: failed };
    const thinking = Date.now();
    const decision = await this.input.repairer(this.report(failed));
    if ('giveUp' in decision) return { ok: false, reason: `gave up: ${decision.giveUp}`, failure: failed };
    let tree: Tree;
    let plan: Plan;
    try {
      plan = this.admit(decision.plan);
      tree = this.compile(plan);
      this.thought('repair', Date.now() - thinking);
    } catch (e) {
      if (e instanceof PlanRefused) return { ok: false, reason: `the repair was refused: ${e.message}`, failure: failed };
      if (!(e instanceof CompileError)) throw e;
      return { ok: false, reason: `the repair could not be compiled: ${e.message}`, failure: failed };
    }
    this.repairs++;
    this.plan = plan;
    this.tree = tree;
    this.generation++;
    this.trace.emit({
      type: 'repair',
      path: subtreePath(failed.path),
      by: decision.by,
      kind: decision.kind,
      explanation: decision.explanation,
      plan: this.plan,
      tree,
      pos: this.where.where(),
    });
    return null;
  }

  /** The world goes on while the agent thinks: a server would have ticked all along. */
  private thought(what: 'plan' | 'repair', wallMs: number): void {
    const ticks = this.input.body.elapse?.(wallMs) ?? 0;
    if (ticks > 0) this.trace.emit({ type: 'think', what, wallMs: Math.round(wallMs), ticks });
  }

  /** A plan that ran to the end has not reached the goal unless the goal's own checks hold now. */
  private judge(v: Verdict): Verdict {
    const unmet = (this.input.goalChecks ?? []).filter((c) => !getCheck(c.kind)?.holds(this.body, c, this.input.knowledge));
    if (!unmet.length) return v;
    const what = unmet.map((c) => checkLabel(c)).join(', ');
    const outcome = fail('missing_item', `the plan finished but the goal does not hold: ${what}`);
    return { ok: false, reason: outcome.message, failure: { path: '/plan', skill: '', args: {}, outcome } };
  }

  /** The caller's signal stops the run; a caller running many runs on one signal (exploration) must not collect listeners. */
  private readonly onAbort = () => this.ctrl.abort(this.input.signal?.reason);

  private async end(v: Verdict): Promise<RunOutput> {
    this.input.signal?.removeEventListener('abort', this.onAbort);
    this.calls.abortAll();
    await this.calls.drain(5_000);
    const result: RunResult = {
      ok: v.ok,
      reason: v.reason,
      path: v.failure?.path ?? null,
      code: v.failure?.outcome.code ?? null,
      ticks: this.body.gameTick() - this.startTick,
      wallMs: Math.round(performance.now() - this.startWall),
      actions: this.actions(),
      repairs: this.repairs,
      finalStates: this.finalStates,
      plan: this.plan,
    };
    const wallMs = this.input.wallTimes === false ? 0 : result.wallMs;
    this.where.stop();
    this.trace.emit({
      type: 'run_end',
      ok: v.ok,
      reason: v.reason,
      path: result.path,
      code: result.code,
      stats: { ticks: result.ticks, wallMs, actions: result.actions, repairs: this.repairs },
    });
    return { ...result, trace: this.trace.events };
  }

  /**
   * The gate every plan passes before it runs, whoever made it (a file, memory,
   * the LLM, the offline planner, a repair). Calls of trees are inlined, so what
   * runs, what the critic repairs and what memory keeps is a plan of skills.
   */
  private admit(plan: Plan): Plan {
    admit(plan, this.input.knowledge, this.input.skills);
    return inlineTrees(plan, this.input.skills);
  }

  private compile(plan: Plan): Tree {
    return compilePlan(plan, this.input.knowledge, this.input.skills, { inventory: inventoryOf(this.body), reflexes: this.input.reflexes });
  }

  /** Wait until the reflexes have the body no more: wake the driver, which steps the tree and releases waiters once they are quiet. */
  private quiet(): Promise<void> {
    if (!this.handle) return Promise.resolve();
    return new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      this.wakeDriver();
    });
  }

  /** After a step: release waiting plan verbs if the reflexes are quiet (always, when the tree has stopped). */
  private release(force = false): void {
    if (!force && this.handle?.reflexes.wanted()) return;
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }

  private spent(): string | null {
    const ticks = this.body.gameTick() - this.startTick;
    const wallMs = performance.now() - this.startWall;
    const b = this.budgets;
    return ticks > b.ticks ? `game-time budget of ${b.ticks} ticks used up` : wallMs > b.wallMs ? `wall-time budget of ${b.wallMs} ms used up` : null;
  }

  private checkBudget(): void {
    if (this.ctrl.signal.aborted) return;
    const spent = this.spent();
    if (spent) this.ctrl.abort(new Error(spent));
  }

  private report(f: LastFailure): FailureReport {
    const sub = subtreePath(f.path);
    const { plan } = this;
    return {
      path: f.path,
      plan: plan!,
      subtree: nodeAt(plan!, sub),
      subtreePath: sub,
      skill: f.skill,
      args: f.args,
      outcome: f.outcome,
      status: this.body.status(),
      recent: this.trace.recent(30),
      repairs: this.repairs,
    };
  }
}

/** A signal that never aborts, for verbs run while no tree is up. */
const NEVER = new AbortController().signal;

const inventoryOf = (body: Body): Record<string, number> => countsOf(body.inventory());

/** Prerequisite steps (`…/needs/3`) belong to the plan leaf that asked for them. */
export const subtreePath = ownerPath;

export const nodeAt = (plan: Plan, path: string): PlanNode | null => planNodeAt(plan, path);
