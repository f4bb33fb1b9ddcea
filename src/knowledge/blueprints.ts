/**
 * Blueprints: structures the build skill puts up, as blocks at positions
 * relative to an origin (GITM's `build`). They live as JSON files in the
 * package's `blueprints/` folder, checked against schemas/blueprint.schema.json
 * (ajv) and then against game knowledge: every block a name the game knows and
 * the inventory can place, no two blocks in one cell, and nothing that would
 * fall or pop off once the scaffolding is gone.
 */
import { editDistance } from '../contracts/edit-distance.js';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { Vec3Like } from '../contracts/body.js';
import { pointer } from '../contracts/pointer.js';
import { loadData } from './data.js';
import { isFalling } from './tables/falling.js';
import type { ItemCount, Knowledge } from './types.js';

export interface BlueprintBlock {
  /** East of the origin. */
  x: number;
  /** Above the origin: 0 is the layer standing on the ground, below 0 is dug into it. */
  y: number;
  /** South of the origin. */
  z: number;
  /** A block name (`cobblestone`) or a group of interchangeable ones (`#planks`). */
  block: string;
}

export interface Blueprint {
  name: string;
  description: string;
  blocks: BlueprintBlock[];
}

/** One problem with a blueprint: where (a JSON pointer into the file), what, and a fix. */
export interface BlueprintIssue {
  path: string;
  message: string;
  suggestion: string | null;
}

export type BlueprintResult = { ok: true; blueprint: Blueprint } | { ok: false; issues: BlueprintIssue[] };

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The shipped blueprints, whether running from src (tests) or dist (the bin). */
export const BLUEPRINTS_DIR = join(ROOT, 'blueprints');
export const BLUEPRINT_SCHEMA_PATH = join(ROOT, 'schemas', 'blueprint.schema.json');

/** One line for people: "unknown block 'cobble' at /blocks/3/block; did you mean 'cobblestone'?" */
export const formatBlueprintIssue = (i: BlueprintIssue): string => `${i.message} at ${i.path || '/'}${i.suggestion ? `; ${i.suggestion}` : ''}`;

export class BlueprintError extends Error {
  override name = 'BlueprintError';
  constructor(
    message: string,
    readonly issues: BlueprintIssue[] = [],
  ) {
    super(message);
  }
}

/** Blocks that go where an item other than their own name puts them. */
const PLACED_BY: Record<string, string> = { water: 'water_bucket', lava: 'lava_bucket' };

let validator: ValidateFunction | null = null;

function schemaValidator(): ValidateFunction {
  if (!validator) {
    const schema = JSON.parse(readFileSync(BLUEPRINT_SCHEMA_PATH, 'utf8')) as object;
    // The same ajv options as the plan's validators (src/plan/ajv.ts): every error, one per mistake after translation.
    validator = new Ajv2020({ allErrors: true, strict: false, verbose: true }).compile(schema);
  }
  return validator;
}

/** The item the inventory spends to place a block (water from a water bucket); a group stays a group. */
export function placingItem(block: string): string {
  return PLACED_BY[block] ?? block;
}

/** A block with a full collision box: something another block can be placed against, and that holds a torch up. */
export function isFullBlock(k: Knowledge, block: string): boolean {
  const b = loadData(k.version).blocksByName[block] as { boundingBox?: string } | undefined;
  return b?.boundingBox === 'block';
}

/** The concrete blocks a blueprint entry accepts: the group's members, or the block itself. */
export const acceptedBlocks = (k: Knowledge, block: string): string[] => k.members(block);

/** Materials for the whole structure: one item per block, summed per item (groups kept as groups). */
export function materials(bp: Blueprint): ItemCount[] {
  const totals = new Map<string, number>();
  for (const b of bp.blocks) {
    const item = placingItem(b.block);
    totals.set(item, (totals.get(item) ?? 0) + 1);
  }
  return [...totals].map(([item, count]) => ({ item, count })).sort((a, b) => b.count - a.count || a.item.localeCompare(b.item));
}

export const cellKey = (p: { x: number; y: number; z: number }): string => `${p.x},${p.y},${p.z}`;

