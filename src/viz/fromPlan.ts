/** Plan JSON → VizModel. Every node gets its JSON-pointer plan path. */
import type { Plan, PlanNode } from '../contracts/plan.js';
import { VizError } from './errors.js';
import { assertDrawable } from './nesting.js';
import { checkLabel, skillLabel } from './labels.js';
import { makeNode, renumber, type VizModel, type VizNode } from './model.js';

export function fromPlan(plan: Plan): VizModel {
  if (!plan || typeof plan !== 'object' || !plan.plan || typeof plan.plan !== 'object') {
    throw new VizError('not a plan: expected an object with a top-level "plan" node; pass a plan JSON file');
  }
  assertDrawable(plan);
  const root = renumber(planNode(plan.plan, '/plan'));
  return { title: plan.goal || 'plan', source: 'plan', root };
}

function planNode(n: PlanNode, path: string): VizNode {
  const base = { path, origin: 'plan' as const };
  switch (n.type) {
    case 'sequence':
    case 'selector':
    case 'parallel':
      return makeNode({
        ...base,
        kind: n.type,
        label: n.type,
        children: (n.steps ?? []).map((s, i) => planNode(s, `${path}/steps/${i}`)),
      });
    case 'repeat': {
      const parts = ['repeat', n.times !== null ? `×${n.times}` : '', n.until ? `until ${checkLabel(n.until)}` : ''];
      return makeNode({
        ...base,
        kind: 'repeat',
        label: parts.filter(Boolean).join(' '),
        args: { times: n.times, until: n.until },
        children: [planNode(n.step, `${path}/step`)],
      });
    }
    case 'condition':
      return makeNode({ ...base, kind: 'condition', label: checkLabel(n.check), args: { ...n.check } });
    case 'skill':
      return makeNode({ ...base, kind: 'action', label: skillLabel(n.skill, n.args), args: { ...n.args } });
    default:
      throw new VizError(
        `unknown plan node type ${JSON.stringify((n as { type?: unknown }).type)} at ${path}; expected sequence, selector, parallel, repeat, condition or skill`,
      );
  }
}
