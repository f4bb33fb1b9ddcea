/**
 * The static self-check (JARVIS-1): walk the plan with the inventory it
 * expects and report steps whose inputs can never be present, before
 * anything runs. Compiled leaves obtain their own prerequisites, so what is
 * left to catch is what no source in the game provides, skills asked to do
 * what they cannot (craft an ore, smelt a tool), and conditions that nothing
 * before them makes true. The walk is the compiler's own (plan/walk.ts).
 */
import type { Check, Plan, PlanIssue } from '../contracts/plan.js';
import { pointer } from '../contracts/pointer.js';
import { getCheck } from '../checks/index.js';
import type { Knowledge } from '../knowledge/types.js';
import type { AnySkill } from '../skills/types.js';
import { issue } from './issues.js';
import type { Ledger } from './ledger.js';
import { walkPlan, type LeafFacts } from './walk.js';

export interface SelfCheckOptions {
  /** Whether compiled leaves will obtain missing prerequisites (the default). */
  prerequisites?: boolean;
}

export function selfCheck(
  plan: Plan,
  k: Knowledge,
  skills: readonly AnySkill[],
  inventory: Record<string, number> = {},
  opts: SelfCheckOptions = {},
): PlanIssue[] {
  const out: PlanIssue[] = [];
  const expand = opts.prerequisites !== false;
  walkPlan<void>(
    plan,
    k,
    skills,
    {
      steps: () => undefined,
      repeat: () => undefined,
      // In a selector a false condition only means "try the next alternative".
      condition: (check, path, expected, optional) => void (optional || conditionIssue(check, path, expected, out)),
      skill: (leaf) => leafIssues(leaf, expand, out),
      // Unknown skills are validation's to report, with a did-you-mean.
      unknownSkill: () => undefined,
    },
    { inventory, prerequisites: expand },
  );
  return out;
}

function conditionIssue(c: Check, path: string, expected: Ledger, out: PlanIssue[]): void {
  for (const g of getCheck(c.kind)?.guarantees?.(c) ?? []) {
    if (expected.count(g.item) >= g.count) continue;
    out.push(
      issue(
        path,
        `condition ${c.kind} ${g.item} ≥ ${g.count} can never hold here: nothing before it provides ${g.item}`,
        `add a step that obtains ${g.count} ${g.item} before it`,
      ),
    );
  }
}

function leafIssues(f: LeafFacts, expand: boolean, out: PlanIssue[]): void {
  if (f.issue) return void out.push(issue(pointer(f.path, 'args'), f.issue.message, f.issue.suggestion));
  if (f.chainError) return void out.push(issue(f.path, `${f.chainError.message} (needed by ${f.skill.name})`, null));
  if (expand || f.selfProviding || !f.missing.length) return;
  const list = f.missing.map((m) => `${m.count - f.expected.count(m.item)} ${m.item}`).join(', ');
  out.push(issue(f.path, `${f.skill.name} needs ${list}, which nothing before it provides`, `add steps that obtain ${list} before it`));
}