/** Schema first (one issue per ajv error), then the game's rules. */
export function validateBlueprint(input: unknown, k: Knowledge): BlueprintResult {
  const validate = schemaValidator();
  if (!validate(input)) return { ok: false, issues: translate(validate.errors ?? []) };
  const bp = input as Blueprint;
  const issues = [...blockIssues(bp, k), ...cellIssues(bp, k)];
  return issues.length ? { ok: false, issues } : { ok: true, blueprint: bp };
}

function translate(errors: readonly ErrorObject[]): BlueprintIssue[] {
  const out: BlueprintIssue[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    let issue: BlueprintIssue;
    const params = e.params as Record<string, unknown>;
    if (e.keyword === 'additionalProperties') {
      const key = String(params.additionalProperty);
      issue = { path: pointer(e.instancePath, key), message: `unknown key '${key}'`, suggestion: 'remove it' };
    } else if (e.keyword === 'required') {
      const key = String(params.missingProperty);
      issue = { path: e.instancePath, message: `missing key '${key}'`, suggestion: `add "${key}"` };
    } else {
      issue = { path: e.instancePath, message: e.message ?? 'invalid', suggestion: null };
    }
    const id = `${issue.path}|${issue.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(issue);
  }
  return out;
}

function didYouMean(names: readonly string[]): string | null {
  return names.length
    ? `did you mean ${names
        .slice(0, 3)
        .map((n) => `'${n}'`)
        .join(' or ')}?`
    : null;
}

/** Every block a name the game knows, that an item in the inventory can put there. */
function blockIssues(bp: Blueprint, k: Knowledge): BlueprintIssue[] {
  const out: BlueprintIssue[] = [];
  bp.blocks.forEach((b, i) => {
    const path = pointer(pointer(pointer('', 'blocks'), i), 'block');
    const name = b.block;
    if (name.startsWith('#')) {
      if (!k.isGroup(name)) {
        const groups = ['#planks', '#logs', '#wool', '#stone_crafting_materials', '#sand'].filter((g) => k.isGroup(g));
        out.push({ path, message: `unknown group '${name}'`, suggestion: didYouMean(closestOf(name, groups)) ?? `use one of ${groups.join(', ')}` });
      } else if (!k.members(name).every((m) => k.isBlock(m))) {
        out.push({
          path,
          message: `group '${name}' holds items that are not blocks`,
          suggestion: `name a block, e.g. '${k.members(name).find((m) => k.isBlock(m)) ?? 'cobblestone'}'`,
        });
      }
      return;
    }
    if (!k.isBlock(name)) {
      const hint = k.resolve(name, 'block');
      const names = hint && k.isBlock(hint) ? [hint] : k.suggest(name, 'block', 3).filter((s) => k.isBlock(s));
      out.push({ path, message: `unknown block '${name}'`, suggestion: didYouMean(names) });
      return;
    }
    const item = placingItem(name);
    if (!k.isItem(item)) out.push({ path, message: `block '${name}' cannot be placed from the inventory`, suggestion: 'use a block that is also an item' });
    else if (k.sources(item).length === 0)
      out.push({
        path,
        message: `block '${name}' cannot be obtained in survival (no recipe, drop or source)`,
        suggestion: 'use a block a player can obtain, e.g. dirt or cobblestone',
      });
  });
  return out;
}

/** No two blocks in one cell; falling blocks and blocks without a full box (torches, flowers) rest on something. */
function cellIssues(bp: Blueprint, k: Knowledge): BlueprintIssue[] {
  const out: BlueprintIssue[] = [];
  const first = new Map<string, number>();
  bp.blocks.forEach((b, i) => {
    const key = cellKey(b);
    const at = first.get(key);
    if (at === undefined) first.set(key, i);
    else
      out.push({
        path: pointer(pointer('', 'blocks'), i),
        message: `duplicate position (${b.x}, ${b.y}, ${b.z}), already taken by /blocks/${at} (${bp.blocks[at]!.block})`,
        suggestion: 'remove one of them',
      });
  });
  const byCell = new Map(bp.blocks.map((b) => [cellKey(b), b]));
  bp.blocks.forEach((b, i) => {
    if (b.y <= 0) return; // the ground holds the bottom layer and anything dug into it
    const under = byCell.get(cellKey({ x: b.x, y: b.y - 1, z: b.z }));
    const held = under !== undefined && k.members(under.block).every((m) => isFullBlock(k, m));
    const concrete = k.members(b.block);
    if (!held && concrete.some(isFalling))
      out.push({
        path: pointer(pointer('', 'blocks'), i),
        message: `${b.block} at (${b.x}, ${b.y}, ${b.z}) would fall: nothing solid under it once the scaffolding is dug away`,
        suggestion: 'put a block under it or use a block that does not fall',
      });
    else if (!held && concrete.some((m) => k.isBlock(m) && !isFullBlock(k, m) && !PLACED_BY[m]))
      out.push({
        path: pointer(pointer('', 'blocks'), i),
        message: `${b.block} at (${b.x}, ${b.y}, ${b.z}) needs a full block under it`,
        suggestion: 'put a solid block under it',
      });
  });
  return out;
}

function closestOf(word: string, options: readonly string[]): string[] {
  const scored = options.map((o) => ({ o, d: editDistance(word, o) })).filter((s) => s.d <= Math.max(2, Math.floor(word.length / 2)));
  const best = Math.min(...scored.map((s) => s.d));
  // The nearest only: '#plank' is '#planks', not also '#sand'.
  return scored.filter((s) => s.d === best).map((s) => s.o);
}

// ---- the library of blueprints: the shipped folder, plus any a program adds ----

const added = new Map<string, Blueprint>();
const loaded = new Map<string, Blueprint>();

/** Names of the shipped blueprints (blueprints/*.json) and any added, sorted. */
export function blueprintNames(): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(BLUEPRINTS_DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length));
  } catch {
    files = [];
  }
  return [...new Set([...files, ...added.keys()])].sort();
}

/**
 * Make a blueprint available by name to the build skill, beside the shipped
 * ones (a library user's own structures). It is validated first.
 */
export function addBlueprint(input: unknown, k: Knowledge): Blueprint {
  const r = validateBlueprint(input, k);
  if (!r.ok) throw new BlueprintError(`invalid blueprint: ${r.issues.map(formatBlueprintIssue).join('; ')}`, r.issues);
  added.set(r.blueprint.name, r.blueprint);
  return r.blueprint;
}

/** Forget a blueprint added with addBlueprint. */
export const removeBlueprint = (name: string): boolean => added.delete(name);

/** The blueprint of that name, validated; null when there is none. Throws BlueprintError when the shipped file is broken. */
export function findBlueprint(name: string, k: Knowledge): Blueprint | null {
  const own = added.get(name);
  if (own) return own;
  const hit = loaded.get(name);
  if (hit) return hit;
  if (!/^[a-z][a-z0-9_]*$/.test(name) || !blueprintNames().includes(name)) return null;
  const file = join(BLUEPRINTS_DIR, `${name}.json`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new BlueprintError(`blueprints/${name}.json: ${(e as Error).message}`);
  }
  const r = validateBlueprint(json, k);
  if (!r.ok) throw new BlueprintError(`blueprints/${name}.json: ${r.issues.map(formatBlueprintIssue).join('; ')}`, r.issues);
  if (r.blueprint.name !== name) throw new BlueprintError(`blueprints/${name}.json names itself '${r.blueprint.name}'; the name must match the file`);
  loaded.set(name, r.blueprint);
  return r.blueprint;
}

/** Did-you-mean for an unknown blueprint name. */
export const suggestBlueprint = (name: string): string | null => didYouMean(closestOf(name, blueprintNames()));

/** The bounding box of a blueprint, inclusive. */
export function bounds(bp: Blueprint): { min: Vec3Like; max: Vec3Like } {
  const xs = bp.blocks.map((b) => b.x),
    ys = bp.blocks.map((b) => b.y),
    zs = bp.blocks.map((b) => b.z);
  return {
    min: { x: Math.min(...xs), y: Math.min(...ys), z: Math.min(...zs) },
    max: { x: Math.max(...xs), y: Math.max(...ys), z: Math.max(...zs) },
  };
}
