import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import type { Bot } from 'mineflayer';
import { Vec3 } from 'vec3';
import { startServer, type SaplingServer } from '../../src/server/index.js';

const require = createRequire(import.meta.url);
const mineflayer = require('mineflayer');

let server: SaplingServer;
let bot: Bot;

beforeAll(async () => {
  server = await startServer({ port: 0, seed: 42, cookTicks: 10 });
  bot = mineflayer.createBot({ host: '127.0.0.1', port: server.port, username: 'raw', version: '1.20.4', auth: 'offline' });
  await new Promise<void>((resolve, reject) => {
    bot.once('spawn', () => resolve());
    bot.once('error', reject);
    bot.once('kicked', reject);
  });
  await bot.waitForChunksToLoad();
}, 20_000);

afterAll(async () => {
  bot?.quit();
  await server?.close();
});

const invCount = (name: string) =>
  bot.inventory
    .items()
    .filter((i) => i.name === name)
    .reduce((n, i) => n + i.count, 0);
const serverCount = (name: string) =>
  server.hooks
    .inventory('raw')
    .filter((i) => i.name === name)
    .reduce((n, i) => n + i.count, 0);
const settle = async (pred: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!pred() && Date.now() < end) await new Promise<void>((r) => bot.once('physicsTick', () => r()));
  return pred();
};

describe('gameplay plugin with a raw mineflayer client', () => {
  it('spawns at the fixed spawn point on grass', () => {
    const p = bot.entity.position;
    expect(Math.floor(p.x)).toBe(server.spawn.x);
    expect(Math.floor(p.z)).toBe(server.spawn.z);
    expect(bot.blockAt(p.offset(0, -1, 0))?.name).toBe('grass_block');
  });

  it('crafts planks in the 2x2 grid', async () => {
    server.hooks.give('raw', 'oak_log', 2);
    expect(await settle(() => invCount('oak_log') === 2)).toBe(true);
    const recipe = bot.recipesFor(bot.registry.itemsByName.oak_planks.id, null, 1, null)[0];
    await bot.craft(recipe, 2, undefined);
    expect(invCount('oak_planks')).toBe(8);
    // mineflayer does not wait for the last click of a 2x2 craft to land.
    await settle(() => serverCount('oak_planks') === 8);
    expect(serverCount('oak_planks')).toBe(8);
    expect(serverCount('oak_log')).toBe(0);
  });

  it('crafts a wooden pickaxe on a crafting table', async () => {
    const pos = new Vec3(server.spawn.x + 2, server.spawn.y, server.spawn.z);
    await server.hooks.setBlock(pos, 'crafting_table');
    server.hooks.give('raw', 'stick', 2);
    await settle(() => bot.blockAt(pos)?.name === 'crafting_table' && invCount('stick') === 2);
    const table = bot.blockAt(pos);
    const recipe = bot.recipesFor(bot.registry.itemsByName.wooden_pickaxe.id, null, 1, table)[0];
    expect(recipe).toBeTruthy();
    await bot.craft(recipe, 1, table ?? undefined);
    expect(invCount('wooden_pickaxe')).toBe(1);
    expect(serverCount('wooden_pickaxe')).toBe(1);
    expect(serverCount('oak_planks')).toBe(5);
    expect(serverCount('stick')).toBe(0);
  });
});
