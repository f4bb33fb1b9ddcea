import { beforeAll, describe } from 'vitest';
import { defineScenarios } from './scenarios.js';
import { definePlayScenarios } from './play-scenarios.js';
import { createSimWorld } from './sim-world.js';
import type { ConformanceWorld } from './harness.js';

let world: ConformanceWorld | undefined;

describe('conformance: simulated body', () => {
  beforeAll(async () => {
    world = await createSimWorld();
  });
  defineScenarios(() => world!);
  definePlayScenarios(() => world!);
});
