/**
 * A repair is data: an action on a JSON-pointer path of the plan. Applying it
 * is a pure function from plan to plan, so the same repair from the rules or
 * from an LLM is validated and self-checked the same way before it runs.
 */
import type { ArgValue, Plan, PlanNode } from '../contracts/plan.js';
import { ownerPath, parsePointer as parsePath, PointerError } from '../contracts/pointer.js';

export const REPAIR_ACTIONS = ['replace', 'insert_before', 'retry', 'give_up'] as const;
export type RepairAction = (typeof REPAIR_ACTIONS)[number];

export interface RepairArg {
  name: string;
  value: ArgValue;
}

export interface Repair {
  explanation: string;
  action: RepairAction;
  path: string;
  node: PlanNode | null;
  args: RepairArg[] | null;
  reason: string | null;
}

export class RepairError extends Error {
  override name = 'RepairError';
}

export { ownerPath };

/** A repair's path as keys; a path that is no JSON pointer is the repair's error. */
export function parsePointer(path: string): string[] {
  try {
    return parsePath(path);
  } catch (e) {
    if (e instanceof PointerError) throw new RepairError(`repair path ${e.message}`);
    throw e;
  }
}

interface Slot {
  /** The object or array holding the target, and its key there. */
  parent: Record<string, unknown> | unknown[];
  key: string | number;
  /** The plan node holding `parent` when parent is a `steps` array. */
  owner: PlanNode | null;
}

function locate(plan: Plan, path: string): Slot {
  const parts = parsePointer(ownerPath(path));
  if (parts[0] !== 'plan') throw new RepairError(`repair path '${path}' must start with /plan (the plan's root node)`);
  let parent: Record<string, unknown> | unknown[] = plan as unknown as Record<string, unknown>;
  let owner: PlanNode | null = null;
  let key: string | number = 'plan';
  let here = '/plan';
  for (const part of parts.slice(1)) {
    const cur: unknown = Array.isArray(parent) ? parent[key as number] : parent[key as string];
    if (cur === null || typeof cur !== 'object') throw new RepairError(`repair path '${path}' goes through ${here}, which holds no node`);
    if (Array.isArray(cur)) {
      const i = Number(part);
      if (!Number.isInteger(i) || i < 0 || i >= cur.length) {
        throw new RepairError(`repair path '${path}' does not exist: ${here} has ${cur.length} steps (indices 0-${cur.length - 1})`);
      }
      owner = parent as unknown as PlanNode;
      key = i;
    } else {
      if (!(part in cur)) throw new RepairError(`repair path '${path}' does not exist: ${here} has no '${part}'`);
      owner = null;
      key = part;
    }
    parent = cur as Record<string, unknown> | unknown[];
    here += `/${part}`;
  }
  return { parent, key, owner };
}

const get = (s: Slot): unknown => (Array.isArray(s.parent) ? s.parent[s.key as number] : s.parent[s.key as string]);
const put = (s: Slot, v: unknown): void => {
  if (Array.isArray(s.parent)) s.parent[s.key as number] = v;
  else s.parent[s.key as string] = v;
};

/** The plan after the repair; the input is never changed. */
export function applyRepair(plan: Plan, repair: Repair): Plan {
  const next = structuredClone(plan);
  const path = resolvePath(plan, repair.path);
  if (repair.action === 'give_up') return next;
  const slot = locate(next, path);
  const target = get(slot) as PlanNode;
  if (!target || typeof target !== 'object' || Array.isArray(target) || typeof target.type !== 'string') {
    throw new RepairError(
      `repair path '${path}' points at ${Array.isArray(target) ? 'a list of steps' : 'a value'}, not a plan node; point at a node such as ${path}/0`,
    );
  }
  if (repair.action === 'replace') {
    put(slot, structuredClone(needNode(repair)));
  } else if (repair.action === 'insert_before') {
    insertBefore(slot, target, structuredClone(needNode(repair)));
  } else if (repair.action === 'retry') {
    if (repair.args?.length) {
      if (target?.type !== 'skill') throw new RepairError(`retry with args needs a skill step at '${path}', found a ${target?.type ?? 'missing'} node`);
      for (const a of repair.args) target.args[a.name] = a.value;
    }
  } else {
    throw new RepairError(`unknown repair action '${String(repair.action)}'; use one of ${REPAIR_ACTIONS.join(', ')}`);
  }
  return next;
}

function insertBefore(slot: Slot, target: PlanNode, node: PlanNode): void {
  // Only a sequence runs its steps in order; anywhere else, pair the two in a new sequence.
  if (Array.isArray(slot.parent) && slot.owner?.type === 'sequence') {
    slot.parent.splice(slot.key as number, 0, node);
  } else if (target.type === 'sequence' && !Array.isArray(slot.parent) && slot.key === 'plan') {
    target.steps.unshift(node);
  } else {
    put(slot, { type: 'sequence', steps: [node, target] });
  }
}

function needNode(r: Repair): PlanNode {
  if (!r.node || typeof r.node !== 'object') throw new RepairError(`a ${r.action} repair needs a node; got ${r.node === null ? 'null' : typeof r.node}`);
  return r.node;
}

/** Models often drop the leading /plan; accept that when it is unambiguous. */
function resolvePath(plan: Plan, path: string): string {
  if (typeof path !== 'string') throw new RepairError('repair path must be a string like /plan/steps/2');
  if (path.startsWith('/plan') || path === '') return path === '' ? '/plan' : path;
  if (!path.startsWith('/')) throw new RepairError(`repair path '${path}' is not a JSON pointer; write it like /plan/steps/2`);
  const withRoot = `/plan${path}`;
  try {
    locate(plan, withRoot);
    return withRoot;
  } catch {
    return path;
  }
}
