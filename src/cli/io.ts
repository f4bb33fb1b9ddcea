import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from '../contracts/atomic.js';
import { getKnowledge, type Knowledge } from '../knowledge/index.js';
import { formatIssue, parseJson, JsonSyntaxError, validatePlan, type Plan } from '../plan/index.js';
import { CliError } from './errors.js';

export async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new CliError(`no such file: ${file}`);
    if (code === 'EISDIR') throw new CliError(`${file} is a directory, not a file`);
    throw new CliError(`cannot read ${file}: ${(e as Error).message}`);
  }
}

export async function readJson(file: string): Promise<unknown> {
  const text = await readText(file);
  try {
    return parseJson(text);
  } catch (e) {
    if (e instanceof JsonSyntaxError) throw new CliError(`${file}: ${e.message}`);
    throw e;
  }
}

/** Read, parse and validate a plan file; every issue becomes a line of the error. */
export async function loadPlan(file: string, k: Knowledge = getKnowledge()): Promise<Plan> {
  const json = await readJson(file);
  const result = validatePlan(json, k);
  if (!result.ok) {
    const lines = result.issues.map(formatIssue);
    throw new CliError(`${file}: ${lines[0]}${lines.length > 1 ? ` (and ${lines.length - 1} more)` : ''}`, 1, lines);
  }
  return result.plan;
}

/** Why a file could not be written, in words, without the temp file's name that fs errors carry. */
export function writeFailure(file: string, e: unknown): CliError {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'EISDIR') return new CliError(`cannot write ${file}: it is a directory`);
  if (code === 'ENOENT' || code === 'ENOTDIR') return new CliError(`cannot write ${file}: no such directory`);
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return new CliError(`cannot write ${file}: permission denied`);
  if (code === 'ENOSPC' || code === 'EDQUOT') return new CliError(`cannot write ${file}: no space left on the device`);
  if (code === 'EFBIG') return new CliError(`cannot write ${file}: file too large`);
  return new CliError(`cannot write ${file}: ${(e as Error).message}`);
}

/** Print to stdout, or write `file` atomically: a reader never sees half of it, and a failed write leaves the old file as it was. */
export async function writeOut(file: string | undefined, text: string): Promise<void> {
  if (!file) {
    process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
    return;
  }
  try {
    await writeFileAtomic(file, text);
  } catch (e) {
    throw writeFailure(file, e);
  }
}
