/** Inline SVG charts over game time: the skill-call timeline and the inventory, with a marker wherever a reflex fired. */
import { TICKS_PER_SECOND, formatTicks, type InventorySample, type ReflexFiring, type RunInfo, type SkillCall } from '../model.js';
import { reflexColor } from '../reflexes.js';
import { esc } from './escape.js';

const W = 960;
const LEFT = 230;
const RIGHT = 16;
const PALETTE = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f', '#bcbd22', '#17becf'];
const MAX_LANES = 60;
const MAX_ITEMS = 10;

interface Scale {
  x: (tick: number) => number;
  axis: (top: number, bottom: number) => string;
}

function scale(from: number, to: number): Scale {
  const span = Math.max(1, to - from);
  const x = (t: number) => LEFT + ((t - from) / span) * (W - LEFT - RIGHT);
  const axis = (top: number, bottom: number) => {
    const step = niceStep(span / 6);
    const marks: string[] = [];
    for (let t = Math.ceil(from / step) * step; t <= to; t += step) {
      marks.push(`<line x1="${x(t)}" x2="${x(t)}" y1="${top}" y2="${bottom}" class="grid"/>`);
      marks.push(`<text x="${x(t)}" y="${bottom + 14}" class="axis" text-anchor="middle">${(t / TICKS_PER_SECOND).toFixed(0)}s</text>`);
    }
    return marks.join('');
  };
  return { x, axis };
}

/** 1, 2 or 5 times a power of ten, in game ticks. */
function niceStep(raw: number): number {
  const p = 10 ** Math.floor(Math.log10(Math.max(1, raw)));
  return [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw) ?? 10 * p;
}

/** One lane per plan path, in order of first call; bars from start to end tick, coloured by outcome. */
export function timelineSvg(run: RunInfo): string {
  if (run.calls.length === 0 && run.reflexes.length === 0) return '<p class="empty">No skill calls.</p>';
  const lanes = [...new Set(run.calls.map((c) => c.path))];
  const shown = lanes.slice(0, MAX_LANES);
  const rowH = 18;
  const top = run.reflexes.length ? MARKER_ROOM : 8;
  const bottom = top + Math.max(1, shown.length) * rowH;
  const s = scale(run.startTick, run.endTick);
  const labels = shown.map((p, i) => {
    const skill = run.calls.find((c) => c.path === p)?.skill ?? '';
    return `<text x="${LEFT - 6}" y="${top + i * rowH + 13}" class="lane" text-anchor="end">${esc(`${skill} ${p}`)}</text>`;
  });
  const bars = run.calls.filter((c) => shown.includes(c.path)).map((c) => bar(c, s, top + shown.indexOf(c.path) * rowH, run.endTick));
  const more = lanes.length > shown.length ? `<p class="empty">${lanes.length - shown.length} more plan paths not drawn.</p>` : '';
  const none = run.calls.length ? '' : `<text x="${LEFT}" y="${top + 13}" class="lane">no skill calls</text>`;
  return `<svg class="chart timeline" viewBox="0 0 ${W} ${bottom + 22}" role="img" aria-label="skill calls over game time">${s.axis(top, bottom)}${labels.join('')}${none}${reflexMarkers(run, s, top, bottom)}${bars.join('')}</svg>${more}`;
}

/** Room above a chart for the reflex markers' heads. */
const MARKER_ROOM = 18;

/**
 * One marker per reflex firing, in the reflex's colour: a head above the chart
 * at the tick it started and a band over the ticks it took, titled with what
 * it did.
 */
function reflexMarkers(run: RunInfo, s: Scale, top: number, bottom: number): string {
  return run.reflexes
    .map((r) => {
      const colour = reflexColor(r.name);
      const x = s.x(r.start);
      const w = Math.max(2, s.x(r.end ?? run.endTick) - x);
      const head = `${(x - 5).toFixed(1)},${top - 10} ${(x + 5).toFixed(1)},${top - 10} ${x.toFixed(1)},${top - 2}`;
      return `<g class="reflex-marker" data-reflex="${esc(r.name)}"><rect x="${x.toFixed(1)}" y="${top}" width="${w.toFixed(1)}" height="${bottom - top}" fill="${colour}" fill-opacity="0.22"/><polygon points="${head}" fill="${colour}"/><title>${esc(firingTip(r, run))}</title></g>`;
    })
    .join('');
}

