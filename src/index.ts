/**
 * Sapling as a library: goal → plan → validate → compile → run → render.
 *
 *   import { planGoal, validate, compile, runOnSim, render } from 'sapling';
 *   const plan = planGoal('obtain a stone pickaxe');
 *   const result = await runOnSim({ plan, seed: 1 });
 *   console.log(result.ok, await render(plan, 'ascii'));
 *
 * The wrappers below bind what the CLI binds (the default skill registry, the
 * game knowledge (1.20.4, or the server's version for runOnServer), the
 * rule-based repairer), so the common path needs no
 * wiring. The building blocks they wrap are re-exported too, for callers who
 * want their own skills, knowledge, body or repairer. Everything else stays
 * reachable through the stage modules under dist/ but is not promised here.
 */
import type { Body } from './contracts/body.js';
import type { Plan, PlanIssue } from './contracts/plan.js';
import type { TraceEvent } from './contracts/trace.js';
import { compilePlan, type CompileOptions, type ReflexOptions, type Tree } from './compile/index.js';
import { getKnowledge } from './knowledge/index.js';
import { createRuleRepairer } from './llm/rules.js';
import { JsonSyntaxError, knowledgePlan, parseJson, planSkills, selfCheck, validatePlan } from './plan/index.js';
import { runTree, type Budgets, type Repairer } from './run/index.js';
import type { RunOutput } from './run/runner.js';
import { createSimBody } from './body/sim/index.js';
import type { DumpFormat, DumpOptions } from './viz/index.js';

// ---- the seam types: what flows between the stages ----
export type { Plan, PlanNode, Check, PlanIssue, SkillArgs, ArgValue } from './contracts/plan.js';
export type { Tree } from './compile/index.js';
export type { Skill, AnySkill } from './skills/types.js';
export type { TreeSource, TreeSkill, TreeParam } from './plan/index.js';
export type { Body, BodyStatus, ItemStack } from './contracts/body.js';
export type { Outcome, Success, Failure, OutcomeCode } from './contracts/outcome.js';
export type { TraceEvent } from './contracts/trace.js';
export type { RunResult, Repairer, FailureReport, RepairDecision, Budgets } from './run/index.js';
export type { RunOutput } from './run/runner.js';
export type { Knowledge } from './knowledge/index.js';
export type { CompileOptions, ReflexOptions } from './compile/index.js';
export type { DumpFormat, DumpOptions } from './viz/index.js';

// ---- the building blocks the wrappers use, for callers who wire their own ----
export { getKnowledge } from './knowledge/index.js';
export { SKILLS, getSkill, skillNames } from './skills/index.js';
export { CHECKS, checkKinds } from './checks/index.js';
export { REFLEXES, reflexNames } from './reflexes/index.js';
export {
  knowledgePlan,
  parseGoal,
  GoalNotUnderstood,
  GoalNotPossible,
  validatePlan,
  selfCheck,
  planSchema,
  formatIssue,
  planSkills,
  readTree,
  withTrees,
  TreeSyntaxError,
} from './plan/index.js';
export { compilePlan, CompileError, loadTreeText } from './compile/index.js';
export { runTree, type RunInput } from './run/index.js';
export { createSimBody, SimBody, type SimBodyOptions } from './body/sim/index.js';
export { createRuleRepairer } from './llm/rules.js';
export { VizError } from './viz/errors.js';

/** The offline planner: a goal in plain words ("obtain a stone pickaxe") → a plan from game knowledge (default 1.20.4), no LLM. Throws GoalNotUnderstood. */
export function planGoal(goal: string, version?: string): Plan {
  return knowledgePlan(goal, getKnowledge(version));
}

export interface Validation {
  valid: boolean;
  /** The parsed plan when it passed the schema and knowledge checks (it may still have self-check issues). */
  plan: Plan | null;
  /** Each with a JSON pointer such as `/plan/steps/2/args/item` and, where there is one, a suggested fix. */
  issues: PlanIssue[];
}

/**
 * What `sapling validate` does: schema and knowledge checks, then (unless
 * `selfCheck: false`) the static inventory walk from `inventory`. Takes a plan
 * object or JSON text; never throws on a bad plan, it reports it.
 */
export function validate(input: unknown, opts: { selfCheck?: boolean; inventory?: Record<string, number> } = {}): Validation {
  if (typeof input === 'string') {
    try {
      input = parseJson(input);
    } catch (e) {
      if (!(e instanceof JsonSyntaxError)) throw e;
      return { valid: false, plan: null, issues: [{ path: '', message: e.message, suggestion: null }] };
    }
  }
  const k = getKnowledge();
  const result = validatePlan(input, k);
  if (!result.ok) return { valid: false, plan: null, issues: result.issues };
  const issues = opts.selfCheck === false ? [] : selfCheck(result.plan, k, opts.inventory ?? {});
  return { valid: issues.length === 0, plan: result.plan, issues };
}

/** A plan → the behaviour tree that runs it, with prerequisites and the reflex layer. Throws CompileError. */
export function compile(plan: Plan, opts: CompileOptions = {}): Tree {
  return compilePlan(plan, getKnowledge(), planSkills(), opts);
}

