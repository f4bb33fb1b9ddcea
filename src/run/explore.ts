/**
 * Playing with no goal (Odyssey's autonomous exploration): for a span of game
 * time, obtain as many distinct items as the world offers. Each round the
 * curriculum picks the cheapest item not yet held, the offline planner plans
 * it, and it runs as any goal does (reflexes, repairs, its own share of the
 * time); an item that fails is tried once more later, then left alone.
 * `sapling learn` is this loop with three hooks: the outward curriculum,
 * its own planner per round, and a look at each round's run (to remember it).
 */
import type { Body } from '../contracts/body.js';
import { countsOf } from '../contracts/stacks.js';
import type { TraceEvent } from '../contracts/trace.js';
import type { Knowledge } from '../knowledge/types.js';
import { Curriculum, type WorldView } from '../plan/curriculum.js';
import type { Plan } from '../contracts/plan.js';
import type { ReflexOptions } from '../compile/reflexes.js';
import type { AnySkill } from '../skills/types.js';
import { runTree, type RunOutput } from './runner.js';
import type { Repairer } from './types.js';

/** Game minutes one item may take before the round gives up on it. */
export const ROUND_MINUTES = 5;
/** How far the bot looks in what it has seen for an item's raw block. */
const SEEN_WITHIN = 64;

export interface ExploreInput {
  body: Body;
  knowledge: Knowledge;
  skills: readonly AnySkill[];
  minutes: number;
  roundMinutes?: number;
  repairer?: Repairer;
  reflexes?: ReflexOptions | false;
  onEvent?: (e: TraceEvent) => void;
  signal?: AbortSignal;
  /** Follow the tech tree outward rather than collect every variant (see plan/curriculum.ts). */
  outward?: boolean;
  /** The plan for a round's goal (default: one `obtain` step); null when none could be made, which fails the round. */
  planRound?: (goal: string, item: string) => Promise<Plan | null>;
  /** Each round's run, once it has ended (not called for a round that got no plan). */
  onRound?: (round: ExploreRound, run: RunOutput) => void | Promise<void>;
}

export interface ExploreRound {
  item: string;
  ok: boolean;
  ticks: number;
  reason: string;
}

export interface ExploreResult {
  /** Every item held at some point, in the order first seen in the inventory. */
  items: string[];
  rounds: ExploreRound[];
  ticks: number;
  wallMs: number;
  deaths: number;
}

export async function explore(input: ExploreInput): Promise<ExploreResult> {
  const { body, knowledge: k } = input;
  const curriculum = new Curriculum(k, { outward: input.outward });
  const held = new Set<string>();
  const note = () => body.inventory().forEach((s) => held.add(s.name));
  const start = body.gameTick();
  const wall = performance.now();
  const end = start + input.minutes * 60 * 20;
  const rounds: ExploreRound[] = [];
  note();
  while (body.gameTick() < end && !input.signal?.aborted) {
    const item = curriculum.next(held, countsOf(body.inventory()), view(body));
    if (!item) break;
    const round = await playRound(input, item, Math.min(end - body.gameTick(), (input.roundMinutes ?? ROUND_MINUTES) * 1200), note);
    if (!round.ok) curriculum.failed(item);
    rounds.push(round);
    note();
  }
  return { items: [...held], rounds, ticks: body.gameTick() - start, wallMs: Math.round(performance.now() - wall), deaths: body.deaths().length };
}

async function playRound(input: ExploreInput, item: string, ticks: number, note: () => void): Promise<ExploreRound> {
  const goal = `obtain ${item}`;
  const before = input.body.gameTick();
  const thinking = Date.now();
  const plan = input.planRound ? await input.planRound(goal, item) : obtainStep(goal, item);
  if (!plan) return { item, ok: false, ticks: input.body.gameTick() - before, reason: 'no plan' };
  const r = await runTree({
    body: input.body,
    knowledge: input.knowledge,
    skills: input.skills,
    goal,
    plan,
    repairer: input.repairer,
    reflexes: input.reflexes,
    signal: input.signal,
    budgets: { ticks },
    // Planning time passes as game time unless the world pauses while thinking (only a planner of its own takes any).
    thoughtMs: input.planRound ? Date.now() - thinking : undefined,
    goalChecks: [{ kind: 'has_item', item, count: 1 }],
    // Items that pass through the inventory on the way count too: planks become sticks.
    onEvent: (e) => {
      if (e.type === 'skill_end') note();
      input.onEvent?.(e);
    },
  });
  const round = { item, ok: r.ok, ticks: input.body.gameTick() - before, reason: r.reason };
  await input.onRound?.(round, r);
  return round;
}

/** One obtain step: the compiler expands its chain from what the inventory holds now (poppies make red dye), as the curriculum costed it. */
const obtainStep = (goal: string, item: string): Plan => ({
  goal,
  thoughts: `Explore: ${item} is the cheapest new item in reach.`,
  plan: { type: 'skill', skill: 'obtain', args: { item, count: 1 } },
});

function view(body: Body): WorldView {
  return {
    seenBlock: (names) => body.findBlocks(names, { maxDistance: SEEN_WITHIN, count: 1 }).length > 0,
    seenMob: (name) => body.entities({ names: [name] }).length > 0,
  };
}
