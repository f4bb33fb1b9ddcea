/**
 * The mistreevous agent: one function per skill, per check kind, `done`, and
 * the reflex layer's `reflex_due`, `reflex`, `plan_exit` and `plan_done`.
 * Every function gets its node's path first and reads its arguments by name
 * from the tree by that path. Skill and reflex functions resolve to a State
 * and never reject (a rejection would make every later step() throw until
 * reset()).
 */
import { State } from 'mistreevous';
import { toNamed } from '../contracts/args.js';
import type { Body } from '../contracts/body.js';
import { fail, type Failure, type Outcome } from '../contracts/outcome.js';
import type { Check, SkillArgs } from '../contracts/plan.js';
import { CHECKS, checkFromPositional, type AnyCheck } from '../checks/index.js';
import type { Tree } from '../compile/types.js';
import type { Knowledge } from '../knowledge/types.js';
import type { AnySkill, SkillContext } from '../skills/types.js';
import { Calls, never, settled } from './calls.js';
import { DoneChecker, type Finished } from './done.js';
import { ReflexLayer } from './reflex-layer.js';
import type { TraceRecorder } from './trace-recorder.js';

export interface AgentDeps {
  tree: Tree;
  body: Body;
  k: Knowledge;
  skills: readonly AnySkill[];
  blackboard: Map<string, unknown>;
  trace: TraceRecorder;
  calls: Calls;
  signal: AbortSignal;
  /** Called when a skill settles, so the runner steps at once. */
  wake: () => void;
  /** The most recent failure, for the repair hook. */
  onFailure: (path: string, skill: string, args: SkillArgs, outcome: Failure) => void;
  /** The body reflexes act on (default: `body`); the runner gives the plan's skills a gated one. */
  reflexBody?: Body;
  /** Leaves that succeeded in earlier tree generations (see DoneChecker). */
  finished?: ReadonlyMap<string, Finished>;
  onSuccess?: (path: string, skill: string, args: SkillArgs) => void;
}

export type Agent = Record<string, (...args: unknown[]) => unknown>;

export interface AgentHandle {
  agent: Agent;
  /** The reflex layer: when it wants the body, the plan's skills wait. */
  reflexes: ReflexLayer;
}

export function createAgent(deps: AgentDeps): AgentHandle {
  // The leaves that have succeeded, this generation's as they finish: the reflex layer reads what is still to come.
  const succeeded = new Set<string>(deps.finished?.keys() ?? []);
  const d: AgentDeps = {
    ...deps,
    onSuccess: (path, skill, args) => {
      succeeded.add(path);
      deps.onSuccess?.(path, skill, args);
    },
  };
  const agent: Agent = {};
  const checker = new DoneChecker(d.tree, d.skills, d.k, d.finished);
  const ctx = skillContext(d);
  const running = new Map<string, { skill: AnySkill; args: SkillArgs }>();
  agent.done = (path) => safely(d, String(path), 'done', () => checker.done(String(path), d.body, ctx));
  for (const check of CHECKS) agent[check.kind] = (path, ...args) => condition(d, check, String(path), args);
  for (const skill of d.skills) agent[skill.name] = (path, ...positional) => callSkill(d, skill, String(path), positional, running);
  const layer = new ReflexLayer({ ...d, reflexBody: d.reflexBody ?? d.body, succeeded }, running);
  agent.reflex_due = (path, name) => safely(d, String(path), 'reflex_due', () => layer.due(name === null || name === undefined ? null : String(name)));
  agent.reflex = (path, name) => layer.run(String(path), String(name));
  agent.reflex_idle = () => true;
  agent.plan_exit = (how) => layer.planEnded((how as { succeeded: boolean }).succeeded);
  agent.plan_done = () => layer.planSucceeded();
  return { agent, reflexes: layer };
}

/**
 * A condition that throws would make every later step() throw until reset():
 * it counts as not holding, and the world error is reported as the failure.
 */
function safely(d: AgentDeps, path: string, what: string, holds: () => boolean): boolean {
  try {
    return holds();
  } catch (e) {
    d.onFailure(path, what, {}, fail('world_error', `condition ${what} failed: ${(e as Error)?.message ?? String(e)}`));
    return false;
  }
}

function condition(d: AgentDeps, def: AnyCheck, path: string, positional: unknown[]): boolean {
  const check: Check = d.tree.checks[path] ?? checkFromPositional(def.kind, positional) ?? { kind: def.kind };
  const holds = safely(d, path, def.kind, () => def.holds(d.body, check, d.k));
  if (!holds) d.onFailure(path, def.kind, {}, fail(def.failure, `condition ${def.label(check)} does not hold`));
  return holds;
}

function callSkill(
  d: AgentDeps,
  skill: AnySkill,
  path: string,
  positional: unknown[],
  running: Map<string, { skill: AnySkill; args: SkillArgs }>,
): Promise<State> {
  const args = d.tree.leaves[path]?.args ?? toNamed(skill.args, positional);
  const call = d.calls.start(path, d.signal);
  const started = d.body.gameTick();
  const entry = { skill, args };
  running.set(path, entry);
  d.trace.emit({ type: 'skill_start', path, skill: skill.name, args });
  const settle = (outcome: Outcome): Promise<State> => {
    const current = call.isCurrent();
    call.finish();
    if (!current) {
      d.trace.emit({ type: 'skill_end', path, skill: skill.name, ok: false, code: 'aborted', message: 'aborted', ticks: d.body.gameTick() - started });
      return never();
    }
    if (running.get(path) === entry) running.delete(path);
    const message = outcome.ok ? (outcome.message ?? 'ok') : outcome.message;
    d.trace.emit({
      type: 'skill_end',
      path,
      skill: skill.name,
      ok: outcome.ok,
      code: outcome.ok ? null : outcome.code,
      message,
      ticks: d.body.gameTick() - started,
    });
    const s = d.body.status();
    d.trace.emit({ type: 'inventory', items: s.inventory, health: s.vitals.health, food: s.vitals.food });
    d.blackboard.set(`result:${path}`, outcome);
    if (!outcome.ok) d.onFailure(path, skill.name, args, outcome);
    else d.onSuccess?.(path, skill.name, args);
    d.wake();
    return Promise.resolve(outcome.ok ? State.SUCCEEDED : State.FAILED);
  };
  const outcome = settled(() => skill.run(d.body, args, call.signal, { ...skillContext(d), path }), skill.name);
  void outcome.finally(() => {
    if (running.get(path) === entry) running.delete(path);
  });
  d.calls.track(outcome);
  return outcome.then(settle);
}

const skillContext = (d: AgentDeps): Omit<SkillContext, 'path'> => ({ knowledge: d.k, blackboard: d.blackboard });
