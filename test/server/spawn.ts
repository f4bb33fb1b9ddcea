/** The built `sapling` bin as a long-running child process, with waits on its output. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../cli/run-cli.js';

const BIN = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Running {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the first match of `re` in stderr (waiting for more output as needed); rejects if the process exits first or after `ms`. */
  waitStderr(re: RegExp, ms?: number): Promise<RegExpMatchArray>;
  exited: Promise<Exit>;
}

export function startSapling(args: string[], env: Record<string, string> = {}): Running {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', SAPLING_MODEL: '', NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const exited = new Promise<Exit>((resolve) => child.on('close', (code, signal) => resolve({ code, signal })));
  const waitStderr = (re: RegExp, ms = 30_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const m = err.match(re);
        if (!m) return;
        done();
        resolve(m);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no ${re} in stderr within ${ms} ms:\n${err}`));
      }, ms);
      const onExit = () => {
        // Output may still be buffered in the pipe when 'exit' fires; 'close' comes after it.
        done();
        const m = err.match(re);
        if (m) resolve(m);
        else reject(new Error(`exited before ${re} appeared in stderr:\n${err}`));
      };
      const done = () => {
        clearTimeout(timer);
        child.stderr!.off('data', check);
        child.off('close', onExit);
      };
      child.stderr!.on('data', check);
      child.on('close', onExit);
      check();
    });
  return { child, stdout: () => out, stderr: () => err, waitStderr, exited };
}

/** Stop a child this test started, if it is still running. */
export async function stop(r: Running | undefined): Promise<void> {
  if (!r || r.child.exitCode !== null || r.child.signalCode !== null) return;
  r.child.kill('SIGKILL');
  await r.exited;
}
