import { describe, expect, it } from 'vitest';
import type { Vec3Like } from '../../src/contracts/body.js';
import type { TraceEvent } from '../../src/contracts/trace.js';
import { mapSvg, rampAt } from '../../src/viz/html/map.js';
import { fromTrace, renderHtml } from '../../src/viz/index.js';
import { mapOf } from '../../src/viz/map.js';
import { woodenPickaxePlan } from './fixtures/plan.js';
import { woodenPickaxeTrace } from './fixtures/trace.js';

/** A short run: a walk, two digs, a placement, a kill, a death, a walk from the respawn point, and a repair. */
const trace: TraceEvent[] = [];
const at = (tick: number, e: Record<string, unknown>) => trace.push({ t: 0, tick, ...e } as TraceEvent);
const pos = (x: number, z: number, y = 64): Vec3Like => ({ x, y, z });
const firstLife = [pos(0.5, 0.5), pos(4.5, 0.5), pos(4.5, -6.5)];
const secondLife = [pos(-20.5, 10.5), pos(-18.5, 12.5)];
at(0, { type: 'run_start', goal: 'g', world: 'sim', seed: 1, plan: woodenPickaxePlan });
firstLife.forEach((p, i) => at(i * 20, { type: 'position', pos: p }));
at(25, { type: 'dig', pos: pos(5, 0), block: 'oak_log' });
at(30, { type: 'dig', pos: pos(5, 1), block: null });
at(45, { type: 'place', pos: pos(3, -7), block: 'crafting_table' });
at(50, { type: 'kill', pos: pos(4.5, -6.5), mob: '<script>zombie</script>' });
at(60, { type: 'death', pos: pos(4.5, -8.5), cause: 'slain by a zombie' });
secondLife.forEach((p, i) => at(61 + i * 20, { type: 'position', pos: p }));
at(90, { type: 'repair', path: '/plan/steps/1', by: 'rules', kind: 'retry', explanation: 'try again', pos: pos(-18.5, 12.5) });
at(100, { type: 'run_end', ok: true, reason: 'goal reached', path: null, code: null, stats: {} });

const svg = mapSvg(fromTrace(trace).run!);
const count = (kind: string) => svg.split(`class="map-marker map-${kind}"`).length - 1;
const steps = [...svg.matchAll(/<polyline class="map-step" data-tick="(\d+)" points="([^"]+)"/g)].map((m) => ({
  tick: Number(m[1]),
  points: m[2].split(' ').map((p) => p.split(',').map(Number)),
}));

describe('the run map', () => {
  it('draws one marker per dig, placement, kill, death and repair, and the start and the end', () => {
    expect([count('dig'), count('place'), count('kill'), count('death'), count('repair'), count('start'), count('end')]).toEqual([2, 1, 1, 1, 1, 1, 1]);
  });

  it("draws the path through the trace's positions in block coordinates, broken where the bot died", () => {
    // The first life runs on to where the bot fell; the second starts at the respawn point with no step joining them.
    const legs = [[...firstLife, pos(4.5, -8.5)], secondLife];
    const expected = legs.flatMap((leg) =>
      leg.slice(1).map((p, i) => [
        [leg[i].x, leg[i].z],
        [p.x, p.z],
      ]),
    );
    expect(steps.map((s) => s.points)).toEqual(expected);
    expect(steps.map((s) => s.tick)).toEqual([20, 40, 60, 81]);
  });

  it('colours steps by game time, from the start of the ramp to its end', () => {
    const colours = [...svg.matchAll(/class="map-step"[^>]*stroke="(#[0-9a-f]{6})"/g)].map((m) => m[1]);
    expect(colours[0]).toBe(rampAt(20 / 100));
    expect(colours.at(-1)).toBe(rampAt(81 / 100));
    expect(new Set(colours).size).toBe(colours.length);
    expect(rampAt(0)).toBe('#440154');
    expect(rampAt(1)).toBe('#e0c400');
  });

  it('says which path was repaired, escapes names, and keys the time scale and a scale bar in blocks', () => {
    expect(svg).toMatch(/<title>repaired \/plan\/steps\/1 by rules \(retry\), at 90t \(4\.5s\), standing at -18\.5 64 12\.5: try again<\/title>/);
    expect(svg).toContain('killed &lt;script&gt;zombie&lt;/script&gt; near');
    expect(svg).not.toContain('<script>');
    expect(svg).toMatch(/class="map-scale" data-blocks="(1|2|5|10)"/);
    expect(svg).toContain('100t (5.0s)');
    expect(svg).toMatch(/<input type="range" class="map-slider" min="0" max="100" step="1" value="100">/);
  });

  it('puts a repair without a position (older traces) where the bot last was, and shows a note for a trace without positions', () => {
    const old = trace.map((e) => (e.type === 'repair' ? { ...e, pos: undefined } : e));
    expect(mapOf(old).repairs[0]).toMatchObject({ x: -18.5, z: 12.5, path: '/plan/steps/1' });
    const html = renderHtml(fromTrace(woodenPickaxeTrace));
    expect(html).toContain('<section class="map"><h2>Map</h2><p class="empty">This trace does not say where the bot was');
    expect(html).not.toContain('class="chart run-map"');
  });
});
