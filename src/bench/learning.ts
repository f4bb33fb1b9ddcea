/**
 * Before and after `sapling learn` (issue 17): a fixed list of 20 held-out
 * goals (held-out.ts), each once on its own fresh world, planned by the LLM
 * planner through the noisy stand-in, first over an empty memory, then over
 * the memory an hour of learning on another seed left. Reported: success
 * rate, LLM calls per goal (planner and critic), tokens, and how many plans
 * memory made without a call.
 *
 *   node dist/bench/learning.js [--minutes 60] [--goals 20] [--p 0.3] [--learn-seed 7] [--json]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseWholeFlag, RANGES } from '../contracts/flags.js';
import type { LearnResult } from '../llm/index.js';
import type { Section } from './diamond.js';
import { FIRST_SEED, GOAL_MINUTES, HELD_OUT, learnInto, runHeldOut, type HeldOutRun } from './held-out.js';
import { HONEST, type Honesty } from './honesty.js';
import { mean, median, table } from './stats.js';

export const LEARN_MINUTES = 60;
export const LEARN_SEED = 7;
export const LEARNING_P = 0.3;

export interface LearningOptions {
  minutes: number;
  /** The first n held-out goals. */
  goals: number;
  p: number;
  learnSeed: number;
  xray?: boolean;
  log?: (line: string) => void;
}

export interface LearningData {
  options: Omit<LearningOptions, 'log'>;
  before: HeldOutRun[];
  after: HeldOutRun[];
  learned: Omit<LearnResult, 'items' | 'rounds'> & { goals: { item: string; ok: boolean }[] };
}

export async function measureLearning(o: LearningOptions): Promise<LearningData> {
  const log = o.log ?? (() => undefined);
  const dir = mkdtempSync(join(tmpdir(), 'sapling-learning-'));
  const memory = join(dir, 'memory');
  const goals = HELD_OUT.slice(0, o.goals);
  const heldOut = async (phase: string) => {
    const runs: HeldOutRun[] = [];
    for (const [i, goal] of goals.entries()) {
      const r = await runHeldOut(goal, FIRST_SEED + i, memory, o);
      log(`  ${phase} ${goal} (seed ${r.seed}): ${r.ok ? 'ok' : 'failed'}, ${r.llmCalls} LLM calls, ${r.planner}`);
      runs.push(r);
    }
    return runs;
  };
  try {
    const before = await heldOut('before');
    const { items, rounds, ...learned } = await learnInto(memory, o.learnSeed, o.minutes, o);
    log(`  learned: ${rounds.filter((r) => r.ok).length}/${rounds.length} goals, ${learned.entriesAfter} memory entries, ${learned.llmCalls} LLM calls`);
    const after = await heldOut('after');
    const { log: _, ...options } = o;
    return { options, before, after, learned: { ...learned, goals: rounds.map((r) => ({ item: r.item, ok: r.ok })) } };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One row of the table: a phase's 20 goals. */
function row(label: string, runs: HeldOutRun[]): (string | number)[] {
  const calls = runs.map((r) => r.llmCalls);
  return [
    label,
    `${runs.filter((r) => r.ok).length}/${runs.length}`,
    mean(calls).toFixed(2),
    median(calls),
    calls.reduce((a, b) => a + b, 0),
    Math.round(mean(runs.map((r) => r.tokens))),
    runs.filter((r) => r.planner !== 'llm').length,
  ];
}

export function learningMarkdown(d: LearningData): string {
  const o = d.options;
  const l = d.learned;
  return [
    `### Learning — ${d.before.length} held-out goals before and after \`sapling learn --minutes ${o.minutes}\`, noisy stand-in p=${o.p} (strict json_schema, real openai client on loopback), simulated world, clock paused while thinking, ${o.xray ? 'x-ray' : 'honest'} senses`,
    '',
    `Goal i runs once on seed ${FIRST_SEED}+i (${GOAL_MINUTES} game minutes each), the stand-in seeded alike; memory is read, never written, by these runs. Learning ran on seed ${o.learnSeed}: ${l.goals.filter((g) => g.ok).length} of ${l.goals.length} self-chosen goals reached, ${l.entriesAfter} memory entries, ${l.llmCalls} LLM calls.`,
    '',
    table(
      ['memory', 'success', 'mean LLM calls per goal', 'median LLM calls', 'LLM calls (all goals)', 'mean tokens per goal', 'plans from memory (no call)'],
      [row('empty', d.before), row(`after learn --minutes ${o.minutes}`, d.after)],
    ),
  ].join('\n');
}

/** The bench section: the full measurement, once (honest senses unless asked otherwise; the clock always pauses). */
export async function benchLearning(_seeds: number, honesty: Honesty = HONEST): Promise<Section> {
  const data = await measureLearning({
    minutes: LEARN_MINUTES,
    goals: HELD_OUT.length,
    p: LEARNING_P,
    learnSeed: LEARN_SEED,
    xray: honesty.xray,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  return { markdown: learningMarkdown(data), data };
}

function flag(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

async function main(argv: string[]): Promise<void> {
  const p = Number(flag(argv, 'p') ?? LEARNING_P);
  if (!(p >= 0 && p <= 1)) throw new Error(`--p takes a number from 0 to 1, got '${flag(argv, 'p')}'`);
  const data = await measureLearning({
    minutes: parseWholeFlag('--minutes', flag(argv, 'minutes') ?? String(LEARN_MINUTES), RANGES.maxMinutes),
    goals: parseWholeFlag('--goals', flag(argv, 'goals') ?? String(HELD_OUT.length), { min: 1, max: HELD_OUT.length }),
    p,
    learnSeed: parseWholeFlag('--learn-seed', flag(argv, 'learn-seed') ?? String(LEARN_SEED), RANGES.seed),
    log: (line) => process.stderr.write(`${line}\n`),
  });
  process.stdout.write(argv.includes('--json') ? `${JSON.stringify(data, null, 2)}\n` : `${learningMarkdown(data)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    process.stderr.write(`bench learning: ${(e as Error).message}\n`);
    process.exitCode = 1;
  });
}