function firingTip(r: ReflexFiring, run: RunInfo): string {
  const outcome = r.ok === null ? 'still running' : r.ok ? r.message || 'ok' : `${r.code ?? 'failed'}: ${r.message}`;
  return `reflex ${r.name} at ${formatTicks(r.start - run.startTick)} (tick ${r.start})\n${r.ticks === null ? 'running' : `took ${formatTicks(r.ticks)}`} · ${outcome}`;
}

/** Which colour stands for which reflex, with how often each fired. */
export function reflexLegend(run: RunInfo): string {
  if (run.reflexes.length === 0) return '';
  const counts = new Map<string, number>();
  for (const r of run.reflexes) counts.set(r.name, (counts.get(r.name) ?? 0) + 1);
  const items = [...counts].map(
    ([name, n]) =>
      `<span class="reflex-key" data-reflex="${esc(name)}"><i class="swatch" style="background:${reflexColor(name)}"></i>${esc(name)} ×${n}</span>`,
  );
  return `<div class="reflex-legend"><span>reflexes fired:</span>${items.join('')}</div>`;
}

function bar(c: SkillCall, s: Scale, y: number, lastTick: number): string {
  const end = c.end ?? lastTick;
  const x = s.x(c.start);
  const w = Math.max(2, s.x(end) - x);
  const cls = c.ok === null ? 'running' : c.ok ? 'succeeded' : 'failed';
  const tip = `${c.skill} ${JSON.stringify(c.args)} ${c.path}\nticks ${c.start}–${c.end ?? '…'}${c.ok === false ? `\n${c.code}: ${c.message}` : ''}`;
  return `<rect class="call ${cls}" x="${x.toFixed(1)}" y="${y + 3}" width="${w.toFixed(1)}" height="12" rx="2"><title>${esc(tip)}</title></rect>`;
}

/** Stepped lines: the most-held items, then health and food on their own 0–20 chart. */
export function inventorySvg(run: RunInfo): string {
  const samples = run.inventory;
  if (samples.length === 0) return '<p class="empty">No inventory events.</p>';
  const peak = new Map<string, number>();
  for (const s of samples) for (const [k, v] of Object.entries(s.items)) peak.set(k, Math.max(peak.get(k) ?? 0, v));
  const items = [...peak]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_ITEMS)
    .map(([k]) => k);
  const maxCount = Math.max(1, ...items.map((k) => peak.get(k)!));
  const items_ = lineChart(
    samples,
    run,
    items.map((k) => ({ name: k, at: (s: InventorySample) => s.items[k] ?? 0 })),
    maxCount,
    'item counts',
  );
  const vitals = lineChart(
    samples,
    run,
    [
      { name: 'health', at: (s) => s.health },
      { name: 'food', at: (s) => s.food },
    ],
    20,
    'health and food',
  );
  return items_ + vitals;
}

interface Series {
  name: string;
  at: (s: InventorySample) => number;
}

function lineChart(samples: InventorySample[], run: RunInfo, series: Series[], max: number, title: string): string {
  const h = 140;
  const top = run.reflexes.length ? MARKER_ROOM : 8;
  const s = scale(run.startTick, run.endTick);
  const y = (v: number) => top + h - (v / max) * h;
  const lines = series.map((ser, i) => {
    const pts: string[] = [];
    samples.forEach((smp, j) => {
      if (j > 0) pts.push(`${s.x(smp.tick).toFixed(1)},${y(ser.at(samples[j - 1])).toFixed(1)}`);
      pts.push(`${s.x(smp.tick).toFixed(1)},${y(ser.at(smp)).toFixed(1)}`);
    });
    pts.push(`${s.x(run.endTick).toFixed(1)},${y(ser.at(samples[samples.length - 1])).toFixed(1)}`);
    const colour = PALETTE[i % PALETTE.length];
    const legend = `<rect x="8" y="${top + i * 14}" width="10" height="10" fill="${colour}"/><text x="22" y="${top + i * 14 + 9}" class="lane">${esc(ser.name)} (max ${Math.max(...samples.map(ser.at))})</text>`;
    return `<polyline fill="none" stroke="${colour}" stroke-width="2" points="${pts.join(' ')}"><title>${esc(ser.name)}</title></polyline>${legend}`;
  });
  const yAxis = `<text x="${LEFT - 6}" y="${top + 10}" class="axis" text-anchor="end">${max}</text><text x="${LEFT - 6}" y="${top + h}" class="axis" text-anchor="end">0</text>`;
  return `<svg class="chart inventory" viewBox="0 0 ${W} ${top + h + 22}" role="img" aria-label="${esc(title)} over game time">${s.axis(top, top + h)}${yAxis}${reflexMarkers(run, s, top, top + h)}${lines.join('')}</svg>`;
}
