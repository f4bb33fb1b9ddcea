/** The play scenarios of the conformance suite on a server of their own, beside the verb scenarios (server.test.ts). */
import { definePlayScenarios } from './play-scenarios.js';
import { startEachAtOrigin } from './scenarios.js';
import { describeOnServer } from './server-world.js';

describeOnServer('conformance: playing on the embedded server with the mineflayer body', (world) => {
  // As when they ran after the verb scenarios in one suite: each starts at the origin with an empty inventory.
  startEachAtOrigin(world);
  definePlayScenarios(world);
});
