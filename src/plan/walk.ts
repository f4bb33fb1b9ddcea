/**
 * The one walk over a plan that the compiler and the self-check share. It
 * keeps the inventory the plan expects at each node (the ledger) and works
 * out, for every skill leaf, what the leaf consumes and needs, what is still
 * missing when it runs, and the knowledge chain that obtains it. The compiler
 * turns what the walk finds into tree nodes; the self-check into issues.
 *
 * Expectations follow the tree's semantics:
 * - a sequence (and a parallel) expects each step's effects in turn;
 * - a selector's alternatives each start from the same inventory, and after
 *   it the plan may count only on what every alternative guarantees when it
 *   succeeds (a condition alternative guarantees what it checks);
 * - a condition that holds guarantees what it checks, and so does a repeat's
 *   `until` once the repeat is over.
 */
import type { Check, Plan, PlanNode, SkillNode } from '../contracts/plan.js';
import { pointer } from '../contracts/pointer.js';
import { getCheck } from '../checks/index.js';
import { KnowledgeError, type ItemCount, type Knowledge, type ObtainStep } from '../knowledge/types.js';
import { skillNamed } from '../skills/index.js';
import type { AnySkill, CallIssue, Expected, Requirements } from '../skills/types.js';
import { inlineTrees } from './inline.js';
import { Ledger } from './ledger.js';

export interface WalkOptions {
  /** The inventory at the start. */
  inventory?: Record<string, number>;
  /** Expand each leaf's missing prerequisites into a knowledge chain (default true). */
  prerequisites?: boolean;
}

/** What the walk found out about one skill leaf, before the leaf's own effects. */
export interface LeafFacts {
  node: SkillNode;
  path: string;
  skill: AnySkill;
  /** What the leaf consumes and needs, given the inventory expected when it runs. */
  requires: Requirements;
  /** A call the game does not allow, which no prerequisite can fix. */
  issue: CallIssue | null;
  /** What the prerequisites must provide and the inventory will still lack. */
  missing: ItemCount[];
  /** The chain that obtains `missing` (empty when nothing is missing or expansion is off). */
  chain: ObtainStep[];
  /** Why knowledge has no chain for `missing`, if it has none. */
  chainError: KnowledgeError | null;
  /** The skill obtains its goals itself at run time, so what is missing is no fault of the plan. */
  selfProviding: boolean;
  /** The inventory expected when the leaf starts; read it during the visit, since the walk moves it on afterwards. */
  expected: Expected;
}

export interface PlanVisitor<T> {
  steps(n: Extract<PlanNode, { steps: PlanNode[] }>, path: string, children: T[]): T;
  repeat(n: Extract<PlanNode, { type: 'repeat' }>, path: string, child: T): T;
  /** `optional`: the condition is an alternative of a selector, where failing only means "try the next". */
  condition(check: Check, path: string, expected: Ledger, optional: boolean): T;
  skill(leaf: LeafFacts): T;
  unknownSkill(n: SkillNode, path: string): T;
}

/** Calls of trees are walked inlined, at the path of the call (see inline.ts). */
export function walkPlan<T>(plan: Plan, k: Knowledge, skills: readonly AnySkill[], v: PlanVisitor<T>, opts: WalkOptions = {}): T {
  plan = inlineTrees(plan, skills);
  return new Walk(k, skills, v, new Ledger(k, opts.inventory), opts.prerequisites !== false).node(plan.plan, '/plan', false);
}

class Walk<T> {
  constructor(
    private k: Knowledge,
    private skills: readonly AnySkill[],
    private v: PlanVisitor<T>,
    private ledger: Ledger,
    private expand: boolean,
  ) {}

  node(n: PlanNode, path: string, optional: boolean): T {
    switch (n.type) {
      case 'sequence':
      case 'parallel':
        return this.v.steps(
          n,
          path,
          n.steps.map((s, i) => this.node(s, pointer(pointer(path, 'steps'), i), false)),
        );
      case 'selector':
        return this.selector(n, path);
      case 'repeat': {
        const child = this.node(n.step, pointer(path, 'step'), false);
        if (n.until) this.guarantee(n.until);
        return this.v.repeat(n, path, child);
      }
      case 'condition': {
        const out = this.v.condition(n.check, path, this.ledger, optional);
        this.guarantee(n.check);
        return out;
      }
      case 'skill':
        return this.skill(n, path);
    }
  }

  private selector(n: Extract<PlanNode, { type: 'selector' }>, path: string): T {
    const start = this.ledger;
    const ends: Ledger[] = [];
    const children = n.steps.map((s, i) => {
      this.ledger = start.clone();
      const def = this.node(s, pointer(pointer(path, 'steps'), i), true);
      ends.push(this.ledger);
      return def;
    });
    this.ledger = ends.length ? Ledger.meet(this.k, ends) : start;
    return this.v.steps(n, path, children);
  }

  private guarantee(c: Check): void {
    for (const g of getCheck(c.kind)?.guarantees?.(c) ?? []) this.ledger.atLeast(g.item, g.count);
  }

  private skill(n: SkillNode, path: string): T {
    const skill = skillNamed(this.skills, n.skill);
    if (!skill) return this.v.unknownSkill(n, path);
    const { k, ledger } = this;
    const requires = skill.requirements(n.args, k, ledger);
    const wanted = skill.goals?.(n.args, k) ?? goalsOf(requires);
    const missing = wanted.filter((g) => ledger.count(g.item) < g.count);
    let chain: ObtainStep[] = [];
    let chainError: KnowledgeError | null = null;
    if (missing.length && this.expand) {
      try {
        chain = k.chain(missing, ledger.snapshot());
      } catch (e) {
        if (!(e instanceof KnowledgeError)) throw e;
        chainError = e;
      }
    }
    const facts: LeafFacts = {
      node: n,
      path,
      skill,
      requires,
      issue: skill.check?.(n.args, k) ?? null,
      missing,
      chain,
      chainError,
      selfProviding: !!skill.goals,
      expected: ledger,
    };
    const out = this.v.skill(facts);
    for (const s of chain) {
      ledger.consumeAll(s.consumes);
      ledger.add(s.item, s.produces);
    }
    ledger.consumeAll(requires.consumes);
    const effects = skill.effects(n.args, k);
    for (const e of effects.has) ledger.atLeast(e.item, e.count);
    for (const g of effects.gains ?? []) ledger.add(g.item, g.count);
    return out;
  }
}

/** Sum counts per item and add each tool or station once. */
export function goalsOf(req: Requirements): ItemCount[] {
  const totals = new Map<string, number>();
  for (const c of req.consumes) totals.set(c.item, (totals.get(c.item) ?? 0) + c.count);
  for (const n of req.needs) if (!totals.has(n)) totals.set(n, 1);
  return [...totals].map(([item, count]) => ({ item, count }));
}