/** What both run wrappers take besides the world. Give `goal` (planned offline) or `plan`. */
export interface RunOptions {
  goal?: string;
  plan?: Plan;
  /** Game-time budget (default 60 game minutes); `budgets` overrides it. */
  maxMinutes?: number;
  budgets?: Partial<Budgets>;
  /** Who repairs a failed step (default: the rule-based repairer); false for none. */
  repairer?: Repairer | false;
  /** The reflexes around the plan (default: all); false for none. */
  reflexes?: ReflexOptions | false;
  /** Every trace event as it happens (the same events end up in the result's `trace`). */
  onEvent?: (e: TraceEvent) => void;
  signal?: AbortSignal;
}

export interface SimRunOptions extends RunOptions {
  /** World seed (default 1): the same seed and plan give the same run when the clock pauses while thinking. */
  seed?: number;
  mobs?: boolean;
  xray?: boolean;
  /** Stop the world's clock while planning and repairing. By default that wall time passes as game time, as on a server. */
  pauseWhileThinking?: boolean;
  keepInventory?: boolean;
  /** Items in the inventory before the run starts, by 1.20.4 name. */
  start?: Record<string, number>;
}

export interface ServerRunOptions extends RunOptions {
  host: string;
  port?: number;
  username?: string;
  /** The Minecraft version the server must speak; by default the server's own, asked before joining (1.20.4 or later). */
  version?: string;
  auth?: 'offline' | 'microsoft';
  /** Sense blocks behind walls (default false). */
  xray?: boolean;
}

/** Run a goal or plan on the embedded simulated world; nothing to install or start. */
export async function runOnSim(o: SimRunOptions): Promise<RunOutput> {
  const thinking = Date.now();
  const plan = planOf(o, getKnowledge(), o.start);
  const thoughtMs = Date.now() - thinking;
  const seed = o.seed ?? 1;
  const body = createSimBody({ seed, mobs: o.mobs, xray: Boolean(o.xray), keepInventory: Boolean(o.keepInventory), pauseWhileThinking: o.pauseWhileThinking });
  for (const [item, count] of Object.entries(o.start ?? {})) body.world.give(item, count);
  return runOn(body, plan, o, `sim seed ${seed}`, seed, thoughtMs);
}

/**
 * Run a goal or plan with a mineflayer bot on a Minecraft server, then
 * disconnect. The plan is made before connecting, so a goal that cannot be
 * planned never joins the server.
 */
export async function runOnServer(o: ServerRunOptions): Promise<RunOutput> {
  const port = o.port ?? 25565;
  // mineflayer and its protocol stack load only when a server run asks for them.
  const { createMineflayerBody, detectVersion } = await import('./body/mineflayer/index.js');
  // The server's version comes from its ping answer, so the plan is made with that version's knowledge.
  const version = await detectVersion({ host: o.host, port, connectTimeoutMs: 10_000, version: o.version });
  const k = getKnowledge(version);
  const plan = planOf(o, k);
  const body = await createMineflayerBody({
    host: o.host,
    port,
    username: o.username ?? 'Sapling',
    version,
    auth: o.auth ?? 'offline',
    senses: { radius: 32, xray: Boolean(o.xray) },
  });
  try {
    return await runOn(body, plan, o, `server ${o.host}:${port} (Minecraft ${version})`, null, 0, k);
  } finally {
    await body.close();
  }
}

/**
 * Draw a plan, a compiled tree, MDSL text or a run trace (a result's `trace`)
 * as ascii, mermaid, dot, svg or html, like `sapling dump`. Throws VizError on
 * input it does not recognise.
 */
export async function render(input: Plan | Tree | readonly TraceEvent[] | string, format: DumpFormat = 'ascii', opts: DumpOptions = {}): Promise<string> {
  // The renderers (Graphviz in wasm among them) load on first use, as in the CLI.
  const { dump } = await import('./viz/index.js');
  return dump(input, format, opts);
}

/** A given plan, or the offline plan for the goal from the starting inventory (`start`, when the run gives one). */
function planOf(o: RunOptions, k = getKnowledge(), start: Record<string, number> = {}): Plan {
  if (o.plan) return o.plan;
  if (!o.goal) throw new TypeError('give a goal or a plan');
  return knowledgePlan(o.goal, k, start);
}

function runOn(body: Body, plan: Plan, o: RunOptions, world: string, seed: number | null, thoughtMs = 0, k = getKnowledge()): Promise<RunOutput> {
  return runTree({
    body,
    knowledge: k,
    skills: planSkills(k),
    goal: o.goal ?? plan.goal,
    plan,
    repairer: o.repairer === false ? undefined : (o.repairer ?? createRuleRepairer(k)),
    budgets: { ticks: (o.maxMinutes ?? 60) * 60 * 20, ...o.budgets },
    reflexes: o.reflexes,
    onEvent: o.onEvent,
    signal: o.signal,
    thoughtMs,
    world,
    seed,
  });
}
