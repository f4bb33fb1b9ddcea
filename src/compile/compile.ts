/**
 * Plan → behaviour tree. Each skill leaf becomes
 *
 *   selector [ done?(path) , sequence [ prerequisite…, action(path, …args) ] ]
 *
 * where the prerequisites are the knowledge chain that obtains whatever the
 * leaf consumes or needs and the ledger says will be missing when it runs.
 * Every action and condition gets its plan path as first argument.
 */
import type { Knowledge } from '../knowledge/types.js';
import { KnowledgeError } from '../knowledge/types.js';
import type { Check, Plan, PlanNode, SkillArgs, SkillNode } from '../plan/types.js';
import type { AnySkill } from '../skills/types.js';
import { Ledger } from './ledger.js';
import { goalsOf, leafRequirements } from './requirements.js';
import type { LeafInfo, Tree } from './types.js';
import { chainLeaves } from './chain.js';

export interface CompileOptions {
  /** The inventory at the start of the run. */
  inventory?: Record<string, number>;
  /** Expand prerequisites from knowledge (default true). */
  prerequisites?: boolean;
}

export class CompileError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(`${message} at ${path}`);
    this.name = 'CompileError';
  }
}

/** A mistreevous node definition, plus the plan path Sapling keeps on composites. */
export type Def = Record<string, unknown> & { type: string };

export function compilePlan(plan: Plan, k: Knowledge, skills: readonly AnySkill[], opts: CompileOptions = {}): Tree {
  const c = new Compiler(k, skills, new Ledger(k, opts.inventory), opts.prerequisites !== false);
  const child = c.node(plan.plan, '/plan');
  return { definition: { type: 'root', child } as never, leaves: c.leaves, source: 'plan' };
}

/** Positional arguments in the skill's schema order (the order MDSL trees use). */
export const positional = (skill: AnySkill, args: SkillArgs) => Object.keys(skill.args).map((key) => args[key] ?? null);

export const checkArgs = (c: Check): (string | number | null)[] => Object.entries(c).filter(([key]) => key !== 'kind').map(([, v]) => v as string | number | null);

class Compiler {
  readonly leaves: Record<string, LeafInfo> = {};

  constructor(
    private k: Knowledge,
    private skills: readonly AnySkill[],
    private ledger: Ledger,
    private expand: boolean,
  ) {}

  node(n: PlanNode, path: string): Def {
    switch (n.type) {
      case 'sequence':
      case 'parallel':
        return { type: n.type, path, children: n.steps.map((s, i) => this.node(s, `${path}/steps/${i}`)) };
      case 'selector':
        return this.selector(n.steps, path);
      case 'repeat':
        return this.repeat(n, path);
      case 'condition':
        return this.condition(n.check, path);
      case 'skill':
        return this.skill(n, path);
    }
  }

  /** Alternatives run from the same starting inventory; afterwards assume the first one's result. */
  private selector(steps: PlanNode[], path: string): Def {
    const start = this.ledger.clone();
    let after: Ledger | null = null;
    const children = steps.map((s, i) => {
      this.ledger = start.clone();
      const def = this.node(s, `${path}/steps/${i}`);
      after ??= this.ledger;
      return def;
    });
    this.ledger = after ?? start;
    return { type: 'selector', path, children };
  }

  private repeat(n: Extract<PlanNode, { type: 'repeat' }>, path: string): Def {
    const child = this.node(n.step, `${path}/step`);
    const def: Def = { type: 'repeat', path, child };
    if (n.times !== null) def.iterations = n.times;
    if (n.until) {
      const [kind, args] = [n.until.kind, checkArgs(n.until)];
      def.until = { call: kind, args: [`${path}/until`, ...args], succeedOnAbort: true };
    }
    return def;
  }

  private condition(check: Check, path: string): Def {
    return { type: 'condition', call: check.kind, args: [path, ...checkArgs(check)] };
  }

  private skill(n: SkillNode, path: string): Def {
    const skill = this.skills.find((s) => s.name === n.skill);
    if (!skill) throw new CompileError(`unknown skill '${n.skill}'`, `${path}/skill`);
    const req = leafRequirements(skill, n.args, this.k, this.ledger);
    const prereqs = this.expand ? this.prerequisites(skill, n, path, req) : [];
    this.leaves[path] = { path, skill: skill.name, args: n.args, origin: 'plan', requires: req };
    this.ledger.consumeAll(req.consumes);
    for (const e of skill.effects(n.args, this.k).has) this.ledger.atLeast(e.item, e.count);
    // Kills are counted in mobs, not items; expect the surely-dropped part of their loot.
    if (skill.name === 'kill' && typeof n.args.mob === 'string')
      for (const d of this.k.mobDrops(n.args.mob)) this.ledger.add(d.item, Math.floor(d.count * Number(n.args.count ?? 1)));
    const action: Def = { type: 'action', call: skill.name, args: [path, ...positional(skill, n.args)] };
    const done: Def = { type: 'condition', call: 'done', args: [path] };
    const body = prereqs.length ? { type: 'sequence', path: `${path}/needs`, children: [...prereqs, action] } : action;
    return { type: 'selector', path, children: [done, body] };
  }

  private prerequisites(skill: AnySkill, n: SkillNode, path: string, req: ReturnType<typeof leafRequirements>): Def[] {
    // obtain is compositional: its whole chain is the prerequisite, and the leaf then only confirms.
    const wanted = skill.name === 'obtain' ? [{ item: String(n.args.item), count: Number(n.args.count ?? 1) }] : goalsOf(req);
    const goals = wanted.filter((g) => this.ledger.count(g.item) < g.count);
    if (goals.length === 0) return [];
    let steps;
    try {
      steps = this.k.chain(goals, this.ledger.snapshot());
    } catch (e) {
      if (e instanceof KnowledgeError) throw new CompileError(e.message, path);
      throw e;
    }
    const { defs, leaves } = chainLeaves(steps, path, this.skills);
    Object.assign(this.leaves, leaves);
    for (const s of steps) {
      this.ledger.consumeAll(s.consumes);
      this.ledger.add(s.item, s.produces);
    }
    return defs;
  }
}
