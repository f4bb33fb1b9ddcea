/**
 * What a run leaves to remember, read from its trace: the run itself
 * (situation at planning time, final plan, outcome, cost, the repairs with
 * the plan before each), and every item-obtaining step that succeeded inside
 * it, failed run or not, as a success of its own (LLaMA-Rider's sub-task
 * relabelling): goal `obtain <n> <item>`, the step as its plan, and the
 * situation when the step (its prerequisites included) started.
 */
import type { Plan, PlanNode } from '../contracts/plan.js';
import { ownerPath } from '../contracts/pointer.js';
import type { TraceEvent } from '../contracts/trace.js';
import type { Knowledge } from '../knowledge/types.js';
import { planSkills } from '../plan/index.js';
import type { RepairRecord, RunOutcome, RunStats } from './entry.js';
import { repairBetween } from './repair-diff.js';
import type { Situation } from './situation.js';
import type { Experience } from './store.js';

export interface RunRecord {
  goal: string;
  /** The situation at planning time. */
  situation: Situation | null;
  trace: readonly TraceEvent[];
  stats: Partial<RunStats>;
  planner?: string | null;
}

/** At most this many repairs of a run are kept (the default repair budget is 8). */
const MAX_REPAIRS = 8;
const RECENT = 12;

/** The run's own experience first, then its relabelled sub-goals (none twice, none equal to the run's goal). */
export function experiencesOfRun(run: RunRecord, k: Knowledge, runKey: string | null): Experience[] {
  const start = run.trace.find((e) => e.type === 'run_start');
  const end = [...run.trace].reverse().find((e) => e.type === 'run_end');
  if (!start || start.type !== 'run_start' || !end || end.type !== 'run_end' || !isPlan(start.plan)) return [];
  const skills = new Map(planSkills().map((s) => [s.name, s]));
  let plan: Plan = start.plan;
  let inventory: Record<string, number> = { ...(run.situation?.inventory ?? {}) };
  const at = (tick: number): Situation | null =>
    run.situation && {
      ...run.situation,
      inventory: { ...inventory },
      timeOfDay: run.situation.timeOfDay === null ? null : (((run.situation.timeOfDay + tick - start.tick) % 24000) + 24000) % 24000,
    };
  const began = new Map<string, Situation | null>();
  const args = new Map<string, Record<string, unknown>>();
  const recent: string[] = [];
  const repairs: RepairRecord[] = [];
  const relabelled = new Map<string, Experience>();
  let lastFailure: Extract<TraceEvent, { type: 'skill_end' }> | null = null;
  for (const e of run.trace) {
    if (e.type === 'skill_start') {
      args.set(e.path, e.args);
      if (!began.has(e.path)) began.set(e.path, at(e.tick));
      if (!began.has(ownerPath(e.path))) began.set(ownerPath(e.path), at(e.tick));
    } else if (e.type === 'inventory') {
      inventory = {};
      for (const i of e.items) inventory[i.name] = (inventory[i.name] ?? 0) + i.count;
    } else if (e.type === 'skill_end') {
      recent.push(`- ${e.path} ${e.skill}: ${e.ok ? 'ok' : `failed ${e.code}`}${e.message ? ` (${e.message})` : ''}`);
      if (!e.ok) lastFailure = e;
      const a = args.get(e.path);
      const skill = skills.get(e.skill);
      if (!e.ok || !a || !skill) continue;
      const has = skill.effects(a as never, k).has;
      const got = has.length === 1 ? has[0]! : null;
      const key = got && got.count > 0 ? `obtain ${got.item} ${got.count}` : null;
      if (!got || !key || key === runKey || relabelled.has(key)) continue;
      const node: PlanNode = { type: 'skill', skill: e.skill, args: a as never };
      // A plan leaf's start is when its first prerequisite started; a prerequisite's is its own.
      const situation = began.get(e.path) ?? run.situation;
      relabelled.set(key, {
        goal: `obtain ${got.count} ${got.item}`,
        key,
        parsed: [{ kind: 'obtain', target: got.item, count: got.count }],
        plan: { goal: `obtain ${got.count} ${got.item}`, thoughts: `Reached at ${e.path} while working on "${run.goal}".`, plan: node },
        situation,
        outcome: { ok: true, code: null, reason: 'sub-goal reached', path: null },
        stats: { ticks: e.ticks },
        relabelled: true,
        planner: run.planner ?? null,
      });
    } else if (e.type === 'repair') {
      recent.push(`- repair by ${e.by}: ${e.kind} at ${e.path} (${e.explanation})`);
      if (!isPlan(e.plan)) continue;
      const f = lastFailure;
      if (repairs.length < MAX_REPAIRS)
        repairs.push({
          path: f?.path ?? e.path,
          skill: f?.skill ?? '',
          args: (f && args.get(f.path)) ?? {},
          code: f?.code ?? null,
          message: f?.message ?? '',
          by: e.by,
          kind: e.kind,
          explanation: e.explanation,
          before: plan,
          repair: repairBetween(plan, e.plan, e.explanation) as Record<string, unknown> | null,
          recent: recent.slice(-RECENT - 1, -1),
        });
      plan = e.plan;
      // The repaired tree runs from the root: a step's start is when it next starts.
      began.clear();
    }
  }
  const outcome: RunOutcome = { ok: end.ok, code: end.code, reason: end.reason, path: end.path };
  const own: Experience = { goal: run.goal, plan, situation: run.situation, outcome, stats: run.stats, repairs, planner: run.planner ?? null };
  return [own, ...relabelled.values()];
}

const isPlan = (v: unknown): v is Plan => !!v && typeof v === 'object' && typeof (v as Plan).goal === 'string' && !!(v as Plan).plan;
