/**
 * The mistreevous agent: one function per skill, per condition kind, and
 * `done`. Skill functions resolve to a State and never reject (a rejection
 * would make every later step() throw until reset()).
 */
import { State } from 'mistreevous';
import type { Body } from '../body/types.js';
import type { Tree } from '../compile/types.js';
import type { Knowledge } from '../knowledge/types.js';
import type { SkillArgs } from '../plan/types.js';
import { fail, type Failure, type Outcome } from '../skills/outcome.js';
import type { AnySkill } from '../skills/types.js';
import { Calls, never } from './calls.js';
import { CONDITIONS } from './conditions.js';
import { DoneChecker, type Finished } from './done.js';
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
  /** Leaves that succeeded in earlier tree generations (see DoneChecker). */
  finished?: ReadonlyMap<string, Finished>;
  onSuccess?: (path: string, skill: string, args: SkillArgs) => void;
}

export type Agent = Record<string, (...args: unknown[]) => unknown>;

export function createAgent(d: AgentDeps): Agent {
  const agent: Agent = {};
  const checker = new DoneChecker(d.tree, d.skills, d.k, d.finished);
  const ctx = { knowledge: d.k, blackboard: d.blackboard };
  agent.done = (path) => checker.done(String(path), d.body, ctx);
  for (const [name, cond] of Object.entries(CONDITIONS)) {
    agent[name] = (path, ...args) => {
      const holds = cond(d.body, d.k, ...(args as (string | number | null)[]));
      if (!holds) d.onFailure(String(path), name, {}, fail(name === 'has_item' ? 'missing_item' : 'not_found', `condition ${name} ${args.join(' ')} does not hold`));
      return holds;
    };
  }
  for (const skill of d.skills) agent[skill.name] = (path, ...positional) => callSkill(d, skill, String(path), positional);
  return agent;
}

function named(skill: AnySkill, positional: unknown[]): SkillArgs {
  const args: SkillArgs = {};
  Object.keys(skill.args).forEach((key, i) => (args[key] = (positional[i] ?? null) as SkillArgs[string]));
  return args;
}

function callSkill(d: AgentDeps, skill: AnySkill, path: string, positional: unknown[]): Promise<State> {
  const args = d.tree.leaves[path]?.args ?? named(skill, positional);
  const call = d.calls.start(path, d.signal);
  const started = d.body.gameTick();
  d.trace.emit({ type: 'skill_start', path, skill: skill.name, args });
  const settle = (outcome: Outcome): Promise<State> => {
    const current = call.isCurrent();
    call.finish();
    if (!current) {
      d.trace.emit({ type: 'skill_end', path, skill: skill.name, ok: false, code: 'aborted', message: 'aborted', ticks: d.body.gameTick() - started });
      return never();
    }
    const message = outcome.ok ? (outcome.message ?? 'ok') : outcome.message;
    d.trace.emit({ type: 'skill_end', path, skill: skill.name, ok: outcome.ok, code: outcome.ok ? null : outcome.code, message, ticks: d.body.gameTick() - started });
    const s = d.body.status();
    d.trace.emit({ type: 'inventory', items: s.inventory, health: s.vitals.health, food: s.vitals.food });
    d.blackboard.set(`result:${path}`, outcome);
    if (!outcome.ok) d.onFailure(path, skill.name, args, outcome);
    else d.onSuccess?.(path, skill.name, args);
    d.wake();
    return Promise.resolve(outcome.ok ? State.SUCCEEDED : State.FAILED);
  };
  let running: Promise<Outcome>;
  try {
    running = skill.run(d.body, args, call.signal, { ...{ knowledge: d.k, blackboard: d.blackboard }, path });
  } catch (e) {
    running = Promise.resolve(fail('world_error', `${skill.name} threw: ${(e as Error).message}`));
  }
  const outcome = running.catch((e: unknown) => fail('world_error', `${skill.name} failed: ${(e as Error)?.message ?? String(e)}`));
  d.calls.track(outcome);
  return outcome.then(settle);
}
