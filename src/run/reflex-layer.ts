/**
 * The agent's side of the reactive layer (compile/reflexes.ts): which
 * reflexes are due, running one as a node, and how the plan last ended.
 */
import { State } from 'mistreevous';
import type { Outcome } from '../contracts/outcome.js';
import type { SkillArgs } from '../contracts/plan.js';
import type { LeafInfo } from '../compile/types.js';
import type { Knowledge } from '../knowledge/types.js';
import { getReflex, type Reflex, type ReflexContext } from '../reflexes/index.js';
import type { AnySkill, ReflexTuning } from '../skills/types.js';
import type { Body } from '../contracts/body.js';
import type { Tree } from '../compile/types.js';
import type { Calls } from './calls.js';
import type { TraceRecorder } from './trace-recorder.js';
import { never, settled } from './calls.js';

/**
 * Game ticks a reflex rests after it ran: one that could do nothing (a foe
 * out of reach) must not keep interrupting the plan while no time passes.
 */
const REST_TICKS = 40;

/** What the layer needs from the agent around it. */
export interface ReflexLayerDeps {
  tree: Tree;
  body: Body;
  k: Knowledge;
  trace: TraceRecorder;
  calls: Calls;
  signal: AbortSignal;
  wake: () => void;
}

type PlanEnd = 'succeeded' | 'failed' | 'interrupted';

export class ReflexLayer {
  private readonly reflexes: Reflex[];
  private readonly keep: ReadonlySet<string>;
  private readonly restUntil = new Map<string, number>();
  private active: string | null = null;
  private lastEnd: PlanEnd | null = null;

  constructor(
    private readonly d: ReflexLayerDeps,
    /** Plan leaves whose skills are running now. */
    private readonly running: ReadonlyMap<string, { skill: AnySkill; args: SkillArgs }>,
  ) {
    this.reflexes = d.tree.reflexes.map((n) => getReflex(n)).filter((r): r is Reflex => !!r);
    this.keep = wanted(d.tree.leaves, d.k);
  }

  /** Whether the named reflex (or, for null, any enabled one) should act now. */
  due(name: string | null): boolean {
    const ctx = this.context();
    const off = new Set(ctx.tuning.off ?? []);
    const tick = this.d.body.gameTick();
    const ready = (r: Reflex) => !off.has(r.name) && tick >= (this.restUntil.get(r.name) ?? 0) && r.due(this.d.body, ctx);
    if (name === null) return this.reflexes.some(ready);
    const r = this.reflexes.find((x) => x.name === name);
    return !!r && ready(r);
  }

  interruptDue(): boolean {
    return this.reflexes.length > 0 && this.active === null && this.running.size > 0 && this.due(null);
  }

  run(path: string, name: string): Promise<State> {
    const { d } = this;
    const reflex = getReflex(name);
    if (!reflex) return Promise.resolve(State.FAILED);
    const call = d.calls.start(path, d.signal);
    const started = d.body.gameTick();
    this.active = name;
    d.trace.emit({ type: 'reflex_start', path, name });
    const outcome = settled(() => reflex.run(d.body, call.signal, this.context()), name);
    d.calls.track(outcome);
    return outcome.then((o: Outcome) => {
      const current = call.isCurrent();
      call.finish();
      this.active = null;
      this.restUntil.set(name, d.body.gameTick() + REST_TICKS);
      const message = o.ok ? (o.message ?? 'ok') : o.message;
      d.trace.emit({ type: 'reflex_end', path, name, ok: o.ok, code: o.ok ? null : o.code, message, ticks: d.body.gameTick() - started });
      if (!current) return never<State>();
      // A reflex that could not act fails its node; the plan runs on either way, and repairs are for plan steps only.
      d.wake();
      return o.ok ? State.SUCCEEDED : State.FAILED;
    });
  }

  planEnded(how: PlanEnd): void {
    this.lastEnd = how;
  }

  planSucceeded(): boolean {
    return this.lastEnd === 'succeeded';
  }

  private context(): ReflexContext {
    return { knowledge: this.d.k, keep: this.keep, tuning: this.tuning() };
  }

  private tuning(): ReflexTuning {
    const out: { off: string[]; nightRetreatBelow?: number } = { off: [] };
    for (const { skill, args } of this.running.values()) {
      const t = skill.reflexes?.(args, this.d.k);
      if (!t) continue;
      out.off.push(...(t.off ?? []));
      if (t.nightRetreatBelow !== undefined) out.nightRetreatBelow = Math.max(out.nightRetreatBelow ?? 0, t.nightRetreatBelow);
    }
    return out;
  }
}

/** Every item a tree's leaves name, make, use or need (group members included): never junk. */
function wanted(leaves: Readonly<Record<string, LeafInfo>>, k: Knowledge): Set<string> {
  const out = new Set<string>();
  const add = (name: string) => {
    out.add(name);
    if (name.startsWith('#')) for (const m of k.members(name)) out.add(m);
  };
  for (const leaf of Object.values(leaves)) {
    for (const v of Object.values(leaf.args)) if (typeof v === 'string') add(v);
    for (const c of [...(leaf.chain?.consumes ?? []), ...(leaf.requires?.consumes ?? [])]) add(c.item);
    for (const n of [...(leaf.chain?.needs ?? []), ...(leaf.requires?.needs ?? [])]) add(n);
    if (leaf.chain) add(leaf.chain.produces.item);
  }
  return out;
}
