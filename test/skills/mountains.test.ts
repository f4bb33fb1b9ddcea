/**
 * Emerald ore forms only in the mountains (vanilla 1.20.4 `addExtraEmeralds`, the sim's windswept hills): a search
 * for it walks to mountains seen on the skyline and tunnels into one. Seed 1 starts in a desert 108 blocks from a
 * windswept hill's bare top; its tunnels at iron depth found no emerald in 600 blocks before.
 */
import { describe, expect, it } from 'vitest';
import { createSimBody } from '../../src/body/sim/index.js';
import { mine } from '../../src/skills/mine.js';
import { inMountains, reachMountains } from '../../src/skills/mountains.js';
import { BIO, columnInfo } from '../../src/sim/biomes.js';
import { live, skillContext } from '../support/skill-context.js';

describe('emerald from the mountains', () => {
  it('walks to a mountain seen on the skyline and tunnels into it until an emerald ore shows', async () => {
    const body = createSimBody({ seed: 1 });
    body.world.give('iron_pickaxe', 1);
    const out = await mine.run(body, { block: 'emerald', count: 1 }, live(), skillContext());
    expect(out).toMatchObject({ ok: true });
    expect(body.count('emerald')).toBe(1);
    expect(inMountains(body)).toBe(true);
    // Emerald ore is placed from the chunks round a windswept hill's: the bot dug it within one of the hill.
    const p = body.position();
    const near = [-16, 0, 16].flatMap((dx) =>
      [-16, 0, 16].map((dz) => columnInfo(1, (Math.floor((p.x + dx) / 16) << 4) + 8, (Math.floor((p.z + dz) / 16) << 4) + 8).biome),
    );
    expect(near).toContain(BIO.windswept_hills);
    // Well inside the hour: about 7 game minutes from the desert spawn.
    expect(body.gameTick()).toBeLessThan(15 * 1200);
  });

  it('on a flat world finds no mountains, and says so', async () => {
    const body = createSimBody({ seed: 1, terrain: 'flat' });
    const out = await reachMountains(body, live(), 'look for the mountains', 48);
    expect(out).toMatchObject({ ok: false, code: 'not_found' });
    expect(out.ok || out.message).toMatch(/no mountains \(stone or snow over y 100\) within 48 blocks/);
    expect(inMountains(body)).toBe(false);
  });
});
