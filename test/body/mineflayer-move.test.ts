/** The server body's walking settings (stand-in bot: mineflayer-pathfinder's real Movements over the 1.20.4 registry, no connection). */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Bot } from 'mineflayer';
import type { Movements } from 'mineflayer-pathfinder';
import { setupMovements } from '../../src/body/mineflayer/move.js';

const require = createRequire(import.meta.url);
const registry = require('prismarine-registry')('1.20.4');

describe('the server body walks as the simulated one does (stand-in bot: registry and pathfinder only)', () => {
  it('does not sprint: both bodies cover a way at 4.317 blocks a second, without the exhaustion a sprint costs', () => {
    let movements: Movements | null = null;
    const bot = { registry, version: '1.20.4', pathfinder: { setMovements: (m: Movements) => (movements = m) } } as unknown as Bot;
    setupMovements(bot);
    expect(movements).not.toBeNull();
    expect(movements!.allowSprinting).toBe(false);
    expect(movements!.allowParkour).toBe(false);
    expect(movements!.canDig).toBe(true);
  });
});
