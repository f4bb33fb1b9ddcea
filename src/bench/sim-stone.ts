import { createSimBody } from '../body/sim/index.js';
import { sequenceStonePickaxe, type SequenceResult } from '../body/mineflayer/bench.js';

/** The same verb sequence the real-bot bench runs, on the simulated world. */
export async function benchSimStonePickaxe(seed = 42): Promise<SequenceResult & { wallMs: number }> {
  const t0 = performance.now();
  const body = createSimBody({ seed, mobs: false });
  const r = await sequenceStonePickaxe(body, new AbortController().signal);
  return { ...r, wallMs: performance.now() - t0 };
}
