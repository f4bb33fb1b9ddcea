/**
 * The `--queue redis://host:port[/db]` and `--run ID` flags the queued bench
 * and `sapling worker` share, checked without loading BullMQ: a bad one is a
 * FlagError (exit 2) before anything connects.
 */
import { FlagError } from '../contracts/flags.js';
import { redactUrlCredentials } from '../contracts/redact.js';

/** Where the episodes wait: BullMQ keys `sapling:episodes:*` in the database the URL names. */
export const QUEUE = { name: 'episodes', prefix: 'sapling' } as const;

const EXAMPLE = 'redis://127.0.0.1:6379/0';

/** `text` checked as a Redis URL (`redis://` or, for TLS, `rediss://`; an optional `/db` number); returned as given, for ioredis to read. */
export function parseQueueUrl(flag: string, text: string | undefined): string {
  const takes = `${flag} takes a Redis URL such as ${EXAMPLE}`;
  if (text === undefined || text.trim() === '') throw new FlagError(`${takes}, got ${text === undefined ? 'nothing' : 'an empty value'}`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new FlagError(`${takes}, got '${redactUrlCredentials(text)}'`);
  }
  const shown = redactUrlCredentials(text);
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw new FlagError(`${takes} (scheme redis: or rediss:), got '${shown}'`);
  if (!url.hostname) throw new FlagError(`${takes} (with a host), got '${shown}'`);
  // ioredis reads the path as the database number; anything else there is a typo it would silently ignore.
  if (!/^\/?(\d{1,2})?$/.test(url.pathname)) throw new FlagError(`${takes}; the path is a database number (/0 to /15), got '${shown}'`);
  if (url.search || url.hash) throw new FlagError(`${takes}, without ?query or #fragment, got '${shown}'`);
  return text;
}

/** A run id names one bench's episodes in a shared queue; job ids start with it, so BullMQ's `:` separator may not appear. */
export function parseRunId(flag: string, text: string | undefined): string {
  if (text === undefined || !/^[A-Za-z0-9_.-]{1,64}$/.test(text))
    throw new FlagError(`${flag} takes 1 to 64 letters, digits, '.', '_' or '-' (e.g. nightly-42), got ${text === undefined ? 'nothing' : `'${text}'`}`);
  return text;
}

/** A fresh run id when none is given: the UTC time to the second and a random suffix, so two benches started together differ. */
export function newRunId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  return `${stamp}-${Math.random().toString(16).slice(2, 8)}`;
}
