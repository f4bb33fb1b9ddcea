/**
 * Plan validation: JSON Schema first (ajv, one precise error per mistake),
 * then semantic checks against game knowledge and the skill registry.
 */
import type { Knowledge } from '../knowledge/types.js';
import { skillNamed } from '../skills/index.js';
import type { AnySkill } from '../skills/types.js';
import { compileSchema, type CompiledSchema, type ErrorObject } from './ajv.js';
import { closest, didYouMean, issue, pointer } from './issues.js';
import { callsTrees, inlineTrees, TreeCallError, type InlinedCall } from './inline.js';
import { checkNames } from './names.js';
import type { Plan, PlanIssue } from '../contracts/plan.js';

export const MAX_DEPTH = 32;
/** 36 slots of 64: more than the inventory can ever hold. */
export const MAX_COUNT = 36 * 64;
/** Nodes in one plan: far beyond any real plan, and small enough that a hostile one cannot eat the machine. */
export const MAX_NODES = 1000;
/** Characters in the goal, the thoughts and any string argument. */
export const MAX_TEXT = { goal: 500, thoughts: 20_000, arg: 200 } as const;

export type ValidationResult = { ok: true; plan: Plan } | { ok: false; issues: PlanIssue[] };

const COMPOSITES = ['sequence', 'selector', 'parallel'];
const NODE_TYPES = [...COMPOSITES, 'repeat', 'condition', 'skill'];

/** Words LLMs use for skills that exist under another name. */
const SKILL_ALIASES: Record<string, string> = {
  chop: 'mine',
  dig: 'mine',
  collect: 'mine',
  harvest: 'mine',
  gather_wood: 'mine',
  break: 'mine',
  get: 'obtain',
  acquire: 'obtain',
  make: 'craft',
  cook: 'smelt',
  furnace: 'smelt',
  attack: 'kill',
  hunt: 'kill',
  fight: 'kill',
  walk: 'goto',
  move: 'goto',
  go: 'goto',
  move_to: 'goto',
  find: 'explore',
  search: 'explore',
  consume: 'eat',
  hold: 'equip',
  wield: 'equip',
  put: 'place',
  descend: 'dig_down',
  ascend: 'go_up',
  surface: 'go_up',
};

export function validatePlan(input: unknown, k: Knowledge, skills: readonly AnySkill[]): ValidationResult {
  const schema = compileSchema(skills);
  const issues: PlanIssue[] = textLimits(input);
  if (issues.length) return { ok: false, issues };
  const top = schema.shallow.get('top')!;
  if (!top(input)) issues.push(...translate(top.errors ?? [], '', schema.keys.get('top') ?? []));
  else new Walker(schema, skills, k, issues).node((input as Plan).plan, '/plan', 1);
  if (issues.length === 0 && !schema.full(input)) {
    // The walker and the full schema should agree; if they don't, report ajv's own words.
    for (const e of schema.full.errors ?? []) issues.push(issue(e.instancePath, e.message ?? 'invalid'));
  }
  if (issues.length === 0 && callsTrees((input as Plan).plan, skills)) issues.push(...treeCalls(input as Plan, schema, skills, k));
  return issues.length ? { ok: false, issues: dedupe(issues) } : { ok: true, plan: input as Plan };
}

/**
 * A plan that calls trees is checked once more with the trees inlined: the
 * arguments bound into the trees' leaves, and the limits on the whole. An
 * issue inside a tree is reported at the call that led there.
 */
function treeCalls(plan: Plan, schema: CompiledSchema, skills: readonly AnySkill[], k: Knowledge): PlanIssue[] {
  const calls: InlinedCall[] = [];
  let flat: Plan;
  try {
    flat = inlineTrees(plan, skills, calls);
  } catch (e) {
    if (!(e instanceof TreeCallError)) throw e;
    return [issue(e.path, e.message, 'call the tree from fewer levels, or not from itself')];
  }
  const inner: PlanIssue[] = [];
  new Walker(schema, skills, k, inner).node(flat.plan, '/plan', 1);
  return inner.map((i) => {
    const call = calls.filter((c) => i.path === c.path || i.path.startsWith(`${c.path}/`)).sort((a, b) => a.path.length - b.path.length)[0];
    if (!call) return i;
    return issue(call.path, `in the tree '${call.tree}' (at ${i.path.slice(call.path.length) || '/'} of it): ${i.message}`, i.suggestion);
  });
}

