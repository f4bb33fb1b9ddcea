/**
 * The conformance suite on the embedded server, split over two files that run side by side, each on a server of its
 * own: here the verb scenarios; the play scenarios, which walk and dig for tens of seconds in real time, in
 * server-play.test.ts.
 */
import { defineScenarios } from './scenarios.js';
import { describeOnServer } from './server-world.js';

describeOnServer('conformance: mineflayer body on the embedded server', (world) => defineScenarios(world));
