import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';

/**
 * Write pretty JSON so that a reader (or a crash) never sees half a file:
 * write a temp file beside the target, then rename over it.
 */
export function writeJsonAtomic(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
  writeFileSync(tmp, JSON.stringify(value, null, 2) + '\n');
  renameSync(tmp, path);
}
