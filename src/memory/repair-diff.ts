/**
 * The critic's reply that turns one plan into the next, rebuilt from the two
 * plans a repair event leaves in the trace: the smallest subtree that
 * changed becomes a `replace`, and a step added to a list an `insert_before`.
 * The trace keeps the repaired plan, not the reply, so this is what a
 * fine-tuned critic should have answered.
 */
import type { Plan, PlanNode } from '../contracts/plan.js';
import { pointer } from '../contracts/pointer.js';

export interface RepairReply {
  explanation: string;
  action: 'replace' | 'insert_before';
  path: string;
  node: PlanNode;
  args: null;
  reason: null;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The reply that makes `after` from `before`, or null when the plans do not differ. */
export function repairBetween(before: Plan, after: Plan, explanation: string): RepairReply | null {
  if (same(before.plan, after.plan)) return null;
  return { explanation, ...change(before.plan, after.plan, '/plan'), args: null, reason: null };
}

function change(a: PlanNode, b: PlanNode, path: string): { action: 'replace' | 'insert_before'; path: string; node: PlanNode } {
  const whole = { action: 'replace' as const, path, node: b };
  if (a.type !== b.type) return whole;
  if ((a.type === 'sequence' || a.type === 'selector' || a.type === 'parallel') && (b.type === 'sequence' || b.type === 'selector' || b.type === 'parallel')) {
    const [x, y] = [a.steps, b.steps];
    if (x.length === y.length) {
      const differ = x.map((s, i) => (same(s, y[i]) ? -1 : i)).filter((i) => i >= 0);
      return differ.length === 1 ? change(x[differ[0]!]!, y[differ[0]!]!, pointer(pointer(path, 'steps'), differ[0]!)) : whole;
    }
    if (y.length === x.length + 1) {
      // One step added before the step now at i: the rest are unchanged and in order.
      for (let i = 0; i < x.length; i++) {
        if (same([...y.slice(0, i), ...y.slice(i + 1)], x)) return { action: 'insert_before', path: pointer(pointer(path, 'steps'), i), node: y[i]! };
      }
    }
    return whole;
  }
  if (a.type === 'repeat' && b.type === 'repeat' && a.times === b.times && same(a.until, b.until)) return change(a.step, b.step, pointer(path, 'step'));
  return whole;
}
