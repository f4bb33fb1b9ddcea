/**
 * The renderer-independent picture of a plan, a compiled tree or a run. Every
 * renderer (ASCII, Mermaid, DOT, SVG, HTML) is a pure function of a VizModel,
 * so the builders (fromPlan, fromTree, fromMdsl, fromTrace) are the only code
 * that knows the input formats.
 */
import type { RunMap } from './map.js';

export type VizKind =
  | 'root'
  | 'sequence'
  | 'selector'
  | 'parallel'
  | 'race'
  | 'all'
  | 'lotto'
  | 'repeat'
  | 'retry'
  | 'flip'
  | 'succeed'
  | 'fail'
  | 'wait'
  | 'branch'
  | 'condition'
  | 'action'
  /** Stands for a subtree identical to the one named by `ref`, drawn once. */
  | 'ref'
  | (string & {});

/** `never`: the run never reached the node (also the state of every node of a plan or tree that did not run). */
export type VizState = 'succeeded' | 'failed' | 'running' | 'never';

/** `plan`: a step the plan asked for; `prerequisite`: expanded from knowledge; `tree`: structure only. */
export type VizOrigin = 'plan' | 'prerequisite' | 'tree';

export interface VizOutcome {
  ok: boolean;
  code: string | null;
  message: string;
}

export interface VizRepair {
  explanation: string;
  by: string;
  kind: string;
  /** Game tick of the repair. */
  tick: number;
  /** The failure that caused it, when the trace shows one. */
  failure: VizOutcome | null;
}

/**
 * The part a node plays in the reactive layer the compiler wraps around a
 * plan (see reflexes.ts): the layer's parallel, the plan's sequence, the
 * watch, one reflex's sequence, its due check, its action, and the idle check.
 */
export type VizReflexRole = 'layer' | 'plan' | 'watch' | 'reflex' | 'due' | 'run' | 'idle';

export interface VizNode {
  /** Stable within one model (`n0`, `n1`, … in depth-first order); safe as a DOT/Mermaid/HTML id. */
  id: string;
  label: string;
  kind: VizKind;
  /** Plan path (JSON pointer) this node maps to, or null for structure-only nodes. */
  path: string | null;
  args: Record<string, unknown> | null;
  origin: VizOrigin;
  state: VizState;
  /** Game ticks the node took in the run; null when it did not run. */
  ticks: number | null;
  /** Game tick the node first started, and last settled (runs only). */
  start?: number | null;
  end?: number | null;
  /** The last skill outcome of an action. */
  outcome?: VizOutcome | null;
  repaired?: VizRepair;
  /** For `ref` nodes: id of the subtree drawn in full; for `branch` nodes: the root it calls, if present. */
  ref?: string;
  /** How many nodes a `ref` stands for. */
  refSize?: number;
  /** Ids of `ref` nodes that point at this subtree. */
  sharedBy?: string[];
  /** Drawn folded; renderers show the hidden count instead of the children. */
  collapsed?: boolean;
  /** Set on the nodes of the reflex layer: their role, and the reflex they belong to. */
  reflex?: { role: VizReflexRole; name: string | null };
  /** How often a reflex ran in the run (on a reflex's sequence and its action). */
  fired?: number;
  /** The label the runner gives this node in trace events, when it differs from `label` (`reflex_due? eat` for `eat due?`). */
  traceLabel?: string;
  children: VizNode[];
}

export interface SkillCall {
  path: string;
  skill: string;
  args: Record<string, unknown>;
  start: number;
  /** Null while still running. */
  end: number | null;
  ok: boolean | null;
  code: string | null;
  message: string;
}

/** One time a reflex of the reactive layer ran. */
export interface ReflexFiring {
  path: string;
  name: string;
  /** Game tick it started. */
  start: number;
  /** Null while still running. */
  end: number | null;
  ok: boolean | null;
  code: string | null;
  message: string;
  /** Game ticks it took (null while running). */
  ticks: number | null;
}

export interface InventorySample {
  tick: number;
  items: Record<string, number>;
  health: number;
  food: number;
}

