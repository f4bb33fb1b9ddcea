import type { Command } from 'commander';
import type { Body } from '../../contracts/body.js';
import { compilePlan, CompileError, loadTreeText, TreeSyntaxError, wrapReflexes, type Tree } from '../../compile/index.js';
import { reflexOption, withReflexOptions } from '../reflexes.js';
import { getKnowledge } from '../../knowledge/index.js';
import { formatIssue, GoalNotUnderstood, resolveGoals, selfCheck, sentenceChecks, type Check, type Plan } from '../../plan/index.js';
import { admit, PlanRefused, runTree, type Repairer, type TraceEvent } from '../../run/index.js';
import { SKILLS } from '../../skills/index.js';
import { CliError, EXIT, UsageError } from '../errors.js';
import { RANGES, whole } from '../flags.js';
import { loadPlan, readText } from '../io.js';
import { makePlan, makeRepairer, withPlanningOptions, type PlanningOptions } from '../planning.js';
import { printSummary, startProgress, type Progress } from '../progress.js';
import { onStopSignal } from '../stop.js';
import { openTrace } from '../trace-file.js';
import { checkWorld, openBody, type WorldOptions } from '../world.js';

export interface RunOptions extends PlanningOptions, WorldOptions {
  plan?: string;
  tree?: string;
  trace?: string;
  json?: boolean;
  maxMinutes: number;
  liveHtml?: boolean;
  quiet?: boolean;
  reflexes?: string | boolean;
}

export function runCommand(program: Command): void {
  withReflexOptions(withPlanningOptions(program.command('run')))
    .description('reach a goal: plan it, compile it and run it on the simulated world or a server')
    .argument('[goal]', 'the goal in plain words, e.g. "obtain a diamond pickaxe"')
    .option('--plan <plan.json>', 'run this plan instead of planning a goal')
    .option('--tree <tree.mdsl>', 'run a hand-authored tree (MDSL or mistreevous JSON)')
    .option('--world <world>', 'sim (default) or server (implied by --server)', 'sim')
    .option('--seed <n>', 'world seed for the simulated world, a whole number', whole('--seed', RANGES.seed), 1)
    .option('--keep-inventory', 'keep the inventory on death')
    .option('--xray', 'sense blocks behind walls')
    .option('--no-mobs', 'no mobs in the simulated world')
    .option(
      '--pause-while-thinking',
      "stop the simulated world's clock while planning and repairing (by default wall time spent thinking passes as game time, as on a server)",
    )
    .option('--server <host:port>', 'a Minecraft server to join with mineflayer')
    .option('--username <name>', 'bot name on the server', 'Sapling')
    .option('--mc-version <version>', 'Minecraft version of the server', '1.20.4')
    .option('--auth <auth>', 'offline or microsoft', 'offline')
    .option('--critic <critic>', 'llm, rules or off (default: rules, then llm when configured)')
    .option(
      '--trace <trace.jsonl>',
      'write the run trace as JSON lines; it goes to <trace.jsonl>.partial while the run goes on and gets its name when the run ends ' +
        '(also on failure, Ctrl-C or SIGTERM), so a .partial left behind is what a crashed or killed run wrote',
    )
    .option(
      '--max-minutes <n>',
      `game-time budget in minutes, ${RANGES.maxMinutes.min} to ${RANGES.maxMinutes.max}`,
      whole('--max-minutes', RANGES.maxMinutes),
      60,
    )
    .option('--live-html', 'serve a live HTML report on 127.0.0.1')
    .option('--json', 'print the summary as JSON')
    .option('-q, --quiet', 'no live progress')
    .addHelpText(
      'after',
      '\nCtrl-C or SIGTERM stops the run: it ends as a failed run (exit 1) with its summary and a complete trace. A second one exits at once.',
    )
    .action(async (goal: string | undefined, opts: RunOptions) => run(goal, opts));
}

