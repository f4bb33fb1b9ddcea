/**
 * A plan composed from remembered sub-goal plans, with no LLM call (Voyager's
 * skill library, over LLaMA-Rider's relabelled sub-goals). Replay needs the
 * goal's own exact key; a goal never run before still has parts that were:
 * the logs, planks, sticks, table and pickaxe of a stone sword were all
 * reached while learning something else. When every step of the goal's
 * knowledge chain from the present inventory, except the goal's own last
 * step, has a replayable remembered success in this dimension, the plan is
 * those remembered steps in the chain's order, then one `obtain` of the goal
 * (the compiler expands its own last craft or smelt, as for any step).
 *
 * Knowledge decides the order (which the compiler needs anyway); memory
 * decides how each part is reached (which block, mob, fuel, skill), and that
 * it has been reached before. Counts are the remembered ones: a short count
 * costs nothing, the compiler obtains what a step lacks. Depth, time and
 * biome only rank, as for replay (situation.ts).
 */
import type { Plan, PlanNode, SkillNode } from '../contracts/plan.js';
import { KnowledgeError, type Knowledge, type ObtainStep } from '../knowledge/types.js';
import type { MemoryEntry } from './entry.js';
import { readableGoals } from './goal.js';
import { rankOf, replayable } from './rank.js';
import type { Situation } from './situation.js';
import type { MemoryStore } from './store.js';

export interface Composed {
  plan: Plan;
  /** The remembered entry behind each step, in plan order. */
  parts: MemoryEntry[];
}

/** Chains longer than this are not composed: a long chain is where a model's judgement pays. */
export const MAX_COMPOSED_STEPS = 24;

/** A plan for `goal` from remembered parts, or null when the goal is not one obtain goal or some part was never reached. */
export function composeFromMemory(store: MemoryStore, goal: string, now: Situation | null): Composed | null {
  const k = store.k;
  const goals = readableGoals(goal, k);
  const g = goals?.length === 1 ? goals[0]! : null;
  if (!g || g.kind !== 'obtain' || !g.target) return null;
  const item = k.isGroup(g.target) ? (k.members(g.target)[0] ?? g.target) : g.target;
  let chain: ObtainStep[];
  try {
    chain = k.chain([{ item, count: g.count }], now?.inventory ?? {});
  } catch (e) {
    if (e instanceof KnowledgeError) return null;
    throw e;
  }
  const parts = chain.filter((s) => s.item !== item);
  if (!parts.length || parts.length > MAX_COMPOSED_STEPS) return null;
  const successes = store.list().filter((e) => replayable(e) && sameDimension(e, now) && (e.parsed?.length ?? 0) === 1);
  const used: MemoryEntry[] = [];
  for (const step of parts) {
    const best = successes.filter((e) => reaches(e, step, k)).sort((a, b) => rankOf(a, now, k) - rankOf(b, now, k) || b.successes - a.successes)[0];
    if (!best) return null;
    used.push(best);
  }
  const steps: PlanNode[] = [];
  const seen = new Set<string>();
  for (const node of used.map((e) => lastStep(e.plan.plan))) {
    const text = JSON.stringify(node);
    if (!seen.has(text)) steps.push(node);
    seen.add(text);
  }
  steps.push({ type: 'skill', skill: 'obtain', args: { item: g.target, count: g.count } });
  const route = parts.map((s) => s.item).join(', ');
  return {
    plan: { goal, thoughts: `Composed from remembered sub-goals (${route}), then the goal itself; no step was invented.`, plan: { type: 'sequence', steps } },
    parts: used,
  };
}

/** Does the entry's goal stand for what this chain step makes: the item itself, its group, or a member of the step's group? */
function reaches(e: MemoryEntry, step: ObtainStep, k: Knowledge): boolean {
  const p = e.parsed![0]!;
  if (p.kind !== 'obtain' || !p.target) return false;
  if (p.target === step.item || (step.group !== undefined && p.target === step.group)) return true;
  return step.group !== undefined && k.members(step.group).includes(p.target);
}

const sameDimension = (e: MemoryEntry, now: Situation | null): boolean => !e.situation?.dimension || !now?.dimension || e.situation.dimension === now.dimension;

/** The step of a remembered plan that reached its goal: the plan itself when it is one step, else its last step (plans end on their goal). */
function lastStep(node: PlanNode): PlanNode {
  if (node.type === 'sequence' && node.steps.length) return lastStep(node.steps[node.steps.length - 1]!);
  return node.type === 'skill' ? ({ ...node, args: { ...node.args } } as SkillNode) : node;
}
