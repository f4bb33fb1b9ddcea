import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bot } from 'mineflayer';
import { bindWarning, isLoopback, refusal, type AccessOptions } from '../../src/server/access.js';
import { startServer, type SaplingServer } from '../../src/server/index.js';
import { join, nextMessage, quit, refusedLogin } from './join.js';

const closed: AccessOptions = { bots: ['Sapling'], allow: ['Watcher'], open: false };

describe('access rules', () => {
  it('admits the bot and the allowed names, in any case, and nobody else', () => {
    expect(refusal('Sapling', closed, [])).toBeNull();
    expect(refusal('watcher', closed, [])).toBeNull();
    expect(refusal('Stranger', closed, [])).toMatchObject({ code: 'not_whitelisted' });
    // The kick message does not tell a stranger which names would get in.
    expect(refusal('Stranger', closed, [])!.message).not.toMatch(/Sapling|Watcher/);
    expect(refusal('Stranger', { ...closed, open: true }, [])).toBeNull();
  });

  it('refuses a name that is online, whatever its case, even on an open server', () => {
    expect(refusal('Sapling', closed, ['Sapling'])).toMatchObject({ code: 'name_in_use' });
    expect(refusal('SAPLING', { ...closed, open: true }, ['Watcher', 'Sapling'])).toMatchObject({ code: 'name_in_use' });
  });

  it('warns about any address but loopback', () => {
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) expect(isLoopback(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.1', 'example.com']) expect(isLoopback(host), host).toBe(false);
    expect(bindWarning('127.0.0.1', closed)).toBeNull();
    const w = bindWarning('0.0.0.0', closed)!;
    expect(w).toMatch(/offline mode/);
    expect(w).toMatch(/not authentication/);
    expect(w).toMatch(/Sapling/);
  });
});

describe('the embedded server with a whitelist (bot Sapling, --allow Watcher)', () => {
  let server: SaplingServer;
  let bot: Bot;
  let watcher: Bot | undefined;
  const log: string[] = [];

  beforeAll(async () => {
    server = await startServer({ port: 0, seed: 1, bots: ['Sapling'], allow: ['Watcher'], log: (line) => log.push(line) });
    bot = await join(server.port, 'Sapling');
  }, 20_000);

  afterAll(async () => {
    await quit(watcher);
    await quit(bot);
    await server?.close();
  });

  it('binds to loopback by default, without a warning', () => {
    expect(log.filter((l) => l.startsWith('warning'))).toEqual([]);
  });

  it('refuses a name that is not on the whitelist, with the reason', async () => {
    expect(await refusedLogin(server.port, 'Stranger')).toMatch(/Stranger is not on this server's whitelist .*--allow Stranger/);
    expect(log).toContainEqual(expect.stringMatching(/^refused Stranger from 127\.0\.0\.1: not on the whitelist \(admitted: Sapling and Watcher\)/));
  });

  it("refuses a second login under the bot's name while the bot is online, and the bot stays", async () => {
    expect(await refusedLogin(server.port, 'Sapling')).toMatch(/Sapling is already online on this server/);
    expect(await refusedLogin(server.port, 'sapling')).toMatch(/sapling is already online/);
    expect(server.serv.players.map((p) => p.username)).toEqual(['Sapling']);
    // The first connection still carries the bot's world.
    const updated = new Promise<void>((resolve) => bot.inventory.once('updateSlot', () => resolve()));
    server.hooks.give('Sapling', 'stick', 1);
    await updated;
    expect(bot.inventory.count(bot.registry.itemsByName.stick!.id, null)).toBe(1);
  });

  it('the bot is the only operator; an allowed watcher cannot /stop, /kill, /effect or /op', async () => {
    watcher = await join(server.port, 'Watcher');
    expect(server.hooks.player('Sapling').op).toBe(true);
    expect(server.hooks.player('Watcher').op).toBe(false);
    for (const command of ['/stop', '/kill Sapling', '/kill', '/effect Sapling 7 1 5', '/op Watcher', '/gamemode 1']) {
      const answer = nextMessage(watcher);
      watcher.chat(command);
      expect(await answer, command).toMatch(/do not have permission/);
    }
    // Harmless commands still work for everyone.
    const pong = nextMessage(watcher);
    watcher.chat('/ping');
    expect(await pong).toMatch(/pong/);
    // The server is up and both players are alive and whole.
    expect(server.serv.isClosed).toBeFalsy();
    expect(server.serv.players.map((p) => p.username).sort()).toEqual(['Sapling', 'Watcher']);
    expect(server.hooks.player('Sapling').health).toBe(20);
    expect(bot.health).toBe(20);
    expect(server.hooks.player('Watcher').op).toBe(false);
  });

  it("the bot's own commands run: it can /kill", async () => {
    const died = new Promise<void>((resolve) => watcher!.once('death', () => resolve()));
    bot.chat('/kill Watcher');
    await died;
  });

  it('reports who joined', () => {
    expect(log).toContain('Sapling joined from 127.0.0.1 (operator)');
    expect(log).toContain('Watcher joined from 127.0.0.1');
  });
});

describe('the embedded server without a whitelist', () => {
  it('with open: any name joins, as a non-operator; a name in use is still refused', async () => {
    const server = await startServer({ port: 0, seed: 1, bots: ['Sapling'], open: true, log: () => {} });
    let guest: Bot | undefined;
    try {
      guest = await join(server.port, 'Guest');
      expect(server.hooks.player('Guest').op).toBe(false);
      const answer = nextMessage(guest);
      guest.chat('/kill Guest');
      expect(await answer).toMatch(/do not have permission/);
      expect(await refusedLogin(server.port, 'guest')).toMatch(/already online/);
    } finally {
      await quit(guest);
      await server.close();
    }
  });

  it('naming no bot (tests, the benchmark) admits any name and makes nobody an operator', async () => {
    const server = await startServer({ port: 0, seed: 1 });
    let anyone: Bot | undefined;
    try {
      expect(server.access).toEqual({ bots: [], allow: [], open: true });
      anyone = await join(server.port, 'Sapling');
      expect(server.hooks.player('Sapling').op).toBe(false);
      const answer = nextMessage(anyone);
      anyone.chat('/stop');
      expect(await answer).toMatch(/do not have permission/);
    } finally {
      await quit(anyone);
      await server.close();
    }
  });
});

describe('binding beyond loopback', () => {
  it('warns through the log hook that the whitelist is not authentication', async () => {
    const log: string[] = [];
    const server = await startServer({ port: 0, host: '0.0.0.0', seed: 1, bots: ['Sapling'], log: (line) => log.push(line) });
    await server.close();
    expect(log[0]).toMatch(/^warning: listening on 0\.0\.0\.0, beyond loopback/);
    expect(log[0]).toMatch(/offline mode.*not authentication/);
  });
});
