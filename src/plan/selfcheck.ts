/**
 * The static self-check (JARVIS-1): walk the plan with a simulated inventory
 * and report steps whose inputs can never be present, before anything runs.
 * Compiled leaves obtain their own prerequisites, so what is left to catch is
 * what no source in the game provides, skills asked to do what they cannot
 * (craft an ore, smelt a tool), and conditions that nothing before them makes
 * true.
 */
import { Ledger } from '../compile/ledger.js';
import { leafRequirements, goalsOf } from '../compile/requirements.js';
import { KnowledgeError, type Knowledge } from '../knowledge/types.js';
import type { AnySkill } from '../skills/types.js';
import { issue, pointer } from './issues.js';
import type { Check, Plan, PlanIssue, PlanNode, SkillNode } from './types.js';

export interface SelfCheckOptions {
  /** Whether compiled leaves will obtain missing prerequisites (the default). */
  prerequisites?: boolean;
}

export function selfCheck(plan: Plan, k: Knowledge, skills: readonly AnySkill[], inventory: Record<string, number> = {}, opts: SelfCheckOptions = {}): PlanIssue[] {
  const out: PlanIssue[] = [];
  const expand = opts.prerequisites !== false;
  let ledger = new Ledger(k, inventory);

  /** `optional`: a selector's branch, where a false condition only means "try the next one". */
  const visit = (n: PlanNode, path: string, optional = false): void => {
    switch (n.type) {
      case 'sequence':
      case 'parallel':
        return n.steps.forEach((s, i) => visit(s, pointer(pointer(path, 'steps'), i)));
      case 'selector': {
        const start = ledger.clone();
        let after: Ledger | null = null;
        n.steps.forEach((s, i) => {
          ledger = start.clone();
          visit(s, pointer(pointer(path, 'steps'), i), true);
          after ??= ledger;
        });
        ledger = after ?? start;
        return;
      }
      case 'repeat':
        return visit(n.step, pointer(path, 'step'));
      case 'condition':
        return optional ? undefined : condition(n.check, path);
      case 'skill':
        return leaf(n, path);
    }
  };

  const condition = (c: Check, nodePath: string) => {
    if (c.kind === 'has_item' && ledger.count(c.item) < c.count)
      out.push(issue(nodePath, `condition has_item ${c.item} ≥ ${c.count} can never hold here: nothing before it provides ${c.item}`, `add a step that obtains ${c.count} ${c.item} before it`));
  };

  const leaf = (n: SkillNode, path: string) => {
    const skill = skills.find((s) => s.name === n.skill);
    if (!skill) return;
    const shape = shapeIssue(n, k);
    if (shape) return void out.push(issue(pointer(path, 'args'), shape.message, shape.suggestion));
    const req = leafRequirements(skill, n.args, k, ledger);
    const goals = n.skill === 'obtain' ? [{ item: String(n.args.item), count: Number(n.args.count ?? 1) }] : goalsOf(req);
    const missing = goals.filter((g) => ledger.count(g.item) < g.count);
    if (missing.length && expand) {
      try {
        for (const step of k.chain(missing, ledger.snapshot())) {
          ledger.consumeAll(step.consumes);
          ledger.add(step.item, step.produces);
        }
      } catch (e) {
        if (!(e instanceof KnowledgeError)) throw e;
        out.push(issue(path, `${e.message} (needed by ${n.skill})`, null));
      }
    } else if (missing.length && n.skill !== 'obtain') {
      const list = missing.map((m) => `${m.count - ledger.count(m.item)} ${m.item}`).join(', ');
      out.push(issue(path, `${n.skill} needs ${list}, which nothing before it provides`, `add steps that obtain ${list} before it`));
    }
    ledger.consumeAll(req.consumes);
    for (const e of skill.effects(n.args, k).has) ledger.atLeast(e.item, e.count);
    if (n.skill === 'kill' && typeof n.args.mob === 'string')
      for (const d of k.mobDrops(n.args.mob)) ledger.add(d.item, Math.floor(d.count * Number(n.args.count ?? 1)));
  };

  visit(plan.plan, '/plan');
  return out;
}

/** Skills asked to do what the game does not allow. */
function shapeIssue(n: SkillNode, k: Knowledge): { message: string; suggestion: string | null } | null {
  const item = typeof n.args.item === 'string' ? n.args.item : null;
  if (n.skill === 'craft' && item && !item.startsWith('#') && k.recipes(item).length === 0) {
    const src = k.cheapest(item);
    return { message: `${item} has no crafting recipe`, suggestion: src ? `use {"skill": "obtain"} (it comes from ${src.kind})` : null };
  }
  if (n.skill === 'smelt' && item && !k.smeltInput(item)) {
    const out = k.smeltOutput(item);
    return { message: `${item} is not a smelting result`, suggestion: out ? `set item to '${out}', the result of smelting ${item}` : null };
  }
  if (n.skill === 'kill' && typeof n.args.mob === 'string' && !k.isMob(n.args.mob)) return { message: `'${n.args.mob}' is not a mob`, suggestion: null };
  return null;
}
