/**
 * Live progress while a run goes on, and the summary at the end: the tree
 * with each node's final state, success, game and wall time, actions,
 * repairs and LLM use.
 */
import type { Body } from '../contracts/body.js';
import type { RunResult, TraceEvent } from '../run/index.js';
import type { PlanningUsage } from './planning.js';

export interface Progress {
  event(e: TraceEvent): void;
  close(): void;
}

export async function startProgress(opts: { quiet?: boolean; json?: boolean; liveHtml?: boolean }, body: Body): Promise<Progress> {
  const viz = await import('../viz/index.js');
  const stream = process.stderr;
  const live = opts.quiet || opts.json ? null : viz.createLiveView({ stream, isTTY: Boolean(stream.isTTY) });
  const html = opts.liveHtml ? await viz.serveLiveHtml({ port: 0, host: '127.0.0.1' }) : null;
  if (html) stream.write(`live report: ${html.url}\n`);
  let active = { path: '', label: '' };
  let paused = active;
  let actions = 0;
  return {
    event(e) {
      html?.push(e);
      if (!live) return;
      if (e.type === 'skill_start') actions++;
      if (e.type === 'skill_start')
        active = {
          path: e.path,
          label: `${e.skill} ${Object.values(e.args)
            .filter((v) => v !== null)
            .join(' ')}`,
        };
      // A reflex pauses the running step: show it, then the step again when it is over.
      if (e.type === 'reflex_start') [paused, active] = [active, { path: e.path, label: `reflex ${e.name} (pausing ${active.label || 'the plan'})` }];
      if (e.type === 'reflex_end') active = paused;
      if (e.type === 'skill_start' || e.type === 'inventory' || e.type === 'reflex_start' || e.type === 'reflex_end') {
        const s = body.status();
        live.update({
          activePath: active.path,
          activeLabel: active.label,
          inventory: s.inventory,
          health: s.vitals.health,
          food: s.vitals.food,
          tick: s.gameTick,
          actions,
        });
      }
    },
    close() {
      live?.close();
      void html?.close();
    },
  };
}

export interface SummaryOptions {
  json?: boolean;
  /** Where a plan path comes from in a hand-written tree file ("trees/x.mdsl line 5, column 9"). */
  where?: (path: string) => string | null;
}

export async function printSummary(result: RunResult, events: TraceEvent[], body: Body, opts: SummaryOptions, usage: PlanningUsage): Promise<void> {
  const { renderAscii, fromTrace } = await import('../viz/index.js');
  const inventory = body.inventory();
  const summary = {
    ok: result.ok,
    reason: result.reason,
    failedAt: result.path,
    failedAtSource: result.path && !result.ok ? (opts.where?.(result.path) ?? null) : null,
    code: result.code,
    gameMinutes: +(result.ticks / 20 / 60).toFixed(2),
    wallSeconds: +(result.wallMs / 1000).toFixed(2),
    actions: result.actions,
    repairs: result.repairs,
    planner: usage.planner ?? 'none',
    senses: body.senses.xray ? 'xray' : 'honest',
    clock: (body as { pauseWhileThinking?: boolean }).pauseWhileThinking ? 'paused while thinking' : 'runs while thinking',
    thinkingTicks: events.reduce((n, e) => n + (e.type === 'think' ? e.ticks : 0), 0),
    llmCalls: usage.llmCalls?.() ?? 0,
    tokens: usage.tokens?.() ?? 0,
    memoryHit: usage.memoryHit ?? false,
    inventory: Object.fromEntries(inventory.map((s) => [s.name, s.count])),
  };
  if (opts.json) {
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    return;
  }
  const out = process.stdout;
  out.write(`\n${renderAscii(fromTrace(events), { color: Boolean(out.isTTY) })}\n`);
  const at = [result.path, summary.failedAtSource, result.code].filter(Boolean).join(', ');
  out.write(`${result.ok ? 'SUCCESS' : 'FAILED'}: ${result.reason}${result.path && !result.ok ? ` (at ${at})` : ''}\n`);
  out.write(
    `game time ${summary.gameMinutes} min · wall ${summary.wallSeconds} s · ${summary.actions} actions · ${summary.repairs} repairs · planner ${summary.planner}` +
      ` · LLM calls ${summary.llmCalls} · tokens ${summary.tokens}${summary.memoryHit ? ' · memory hit' : ''}\n` +
      `senses ${summary.senses} · clock ${summary.clock}${summary.thinkingTicks ? ` (${(summary.thinkingTicks / 20).toFixed(1)} game s spent thinking)` : ''}\n`,
  );
  out.write(`inventory: ${inventory.map((s) => `${s.count} ${s.name}`).join(', ') || 'empty'}\n`);
}
