import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));
export const BENCH = fileURLToPath(new URL('../../dist/bench/main.js', import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOpts {
  timeoutMs?: number;
  env?: Record<string, string>;
  /** Working directory (default: the package root). */
  cwd?: string;
  /** The script to run (default: the `sapling` bin). */
  bin?: string;
}

/** A spawned CLI still running: wait for a line of its output, signal it, await its end. */
export interface Started {
  child: ChildProcessWithoutNullStreams;
  /** Resolves with the first stderr line (already seen or still to come) that matches; rejects if the process ends first. */
  stderrLine(pattern: RegExp): Promise<string>;
  done: Promise<CliResult>;
}

/** Starts the built `sapling` bin (or `opts.bin`), as a user would, with no LLM configured. */
export function startSapling(args: string[], opts: RunOpts = {}): Started {
  const env = { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', SAPLING_MODEL: '', NO_COLOR: '1', ...opts.env };
  const child = spawn(process.execPath, [opts.bin ?? BIN, ...args], { cwd: opts.cwd ?? ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdin.end();
  let stdout = '';
  let stderr = '';
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const check = () => {
    const lines = stderr.split('\n').slice(0, -1);
    for (const w of [...waiters]) {
      const line = lines.find((l) => w.pattern.test(l));
      if (line === undefined) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(line);
    }
  };
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => {
    stderr += d;
    check();
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 60_000);
  const done = new Promise<CliResult>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
  const stderrLine = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      waiters.push({ pattern, resolve });
      check();
      void done.then((r) => reject(new Error(`exited with ${r.code} before a stderr line matched ${pattern}:\n${r.stderr}`)));
    });
  return { child, stderrLine, done };
}

/** Runs the built `sapling` bin (or `opts.bin`) to its end. */
export function sapling(args: string[], opts: RunOpts = {}): Promise<CliResult> {
  return startSapling(args, opts).done;
}