/** Over-long text is refused before anything else reads it (did-you-mean over a megabyte would take minutes). */
function textLimits(input: unknown): PlanIssue[] {
  if (!input || typeof input !== 'object') return [];
  const out: PlanIssue[] = [];
  for (const key of ['goal', 'thoughts'] as const) {
    const v = (input as Record<string, unknown>)[key];
    if (typeof v === 'string' && v.length > MAX_TEXT[key])
      out.push(
        issue(`/${key}`, `${key} is ${v.length} characters long, over the limit of ${MAX_TEXT[key]}`, `shorten it to at most ${MAX_TEXT[key]} characters`),
      );
  }
  return out;
}

class Walker {
  private nodes = 0;

  constructor(
    private schema: CompiledSchema,
    private skills: readonly AnySkill[],
    private k: Knowledge,
    private issues: PlanIssue[],
  ) {}

  node(n: unknown, path: string, depth: number): void {
    if (++this.nodes === MAX_NODES + 1) {
      this.issues.push(issue(path, `plan has more than ${MAX_NODES} nodes`, 'split the goal into smaller goals, or use repeat for repeated steps'));
    }
    if (this.nodes > MAX_NODES) return;
    if (depth > MAX_DEPTH) {
      this.issues.push(issue(path, `plan nests deeper than ${MAX_DEPTH} levels`, 'flatten nested sequences into one'));
      return;
    }
    if (!n || typeof n !== 'object' || Array.isArray(n)) {
      this.issues.push(issue(path, 'expected a node object', `use {"type": "sequence", "steps": [...]} or a skill node`));
      return;
    }
    const type = (n as { type?: unknown }).type;
    if (typeof type !== 'string' || !NODE_TYPES.includes(type)) {
      const s = typeof type === 'string' ? closest(type, NODE_TYPES) : [];
      this.issues.push(
        issue(pointer(path, 'type'), `unknown node type ${JSON.stringify(type ?? null)}`, didYouMean(s) ?? `use one of ${NODE_TYPES.join(', ')}`),
      );
      return;
    }
    if (type === 'skill') return this.skill(n as Record<string, unknown>, path);
    if (!this.shallow(type, n, path)) return;
    const node = n as Record<string, unknown>;
    if (COMPOSITES.includes(type)) (node.steps as unknown[]).forEach((c, i) => this.node(c, pointer(pointer(path, 'steps'), i), depth + 1));
    if (type === 'repeat') {
      if (node.times === null && node.until === null)
        this.issues.push(issue(path, 'repeat has neither times nor until, so it would never end', 'set "times" or "until"'));
      if (node.until !== null) this.check(node.until, pointer(path, 'until'));
      if (typeof node.times === 'number') this.count(node.times, pointer(path, 'times'));
      this.node(node.step, pointer(path, 'step'), depth + 1);
    }
    if (type === 'condition') this.check(node.check, pointer(path, 'check'));
  }

  private skill(n: Record<string, unknown>, path: string): void {
    const name = n.skill;
    const skill = typeof name === 'string' ? skillNamed(this.skills, name) : undefined;
    if (!skill) {
      const names = this.skills.map((s) => s.name);
      const alias = typeof name === 'string' && Object.hasOwn(SKILL_ALIASES, name.toLowerCase()) ? SKILL_ALIASES[name.toLowerCase()] : undefined;
      const s = alias ? [alias] : typeof name === 'string' ? closest(name, names) : [];
      this.issues.push(issue(pointer(path, 'skill'), `unknown skill ${JSON.stringify(name ?? null)}`, didYouMean(s) ?? `use one of ${names.join(', ')}`));
      return;
    }
    if (!this.shallow(`skill_${skill.name}`, n, path)) return;
    const args = n.args as Record<string, unknown>;
    if (!this.texts(args, pointer(path, 'args'))) return;
    for (const [key, value] of Object.entries(args)) {
      if ((key === 'count' || key === 'times') && typeof value === 'number') this.count(value, pointer(pointer(path, 'args'), key));
    }
    this.issues.push(...checkNames(args, pointer(path, 'args'), this.k, skill.argKinds));
  }

