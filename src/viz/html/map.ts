/**
 * The run map: the bot's path seen from above (x east, z south, so north is
 * up), each step coloured by game time, with markers where it dug, placed,
 * killed, died and was repaired, a scale bar in blocks, and a slider (the
 * page's own script, client.ts) that hides whatever happened after a chosen
 * game time. Inline SVG only: nothing is fetched.
 */
import { formatTicks, type RunInfo } from '../model.js';
import { hasWhereabouts, type MapPoint, type RunMap } from '../map.js';
import { esc } from './escape.js';

const W = 960;
const PAD = 24;
const MAX_H = 560;
/** A short walk is not blown up past this many blocks across. */
const MIN_SPAN = 16;
const KEY_H = 56;
/** Viridis, light enough at the end to show on white: early steps dark blue, late ones yellow. */
const RAMP = ['#440154', '#3b528b', '#21918c', '#5ec962', '#e0c400'];

interface Frame {
  /** Pixels per block. */
  s: number;
  px: (x: number) => number;
  py: (z: number) => number;
  height: number;
}

export function mapSvg(run: RunInfo): string {
  const m = run.map;
  if (!hasWhereabouts(m)) return '<p class="empty">This trace does not say where the bot was (it was recorded before runs sampled positions).</p>';
  const f = frame(m);
  const span = Math.max(1, run.endTick - run.startTick);
  const colour = (tick: number) => rampAt((tick - run.startTick) / span);
  const when = (tick: number) => `at ${formatTicks(tick - run.startTick)}`;
  const at = (p: MapPoint) => `${p.x} ${p.y} ${p.z}`;
  const steps = m.legs.flatMap((leg) =>
    leg.slice(1).map((p, i) => {
      const a = leg[i];
      return `<polyline class="map-step" data-tick="${p.tick}" points="${a.x},${a.z} ${p.x},${p.z}" stroke="${colour(p.tick)}"/>`;
    }),
  );
  // The path is drawn in block coordinates (x, z), so its points are the trace's positions; markers in pixels, so they keep their size.
  const path = `<g class="map-path" transform="matrix(${f.s} 0 0 ${f.s} ${f.px(0)} ${f.py(0)})" fill="none" stroke-width="${round(2.5 / f.s)}" stroke-linecap="round">${steps.join('')}</g>`;
  // A dug or placed block is drawn at its cell's centre, where the bot's path (its feet) runs.
  const mark = (kind: string, p: MapPoint, shape: string, tip: string, cell = false) =>
    `<g class="map-marker map-${kind}" data-tick="${p.tick}" transform="translate(${f.px(p.x + (cell ? 0.5 : 0)).toFixed(1)},${f.py(p.z + (cell ? 0.5 : 0)).toFixed(1)})">${shape}<title>${esc(tip)}</title></g>`;
  const markers = [
    ...m.digs.map((d) => mark('dig', d, SHAPES.dig, `dug ${d.block ?? 'a block'} at ${at(d)}, ${when(d.tick)}`, true)),
    ...m.places.map((d) => mark('place', d, SHAPES.place, `placed ${d.block} at ${at(d)}, ${when(d.tick)}`, true)),
    ...m.kills.map((d) => mark('kill', d, SHAPES.kill, `killed ${d.mob} near ${at(d)}, ${when(d.tick)}`)),
    ...m.repairs.map((d) =>
      mark('repair', d, SHAPES.repair, `repaired ${d.path} by ${d.by} (${d.kind}), ${when(d.tick)}, standing at ${at(d)}: ${d.explanation}`),
    ),
    ...m.deaths.map((d) => mark('death', d, SHAPES.death, `died (${d.cause}) at ${at(d)}, ${when(d.tick)}`)),
  ];
  const first = m.legs[0]?.[0];
  const lastLeg = m.legs.at(-1);
  const last = lastLeg?.at(-1);
  if (first) markers.push(mark('start', first, SHAPES.start, `start at ${at(first)}`));
  if (last && last !== first) markers.push(mark('end', last, SHAPES.end, `end at ${at(last)}, ${when(last.tick)}`));
  const h = f.height + KEY_H;
  const svg =
    `<svg class="chart run-map" viewBox="0 0 ${W} ${h}" role="img" aria-label="the bot's path seen from above, north up">` +
    `<defs><linearGradient id="map-time-ramp">${RAMP.map((c, i) => `<stop offset="${i / (RAMP.length - 1)}" stop-color="${c}"/>`).join('')}</linearGradient></defs>` +
    `${path}${markers.join('')}${compass()}${scaleBar(f)}${key(run, m, f.height)}</svg>`;
  const slider =
    `<div class="map-time"><label>show up to game time <input type="range" class="map-slider" min="${run.startTick}" max="${run.endTick}" step="1" value="${run.endTick}"></label>` +
    ` <output class="map-now">${(span / 20).toFixed(1)}s</output> <span class="empty">(drag left to hide what happened later)</span></div>`;
  return svg + slider;
}

