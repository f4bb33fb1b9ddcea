/**
 * Grouped horizontal bar charts as inline SVG: one block of bars per category
 * (a group, a task, a milestone), one bar per series (Sapling under each set
 * of senses, then each paper). Every bar carries a <title> with its value,
 * published bars are hatched as well as coloured (Okabe–Ito, readable with
 * colour-blindness), and a plain table of the same numbers follows the chart.
 */
import { esc } from '../../viz/html/escape.js';

export interface Bar {
  value: number;
  /** The value as the tables print it: "80.0%", "5/5", "12.80 min". */
  text: string;
  /** More for the tooltip: "4/5 runs". */
  note?: string;
}

export interface Series {
  name: string;
  colour: string;
  /** A published figure: drawn hatched. */
  paper?: boolean;
  /** One per category; null where this series has no figure (the paper did not publish one, the section did not run it). */
  values: (Bar | null)[];
}

export interface ChartSpec {
  id: string;
  title: string;
  /** What the axis measures: "success %", "median game minutes". */
  axis: string;
  /** The axis end; by default a round number above the largest value. */
  max?: number;
  categories: string[];
  series: Series[];
}

/** Sapling's colour per senses key, and the papers' in order. */
export const SAPLING_COLOURS: Record<string, string> = { honest: '#0072B2', xray: '#E69F00', 'honest+paused': '#56B4E9', 'xray+paused': '#D55E00' };
/** Up to seven papers' series (Plan4MC prints seven methods); none shares a colour with Sapling's. */
export const PAPER_COLOURS = ['#009E73', '#CC79A7', '#6b6b6b', '#F0E442', '#000000', '#8C510A', '#7B3294'];

const W = 960;
const LEFT = 230;
const RIGHT = 90;
const BAR = 13;
const GAP = 10;
const TOP = 6;

/** 1, 2, 2.5 or 5 times a power of ten, at or above `v`. */
function niceMax(v: number): number {
  if (!(v > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  return [1, 2, 2.5, 5, 10].map((m) => m * p).find((s) => s >= v)!;
}

const short = (s: string, n = 36): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

function legend(spec: ChartSpec): string {
  const keys = spec.series.map(
    (s) => `<span class="key${s.paper ? ' paper' : ''}"><i class="swatch" style="--c:${s.colour}"></i>${esc(s.name)}${s.paper ? ' (published)' : ''}</span>`,
  );
  return `<div class="chart-legend">${keys.join('')}</div>`;
}

function defs(spec: ChartSpec): string {
  return spec.series
    .map((s, i) =>
      s.paper
        ? `<pattern id="${esc(spec.id)}-h${i}" patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)"><rect width="6" height="6" fill="${s.colour}"/><line x1="0" y1="0" x2="0" y2="6" stroke="#fff" stroke-width="2" stroke-opacity="0.55"/></pattern>`
        : '',
    )
    .join('');
}

export function chartSvg(spec: ChartSpec): string {
  const n = spec.series.length;
  const block = n * BAR + GAP;
  const height = TOP + spec.categories.length * block + 24;
  const top = Math.max(0, ...spec.series.flatMap((s) => s.values.map((v) => v?.value ?? 0)));
  const max = spec.max ?? niceMax(top);
  const x = (v: number) => LEFT + (Math.min(v, max) / max) * (W - LEFT - RIGHT);
  const bottom = height - 20;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => {
    const v = f * max;
    const label = Number.isInteger(v) ? String(v) : v.toFixed(2).replace(/0$/, '');
    return `<line class="grid" x1="${x(v)}" x2="${x(v)}" y1="${TOP}" y2="${bottom}"/><text class="axis" x="${x(v)}" y="${bottom + 14}" text-anchor="middle">${label}</text>`;
  });
  const rows = spec.categories.map((cat, c) => {
    const y0 = TOP + c * block;
    const label = `<text class="cat" x="${LEFT - 6}" y="${y0 + (n * BAR) / 2 + 4}" text-anchor="end">${esc(short(cat))}<title>${esc(cat)}</title></text>`;
    const bars = spec.series.map((s, i) => {
      const v = s.values[c];
      const y = y0 + i * BAR;
      const tip = `${s.name}${s.paper ? ' (published)' : ''} · ${cat}: ${v ? `${v.text}${v.note ? ` (${v.note})` : ''}` : 'no figure'}`;
      if (!v) return `<text class="na" x="${LEFT + 3}" y="${y + BAR - 3}">—<title>${esc(tip)}</title></text>`;
      const fill = s.paper ? `url(#${esc(spec.id)}-h${i})` : s.colour;
      const w = Math.max(v.value > 0 ? 1.5 : 0, x(v.value) - LEFT);
      return (
        `<rect class="bar" x="${LEFT}" y="${y + 1}" width="${w.toFixed(1)}" height="${BAR - 2}" fill="${fill}" stroke="${s.colour}"` +
        ` data-series="${esc(s.name)}" data-category="${esc(cat)}" data-value="${v.value}"><title>${esc(tip)}</title></rect>` +
        `<text class="val" x="${(LEFT + w + 4).toFixed(1)}" y="${y + BAR - 3}">${esc(v.text)}</text>`
      );
    });
    return label + bars.join('');
  });
  const axis = `<text class="axis" x="${LEFT - 6}" y="${bottom + 14}" text-anchor="end">${esc(spec.axis)} →</text>`;
  return `<svg class="bars" viewBox="0 0 ${W} ${height}" role="img" aria-label="${esc(`${spec.title} (${spec.axis})`)}"><defs>${defs(spec)}</defs>${ticks.join('')}${axis}${rows.join('')}</svg>`;
}

/** The same numbers as a table, for screen readers, copying and anyone who prefers digits. */
export function chartTable(spec: ChartSpec): string {
  const head = `<tr><th scope="col">${esc(spec.axis)}</th>${spec.series.map((s) => `<th scope="col">${esc(s.name)}${s.paper ? ' (published)' : ''}</th>`).join('')}</tr>`;
  const body = spec.categories.map(
    (cat, c) =>
      `<tr><th scope="row">${esc(cat)}</th>${spec.series.map((s) => `<td>${s.values[c] ? esc(s.values[c]!.text + (s.values[c]!.note ? ` (${s.values[c]!.note})` : '')) : '—'}</td>`).join('')}</tr>`,
  );
  return `<details class="numbers"><summary>The numbers behind this chart</summary><table class="chart-data"><thead>${head}</thead><tbody>${body.join('')}</tbody></table></details>`;
}

export function chart(spec: ChartSpec): string {
  return `<figure class="bench-chart" id="${esc(spec.id)}"><figcaption>${esc(spec.title)}</figcaption>${legend(spec)}${chartSvg(spec)}${chartTable(spec)}</figure>`;
}
