import type { Command } from 'commander';
import type { Body } from '../../contracts/body.js';
import { basename, extname } from 'node:path';
import { compilePlan, CompileError } from '../../compile/index.js';
import { ownerPath } from '../../contracts/pointer.js';
import { reflexOption, withReflexOptions } from '../reflexes.js';
import type { Knowledge } from '../../knowledge/index.js';
import {
  formatIssue,
  GoalNotUnderstood,
  planSkills,
  readTree,
  resolveGoals,
  selfCheck,
  sentenceChecks,
  TreeSyntaxError,
  type Check,
  type Plan,
} from '../../plan/index.js';
import { admit, PlanRefused, runTree, type Repairer, type TraceEvent } from '../../run/index.js';
import { CliError, EXIT, UsageError } from '../errors.js';
import { RANGES, whole } from '../flags.js';
import { loadPlan, readText } from '../io.js';
import { makePlan, makeRepairer, withPlanningOptions, type PlanningOptions } from '../planning.js';
import { printSummary, startProgress, type Progress } from '../progress.js';
import { onStopSignal } from '../stop.js';
import { openTrace } from '../trace-file.js';
import { closeBody, openBody, withWorldOptions, worldKnowledge, type WorldOptions } from '../world.js';
import { runExplore } from '../explore.js';
import { collectArg, treeWithArgs } from '../tree-args.js';
import { DEFAULT_VIEWER_PORT, openViewer, prepareViewer, viewerPort } from '../viewer.js';

export interface RunOptions extends PlanningOptions, WorldOptions {
  plan?: string;
  tree?: string;
  trace?: string;
  json?: boolean;
  maxMinutes: number;
  liveHtml?: boolean;
  viewer?: number | boolean;
  quiet?: boolean;
  reflexes?: string | boolean;
  explore?: boolean;
  minutes?: number;
  arg?: string[];
}

export function runCommand(program: Command): void {
  withWorldOptions(withReflexOptions(withPlanningOptions(program.command('run'))))
    .description('reach a goal: plan it, compile it and run it on the simulated world or a server')
    .argument('[goal]', 'the goal in plain words, e.g. "obtain a diamond pickaxe"')
    .option('--plan <plan.json>', 'run this plan instead of planning a goal')
    .option('--tree <tree.mdsl>', 'run a hand-authored tree (MDSL or mistreevous JSON)')
    .option('--arg <name=value>', "a parameter of the --tree's header (repeat for several); the rest take their defaults", collectArg)
    .option('--explore', 'play with no goal: obtain as many distinct items as the world offers, each next goal chosen from what is in reach')
    .option(
      '--minutes <n>',
      `game minutes to explore for (with --explore), ${RANGES.maxMinutes.min} to ${RANGES.maxMinutes.max}`,
      whole('--minutes', RANGES.maxMinutes),
      30,
    )
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
    .option(
      '--viewer [port]',
      `serve a 3D view of the bot on 127.0.0.1 (default port ${DEFAULT_VIEWER_PORT}, 0 for any free port); needs the optional package prismarine-viewer`,
      viewerPort,
    )
    .option('--json', 'print the summary as JSON')
    .option('-q, --quiet', 'no live progress')
    .addHelpText(
      'after',
      '\nCtrl-C or SIGTERM stops the run: it ends as a failed run (exit 1) with its summary and a complete trace. A second one exits at once.',
    )
    .action(async (goal: string | undefined, opts: RunOptions) => run(goal, opts));
}

