import type { Section } from './diamond.js';
import { table } from './stats.js';

/** The real bot on the embedded flying-squid server vs the simulated world, for chop → wooden pickaxe → stone pickaxe. */
export async function benchServer(): Promise<Section> {
  const { benchMineflayerStonePickaxe } = await import('../body/mineflayer/bench.js');
  const { benchSimStonePickaxe } = await import('./sim-stone.js');
  const real = await benchMineflayerStonePickaxe();
  const sim = await benchSimStonePickaxe();
  const markdown = [
    '### Real bot vs simulated world: chop log → wooden pickaxe → stone pickaxe',
    '',
    table(['world', 'ok', 'wall ms'], [['embedded flying-squid 1.20.4 + mineflayer', real.ok ? 'yes' : 'no', Math.round(real.wallMs)], ['simulated world', sim.ok ? 'yes' : 'no', Math.round(sim.wallMs)], ['ratio (real / sim)', '', (real.wallMs / Math.max(sim.wallMs, 1)).toFixed(1)]]),
  ].join('\n');
  return { markdown, data: { real, sim } };
}
