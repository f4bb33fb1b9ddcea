/**
 * The papers' own task tables (bench/tables/*.tsv, copied unchanged from the
 * papers; bench/tables/README.md names each one's source), read and typed.
 * They ship with the package (package.json "files"), so `sapling bench` from
 * an installed package reads the same rows as a clone. A malformed row is an
 * error naming the file and line, never a silently skipped task.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** bench/tables at the package root: two folders up from src/bench or dist/bench. */
export const TABLES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bench', 'tables');

export class TableError extends Error {
  override name = 'TableError';
}

/** One data row: its cells by column name, and the 1-based line it came from. */
export interface Row {
  line: number;
  cells: Record<string, string>;
}

/** Tab-separated text with a header line into rows; a row whose cell count differs from the header's is an error. */
export function parseTsv(text: string, file: string, columns: readonly string[]): Row[] {
  const lines = text.replace(/\r\n/g, '\n').replace(/\n+$/, '').split('\n');
  const header = lines[0]?.split('\t') ?? [];
  if (header.join('\t') !== columns.join('\t'))
    throw new TableError(`${file}:1: the header is "${header.join(', ')}", expected "${columns.join(', ')}"; restore the file from the paper's table`);
  return lines.slice(1).map((text, i) => {
    const cells = text.split('\t');
    if (cells.length !== columns.length)
      throw new TableError(`${file}:${i + 2}: ${cells.length} tab-separated cells, expected ${columns.length} (${columns.join(', ')})`);
    return { line: i + 2, cells: Object.fromEntries(columns.map((c, j) => [c, cells[j]!])) };
  });
}

/** A cell as a number within [min, max], or an error naming the file, line and column. */
export function numberCell(row: Row, file: string, column: string, min = 0, max = Infinity): number {
  const text = row.cells[column]!.trim();
  const n = text === '' ? NaN : Number(text);
  if (!Number.isFinite(n) || n < min || n > max)
    throw new TableError(`${file}:${row.line}: ${column} is "${text}", expected a number from ${min} to ${max === Infinity ? 'up' : max}`);
  return n;
}

/** A cell that must not be empty. */
export function textCell(row: Row, file: string, column: string): string {
  const text = row.cells[column]!.trim();
  if (!text) throw new TableError(`${file}:${row.line}: ${column} is empty`);
  return text;
}

/** Reads bench/tables/<name> (or another folder's, for tests). */
export function readTable(name: string, dir = TABLES_DIR): { file: string; text: string } {
  const path = join(dir, name);
  try {
    return { file: `bench/tables/${name}`, text: readFileSync(path, 'utf8') };
  } catch (e) {
    throw new TableError(`bench/tables/${name}: cannot read ${path} (${(e as NodeJS.ErrnoException).code ?? e}); it ships with the package`);
  }
}

const JARVIS_COLUMNS = ['group', 'task', 'max_steps', 'initial_inventory', 'biome', 'success_rate', 'eval_times', 'instruction'] as const;
const GITM_COLUMNS = ['item', 'success_rate_percent'] as const;
export const PLAN4MC_METHODS = [
  'MineAgent',
  'Plan4MC_w/o_Find-skill',
  'Interactive_LLM',
  'Plan4MC_Zero-shot',
  'Plan4MC_1/2-steps',
  'Plan4MC',
  'LLaMA-Rider',
] as const;
export type Plan4McMethod = (typeof PLAN4MC_METHODS)[number];
const PLAN4MC_COLUMNS = ['group', 'target', 'initial_tools_counts', 'biome', 'max_steps', 'involved_skills', 'planning_steps', ...PLAN4MC_METHODS] as const;

/** JARVIS-1 Appendix C, one task. Item names are Minecraft 1.16.5's, as printed. */
export interface JarvisRow {
  line: number;
  group: string;
  task: string;
  /** Env steps at 20 per second. */
  maxSteps: number;
  /** Item → count; `null` in the table is an empty inventory. */
  start: Record<string, number>;
  biome: string;
  /** 0–1. */
  successRate: number;
  evalTimes: number;
  instruction: string;
}

