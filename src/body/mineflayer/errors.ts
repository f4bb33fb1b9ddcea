/**
 * mineflayer and mineflayer-pathfinder throw plain errors with names or
 * messages; this maps them onto the closed set of Outcome codes.
 */
import { fail, type Failure, type OutcomeCode } from '../../contracts/outcome.js';

const RULES: [RegExp, OutcomeCode][] = [
  [/NoPath|No path|unreachable/i, 'unreachable'],
  [/GoalChanged|aborted|cancel/i, 'aborted'],
  [/Timeout|took to long|did not fire within|timed out/i, 'timeout'],
  [/missing ingredient|not enough|don't have|no item/i, 'missing_item'],
  [/inventory (is )?full|no room/i, 'inventory_full'],
  [/disconnect|closed connection|socket|ECONN|EPIPE|ended/i, 'world_error'],
];

export function codeFor(err: unknown): OutcomeCode {
  const e = err as { name?: string; message?: string } | undefined;
  const text = `${e?.name ?? ''} ${e?.message ?? String(err)}`;
  for (const [re, code] of RULES) if (re.test(text)) return code;
  return 'world_error';
}

export function failFrom(err: unknown, context: string): Failure {
  const message = (err as Error)?.message ?? String(err);
  return fail(codeFor(err), `${context}: ${message}`);
}

/** A clear one-line reason for a failed connection. */
export function connectionError(err: unknown, host: string, port: number): Error {
  const code = (err as { code?: string })?.code;
  const where = `${host}:${port}`;
  if (code === 'ECONNREFUSED') return new Error(`cannot connect to ${where}: connection refused; is the server running and the port right?`);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new Error(`cannot connect to ${where}: host not found; check the host name`);
  if (code === 'ETIMEDOUT' || code === 'EHOSTUNREACH') return new Error(`cannot connect to ${where}: no route or no answer; check host and firewall`);
  return new Error(`cannot connect to ${where}: ${(err as Error)?.message ?? String(err)}`);
}
