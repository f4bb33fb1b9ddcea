/**
 * flying-squid's log plugin, when it is first loaded, opens a console on
 * stdin and hooks the process's signals:
 * - a readline interface on stdin, which on a terminal puts stdin in raw mode,
 *   so Ctrl-C no longer interrupts `sapling server` (it only closes the
 *   console), and every line typed there runs as an operator command;
 * - exit-hook, which on SIGINT or SIGTERM calls process.exit at once, before
 *   anything can close the server, and in a test worker too.
 * Sapling's server has its own lifecycle (`close()`, and the CLI's signal
 * handling), so flying-squid is loaded with both switched off.
 */
import { createRequire, Module } from 'node:module';
import readline from 'node:readline';
import { EventEmitter } from 'node:events';

const requireHere = createRequire(import.meta.url);
let exitHookStubbed = false;

/** Run `create` (which builds flying-squid's server, loading its plugins) without flying-squid's console. */
export function withoutSquidConsole<T>(create: () => T): T {
  stubExitHook();
  const { createInterface, cursorTo } = readline;
  // Its log also moves the terminal cursor on stdout, even with console output off (index.ts silences it after start-up).
  readline.cursorTo = ((stream: NodeJS.WritableStream, ...rest: unknown[]) =>
    stream === process.stdout ? true : (cursorTo as (...a: unknown[]) => boolean)(stream, ...rest)) as typeof readline.cursorTo;
  readline.createInterface = ((...args: Parameters<typeof readline.createInterface>) => {
    const input = (args[0] as { input?: unknown } | undefined)?.input ?? args[0];
    if (input === process.stdin) return quietConsole();
    return createInterface(...args);
  }) as typeof readline.createInterface;
  try {
    return create();
  } finally {
    readline.createInterface = createInterface;
    readline.cursorTo = cursorTo;
  }
}

/** What log.js calls on its console: setPrompt, prompt, on('line'). */
function quietConsole(): readline.Interface {
  return Object.assign(new EventEmitter(), { setPrompt() {}, prompt() {}, close() {} }) as unknown as readline.Interface;
}

/** log.js imports exit-hook; put a no-op in its place in the module cache, which import() of a CommonJS module reads. */
function stubExitHook(): void {
  if (exitHookStubbed) return;
  exitHookStubbed = true;
  let path: string;
  try {
    path = createRequire(requireHere.resolve('flying-squid')).resolve('exit-hook');
  } catch {
    return;
  }
  if (requireHere.cache[path]) return;
  const stub = new Module(path);
  stub.filename = path;
  stub.exports = () => () => {};
  stub.loaded = true;
  requireHere.cache[path] = stub;
}
