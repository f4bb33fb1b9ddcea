/**
 * `--trace`: the run's events as JSON lines, streamed to `<trace>.partial`
 * while the run goes on and renamed to `<trace>` when it ends (goal reached or
 * failed, an error, Ctrl-C or SIGTERM). So the final name only ever holds a
 * whole trace, ending in run_end once the run started; if the process dies
 * first (a crash, SIGKILL, a second Ctrl-C), the `.partial` stays for post-mortem.
 */
import { statSync } from 'node:fs';
import { openPartialFile, type PartialFile } from '../contracts/atomic.js';
import type { TraceEvent } from '../contracts/trace.js';
import { CliError } from './errors.js';
import { writeFailure } from './io.js';

export interface TraceFile {
  write(e: TraceEvent): void;
  /** Publish the trace under its final name; a CliError if it cannot (the `.partial` then stays). Idempotent. */
  close(): void;
}

export function openTrace(file: string): TraceFile {
  if (isDirectory(file)) throw new CliError(`cannot write ${file}: it is a directory`);
  let out: PartialFile;
  try {
    out = openPartialFile(file);
  } catch (e) {
    throw writeFailure(file, e);
  }
  // A failed write (a full disk) must not throw into the run: the run goes on, and close() reports it.
  let failed: unknown = null;
  let closed = false;
  return {
    write(e) {
      if (failed || closed) return;
      try {
        out.write(`${JSON.stringify(e)}\n`);
      } catch (err) {
        failed = err;
      }
    },
    close() {
      if (closed) return;
      closed = true;
      if (failed) {
        out.abandon();
        throw new CliError(`${writeFailure(file, failed).message}; the incomplete trace is in ${out.partialPath}`);
      }
      try {
        out.commit();
      } catch (e) {
        throw new CliError(`${writeFailure(file, e).message}; the trace is in ${out.partialPath}`);
      }
    },
  };
}

function isDirectory(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}
