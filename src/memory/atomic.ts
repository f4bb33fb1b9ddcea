import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeFileAtomicSync } from '../contracts/atomic.js';

/** The temp files writeFileAtomicSync makes (`.name.pid.random.tmp`): hidden, so a listing of `*.json` never sees one. */
const TEMP = /^\..+\.tmp$/;

/** Pretty JSON, written to a temp file and renamed over `path` (see contracts/atomic.ts). */
export function writeJsonAtomic(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileAtomicSync(path, JSON.stringify(value, null, 2) + '\n');
}

/**
 * Remove temp files a killed writer left behind. Only old ones: a young one
 * may belong to a writer in another process that is about to rename it.
 */
export function removeStaleTemps(dir: string, olderThanMs: number): string[] {
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return removed;
  }
  const cutoff = Date.now() - olderThanMs;
  for (const name of names.filter((n) => TEMP.test(n))) {
    const file = join(dir, name);
    try {
      if (statSync(file).mtimeMs >= cutoff) continue;
      rmSync(file, { force: true });
      removed.push(name);
    } catch {
      // Renamed or removed by its writer or another sweeper meanwhile.
    }
  }
  return removed;
}
