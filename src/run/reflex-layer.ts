/**
 * The agent's side of the reactive layer (compile/reflexes.ts): which
 * reflexes are due, running one as a node of the tree, sharing the body with
 * the plan's paused leaf, and how the plan ended.
 */
import { State } from 'mistreevous';
import type { Body } from '../contracts/body.js';
import type { Outcome } from '../contracts/outcome.js';
import type { SkillArgs } from '../contracts/plan.js';
import type { Tree } from '../compile/types.js';
import type { Knowledge } from '../knowledge/types.js';
import { getReflex, type Reflex, type ReflexContext } from '../reflexes/index.js';
import type { AnySkill, ReflexTuning } from '../skills/types.js';
import { never, settled, type Calls } from './calls.js';
import type { TraceRecorder } from './trace-recorder.js';

/**
 * A reflex that could do nothing (no sticks for a pickaxe, a foe out of
 * reach) or failed rests ten seconds, so it cannot keep pausing the plan
 * while no game time passes. One that acted may go again at once: a second
 * zombie behind the first is fought now, not in a while.
 */
const IDLE_REST_TICKS = 200;

/** What the layer needs from the agent around it. */
export interface ReflexLayerDeps {
  tree: Tree;
  /** The body the plan's skills act on: checks read it. */
  body: Body;
  /** The body reflexes act on: the same world, without the plan's gate. */
  reflexBody: Body;
  k: Knowledge;
  trace: TraceRecorder;
  calls: Calls;
  signal: AbortSignal;
  wake: () => void;
  /** The skills the tree's leaves call, for the reflexes the steps still to come turn off (`ReflexContext.planOff`). */
  skills?: readonly AnySkill[];
  /** Paths of the leaves that have succeeded (this tree's and earlier generations'): their settings no longer count. */
  succeeded?: ReadonlySet<string>;
}

type PlanEnd = 'succeeded' | 'failed';

export class ReflexLayer {
  private readonly reflexes: Reflex[];
  private readonly restUntil = new Map<string, number>();
  /** The food the tree's steps use up: kept as the running steps' items are, though those steps have not begun. */
  private readonly ingredients: ReadonlySet<string>;
  /** The reflexes some step still to come turns off while it runs, and how many steps had succeeded when it was read. */
  private planOff: { off: ReadonlySet<string>; after: number } | null = null;
  private active: string | null = null;
  private lastEnd: PlanEnd | null = null;
  private takeover = new AbortController();

  constructor(
    private readonly d: ReflexLayerDeps,
    /** Plan leaves whose skills are running now. */
    private readonly running: ReadonlyMap<string, { skill: AnySkill; args: SkillArgs }>,
  ) {
    this.reflexes = d.tree.reflexes.map((n) => getReflex(n)).filter((r): r is Reflex => !!r);
    this.ingredients = ingredientsOf(d.tree, d.k);
  }

  /** Whether the named reflex (or, for null, any enabled one) should act now. */
  due(name: string | null): boolean {
    if (!this.reflexes.length || this.lastEnd) return false;
    const ctx = this.context();
    const off = new Set(ctx.tuning.off ?? []);
    const tick = this.d.body.gameTick();
    const ready = (r: Reflex) => !off.has(r.name) && tick >= (this.restUntil.get(r.name) ?? 0) && r.due(this.d.body, ctx);
    if (name === null) return this.reflexes.some(ready);
    const r = this.reflexes.find((x) => x.name === name);
    return !!r && ready(r);
  }

  /** A reflex has the body, or wants it. */
  wanted(): boolean {
    return this.active !== null || this.due(null);
  }

  /** Aborted when a reflex takes the body over from a plan verb in flight. */
  preemption(): AbortSignal {
    return this.takeover.signal;
  }

