import { afterAll, beforeAll, describe } from 'vitest';
import { defineScenarios } from './scenarios.js';
import { definePlayScenarios } from './play-scenarios.js';
import { createServerWorld } from './server-world.js';
import type { ConformanceWorld } from './harness.js';

let world: ConformanceWorld | undefined;

describe('conformance: mineflayer body on the embedded server', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    world = await createServerWorld();
  }, 20_000);
  // A hung close must not outlive the suite.
  afterAll(async () => {
    await Promise.race([world?.close(), new Promise((r) => setTimeout(r, 5000))]);
  }, 10_000);
  defineScenarios(() => world!);
  definePlayScenarios(() => world!);
});
