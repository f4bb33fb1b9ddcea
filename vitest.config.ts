/**
 * `npm test` runs both projects; `npm run test:unit` (`--project unit`) runs
 * the tests that need no build, no Minecraft server, no browser and no
 * spawned CLI, in seconds.
 *
 * Unit test files share their worker's modules (`isolate: false`), so
 * minecraft-data and the knowledge tables load once per worker, not once per
 * file. A unit test file must therefore leave no module state changed (no
 * vi.mock, no global stubs).
 */
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './test/support/sequencer.js';

/** Files that start servers, browsers or processes, or play whole runs: each gets a fresh module graph. */
const WHOLE = [
  // An embedded flying-squid server and mineflayer bots.
  'test/server/**/*.test.ts',
  'test/conformance/server*.test.ts',
  'test/conformance/versions.test.ts',
  'test/viz/viewer-server.test.ts',
  // Spawn the built CLI (dist/), several seconds each.
  'test/cli/**/*.test.ts',
  'test/llm/check.test.ts',
  // Whole runs in the simulated world, an LLM round trip end to end, the benchmark suites.
  'test/e2e/**/*.test.ts',
  'test/llm/e2e.test.ts',
  'test/bench/**/*.test.ts',
  // Chromium, and the live report's HTTP server.
  'test/viz/html.test.ts',
  'test/viz/live.test.ts',
  'test/viz/viewer.test.ts',
  // Packs and installs the library into a scratch project.
  'test/library/**/*.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores, which on 2 cores is one worker: the whole suite in series.
    // Much of it waits (on real-time servers, spawned CLIs, Chromium), so two workers keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The long files start first and the short unit files fill in behind them (see the sequencer).
    sequence: { sequencer: LongestFirst },
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: ['**/node_modules/**', ...WHOLE], isolate: false } },
      { extends: true, test: { name: 'whole', include: WHOLE } },
    ],
  },
});
