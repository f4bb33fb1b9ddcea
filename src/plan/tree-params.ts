/**
 * A tree's parameters bound to a call's arguments: every "$name" string in a
 * skill's or a check's arguments becomes the value passed, or the default.
 */
import type { ArgValue, Check, Plan, PlanNode } from '../contracts/plan.js';
import { pointer } from '../contracts/pointer.js';
import { closest } from './issues.js';
import type { TreeParam } from './tree-header.js';
import { syntaxError, type Pos } from './tree-syntax.js';

export interface Bindable {
  params: TreeParam[];
  plan: Plan;
  positions?: Map<string, Pos>;
}

export interface Bound {
  plan: Plan;
  /** Paths of arguments left as "$name": no value and no default (only when checking the tree on its own). */
  unbound: Set<string>;
}

const PLACEHOLDER = /^\$([a-z][a-z0-9_]*)$/;

/** The tree's plan with its parameters bound; a "$name" the header does not declare is an error at its node. */
export function bindParams(src: Bindable, values: Readonly<Record<string, ArgValue>>): Bound {
  const unbound = new Set<string>();
  const byName = new Map(src.params.map((p) => [p.name, p]));
  const bindArgs = <T extends Record<string, ArgValue>>(args: T, base: string, nodePath: string): T => {
    const out: Record<string, ArgValue> = {};
    for (const [key, v] of Object.entries(args)) {
      const m = typeof v === 'string' ? PLACEHOLDER.exec(v) : null;
      if (!m) {
        out[key] = v;
        continue;
      }
      const p = byName.get(m[1]!);
      if (!p) {
        const s = closest(m[1]!, [...byName.keys()]);
        throw syntaxError(
          `unknown parameter '${v}'${s.length ? `; did you mean '$${s[0]}'?` : '; declare it with @param in the header'}`,
          src.positions?.get(nodePath),
        );
      }
      // A null default is a value (the skill's own "pick for me"), not a missing argument.
      const given = values[p.name] ?? p.default;
      if (given === undefined) unbound.add(pointer(base, key));
      out[key] = given === undefined ? v : given;
    }
    return out as T;
  };
  const node = (n: PlanNode, path: string): PlanNode => {
    switch (n.type) {
      case 'skill':
        return { ...n, args: bindArgs(n.args, pointer(path, 'args'), path) };
      case 'condition':
        return { ...n, check: bindArgs(n.check, pointer(path, 'check'), path) as Check };
      case 'repeat':
        return { ...n, until: n.until && (bindArgs(n.until, pointer(path, 'until'), path) as Check), step: node(n.step, pointer(path, 'step')) };
      default:
        return { ...n, steps: n.steps.map((s, i) => node(s, pointer(pointer(path, 'steps'), i))) };
    }
  };
  return { plan: { ...src.plan, plan: node(src.plan.plan, '/plan') }, unbound };
}
