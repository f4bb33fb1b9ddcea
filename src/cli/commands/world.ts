import type { Command } from 'commander';
import type { WorldSurvey } from '../../sim/survey.js';
import { RANGES, whole } from '../flags.js';
import { writeOut } from '../io.js';

/** At most 8 chunks each way (17×17 chunks), at most one game hour of night. */
const RADIUS = { min: 0, max: 8 };
const MINUTES = { min: 1, max: 60 };

export function worldCommand(program: Command): void {
  program
    .command('world')
    .description("show what a seed's simulated world holds: spawn, ores, trees, fluids, hostile spawns, villages")
    .option('--seed <n>', 'world seed, a whole number', whole('--seed', RANGES.seed), 1)
    .option('--radius <chunks>', 'chunks on each side of the spawn chunk to survey', whole('--radius', RADIUS), 4)
    .option('--minutes <n>', 'game minutes of night to watch hostiles spawn at the spawn point', whole('--minutes', MINUTES), 5)
    .option('--json', 'print JSON instead of tables')
    .action(async (opts: { seed: number; radius: number; minutes: number; json?: boolean }) => {
      const { surveyWorld } = await import('../../sim/survey.js');
      const survey = surveyWorld({ seed: opts.seed, radius: opts.radius, minutes: opts.minutes });
      await writeOut(undefined, opts.json ? JSON.stringify(survey, null, 2) : formatSurvey(survey));
    });
}

/** Columns padded to their widest cell, the first left-aligned, numbers right-aligned. */
function table(head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const width = head.map((_, j) => Math.max(...cells.map((r) => r[j].length)));
  return cells.map((r) => r.map((c, j) => (j === 0 ? c.padEnd(width[j]) : c.padStart(width[j]))).join('  ')).join('\n');
}

export function formatSurvey(s: WorldSurvey): string {
  const oreNames = Object.keys(s.ores[0]?.counts ?? {});
  const { spawn: p, hostiles: h } = s;
  return [
    `seed ${s.seed}: spawn at ${p.x} ${p.y} ${p.z} in ${p.biome}, standing on ${p.standingOn}`,
    `surveyed ${s.chunks} chunks (radius ${s.radius}) around the spawn chunk`,
    '',
    'ore blocks per y band (stone and deepslate variants together)',
    table(
      ['y', ...oreNames],
      s.ores.map((b) => [`${b.yMin}..${b.yMax}`, ...oreNames.map((n) => b.counts[n as keyof typeof b.counts])]),
    ),
    '',
    'trees per chunk by biome (vanilla: the mean of its tree placed feature)',
    table(
      ['biome', 'chunks', 'trees', 'per chunk', 'vanilla'],
      s.trees.map((t) => [t.biome, t.chunks.toFixed(1), t.trees, t.perChunk.toFixed(2), t.vanillaPerChunk.toFixed(2)]),
    ),
    '',
    'fluid blocks per y band',
    table(
      ['y', 'water', 'lava'],
      s.fluids.map((b) => [`${b.yMin}..${b.yMax}`, b.water, b.lava]),
    ),
    '',
    `hostile spawns at night around the spawn point over ${h.minutes} game minutes, under the monster cap: ${h.total} (${h.perMinute} per minute)`,
    table(
      ['block light', 'spawns', 'per minute'],
      h.buckets.map((b) => [String(b.blockLight), b.spawns, b.perMinute.toFixed(2)]),
    ),
    '',
    `villages within ${s.villageRadius} blocks of the spawn, nearest first: ${s.villages.length}`,
    table(
      ['at', 'blocks off', 'biome', 'houses', 'fields', 'fields can grow'],
      s.villages.map((v) => [`${v.x} ${v.z}`, v.distance, v.biome, v.houses, v.fields, v.fields > 0 ? v.grows.join(', ') : '-']),
    ),
  ].join('\n');
}