  private check(c: unknown, path: string): void {
    const kind = c && typeof c === 'object' ? (c as { kind?: unknown }).kind : undefined;
    const kinds = [...this.schema.shallow.keys()].filter((d) => d.startsWith('check_')).map((d) => d.slice(6));
    if (typeof kind !== 'string' || !kinds.includes(kind)) {
      const s = typeof kind === 'string' ? closest(kind, kinds) : [];
      this.issues.push(issue(pointer(path, 'kind'), `unknown check ${JSON.stringify(kind ?? null)}`, didYouMean(s) ?? `use one of ${kinds.join(', ')}`));
      return;
    }
    if (!this.shallow(`check_${kind}`, c, path)) return;
    const check = c as Record<string, unknown>;
    if (!this.texts(check, path)) return;
    if (typeof check.count === 'number') this.count(check.count, pointer(path, 'count'));
    this.issues.push(...checkNames(check, path, this.k));
  }

  /** String arguments within the length limit; false (with issues) when one is not. */
  private texts(args: Record<string, unknown>, path: string): boolean {
    let ok = true;
    for (const [key, value] of Object.entries(args)) {
      if (typeof value !== 'string' || value.length <= MAX_TEXT.arg) continue;
      this.issues.push(
        issue(pointer(path, key), `'${key}' is ${value.length} characters long, over the limit of ${MAX_TEXT.arg}`, 'use a minecraft-data name'),
      );
      ok = false;
    }
    return ok;
  }

  private count(value: number, path: string): void {
    if (value > MAX_COUNT)
      this.issues.push(issue(path, `count ${value} is more than the inventory can hold (${MAX_COUNT})`, `use a count from 1 to ${MAX_COUNT}`));
  }

  private shallow(def: string, value: unknown, path: string): boolean {
    const v = this.schema.shallow.get(def)!;
    if (v(value)) return true;
    this.issues.push(...translate(v.errors ?? [], path, this.schema.keys.get(def) ?? [], def));
    return false;
  }
}

/** Turn ajv errors into issues a person (or an LLM) can act on. */
export function translate(errors: readonly ErrorObject[], base: string, allowedKeys: string[], def = ''): PlanIssue[] {
  const out: PlanIssue[] = [];
  for (const e of errors) {
    const at = base + e.instancePath;
    const p = e.params as Record<string, unknown>;
    switch (e.keyword) {
      case 'required':
        out.push(
          issue(pointer(at, String(p.missingProperty)), `missing '${p.missingProperty}'`, `add "${p.missingProperty}" (use null when it does not apply)`),
        );
        break;
      case 'additionalProperties': {
        const key = String(p.additionalProperty);
        const s = e.instancePath === '' ? closest(key, allowedKeys) : [];
        out.push(issue(pointer(at, key), `unknown key '${key}'`, didYouMean(s) ?? 'remove it'));
        break;
      }
      case 'enum': {
        const allowed = (p.allowedValues as unknown[]).map(String);
        const got = JSON.stringify(valueAt(e));
        const s = typeof valueAt(e) === 'string' ? closest(String(valueAt(e)), allowed) : [];
        out.push(issue(at, `${got} is not allowed here`, didYouMean(s) ?? `use one of ${allowed.join(', ')}`));
        break;
      }
      case 'type':
        out.push(issue(at, `expected ${[p.type].flat().join(' or ')}, got ${describe(valueAt(e))}`, null));
        break;
      case 'minItems':
        out.push(issue(at, `empty ${def || 'list'}`, 'add at least one step, or remove the node'));
        break;
      case 'minimum':
        out.push(issue(at, `${JSON.stringify(valueAt(e))} is below the minimum ${p.limit}`, `use a number ≥ ${p.limit}`));
        break;
      case 'maximum':
        out.push(issue(at, `${JSON.stringify(valueAt(e))} is above the maximum ${p.limit}`, `use a number ≤ ${p.limit}`));
        break;
      case 'anyOf':
        break; // the branch errors above already say what is wrong
      default:
        out.push(issue(at, e.message ?? `invalid (${e.keyword})`));
    }
  }
  return out;
}

// ajv attaches the offending value as `data` because we compile with verbose.
const valueAt = (e: ErrorObject): unknown => (e as ErrorObject & { data?: unknown }).data;

const describe = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'string' ? `the string ${JSON.stringify(v)}` : `${typeof v} ${JSON.stringify(v)}`;

function dedupe(issues: PlanIssue[]): PlanIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.path}\u0000${i.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
