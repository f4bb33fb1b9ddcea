import { createWriteStream } from 'node:fs';
import type { Command } from 'commander';
import type { Body } from '../../contracts/body.js';
import { compilePlan, CompileError, loadTreeText, TreeSyntaxError, wrapReflexes, type Tree } from '../../compile/index.js';
import { reflexOption, withReflexOptions } from '../reflexes.js';
import { getKnowledge } from '../../knowledge/index.js';
import { formatIssue, selfCheck, type Plan } from '../../plan/index.js';
import { runTree, type Repairer, type TraceEvent } from '../../run/index.js';
import { SKILLS } from '../../skills/index.js';
import { CliError, EXIT, UsageError } from '../errors.js';
import { loadPlan, readText } from '../io.js';
import { makePlan, makeRepairer, withPlanningOptions, type PlanningOptions } from '../planning.js';
import { printSummary, startProgress } from '../progress.js';
import { openBody, type WorldOptions } from '../world.js';

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
    .option('--seed <n>', 'world seed for the simulated world', toInt, 1)
    .option('--keep-inventory', 'keep the inventory on death')
    .option('--xray', 'sense blocks behind walls')
    .option('--no-mobs', 'no mobs in the simulated world')
    .option('--server <host:port>', 'a Minecraft server to join with mineflayer')
    .option('--username <name>', 'bot name on the server', 'Sapling')
    .option('--mc-version <version>', 'Minecraft version of the server', '1.20.4')
    .option('--auth <auth>', 'offline or microsoft', 'offline')
    .option('--critic <critic>', 'llm, rules or off (default: rules, then llm when configured)')
    .option('--trace <trace.jsonl>', 'write the run trace as JSON lines')
    .option('--max-minutes <n>', 'game-time budget in minutes', toInt, 60)
    .option('--live-html', 'serve a live HTML report on 127.0.0.1')
    .option('--json', 'print the summary as JSON')
    .option('-q, --quiet', 'no live progress')
    .action(async (goal: string | undefined, opts: RunOptions) => run(goal, opts));
}

function toInt(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n)) throw new UsageError(`expected a whole number, got '${v}'`);
  return n;
}

async function run(goal: string | undefined, opts: RunOptions): Promise<void> {
  const given = [goal, opts.plan, opts.tree].filter((x) => x !== undefined).length;
  if (given !== 1) throw new UsageError('give exactly one of: a goal, --plan <plan.json>, --tree <tree.mdsl>');
  const k = getKnowledge();
  const reflexes = reflexOption(opts.reflexes);
  const events: TraceEvent[] = [];
  const traceFile = opts.trace ? createWriteStream(opts.trace) : null;
  let progress: { event(e: TraceEvent): void; close(): void } | null = null;
  const onEvent = (e: TraceEvent) => {
    events.push(e);
    traceFile?.write(`${JSON.stringify(e)}\n`);
    progress?.event(e);
  };
  const prepared = await prepare(goal, opts, k, onEvent);
  const { plan, label, usage, client } = prepared;
  const tree = prepared.tree && reflexes ? wrapReflexes(prepared.tree, reflexes) : prepared.tree;
  const body: Body = await openBody(opts);
  progress = await startProgress(opts, body);
  const repairer: Repairer | undefined = plan ? await makeRepairer(opts, k, client) : undefined;
  const ac = new AbortController();
  if (plan) assertCompiles(plan, k, opts.plan ?? label);
  const onSigint = () => ac.abort(new Error('interrupted'));
  process.once('SIGINT', onSigint);
  try {
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
      // Wall times differ run to run; leave them out to compare traces byte for byte.
      wallTimes: process.env.SAPLING_TRACE_WALL !== '0',
      world: opts.server ? `server ${opts.server}` : `sim seed ${opts.seed}`,
      seed: opts.server ? null : opts.seed,
    });
    progress.close();
    await printSummary(result, events, body, opts, usage);
    if (!result.ok) process.exitCode = EXIT.failed;
    if (result.ok && plan && !tree) await usage.remember?.(plan, result);
  } finally {
    process.off('SIGINT', onSigint);
    await new Promise<void>((r) => (traceFile ? traceFile.end(r) : r()));
    await (body as Body & { close?: () => Promise<void> | void }).close?.();
  }
}

/** Compile once up front, so an unobtainable prerequisite is a clear error rather than a failed run. */
function assertCompiles(plan: Plan, k: ReturnType<typeof getKnowledge>, label: string): void {
  try {
    compilePlan(plan, k, SKILLS);
  } catch (e) {
    if (e instanceof CompileError) throw new CliError(`${label}: ${e.message}`);
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
