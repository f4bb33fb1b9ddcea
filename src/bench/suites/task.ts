/**
 * One task of a published suite, run over seeds on the simulated world with
 * the offline knowledge planner and rule repairs. A task the planner cannot
 * plan still counts: it fails every seed, and its reason is listed.
 */
import type { Honesty } from '../honesty.js';
import { getKnowledge, type Knowledge } from '../../knowledge/index.js';
import { GoalNotUnderstood, goalChecks, knowledgePlan, resolveGoals, type Plan, type PlanNode } from '../../plan/index.js';
import type { Check } from '../../contracts/plan.js';
import { runSeed } from '../obtain.js';
import { SKILLS, skillNamed } from '../../skills/index.js';
import { failureKind } from './failure.js';
import type { BiomeName } from '../../sim/biomes.js';

export { failureKind };

export interface SuiteTask {
  /** What the paper calls the task. */
  name: string;
  /** Goal text for the offline planner, e.g. "obtain 1 iron_pickaxe". */
  goal: string;
  /** Further goals run after `goal` in the same plan ("kill 1 zombie" then "kill 1 spider"). */
  then?: string[];
  /** Place this block once obtained (Plan4MC's "crafting_table placed nearby"). */
  place?: string;
  /** Starting inventory, 1.20.4 names. */
  start?: Record<string, number>;
  /** Game-time budget in minutes (a paper's env steps / 20 / 60). */
  minutes: number;
  /** Start in one of these biomes (the paper's biome, as the simulated world names it); unset: the seed's own spawn. */
  biomes?: BiomeName[];
  /** Set when the task is not run: why. It counts as a failure. */
  unsupported?: string;
}

export interface TaskRun {
  seed: number;
  ok: boolean;
  reason: string;
  code: string | null;
  minutes: number;
  wallMs: number;
  repairs: number;
  health: number;
  deaths: number;
  /** The biome the run started in (the task's, unless the world had none near the spawn). */
  startBiome?: string;
  /** The step running when the run ended, e.g. "kill cow". */
  lastStep?: string | null;
}

export interface TaskResult {
  name: string;
  goal: string;
  /** Why no seed was run (not understood, no source, not in the sim world), else null. */
  notRun: string | null;
  runs: TaskRun[];
}

export interface WorldRules extends Honesty {
  mobs: boolean;
  /** With mobs, hostile ones too (default true); false is JARVIS-1's "no hostile mobs", passive animals kept. */
  hostiles?: boolean;
  keepInventory: boolean;
}

/** The knowledge for a world of these rules: it never plans to hunt a mob the world does not spawn. */
const knowledgeFor = (rules?: WorldRules): Knowledge =>
  rules ? getKnowledge(undefined, { mobs: rules.mobs, hostiles: rules.hostiles !== false }) : getKnowledge();

/** The whole plan for a task in a world of these rules (every mob by default): each goal's offline plan in turn, then the placement. Throws GoalNotUnderstood. */
export function taskPlan(t: SuiteTask, rules?: WorldRules): Plan {
  const k = knowledgeFor(rules);
  const goals = [t.goal, ...(t.then ?? [])];
  // The plan starts from the task's kit, as the papers' planners are shown the inventory. Kills are one sentence,
  // so each kill step's kit is made for all the foes (Odyssey's zombie + skeleton).
  if (goals.length > 1 && goals.every((g) => g.startsWith('kill ')) && !t.place) return knowledgePlan(goals.join(', then '), k, t.start);
  const steps: PlanNode[] = goals.map((g) => knowledgePlan(g, k, t.start).plan);
  if (t.place) steps.push({ type: 'skill', skill: 'place', args: { item: t.place, x: null, y: null, z: null } });
  if (steps.length === 1) return knowledgePlan(t.goal, k, t.start);
  const name = [...goals, ...(t.place ? [`place ${t.place}`] : [])].join(', then ');
  return { goal: name, thoughts: `The offline plans for ${name}, one after another.`, plan: { type: 'sequence', steps } };
}

/**
 * Checks a task's goals are judged by in the world, beyond its plan succeeding: farmland is a block no
 * inventory holds, so a till goal is met when the farmland is there. Inventory goals stay judged by their
 * plan's last obtain step (an item a task then places leaves the inventory).
 */
export function worldChecks(t: SuiteTask): Check[] {
  return [t.goal, ...(t.then ?? [])].flatMap((g) => resolveGoals(g, getKnowledge()).flatMap((x) => (x.kind === 'till' ? (goalChecks(x) ?? []) : [])));
}

/** Mobs the plan hunts or uses a tool on (cows for milk, sheep for wool). */
export function mobsNeeded(p: Plan): string[] {
  const k = getKnowledge();
  const out = new Set<string>();
  const walk = (n: PlanNode): void => {
    if (n.type === 'skill') for (const m of skillNamed(SKILLS, n.skill)?.mobs?.(n.args, k) ?? []) out.add(m);
    if ('steps' in n) n.steps.forEach(walk);
    if (n.type === 'repeat') walk(n.step);
  };
  walk(p.plan);
  return [...out];
}

/** Why the task cannot be run, or null: listed reasons first, then whether the planner can plan it and the world can hold it. */
export function whyNotRun(t: SuiteTask, rules?: WorldRules): string | null {
  if (t.unsupported) return t.unsupported;
  try {
    const mobs = mobsNeeded(taskPlan(t, rules));
    if (rules && !rules.mobs && mobs.length) return `needs ${mobs.join(', ')}, and the sim's mobs: false removes passive animals too (use hostiles: false)`;
    return null;
  } catch (e) {
    if (e instanceof GoalNotUnderstood)
      return `planner: ${e.message.replace(/^cannot (read|plan) the goal "[^"]*": /, '').replace(/\. The offline planner understands.*$/s, '')}`;
    throw e;
  }
}

/**
 * One seed of a task (a bench episode). A plan the runner refuses (it does not
 * compile) is a failed run, not a crashed bench. The plan is made here, from
 * the task alone, so that a worker thread can run the seed from plain data.
 */
export async function runTaskSeed(t: SuiteTask, seed: number, rules: WorldRules): Promise<TaskRun> {
  const started = Date.now();
  try {
    const plan = taskPlan(t, rules);
    const r = await runSeed({
      goal: plan.goal,
      seed,
      milestones: [],
      maxMinutes: t.minutes,
      mobs: rules.mobs,
      hostiles: rules.hostiles !== false,
      ...(t.biomes ? { spawnBiomes: t.biomes } : {}),
      keepInventory: rules.keepInventory,
      xray: rules.xray,
      pauseWhileThinking: rules.pauseWhileThinking,
      start: t.start,
      goalChecks: worldChecks(t),
      plan: async () => ({ plan, calls: 0 }),
    });
    return {
      seed,
      ok: r.ok,
      reason: r.reason,
      code: r.code,
      minutes: r.ticks / 1200,
      wallMs: r.wallMs,
      repairs: r.repairs,
      health: r.health,
      deaths: r.deaths,
      startBiome: r.startBiome,
      lastStep: r.lastStep,
    };
  } catch (e) {
    const reason = `the run threw: ${(e as Error).name}: ${(e as Error).message}`;
    return { seed, ok: false, reason, code: 'threw', minutes: 0, wallMs: Date.now() - started, repairs: 0, health: 0, deaths: 0 };
  }
}