async function run(goal: string | undefined, opts: RunOptions): Promise<void> {
  const given = [goal, opts.plan, opts.tree].filter((x) => x !== undefined).length;
  if (given !== 1) throw new UsageError('give exactly one of: a goal, --plan <plan.json>, --tree <tree.mdsl>');
  checkWorld(opts);
  const k = getKnowledge();
  const reflexes = reflexOption(opts.reflexes);
  const events: TraceEvent[] = [];
  const trace = opts.trace ? openTrace(opts.trace) : null;
  let progress: Progress | null = null;
  const onEvent = (e: TraceEvent) => {
    events.push(e);
    trace?.write(e);
    progress?.event(e);
  };
  // Ctrl-C and SIGTERM abort the run once it runs; before that, they end the wait for the plan or the world.
  const ac = new AbortController();
  const offStopSignals = onStopSignal((signal) => ac.abort(new Error(`interrupted by ${signal}`)));
  let body: Body | null = null;
  try {
    const thinking = Date.now();
    const prepared = await unlessStopped(prepare(goal, opts, k, onEvent), ac.signal);
    const thoughtMs = Date.now() - thinking;
    const { plan, label, usage, client } = prepared;
    const tree = prepared.tree && reflexes ? wrapReflexes(prepared.tree, reflexes) : prepared.tree;
    body = await unlessStopped(openBody(opts), ac.signal, closeBody);
    const shown = (progress = await startProgress(opts, body));
    const repairer: Repairer | undefined = plan ? await makeRepairer(opts, k, client) : undefined;
    if (plan) assertCompiles(plan, k, opts.plan ?? label);
    // A run handed an already aborted signal would not notice it.
    if (ac.signal.aborted) throw stoppedBeforeRun();
    const result = await runTree({
      body,
      knowledge: k,
      skills: SKILLS,
      goal: label,
      plan: plan ?? undefined,
      tree: tree ?? undefined,
      repairer,
      onEvent,
      signal: ac.signal,
      budgets: { ticks: opts.maxMinutes * 60 * 20 },
      reflexes,
      goalChecks: verifiable(goal ?? plan?.goal, k),
      thoughtMs,
      // Wall times differ run to run; leave them out to compare traces byte for byte.
      wallTimes: process.env.SAPLING_TRACE_WALL !== '0',
      world: opts.server ? `server ${opts.server}` : `sim seed ${opts.seed}`,
      seed: opts.server ? null : opts.seed,
    });
    progress = null;
    shown.close();
    await printSummary(result, events, body, opts, usage);
    if (!result.ok) process.exitCode = EXIT.failed;
    if (result.ok && plan && !tree) await usage.remember?.(plan, result);
  } finally {
    offStopSignals();
    progress?.close();
    try {
      // Published whatever happened above: a reader of the final name never sees a run still being written.
      trace?.close();
    } finally {
      if (body) await closeBody(body);
    }
  }
}

const closeBody = async (body: Body): Promise<void> => (body as Body & { close?: () => Promise<void> | void }).close?.();

const stoppedBeforeRun = () => new CliError('interrupted before the run started');

/**
 * `work`, unless a stop signal comes first: then a CliError at once, and
 * `late` receives what `work` yields after all (a world to close).
 */
function unlessStopped<T>(work: Promise<T>, signal: AbortSignal, late?: (value: T) => unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onStop = () => {
      reject(stoppedBeforeRun());
      work.then(late).catch(() => undefined);
    };
    if (signal.aborted) return onStop();
    signal.addEventListener('abort', onStop, { once: true });
    work.then(
      (v) => {
        signal.removeEventListener('abort', onStop);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onStop);
        reject(e);
      },
    );
  });
}

/**
 * Pass the gate and compile once up front, whatever made the plan (memory,
 * the LLM, the offline planner), so a refused plan or an unobtainable
 * prerequisite is a clear error rather than a failed run.
 */
function assertCompiles(plan: Plan, k: ReturnType<typeof getKnowledge>, label: string): void {
  try {
    admit(plan, k, SKILLS);
    compilePlan(plan, k, SKILLS);
  } catch (e) {
    if (e instanceof CompileError || e instanceof PlanRefused) throw new CliError(`${label}: ${e.message}`);
    throw e;
  }
}

/** The goal's own checks, when the goal is one Sapling can read; otherwise the plan's success stands. */
function verifiable(goal: string | undefined, k: ReturnType<typeof getKnowledge>): Check[] | undefined {
  if (!goal) return undefined;
  try {
    // Every obtain goal of the sentence is checked ("a stone pickaxe and 4 torches"); kill, eat and place goals leave no trace.
    const checks = sentenceChecks(resolveGoals(goal, k));
    return checks.length ? checks : undefined;
  } catch (e) {
    if (e instanceof GoalNotUnderstood) return undefined;
    throw e;
  }
}

async function prepare(goal: string | undefined, opts: RunOptions, k: ReturnType<typeof getKnowledge>, onEvent: (e: TraceEvent) => void) {
  if (opts.tree) {
    try {
      const tree: Tree = loadTreeText(await readText(opts.tree), SKILLS);
      return { plan: null, tree, label: opts.tree, usage: {}, client: null };
    } catch (e) {
      if (e instanceof TreeSyntaxError) throw new CliError(`${opts.tree}: ${e.message}`);
      throw e;
    }
  }
  if (opts.plan) {
    const plan: Plan = await loadPlan(opts.plan, k);
    const issues = selfCheck(plan, k);
    if (issues.length) {
      const lines = issues.map(formatIssue);
      throw new CliError(`${opts.plan}: ${lines[0]}${lines.length > 1 ? ` (and ${lines.length - 1} more)` : ''}`, EXIT.failed, lines);
    }
    return { plan, tree: null, label: plan.goal, usage: {}, client: null };
  }
  const made = await makePlan(goal!, opts, k, onEvent);
  return { plan: made.plan, tree: null, label: goal!, usage: made.usage, client: made.client };
}