async function run(goal: string | undefined, opts: RunOptions): Promise<void> {
  const given = [goal, opts.plan, opts.tree, opts.explore].filter((x) => x !== undefined).length;
  if (given !== 1) throw new UsageError('give exactly one of: a goal, --plan <plan.json>, --tree <tree.mdsl>, --explore');
  if (opts.explore) return runExplore({ ...opts, minutes: opts.minutes ?? 30 }, reflexOption(opts.reflexes));
  const viewer = await prepareViewer(opts.viewer);
  // A server's version is asked before planning: knowledge, skills, schema and prompts are that version's.
  const k = await worldKnowledge(opts);
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
  let view: { close(): Promise<void> } | null = null;
  try {
    // A goal is planned in the world it will run in: memory and the LLM see the bot's situation.
    if (goal !== undefined) body = await unlessStopped(openBody(opts, k.version), ac.signal, closeBody);
    const thinking = Date.now();
    const prepared = await unlessStopped(prepare(goal, opts, k, onEvent, body), ac.signal);
    const thoughtMs = Date.now() - thinking;
    const { plan, label, usage, client, where, memory } = prepared;
    body ??= await unlessStopped(openBody(opts, k.version), ac.signal, closeBody);
    if (viewer) view = await openViewer(viewer, body);
    const shown = (progress = await startProgress(opts, body));
    const repairer: Repairer | undefined = await makeRepairer(opts, k, client, memory);
    assertCompiles(plan, k, opts.plan ?? opts.tree ?? label);
    // A run handed an already aborted signal would not notice it.
    if (ac.signal.aborted) throw stoppedBeforeRun();
    const result = await runTree({
      body,
      knowledge: k,
      skills: planSkills(k),
      goal: label,
      plan,
      repairer,
      onEvent,
      signal: ac.signal,
      budgets: { ticks: opts.maxMinutes * 60 * 20 },
      reflexes,
      goalChecks: verifiable(goal ?? (opts.tree ? undefined : plan.goal), k),
      thoughtMs,
      // Wall times differ run to run; leave them out to compare traces byte for byte.
      wallTimes: process.env.SAPLING_TRACE_WALL !== '0',
      world: opts.server ? `server ${opts.server} (Minecraft ${k.version})` : `sim seed ${opts.seed}`,
      seed: opts.server ? null : opts.seed,
    });
    progress = null;
    shown.close();
    await printSummary(result, events, body, { ...opts, where }, usage);
    if (!result.ok) process.exitCode = EXIT.failed;
    // Failures are remembered too: their repairs and the sub-goals reached inside them are experience.
    if ('remember' in usage) await usage.remember?.(result, result.trace);
  } finally {
    offStopSignals();
    progress?.close();
    try {
      // Published whatever happened above: a reader of the final name never sees a run still being written.
      trace?.close();
    } finally {
      // The viewer's pages and server go first: they read the body's world.
      await view?.close();
      if (body) await closeBody(body);
    }
  }
}

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
function assertCompiles(plan: Plan, k: Knowledge, label: string): void {
  try {
    admit(plan, k, planSkills(k));
    compilePlan(plan, k, planSkills(k));
  } catch (e) {
    if (e instanceof CompileError || e instanceof PlanRefused) throw new CliError(`${label}: ${e.message}`);
    throw e;
  }
}

/** The goal's own checks, when the goal is one Sapling can read; otherwise the plan's success stands. */
function verifiable(goal: string | undefined, k: Knowledge): Check[] | undefined {
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

const treeName = (file: string): string => basename(file, extname(file));

/** The line and column in the tree file of the plan node at a path (or of the nearest node above it). */
function sourceOf(positions: ReadonlyMap<string, { line: number; column: number }>, path: string, file: string): string | null {
  for (let p = ownerPath(path); p.startsWith('/plan'); p = p.slice(0, p.lastIndexOf('/'))) {
    const at = positions.get(p);
    if (at) return `${file} line ${at.line}, column ${at.column}`;
  }
  return null;
}

async function prepare(goal: string | undefined, opts: RunOptions, k: Knowledge, onEvent: (e: TraceEvent) => void, body: Body | null) {
  if (opts.tree) {
    // A tree runs as the plan it reads as: prerequisites, reflexes and repairs included.
    const file = opts.tree;
    try {
      const src = readTree(await readText(file), planSkills(k), k, treeName(file));
      const where = (path: string) => sourceOf(src.positions, path, file);
      return { plan: treeWithArgs(src, opts.arg ?? []), label: file, usage: {}, client: null, where, memory: null };
    } catch (e) {
      if (e instanceof TreeSyntaxError) throw new CliError(`${file}: ${e.message}`);
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
    return { plan, label: plan.goal, usage: {}, client: null, where: undefined, memory: null };
  }
  const made = await makePlan(goal!, opts, k, onEvent, body);
  return { plan: made.plan, label: goal!, usage: made.usage, client: made.client, where: undefined, memory: made.memory ?? null };
}