/** `null`, or comma-separated item ids each with an optional `*count` (the table itself only uses `null` and `iron_axe`). */
export function parseInventory(text: string, file: string, line: number): Record<string, number> {
  if (text.trim() === 'null') return {};
  const out: Record<string, number> = {};
  for (const entry of text.split(',')) {
    const m = /^([a-z][a-z0-9_]*)(?:\*(\d+))?$/.exec(entry.trim());
    if (!m) throw new TableError(`${file}:${line}: initial_inventory entry "${entry.trim()}" is not an item id (e.g. iron_axe, or oak_log*10), nor null`);
    out[m[1]!] = (out[m[1]!] ?? 0) + Number(m[2] ?? 1);
  }
  return out;
}

export function parseJarvis(text: string, file = 'bench/tables/jarvis1.tsv'): JarvisRow[] {
  return parseTsv(text, file, JARVIS_COLUMNS).map((r) => ({
    line: r.line,
    group: textCell(r, file, 'group'),
    task: textCell(r, file, 'task'),
    maxSteps: numberCell(r, file, 'max_steps', 1),
    start: parseInventory(textCell(r, file, 'initial_inventory'), file, r.line),
    biome: textCell(r, file, 'biome'),
    successRate: numberCell(r, file, 'success_rate', 0, 1),
    evalTimes: numberCell(r, file, 'eval_times', 1),
    instruction: textCell(r, file, 'instruction'),
  }));
}

/** GITM Table 6, one item: its pre-1.13 name as printed ("stone slab2"), success in %. */
export interface GitmRow {
  line: number;
  name: string;
  percent: number;
}

export const parseGitm = (text: string, file = 'bench/tables/gitm.tsv'): GitmRow[] =>
  parseTsv(text, file, GITM_COLUMNS).map((r) => ({
    line: r.line,
    name: textCell(r, file, 'item'),
    percent: numberCell(r, file, 'success_rate_percent', 0, 100),
  }));

/** Plan4MC Tables 6–8 with LLaMA-Rider's column, one task. */
export interface Plan4McRow {
  line: number;
  group: string;
  target: string;
  /** One entry per starting-tool icon the paper printed, its count (an icon with no count is 1); [] for `--` (none). */
  toolCounts: number[];
  biome: string;
  maxSteps: number;
  involvedSkills: number;
  planningSteps: number;
  /** Each method's success rate, 0–1. */
  rates: Record<Plan4McMethod, number>;
}

/** The icons are lost; the counts are `--` (none), `*10`, `*5,  *64`, `` (one icon), `,` (two icons), `,  *3`. */
export function parseToolCounts(text: string, file: string, line: number): number[] {
  if (text.trim() === '--') return [];
  return text.split(',').map((e) => {
    const m = /^(?:\*(\d+))?$/.exec(e.trim());
    if (!m) throw new TableError(`${file}:${line}: initial_tools_counts entry "${e.trim()}" is not *N or an empty icon`);
    return Number(m[1] ?? 1);
  });
}

export function parsePlan4Mc(text: string, file = 'bench/tables/plan4mc.tsv'): Plan4McRow[] {
  return parseTsv(text, file, PLAN4MC_COLUMNS).map((r) => ({
    line: r.line,
    group: textCell(r, file, 'group'),
    target: textCell(r, file, 'target'),
    toolCounts: parseToolCounts(r.cells.initial_tools_counts!, file, r.line),
    biome: textCell(r, file, 'biome'),
    maxSteps: numberCell(r, file, 'max_steps', 1),
    involvedSkills: numberCell(r, file, 'involved_skills', 0),
    planningSteps: numberCell(r, file, 'planning_steps', 0),
    rates: Object.fromEntries(PLAN4MC_METHODS.map((m) => [m, numberCell(r, file, m, 0, 1)])) as Record<Plan4McMethod, number>,
  }));
}

let cache: { jarvis: JarvisRow[]; gitm: GitmRow[]; plan4mc: Plan4McRow[] } | null = null;
/** The three shipped tables, read once. */
export function paperTables(): { jarvis: JarvisRow[]; gitm: GitmRow[]; plan4mc: Plan4McRow[] } {
  if (cache) return cache;
  const j = readTable('jarvis1.tsv'),
    g = readTable('gitm.tsv'),
    p = readTable('plan4mc.tsv');
  cache = { jarvis: parseJarvis(j.text, j.file), gitm: parseGitm(g.text, g.file), plan4mc: parsePlan4Mc(p.text, p.file) };
  return cache;
}
