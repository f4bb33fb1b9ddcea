/**
 * A self-made curriculum (`sapling learn`): the exploration loop
 * (run/explore.ts) with the outward curriculum proposing each next goal
 * from what the world and the inventory allow, the configured planner
 * making its plan (memory first: replay, then a plan composed of remembered
 * sub-goals, then the LLM; the offline planner when no LLM is configured),
 * and every round remembered, its relabelled sub-goals included, so that
 * later goals (and goals never run here) cost fewer LLM calls.
 */
import type { Body } from '../contracts/body.js';
import type { Plan } from '../contracts/plan.js';
import type { TraceEvent } from '../contracts/trace.js';
import type { ReflexOptions } from '../compile/reflexes.js';
import type { Knowledge } from '../knowledge/types.js';
import { experiencesOfRun, runStats, situationOf, type MemoryEntry, type MemoryStore } from '../memory/index.js';
import { GoalNotUnderstood, knowledgePlan, planSkills } from '../plan/index.js';
import { explore, type ExploreResult, type Repairer } from '../run/index.js';
import type { LlmClient } from './client.js';
import { PlanningFailed, planWithLlm } from './planner.js';
import { snapshotOf } from './state.js';

export interface LearnInput {
  body: Body;
  knowledge: Knowledge;
  memory: MemoryStore;
  /** The LLM planner's client; null plans with the offline knowledge planner. */
  client: LlmClient | null;
  minutes: number;
  repairer?: Repairer;
  reflexes?: ReflexOptions | false;
  onEvent?: (e: TraceEvent) => void;
  signal?: AbortSignal;
}

export interface LearnResult extends ExploreResult {
  /** Memory entries before and after (runs and relabelled sub-goals; a repeated run adds a line, not an entry). */
  entriesBefore: number;
  entriesAfter: number;
  /** Experiences recorded: each round's run and its relabelled sub-goals. */
  recorded: number;
  llmCalls: number;
  tokens: number;
  /** How each round's plan was made: llm, memory (replayed), memory (composed), knowledge, none. */
  planners: Record<string, number>;
}

export async function learn(input: LearnInput): Promise<LearnResult> {
  const { body, knowledge: k, memory, client } = input;
  const entriesBefore = memory.list().length;
  const planners: Record<string, number> = {};
  let recorded = 0;
  // What the round being played was planned from and by; set by planRound, read by onRound.
  let round: Round | null = null;
  const tokens = () => (client ? client.stats.promptTokens + client.stats.completionTokens : 0);
  const planRound = async (goal: string): Promise<Plan | null> => {
    const snap = snapshotOf(body, k);
    round = { situation: snap ? situationOf(snap) : null, planner: 'none', callsBefore: client?.stats.calls ?? 0, tokensBefore: tokens() };
    const made = await planOne(goal, input, snap);
    round.planner = made.planner;
    round.replayed = made.replayed;
    planners[made.planner] = (planners[made.planner] ?? 0) + 1;
    return made.plan;
  };
  const result = await explore({
    body,
    knowledge: k,
    skills: planSkills(k),
    minutes: input.minutes,
    repairer: input.repairer,
    reflexes: input.reflexes,
    onEvent: input.onEvent,
    signal: input.signal,
    outward: true,
    planRound,
    onRound: (r, run) => {
      const now = round!;
      const goal = `obtain ${r.item}`;
      const stats = { ...runStats(run), llmCalls: (client?.stats.calls ?? 0) - now.callsBefore, tokens: tokens() - now.tokensBefore };
      const record = { goal, situation: now.situation, trace: run.trace, stats, planner: now.planner };
      for (const x of experiencesOfRun(record, k, memory.keyOf(goal))) if (memory.record(x)) recorded++;
      // A replay that failed costs the remembered plan its rank, as in `sapling run`.
      if (now.replayed) memory.noteReplay(now.replayed, r.ok);
    },
  });
  return { ...result, entriesBefore, entriesAfter: memory.list().length, recorded, llmCalls: client?.stats.calls ?? 0, tokens: tokens(), planners };
}

interface Round {
  situation: ReturnType<typeof situationOf> | null;
  planner: string;
  replayed?: MemoryEntry;
  callsBefore: number;
  tokensBefore: number;
}

interface Made {
  plan: Plan | null;
  planner: string;
  replayed?: MemoryEntry;
}

/** One round's plan by the configured planner; a goal no planner could plan is a failed round, not the end of learning. */
async function planOne(goal: string, input: LearnInput, snap: ReturnType<typeof snapshotOf>): Promise<Made> {
  const k = input.knowledge;
  try {
    if (!input.client) return { plan: knowledgePlan(goal, k), planner: 'knowledge' };
    const r = await planWithLlm(goal, { client: input.client, knowledge: k, memory: input.memory, state: snap });
    const planner = r.memory === 'exact' ? 'memory (replayed)' : r.memory === 'composed' ? 'memory (composed)' : 'llm';
    return { plan: r.plan, planner, replayed: r.replayed };
  } catch (e) {
    if (e instanceof PlanningFailed || e instanceof GoalNotUnderstood) return { plan: null, planner: 'none' };
    throw e;
  }
}
