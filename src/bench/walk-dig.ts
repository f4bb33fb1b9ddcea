/**
 * A scripted walk + dig workload on the simulated world, to measure simulated
 * game ticks per wall-clock second (`npm run bench` reports it). Not a test:
 * it only measures.
 */
import { createSimBody } from '../body/sim/index.js';

export interface SimBenchResult {
  seed: number;
  wallMs: number;
  gameTicks: number;
  ticksPerSecond: number;
  chunks: number;
  actions: number;
  failures: number;
  /** Outcome codes of the failed actions, in order. */
  failureCodes: string[];
  deaths: number;
}

/** Chop a tree, make a pickaxe, dig down to y -58 and strip-mine `stripLength` blocks, walking back up a slope of the map. */
export async function benchWalkDig(seed = 1, stripLength = 64): Promise<SimBenchResult> {
  const signal = new AbortController().signal;
  const t0 = performance.now();
  const body = createSimBody({ seed, mobs: true });
  const w = body.world;
  let actions = 0,
    failures = 0;
  const failureCodes: string[] = [];
  const act = async (p: Promise<{ ok: true } | { ok: false; code: string }>): Promise<boolean> => {
    actions++;
    const r = await p;
    if (!r.ok) {
      failures++;
      failureCodes.push(r.code);
    }
    return r.ok;
  };
  w.give('stone_pickaxe', 3);
  w.give('cobblestone', 32);
  w.give('bread', 16);
  const start = body.position();
  for (let i = 0; i < 4; i++) {
    const log = body.findBlocks(['oak_log', 'birch_log', 'spruce_log'], { count: 1 })[0];
    if (!log) break;
    if (await act(body.goto(log.pos, 3, signal))) await act(body.dig(log.pos, signal));
  }
  const x = Math.floor(start.x),
    z = Math.floor(start.z);
  await act(body.goto({ x, y: -58, z }, 0, signal));
  for (let dx = 8; dx <= stripLength; dx += 8) {
    await act(body.goto({ x: x + dx, y: -58, z }, 0, signal));
    if (body.vitals().food < 18) await act(body.consume('bread', signal));
  }
  await act(body.goto({ x: x + stripLength, y: 80, z }, 3, signal));
  const wallMs = performance.now() - t0;
  return {
    seed,
    wallMs,
    gameTicks: w.tick,
    ticksPerSecond: w.tick / (wallMs / 1000),
    chunks: w.loadedChunks(),
    actions,
    failures,
    failureCodes,
    deaths: w.deaths.length,
  };
}