export interface LlmExchange {
  tick: number;
  role: string;
  mode: string;
  ok: boolean;
  promptTokens: number;
  completionTokens: number;
  request?: unknown;
  response?: unknown;
}

export interface RunInfo {
  goal: string;
  world: string;
  seed: number | null;
  startTick: number;
  endTick: number;
  startT: number;
  endT: number;
  /** Null while the run has not ended. */
  end: { ok: boolean; reason: string; path: string | null; code: string | null; stats: Record<string, number> } | null;
  calls: SkillCall[];
  /** Every reflex firing, in order, whatever tree generation it ran in. */
  reflexes: ReflexFiring[];
  inventory: InventorySample[];
  llm: LlmExchange[];
  repairs: Array<VizRepair & { path: string }>;
  /** Node events whose path is not in the drawn tree (for example after a repair changed the plan). */
  unmatched: number;
  /** Where the bot went and what it did where, for the map. */
  map: RunMap;
}

export interface VizModel {
  title: string;
  source: 'plan' | 'tree' | 'mdsl' | 'trace';
  root: VizNode;
  /** Present when the model was built from a trace. */
  run?: RunInfo;
}

/** Depth-first, parents before children. */
export function* walk(node: VizNode, depth = 0): Generator<{ node: VizNode; depth: number }> {
  yield { node, depth };
  for (const c of node.children) yield* walk(c, depth + 1);
}

export const countNodes = (node: VizNode): number => 1 + node.children.reduce((n, c) => n + countNodes(c), 0);

export const findNode = (root: VizNode, id: string): VizNode | undefined => {
  for (const { node } of walk(root)) if (node.id === id) return node;
  return undefined;
};

/** Renumbers ids depth-first so the same input always yields the same ids. */
export function renumber(root: VizNode): VizNode {
  let i = 0;
  for (const { node } of walk(root)) node.id = `n${i++}`;
  return root;
}

export const TICKS_PER_SECOND = 20;

/** `340t (17.0s)`: game ticks with the game seconds they stand for. */
export const formatTicks = (ticks: number): string => `${ticks}t (${(ticks / TICKS_PER_SECOND).toFixed(1)}s)`;

export const STATE_MARK: Record<VizState, string> = { succeeded: '✓', failed: '✗', running: '▶', never: '·' };

/**
 * A compiled leaf's "skip if already done" check. When it fails, nothing went
 * wrong: the step simply had work to do, so it is drawn as a neutral "not yet".
 */
export const isSkipCheck = (n: VizNode): boolean => n.kind === 'condition' && /^done\b/.test(n.label);

/**
 * A failure that is no failure, drawn neutral (○): a skip check that found
 * work to do, a reflex that was not due, and a reflex's sequence that stopped
 * at its due check.
 */
export const isNotYet = (n: VizNode): boolean => {
  if (n.state !== 'failed') return false;
  if (isSkipCheck(n) || n.reflex?.role === 'due') return true;
  return n.reflex?.role === 'reflex' && n.children.length > 0 && n.children[0].reflex?.role === 'due' && isNotYet(n.children[0]);
};

/** The state mark a renderer draws: ○ for a skip check that found work to do or a reflex that was not due. */
export const markOf = (n: VizNode): string => (isNotYet(n) ? '○' : STATE_MARK[n.state]);

/** The fill a renderer uses for a node that ran. */
export const fillOf = (n: VizNode): string => (isNotYet(n) ? STATE_COLOR.never : STATE_COLOR[n.state]);

/** One fill colour per state, shared by DOT, Mermaid and HTML so all dumps read the same. */
export const STATE_COLOR: Record<VizState, string> = {
  succeeded: '#c8e6c9',
  failed: '#ffcdd2',
  running: '#fff59d',
  never: '#eeeeee',
};

/** A node with defaults filled in; builders call this so every node has every field. */
export function makeNode(p: Partial<VizNode> & Pick<VizNode, 'label' | 'kind'>): VizNode {
  return {
    id: '',
    path: null,
    args: null,
    origin: 'tree',
    state: 'never',
    ticks: null,
    children: [],
    ...p,
  };
}
