/**
 * A run (JSON-lines trace) → VizModel: the tree that ran, coloured by the
 * final state of each node, with game time, outcomes and repairs, plus the
 * run's skill calls, inventory, LLM exchanges and summary.
 *
 * The runner numbers tree nodes `g<generation>:n<k>` (k in pre-order, the
 * same order as the model's own ids) and starts a new generation after each
 * repair. The drawn tree is the last one the trace carries (run_start's, or a
 * repair event's `tree` when present); events of that generation map by id,
 * events of later generations whose tree is unknown map only where plan path
 * and label both agree, and earlier generations show through the repair notes.
 *
 * The reflex layer is compiled the same way into every generation, so reflex
 * firings (reflex_start, reflex_end) map onto the drawn reflex nodes whatever
 * generation they ran in: a reflex's action shows how often it fired in the
 * whole run, the game ticks it took in all, and the outcome of its last firing.
 */
import type { Plan } from '../contracts/plan.js';
import type { TraceEvent } from '../contracts/trace.js';
import { VizError } from './errors.js';
import { assertDrawable } from './nesting.js';
import { emptyMap, mapOf } from './map.js';
import { fromPlan } from './fromPlan.js';
import { fromTree, isTree } from './fromTree.js';
import { skillLabel } from './labels.js';
import { walk, type RunInfo, type VizModel, type VizNode, type VizOutcome, type VizState } from './model.js';
import { isReflexPath, isReflexPicker } from './reflexes.js';
import { shareSubtrees } from './share.js';
import { inferState, normalizeState } from './states.js';

type Ev<T extends TraceEvent['type']> = Extract<TraceEvent, { type: T }>;

export interface TraceOptions {
  share?: boolean;
}

export function fromTrace(events: TraceEvent[], opts: TraceOptions = {}): VizModel {
  for (const e of events) assertDrawable(e);
  const start = events.find((e): e is Ev<'run_start'> => e.type === 'run_start');
  if (!start) throw new VizError('trace has no run_start event; pass the whole JSON-lines trace written by `sapling run --trace`');
  const { model: base, generation, byRunnerId } = drawnTree(start, events);
  const run = emptyRun(start);
  const index = new TraceIndex(base.root, generation, byRunnerId);
  for (const ev of events) apply(ev, index, run);
  run.map = mapOf(events);
  settle(base.root, index);
  markRepairs(base.root, run);
  const model: VizModel = { title: start.goal || base.title, source: 'trace', root: base.root, run };
  return opts.share === false ? model : shareSubtrees(model);
}

/** The last tree the trace carries, and the generation it ran as. */
function drawnTree(start: Ev<'run_start'>, events: TraceEvent[]): { model: VizModel; generation: number; byRunnerId: boolean } {
  let tree: unknown = start.tree;
  let generation = 0;
  let gen = 0;
  for (const e of events) {
    if (e.type !== 'repair') continue;
    gen++;
    const t = (e as { tree?: unknown }).tree;
    if (t) [tree, generation] = [t, gen];
  }
  if (tree) {
    const definition = isTree(tree) ? tree.definition : tree;
    // The runner numbers only the main root of a multi-root tree, so ids line up only for a single root.
    return { model: fromTree(tree, { share: false }), generation, byRunnerId: !Array.isArray(definition) };
  }
  if (start.plan) return { model: fromPlan(start.plan as Plan), generation: 0, byRunnerId: false };
  throw new VizError('run_start carries neither "tree" nor "plan"; record the trace with a runner that includes them');
}

function emptyRun(s: Ev<'run_start'>): RunInfo {
  return {
    goal: s.goal,
    world: s.world,
    seed: s.seed,
    startTick: s.tick,
    endTick: s.tick,
    startT: s.t,
    endT: s.t,
    end: null,
    calls: [],
    reflexes: [],
    inventory: [],
    llm: [],
    repairs: [],
    unmatched: 0,
    map: emptyMap(),
  };
}

