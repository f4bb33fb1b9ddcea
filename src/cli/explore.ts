/**
 * `sapling run --explore --minutes N`: play with no goal and collect as many
 * distinct items as the world offers (Odyssey's autonomous exploration).
 */
import type { Body } from '../contracts/body.js';
import type { TraceEvent } from '../contracts/trace.js';
import { createRuleRepairer } from '../llm/rules.js';
import { planSkills } from '../plan/index.js';
import { explore, type ExploreResult } from '../run/index.js';
import type { ReflexOptions } from '../compile/reflexes.js';
import { EXIT } from './errors.js';
import { onStopSignal } from './stop.js';
import { openTrace } from './trace-file.js';
import { closeBody, openBody, worldKnowledge, type WorldOptions } from './world.js';
import { openViewer, prepareViewer } from './viewer.js';

export interface ExploreOptions extends WorldOptions {
  minutes: number;
  trace?: string;
  json?: boolean;
  viewer?: number | boolean;
}

export async function runExplore(opts: ExploreOptions, reflexes: ReflexOptions | false): Promise<void> {
  const viewer = await prepareViewer(opts.viewer);
  const k = await worldKnowledge(opts);
  const trace = opts.trace ? openTrace(opts.trace) : null;
  const ac = new AbortController();
  const offStopSignals = onStopSignal((signal) => ac.abort(new Error(`interrupted by ${signal}`)));
  let body: Body | null = null;
  let view: { close(): Promise<void> } | null = null;
  try {
    body = await openBody(opts, k.version);
    if (viewer) view = await openViewer(viewer, body);
    const result = await explore({
      body,
      knowledge: k,
      skills: planSkills(k),
      minutes: opts.minutes,
      repairer: createRuleRepairer(k),
      reflexes,
      signal: ac.signal,
      onEvent: (e: TraceEvent) => trace?.write(e),
    });
    print(result, body, opts);
    if (ac.signal.aborted) process.exitCode = EXIT.failed;
  } finally {
    offStopSignals();
    try {
      trace?.close();
    } finally {
      await view?.close();
      if (body) await closeBody(body);
    }
  }
}

function print(r: ExploreResult, body: Body, opts: ExploreOptions): void {
  const minutes = r.ticks / 1200;
  const summary = {
    items: r.items.length,
    itemsPerGameHour: +((r.items.length * 60) / Math.max(minutes, 1e-9)).toFixed(1),
    gameMinutes: +minutes.toFixed(2),
    wallSeconds: +(r.wallMs / 1000).toFixed(2),
    rounds: r.rounds.length,
    roundsReached: r.rounds.filter((x) => x.ok).length,
    deaths: r.deaths,
    senses: body.senses.xray ? 'xray' : 'honest',
    planner: 'knowledge (curriculum)',
    obtained: r.items,
    goals: r.rounds.map((x) => ({ item: x.item, ok: x.ok, gameMinutes: +(x.ticks / 1200).toFixed(2) })),
  };
  if (opts.json) return void process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  const goals = r.rounds.map((x) => `${x.ok ? '✓' : '✗'} ${x.item}`).join(', ');
  process.stdout.write(
    `EXPLORED: ${summary.items} distinct items in ${summary.gameMinutes} game minutes (${summary.itemsPerGameHour} per game hour)\n` +
      `goals chosen: ${goals || 'none'}\n` +
      `items: ${r.items.join(', ') || 'none'}\n` +
      `${summary.roundsReached} of ${summary.rounds} goals reached · ${r.deaths} deaths · wall ${summary.wallSeconds} s · senses ${summary.senses} · planner ${summary.planner}\n`,
  );
}
