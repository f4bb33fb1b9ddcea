/** Golden-file comparison; `UPDATE_GOLDEN=1` rewrites the files instead of comparing. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const DIR = join(dirname(fileURLToPath(import.meta.url)), 'golden');

export function expectGolden(name: string, actual: string): void {
  const file = join(DIR, name);
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(DIR, { recursive: true });
    writeFileSync(file, actual);
    return;
  }
  if (!existsSync(file)) throw new Error(`golden file ${name} is missing; run with UPDATE_GOLDEN=1 to create it`);
  expect(actual).toBe(readFileSync(file, 'utf8'));
}
