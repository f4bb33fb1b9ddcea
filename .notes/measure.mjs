import { runSeed } from '../dist/bench/obtain.js';
const args = process.argv.slice(2);
const goal = process.env.GOAL ?? 'obtain a diamond pickaxe';
const seeds = args.length ? args.map(Number) : Array.from({ length: 20 }, (_, i) => i + 1);
let okN = 0;
const rows = [];
for (const seed of seeds) {
  const t0 = Date.now();
  const r = await runSeed({ goal, seed, mobs: true, xray: false, keepInventory: false });
  const wall = (Date.now() - t0) / 1000;
  if (r.ok) okN++;
  const ms = Object.entries(r.milestones).map(([k, v]) => (v === null ? '-' : (v / 1200).toFixed(0))).join('/');
  console.log([seed, r.ok ? 'ok' : 'FAIL', (r.ticks / 1200).toFixed(1), wall.toFixed(2), r.repairs, ms, r.ok ? '' : r.reason.slice(0, 220)].join('\t'));
}
console.log(`success ${okN}/${seeds.length}`);
