/** Raw mineflayer logins for the server tests: resolve on spawn, reject with the kick text. */
import { createRequire } from 'node:module';
import type { Bot } from 'mineflayer';
import { kickText } from '../../src/body/mineflayer/connect.js';

const require = createRequire(import.meta.url);
const mineflayer = require('mineflayer') as typeof import('mineflayer');

export class Kicked extends Error {
  override name = 'Kicked';
}

export function join(port: number, username: string): Promise<Bot> {
  const bot = mineflayer.createBot({ host: '127.0.0.1', port, username, version: '1.20.4', auth: 'offline', hideErrors: true });
  return new Promise<Bot>((resolve, reject) => {
    bot.once('spawn', () => resolve(bot));
    bot.once('kicked', (reason: unknown) => reject(new Kicked(kickText(reason))));
    bot.once('error', reject);
    bot.once('end', (reason: string) => reject(new Error(`${username}: connection ended during login: ${reason}`)));
  });
}

/** The login's kick message; fails the test if the login succeeds. */
export async function refusedLogin(port: number, username: string): Promise<string> {
  const outcome = await join(port, username).then(
    (bot) => bot,
    (err: Error) => err,
  );
  if (!(outcome instanceof Error)) {
    outcome.quit();
    throw new Error(`${username} was admitted`);
  }
  if (!(outcome instanceof Kicked)) throw outcome;
  return outcome.message;
}

/** The next system message the bot sees (flying-squid answers commands with one). */
export function nextMessage(bot: Bot): Promise<string> {
  return new Promise((resolve) => bot.once('messagestr', (m: string) => resolve(m)));
}

export function quit(bot: Bot | undefined): Promise<void> {
  if (!bot || (bot._client as { ended?: boolean }).ended) return Promise.resolve();
  return new Promise((resolve) => {
    bot.once('end', () => resolve());
    bot.quit();
  });
}
