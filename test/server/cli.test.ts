import { afterEach, describe, expect, it } from 'vitest';
import { sapling } from '../cli/run-cli.js';
import { refusedLogin } from './join.js';
import { startSapling, stop, type Running } from './spawn.js';

const LISTENING = /server on [^\s]+:(\d+) .*Ctrl-C to stop/;
let server: Running | undefined;

afterEach(async () => {
  await stop(server);
  server = undefined;
});

describe('sapling server', () => {
  it('on loopback by default: admits only the bot, says so, and stops on Ctrl-C', async () => {
    server = startSapling(['server', '--port', '0']);
    const m = await server.waitStderr(LISTENING);
    expect(m[0]).toMatch(/on 127\.0\.0\.1:\d+ .*admits Sapling; operator: Sapling/);
    expect(server.stderr()).not.toMatch(/warning/);
    expect(await refusedLogin(Number(m[1]), 'Someone')).toMatch(/not on this server's whitelist/);
    await server.waitStderr(/refused Someone/);
    server.child.kill('SIGINT');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it('--host 0.0.0.0 prints the warning before it listens', async () => {
    server = startSapling(['server', '--port', '0', '--host', '0.0.0.0', '--bot', 'Bot1', '--allow', 'Alex,Sam']);
    await server.waitStderr(LISTENING);
    const err = server.stderr();
    expect(err).toMatch(/warning: listening on 0\.0\.0\.0, beyond loopback.*offline mode.*not authentication/);
    expect(err.indexOf('warning')).toBeLessThan(err.search(LISTENING));
    expect(err).toMatch(/admits Bot1, Alex and Sam; operator: Bot1/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it('--open admits any name', async () => {
    server = startSapling(['server', '--port', '0', '--open']);
    expect((await server.waitStderr(LISTENING))[0]).toMatch(/admits any name; operator: Sapling/);
  });

  it('--mc-version outside what the server serves is a usage error with the nearest version and the list', async () => {
    const r = await sapling(['server', '--mc-version', '1.21.5']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--mc-version: the embedded server does not serve Minecraft '1\.21\.5'; did you mean 1\.21\.4\? It serves 1\.20\.4, .*1\.21\.4/);
    expect((await sapling(['server', '--mc-version', '1.16.5'])).stderr).toMatch(/Sapling plays Minecraft 1\.20\.4 and later/);
  });

  it('a name that is not a player name is a usage error', async () => {
    const r = await sapling(['server', '--allow', 'two words']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/'two words' is not a Minecraft player name/);
  });
});