function frame(m: RunMap): Frame {
  const pts = [...m.legs.flat(), ...m.digs, ...m.places, ...m.deaths, ...m.kills, ...m.repairs];
  const xs = pts.map((p) => p.x);
  const zs = pts.map((p) => p.z);
  const [x0, x1, z0, z1] = [Math.min(...xs), Math.max(...xs), Math.min(...zs), Math.max(...zs)];
  const spanX = Math.max(MIN_SPAN, x1 - x0 + 4);
  const spanZ = Math.max(MIN_SPAN, z1 - z0 + 4);
  const s = Math.min((W - 2 * PAD) / spanX, (MAX_H - 2 * PAD) / spanZ);
  // Centre the bounds in the drawing, however the aspect of the walk compares with the page's.
  const left = W / 2 - ((x0 + x1) / 2) * s;
  const height = spanZ * s + 2 * PAD;
  const top = height / 2 - ((z0 + z1) / 2) * s;
  return { s: round(s), px: (x) => round(left + x * s), py: (z) => round(top + z * s), height };
}

const round = (v: number) => Math.round(v * 1000) / 1000;

const SHAPES = {
  dig: '<rect x="-3.5" y="-3.5" width="7" height="7" fill="#a1887f" stroke="#4e342e"/>',
  place: '<rect x="-3.5" y="-3.5" width="7" height="7" fill="#bbdefb" stroke="#0d47a1" stroke-width="1.5"/>',
  kill: '<polygon points="0,-6 5.5,4 -5.5,4" fill="#8e24aa" stroke="#fff"/>',
  repair: '<circle r="6" fill="#ffb74d" stroke="#b36b00" stroke-width="2"/>',
  death: '<path d="M-6,-6L6,6M6,-6L-6,6" stroke="#fff" stroke-width="5"/><path d="M-6,-6L6,6M6,-6L-6,6" stroke="#c62828" stroke-width="3"/>',
  start: '<circle r="7" fill="#2e7d32" stroke="#fff" stroke-width="2"/><text y="4" text-anchor="middle" class="map-letter">S</text>',
  end: '<rect x="-7" y="-7" width="14" height="14" fill="#212121" stroke="#fff" stroke-width="2"/><text y="4" text-anchor="middle" class="map-letter">E</text>',
};

function compass(): string {
  return `<g class="map-compass" transform="translate(${W - PAD},${PAD + 4})"><path d="M0,-4L5,10L0,6L-5,10Z" fill="#444"/><text y="22" text-anchor="middle" class="axis">N</text></g>`;
}

/** A bar of 1, 2 or 5 times a power of ten blocks, about a fifth of the width. */
function scaleBar(f: Frame): string {
  const want = W / 5 / f.s;
  const p = 10 ** Math.floor(Math.log10(Math.max(1, want)));
  const blocks = [5, 2, 1].map((k) => k * p).find((b) => b <= want) ?? 1;
  const len = blocks * f.s;
  const y = f.height - 10;
  return `<g class="map-scale" data-blocks="${blocks}"><path d="M${PAD},${y - 5}V${y}H${(PAD + len).toFixed(1)}V${y - 5}" fill="none" stroke="#222" stroke-width="1.5"/><text x="${PAD}" y="${y - 8}" class="axis">${blocks} block${blocks === 1 ? '' : 's'}</text></g>`;
}

/** The time scale of the path's colours, and what each marker means with how many there are. */
function key(run: RunInfo, m: RunMap, top: number): string {
  const y = top + 8;
  const ramp = `<rect x="${PAD}" y="${y}" width="240" height="10" fill="url(#map-time-ramp)"/><text x="${PAD}" y="${y + 24}" class="axis">0s</text><text x="${PAD + 240}" y="${y + 24}" class="axis" text-anchor="end">${esc(formatTicks(run.endTick - run.startTick))}</text><text x="${PAD + 120}" y="${y + 24}" class="axis" text-anchor="middle">game time</text>`;
  const entries: Array<[string, string, number]> = [
    ['dig', 'dug', m.digs.length],
    ['place', 'placed', m.places.length],
    ['kill', 'killed', m.kills.length],
    ['death', 'died', m.deaths.length],
    ['repair', 'repaired', m.repairs.length],
  ];
  const items = entries.map(
    ([kind, label, n], i) =>
      `<g class="map-key" transform="translate(${PAD + 300 + i * 120},${y + 5})">${SHAPES[kind as keyof typeof SHAPES]}<text x="12" y="4" class="axis">${label} ×${n}</text></g>`,
  );
  return ramp + items.join('');
}

/** The colour of a step at `f` (0 the run's start, 1 its end) along the ramp. */
export function rampAt(f: number): string {
  const t = Math.min(1, Math.max(0, Number.isFinite(f) ? f : 0)) * (RAMP.length - 1);
  const i = Math.min(RAMP.length - 2, Math.floor(t));
  const [a, b] = [RAMP[i], RAMP[i + 1]].map((c) => [1, 3, 5].map((k) => parseInt(c.slice(k, k + 2), 16)));
  return `#${a
    .map((v, k) =>
      Math.round(v + (b[k] - v) * (t - i))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
