/**
 * The real-bot benchmark: chop logs → planks → crafting table → sticks →
 * wooden pickaxe → mine stone → stone pickaxe, driven through Body verbs
 * directly (no planner), timed step by step. `sequenceStonePickaxe` works on
 * any Body, so the same steps can time the simulated world for the ratio.
 */
import type { Outcome } from '../../skills/outcome.js';
import type { Body, Vec3Like } from '../types.js';
import { startServer } from '../../server/index.js';
import { createMineflayerBody } from './body.js';

export interface StepTiming {
  step: string;
  ms: number;
  outcome: Outcome;
}

export interface SequenceResult {
  ok: boolean;
  totalMs: number;
  steps: StepTiming[];
}

/** Dig the nearest visible block of one of `names`, walking to it first. */
async function gatherOne(body: Body, names: string[], signal: AbortSignal): Promise<Outcome> {
  const seen = body.findBlocks(names, { count: 8 });
  if (seen.length === 0) return { ok: false, code: 'not_found', message: `no ${names.join('/')} in sight` };
  // Prefer blocks near the bot's feet height: the lowest logs of a tree are in reach from the ground.
  const feetY = Math.floor(body.position().y);
  const target = [...seen].sort((a, b) => a.distance + Math.abs(a.pos.y - feetY) * 2 - (b.distance + Math.abs(b.pos.y - feetY) * 2))[0];
  const walked = await body.goto(target.pos, 3, signal);
  if (!walked.ok) return walked;
  return body.dig(target.pos, signal);
}

export async function sequenceStonePickaxe(body: Body, signal: AbortSignal): Promise<SequenceResult> {
  const steps: StepTiming[] = [];
  const t0 = Date.now();
  let table: Vec3Like | null = null;
  const step = async (name: string, act: () => Promise<Outcome>): Promise<boolean> => {
    const s = Date.now();
    const outcome = await act();
    steps.push({ step: name, ms: Date.now() - s, outcome });
    return outcome.ok;
  };
  const logs = ['oak_log', 'birch_log', 'spruce_log', 'jungle_log', 'acacia_log', 'dark_oak_log'];
  const plan: [string, () => Promise<Outcome>][] = [
    ['chop log 1', () => gatherOne(body, logs, signal)],
    ['chop log 2', () => gatherOne(body, logs, signal)],
    ['chop log 3', () => gatherOne(body, logs, signal)],
    ['craft planks', () => body.craft(plankFor(body), 3, null, signal)],
    ['craft crafting_table', () => body.craft('crafting_table', 1, null, signal)],
    ['place crafting_table', async () => {
      const o = await body.place('crafting_table', null, signal);
      if (o.ok) table = o.data?.pos as Vec3Like;
      return o;
    }],
    ['craft sticks', () => body.craft('stick', 1, null, signal)],
    ['craft wooden_pickaxe', () => body.craft('wooden_pickaxe', 1, table, signal)],
    ['mine stone 1', () => gatherOne(body, ['stone'], signal)],
    ['mine stone 2', () => gatherOne(body, ['stone'], signal)],
    ['mine stone 3', () => gatherOne(body, ['stone'], signal)],
    ['craft stone_pickaxe', () => body.craft('stone_pickaxe', 1, table, signal)],
  ];
  for (const [name, act] of plan) {
    if (!(await step(name, act))) return { ok: false, totalMs: Date.now() - t0, steps };
  }
  return { ok: body.count('stone_pickaxe') >= 1, totalMs: Date.now() - t0, steps };
}

function plankFor(body: Body): string {
  const log = body.inventory().find((i) => i.name.endsWith('_log'));
  return log ? log.name.replace(/_log$/, '_planks') : 'oak_planks';
}

/** Start the embedded server, connect a bot, run the sequence, tear down. Wall time includes start-up. */
export async function benchMineflayerStonePickaxe(seed = 42): Promise<SequenceResult & { wallMs: number }> {
  const t0 = Date.now();
  const server = await startServer({ port: 0, seed });
  const body = await createMineflayerBody({ host: '127.0.0.1', port: server.port, username: 'bench', log: () => {} });
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 120_000);
  try {
    const r = await sequenceStonePickaxe(body, abort.signal);
    return { ...r, wallMs: Date.now() - t0 };
  } finally {
    clearTimeout(timer);
    await body.close();
    await server.close();
  }
}
