/** The speed sections (compile, sim, server): no paper to stand beside, so plain tables. */
import { esc } from '../../viz/html/escape.js';
import { median } from '../stats.js';
import type { Variant } from './load.js';

const table = (head: string[], rows: (string | number)[][]): string =>
  `<table class="plain"><thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

export function compileHtml(variants: Variant[]): string {
  return variants
    .map((v) =>
      table(
        ['goal', 'median ms (one obtain leaf, 200 runs)'],
        Object.entries(v.data as Record<string, number>).map(([goal, ms]) => [goal, ms.toFixed(3)]),
      ),
    )
    .join('');
}

export function simHtml(variants: Variant[]): string {
  return variants
    .map((v) => {
      const runs = v.data as { wallMs: number; gameTicks: number; ticksPerSecond: number }[];
      return table(
        ['runs', 'median wall ms', 'median game ticks', 'median ticks per wall second'],
        [
          [
            runs.length,
            median(runs.map((r) => r.wallMs)).toFixed(0),
            median(runs.map((r) => r.gameTicks)),
            median(runs.map((r) => r.ticksPerSecond)).toFixed(0),
          ],
        ],
      );
    })
    .join('');
}

export function serverHtml(variants: Variant[]): string {
  return variants
    .map((v) => {
      const { real, sim } = v.data as { real: { ok: boolean; wallMs: number }; sim: { ok: boolean; wallMs: number } };
      return table(
        ['world', 'ok', 'wall s'],
        [
          ['embedded flying-squid 1.20.4 + mineflayer (server start and login excluded)', real.ok ? 'yes' : 'no', (real.wallMs / 1000).toFixed(1)],
          ['simulated world, seed 42', sim.ok ? 'yes' : 'no', (sim.wallMs / 1000).toFixed(2)],
          ['wall-time ratio (real / sim)', '', (real.wallMs / Math.max(sim.wallMs, 1)).toFixed(0)],
        ],
      );
    })
    .join('');
}