  run(path: string, name: string): Promise<State> {
    const { d } = this;
    const reflex = getReflex(name);
    if (!reflex) return Promise.resolve(State.FAILED);
    const call = d.calls.start(path, d.signal);
    const started = d.body.gameTick();
    this.active = name;
    this.takeover.abort(new Error(`reflex ${name}`));
    this.takeover = new AbortController();
    d.trace.emit({ type: 'reflex_start', path, name });
    const outcome = settled(() => reflex.run(d.reflexBody, call.signal, this.context()), name);
    d.calls.track(outcome);
    return outcome.then((o: Outcome) => {
      const current = call.isCurrent();
      call.finish();
      this.active = null;
      const ticks = d.body.gameTick() - started;
      if (ticks === 0 || !o.ok) this.restUntil.set(name, d.body.gameTick() + IDLE_REST_TICKS);
      const message = o.ok ? (o.message ?? 'ok') : o.message;
      d.trace.emit({ type: 'reflex_end', path, name, ok: o.ok, code: o.ok ? null : o.code, message, ticks });
      if (!current) return never<State>();
      d.wake();
      // A reflex that could not act fails its node; the plan runs on either way, and repairs are for plan steps only.
      return o.ok ? State.SUCCEEDED : State.FAILED;
    });
  }

  planEnded(succeeded: boolean): void {
    this.lastEnd = succeeded ? 'succeeded' : 'failed';
  }

  planSucceeded(): boolean {
    return this.lastEnd === 'succeeded';
  }

  private context(): ReflexContext {
    const { running, ingredients } = this;
    const k = this.d.k;
    let keep: Set<string> | null = null;
    // Asked after every body verb; read lazily (toss_junk with the inventory nearly full, eat when only healing).
    return {
      knowledge: k,
      tuning: this.tuning(),
      planOff: this.stepsOff(),
      get keep() {
        return (keep ??= wanted(running.values(), k, ingredients));
      },
    };
  }

  /** Read again only when another step has succeeded: asked after every body verb. */
  private stepsOff(): ReadonlySet<string> {
    const done = this.d.succeeded ?? new Set<string>();
    if (this.planOff?.after !== done.size) this.planOff = { off: offInTree(this.d.tree, this.d.k, this.d.skills ?? [], done), after: done.size };
    return this.planOff.off;
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

/** Every item the running leaves are after (group members and hunted mobs' drops included): never tossed as junk, nor eaten to heal. */
function wanted(running: Iterable<{ args: SkillArgs }>, k: Knowledge, ingredients: ReadonlySet<string>): Set<string> {
  const out = new Set<string>(ingredients);
  for (const { args } of running) {
    for (const v of Object.values(args)) {
      if (typeof v !== 'string') continue;
      out.add(v);
      if (v.startsWith('#')) for (const m of k.members(v)) out.add(m);
      // A hunt is after the drops: the beef of `kill cow` is kept, not eaten to heal a scratch.
      if (k.isMob(v)) for (const d of k.mobDrops(v)) out.add(d.item);
    }
  }
  return out;
}

/** The reflexes any leaf of the tree not yet succeeded turns off while it runs (a hunt of hostiles: shelter, defend, sleep). */
export function offInTree(tree: Tree, k: Knowledge, skills: readonly AnySkill[], succeeded: ReadonlySet<string> = new Set()): Set<string> {
  const byName = new Map(skills.map((s) => [s.name, s]));
  const toCome = Object.values(tree.leaves).filter((l) => !succeeded.has(l.path));
  return new Set(toCome.flatMap((l) => byName.get(l.skill)?.reflexes?.(l.args, k)?.off ?? []));
}

/**
 * The food a step of the tree uses up (the beef a later smelt cooks, the wheat of a cake). A hungry bot that ate it
 * would walk back for another: Odyssey's cook-meat seed 1 ate the beef of its nine-minute cow hunt while the furnace
 * was being made. Only food: the blocks a step uses up stay tossable as junk beyond what the steps need.
 */
function ingredientsOf(tree: Tree, k: Knowledge): Set<string> {
  const out = new Set<string>();
  for (const leaf of Object.values(tree.leaves))
    for (const c of [...(leaf.requires?.consumes ?? []), ...(leaf.chain?.consumes ?? [])]) if (k.foodPoints(c.item) > 0) out.add(c.item);
  return out;
}
