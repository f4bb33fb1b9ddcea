/**
 * `npm run test:unit`: the tests that need no build, no Minecraft server, no
 * browser and no spawned CLI; they finish in seconds. `npm test` runs them all.
 */
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

export default mergeConfig(
  base,
  defineConfig({
    test: {
      // Test files share their worker's modules, so minecraft-data and the knowledge tables load once per worker, not
      // once per file (about 30 s -> 10 s on two cores). A unit test file must leave no module state changed (no vi.mock).
      isolate: false,
      exclude: [
        '**/node_modules/**',
        // An embedded flying-squid server and mineflayer bots.
        'test/server/**',
        'test/conformance/server.test.ts',
        // Spawn the built CLI (dist/), several seconds each.
        'test/cli/**',
        // Whole runs in the simulated world, an LLM round trip end to end, the benchmark suites.
        'test/e2e/**',
        'test/llm/e2e.test.ts',
        'test/bench/**',
        // Chromium, and the live report's HTTP server.
        'test/viz/html.test.ts',
        'test/viz/live.test.ts',
        // Packs and installs the library into a scratch project.
        'test/library/**',
      ],
    },
  }),
);
