/**
 * bench-results/latest.json, read and checked: a file that is missing, is not
 * JSON or lacks a field the report draws is one line naming the file and the
 * JSON pointer of what is wrong. A section that is simply absent is not an
 * error: the report says it is not in the file.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { NAMES, type Name } from '../args.js';
import { SECTION_SCHEMAS, TOP_SCHEMA } from './schema.js';

/** One run of a section under one set of senses: results key `diamond`, `diamond:xray`, `diamond:honest+paused` … */
export interface Variant {
  key: string;
  xray: boolean;
  paused: boolean;
  /** "Sapling (honest)", "Sapling (x-ray, clock paused)". */
  label: string;
  data: unknown;
}

export interface BenchResults {
  file: string;
  date: string;
  node: string;
  seeds?: number;
  jobs?: number;
  /** Set when the episodes went through a Redis queue (password removed) instead of --jobs. */
  queue?: string;
  cores?: number;
  complete?: boolean;
  /** By section, in the order honest, x-ray, then the paused runs. */
  sections: Map<Name, Variant[]>;
  /** Keys that name no section the report knows (a newer bench?): listed, not drawn. */
  unknownKeys: string[];
}

/** A results file the report cannot read; exit 1. */
export class ReportInputError extends Error {
  override name = 'ReportInputError';
}

const ajv = new Ajv2020({ allErrors: false, strict: false });
const validators = new Map(Object.entries(SECTION_SCHEMAS).map(([name, s]) => [name, ajv.compile(s)]));
const validateTop = ajv.compile(TOP_SCHEMA);
const HEADER = new Set(['date', 'node', 'seeds', 'jobs', 'queue', 'run', 'cores', 'complete']);
const VARIANTS = ['honest', 'xray', 'honest+paused', 'xray+paused'];

/** JSON-pointer escaping (RFC 6901) for a key. */
const ptr = (key: string): string => `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;

function problem(e: ErrorObject, at: string): string {
  const where = `${at}${e.instancePath}`;
  if (e.keyword === 'required') return `${where}/${(e.params as { missingProperty: string }).missingProperty} is missing`;
  return `${where || '/'} ${e.message ?? 'is not valid'}`;
}

const fail = (file: string, what: string): never => {
  throw new ReportInputError(`${file}: ${what}; re-run \`npm run bench\` (it rewrites bench-results/latest.json) or pass the file it wrote`);
};

export function readBenchResults(file: string): BenchResults {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new ReportInputError(
      code === 'ENOENT'
        ? `${file}: no such file; run \`npm run bench\` first, which writes bench-results/latest.json`
        : `${file}: cannot read it (${code ?? e})`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return fail(file, `not JSON (${(e as Error).message})`);
  }
  return parseBenchResults(json, file);
}

/** Checks a parsed results object and sorts its keys into sections and their senses. */
export function parseBenchResults(json: unknown, file = 'bench results'): BenchResults {
  if (!json || typeof json !== 'object' || Array.isArray(json)) fail(file, '/ must be an object with date, node and one key per section');
  if (!validateTop(json)) fail(file, problem(validateTop.errors![0]!, ''));
  const top = json as Record<string, unknown>;
  const out: BenchResults = { file, ...(top as Pick<BenchResults, 'date' | 'node'>), sections: new Map(), unknownKeys: [] };
  for (const k of ['seeds', 'jobs', 'queue', 'cores', 'complete'] as const) if (top[k] !== undefined) Object.assign(out, { [k]: top[k] });
  for (const [key, data] of Object.entries(top)) {
    if (HEADER.has(key)) continue;
    const [name, variant = 'honest'] = key.split(':') as [string, string | undefined];
    if (!(NAMES as readonly string[]).includes(name) || !VARIANTS.includes(variant)) {
      out.unknownKeys.push(key);
      continue;
    }
    const validate = validators.get(name)!;
    if (!validate(data)) fail(file, problem(validate.errors![0]!, ptr(key)));
    const xray = variant.startsWith('xray');
    const paused = variant.endsWith('+paused');
    const label = `Sapling (${xray ? 'x-ray' : 'honest'}${paused ? ', clock paused' : ''})`;
    const list = out.sections.get(name as Name) ?? [];
    list.push({ key: variant, xray, paused, label, data });
    list.sort((a, b) => VARIANTS.indexOf(a.key) - VARIANTS.indexOf(b.key));
    out.sections.set(name as Name, list);
  }
  return out;
}