/** Per-node facts gathered from events, turned into node fields by `settle`. */
interface Seen {
  state: VizState | null;
  start: number | null;
  end: number | null;
  skillTicks: number | null;
  outcome: VizOutcome | null;
  /** Reflex firings (reflex actions only). */
  fired: number;
}

const RUNNER_ID = /^g(\d+):(n\d+)$/;
const head = (s: string) => s.split(/[\s([?]/)[0];
/** `has_item(stick, 4)` (ours) and `has_item? stick 4` (the runner's) name the same condition. */
const norm = (s: string) =>
  s
    .replace(/[?(),]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

class TraceIndex {
  byPath = new Map<string, VizNode[]>();
  byId = new Map<string, VizNode>();
  byEventId = new Map<string, VizNode>();
  seen = new Map<VizNode, Seen>();
  /** Generation the events being read belong to (repairs so far). */
  current = 0;
  /** Whether the drawn tree has the reflex layer; without it, reflex node events are expected to find no node. */
  hasReflexLayer = false;

  constructor(
    root: VizNode,
    readonly drawn: number,
    readonly byRunnerId: boolean,
  ) {
    for (const { node } of walk(root)) {
      this.byId.set(node.id, node);
      if (node.reflex) this.hasReflexLayer = true;
      if (!node.path) continue;
      const list = this.byPath.get(node.path) ?? [];
      list.push(node);
      this.byPath.set(node.path, list);
    }
  }

  facts(n: VizNode): Seen {
    let s = this.seen.get(n);
    if (!s) this.seen.set(n, (s = { state: null, start: null, end: null, skillTicks: null, outcome: null, fired: 0 }));
    return s;
  }

  /** The node a node event means, or null when it belongs to another tree than the drawn one. */
  resolve(path: string | null, label: string, eventId: string): VizNode | undefined | null {
    const m = RUNNER_ID.exec(eventId);
    const gen = m ? Number(m[1]) : this.current;
    if (gen < this.drawn) return null;
    if (gen === this.drawn && m && this.byRunnerId) {
      const n = this.byId.get(m[2]);
      if (n && (path === null || n.path === path)) return n;
    }
    const known = this.byEventId.get(eventId);
    if (known) return known;
    const cands = path ? (this.byPath.get(path) ?? []) : [];
    // A tree the trace does not carry may differ anywhere: only a leaf with the same path and label is trusted.
    const pick =
      gen > this.drawn
        ? cands.find((c) => c.children.length === 0 && norm(key(c)) === norm(label))
        : (cands.find((c) => norm(key(c)) === norm(label)) ??
          cands.find((c) => head(key(c)) === head(label) && (c.children.length === 0) === isLeafLabel(label)) ??
          cands.find((c) => c.kind === head(label)));
    if (pick) this.byEventId.set(eventId, pick);
    return pick;
  }

  /** The action a skill call ran, when it belongs to the drawn tree. */
  action(path: string, skill: string, args: Record<string, unknown> | null): VizNode | undefined {
    if (this.current < this.drawn) return undefined;
    const actions = (this.byPath.get(path) ?? []).filter((c) => c.kind === 'action');
    if (this.current > this.drawn) return args ? actions.find((c) => c.label === skillLabel(skill, args)) : undefined;
    return actions.find((c) => head(c.label) === skill) ?? actions[0];
  }

  /** The action of the reflex at `path`: the layer is the same in every generation, so any generation's firing maps. */
  reflexAction(path: string): VizNode | undefined {
    return (this.byPath.get(path) ?? []).find((c) => c.reflex?.role === 'run');
  }
}

/** What the runner calls a node in its events. */
const key = (n: VizNode) => n.traceLabel ?? n.label;

/** Composite labels are bare node types; leaf labels carry a call and arguments. */
const isLeafLabel = (label: string) => !/^(root|sequence|selector|parallel|race|all|lotto|repeat|retry|flip|succeed|fail|wait|branch)$/.test(label);

function apply(ev: TraceEvent, ix: TraceIndex, run: RunInfo): void {
  run.endTick = Math.max(run.endTick, ev.tick);
  run.endT = Math.max(run.endT, ev.t);
  switch (ev.type) {
    case 'node': {
      const node = ix.resolve(ev.path, ev.node, ev.id);
      if (node === null) return;
      if (!node) {
        if (ev.path && (ix.hasReflexLayer || !isReflexPath(ev.path))) run.unmatched++;
        return;
      }
      const state = normalizeState(ev.to);
      if (!state) return;
      const f = ix.facts(node);
      f.state = state;
      if (state === 'running') f.start ??= ev.tick;
      else f.end = ev.tick;
      return;
    }
    case 'skill_start': {
      run.calls.push({ path: ev.path, skill: ev.skill, args: ev.args, start: ev.tick, end: null, ok: null, code: null, message: '' });
      const node = ix.action(ev.path, ev.skill, ev.args);
      if (node) ix.facts(node).start ??= ev.tick;
      return;
    }
    case 'skill_end':
      return skillEnd(ev, ix, run);
    case 'reflex_start': {
      run.reflexes.push({ path: ev.path, name: ev.name, start: ev.tick, end: null, ok: null, code: null, message: '', ticks: null });
      const node = ix.reflexAction(ev.path);
      if (!node) return;
      const f = ix.facts(node);
      f.fired++;
      if (ix.current >= ix.drawn) f.start ??= ev.tick;
      return;
    }
    case 'reflex_end':
      return reflexEnd(ev, ix, run);
    case 'inventory': {
      const items: Record<string, number> = {};
      for (const s of ev.items) items[s.name] = (items[s.name] ?? 0) + s.count;
      run.inventory.push({ tick: ev.tick, items, health: ev.health, food: ev.food });
      return;
    }
    case 'repair':
      run.repairs.push({ path: ev.path, explanation: ev.explanation, by: ev.by, kind: ev.kind, tick: ev.tick, failure: lastFailure(run, ev.path) });
      ix.current++;
      return;
    case 'llm':
      run.llm.push({
        tick: ev.tick,
        role: ev.role,
        mode: ev.mode,
        ok: ev.ok,
        promptTokens: ev.promptTokens,
        completionTokens: ev.completionTokens,
        request: ev.request,
        response: ev.response,
      });
      return;
    case 'run_end':
      run.end = { ok: ev.ok, reason: ev.reason, path: ev.path, code: ev.code, stats: ev.stats ?? {} };
      return;
  }
}

function skillEnd(ev: Ev<'skill_end'>, ix: TraceIndex, run: RunInfo): void {
  const call = [...run.calls].reverse().find((c) => c.path === ev.path && c.end === null);
  const outcome = { ok: ev.ok, code: ev.code, message: ev.message };
  if (call) Object.assign(call, { end: ev.tick, ...outcome });
  else run.calls.push({ path: ev.path, skill: ev.skill, args: {}, start: ev.tick - ev.ticks, end: ev.tick, ...outcome });
  const node = ix.action(ev.path, ev.skill, call?.args ?? null);
  if (!node) return;
  const f = ix.facts(node);
  f.skillTicks = (f.skillTicks ?? 0) + ev.ticks;
  f.outcome = outcome;
  f.state = ev.ok ? 'succeeded' : 'failed';
  f.start ??= ev.tick - ev.ticks;
  f.end = ev.tick;
}

function reflexEnd(ev: Ev<'reflex_end'>, ix: TraceIndex, run: RunInfo): void {
  const outcome = { ok: ev.ok, code: ev.code, message: ev.message };
  const firing = [...run.reflexes].reverse().find((r) => r.path === ev.path && r.end === null);
  if (firing) Object.assign(firing, { end: ev.tick, ticks: ev.ticks, ...outcome });
  else run.reflexes.push({ path: ev.path, name: ev.name, start: ev.tick - ev.ticks, end: ev.tick, ticks: ev.ticks, ...outcome });
  const node = ix.reflexAction(ev.path);
  if (!node) return;
  const f = ix.facts(node);
  if (!firing) f.fired++;
  f.skillTicks = (f.skillTicks ?? 0) + ev.ticks;
  f.outcome = outcome;
  f.state = ev.ok ? 'succeeded' : 'failed';
  // Counts and game time are the whole run's; when it ran stays within the drawn tree's generation, as for its other nodes.
  if (ix.current < ix.drawn) return;
  f.start ??= ev.tick - ev.ticks;
  f.end = ev.tick;
}

const within = (path: string, scope: string) => path === scope || path.startsWith(`${scope}/`);

function lastFailure(run: RunInfo, path: string): VizOutcome | null {
  const c = [...run.calls].reverse().find((x) => x.ok === false && within(x.path, path));
  return c ? { ok: false, code: c.code, message: c.message } : null;
}

/** Leaves take what the events said; composites are inferred bottom-up unless an event named them. */
function settle(node: VizNode, ix: TraceIndex): void {
  node.children.forEach((c) => settle(c, ix));
  const f = ix.seen.get(node);
  if (node.children.length === 0) {
    node.state = f?.state ?? 'never';
    node.start = f?.start ?? null;
    node.end = f?.end ?? null;
    node.ticks = f?.skillTicks ?? (node.start !== null && node.end !== null ? node.end - node.start : null);
    if (f?.outcome) node.outcome = f.outcome;
    if (f?.fired) node.fired = f.fired;
    return;
  }
  // Once the run moved on to a tree the trace does not carry, a composite's last event is stale; its leaves tell more.
  const explicit = ix.current <= ix.drawn ? f?.state : undefined;
  node.state =
    explicit ??
    inferState(
      node.kind,
      node.children.map((c) => c.state),
    );
  const starts = node.children.map((c) => c.start).filter((x): x is number => typeof x === 'number');
  const ends = node.children.map((c) => c.end).filter((x): x is number => typeof x === 'number');
  node.start = starts.length ? Math.min(...starts, f?.start ?? Infinity) : (f?.start ?? null);
  node.end = ends.length ? Math.max(...ends, f?.end ?? -Infinity) : (f?.end ?? null);
  node.ticks = node.start !== null && node.end !== null ? node.end - node.start : null;
  reflexTime(node);
}

/**
 * A reflex's sequence is checked every step of the run, so its span says
 * nothing: it shows the time its reflex took instead, and the watch's selector
 * the time all reflexes took.
 */
function reflexTime(node: VizNode): void {
  if (node.reflex?.role === 'reflex') {
    const act = node.children.find((c) => c.reflex?.role === 'run');
    node.ticks = act?.ticks ?? null;
    if (act?.fired) node.fired = act.fired;
  } else if (isReflexPicker(node)) {
    const took = node.children.map((c) => (c.reflex?.role === 'reflex' ? c.ticks : null)).filter((t): t is number => t !== null);
    node.ticks = took.length ? took.reduce((a, b) => a + b, 0) : null;
  }
}

/** The highest nodes lying wholly inside the repaired plan path carry the critic's explanation. */
function markRepairs(root: VizNode, run: RunInfo): void {
  for (const r of run.repairs) {
    const { path, ...repair } = r;
    const exact = [...walk(root)].find(({ node }) => node.path === path);
    const targets = exact ? [exact.node] : topmost(root, (n) => !!n.path && within(n.path, path));
    for (const t of targets) t.repaired = repair;
  }
}

function topmost(node: VizNode, hit: (n: VizNode) => boolean): VizNode[] {
  return hit(node) ? [node] : node.children.flatMap((c) => topmost(c, hit));
}
