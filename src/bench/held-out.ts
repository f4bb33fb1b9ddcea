/**
 * The learning measurement's two halves, one goal or one learning session at
 * a time, each with its own noisy stand-in (a loopback chat-completions
 * server, spoken to by the real openai client): a held-out goal planned with
 * the LLM planner over a memory it only reads, and `sapling learn` into that
 * memory on another seed.
 */
import { createSimBody } from '../body/sim/index.js';
import { getKnowledge } from '../knowledge/index.js';
import { learn, PlanningFailed, planWithLlm, startStandInSession, type LearnResult } from '../llm/index.js';
import { MemoryStore } from '../memory/index.js';
import { planSkills, resolveGoals, sentenceChecks } from '../plan/index.js';
import { runTree } from '../run/index.js';

/** Tools, smelted items, food and a kill; none is a goal `learn` is made to run (its curriculum picks its own, one item each). */
export const HELD_OUT: readonly string[] = [
  'obtain a stone sword',
  'obtain a stone axe',
  'obtain a stone shovel',
  'obtain a stone hoe',
  'obtain an iron pickaxe',
  'obtain an iron axe',
  'obtain a shears',
  'obtain a bucket',
  'obtain a shield',
  'obtain 3 iron ingots',
  'obtain glass',
  'obtain charcoal',
  'obtain a brick',
  'obtain 8 torches',
  'obtain a blast furnace',
  'obtain a campfire',
  'cook a chicken',
  'cook a mutton',
  'cook a beef',
  'kill a pig',
];
/** Goal i runs on seed FIRST_SEED + i, before and after learning alike. */
export const FIRST_SEED = 101;
export const GOAL_MINUTES = 20;

export interface HeldOutRun {
  goal: string;
  seed: number;
  ok: boolean;
  reason: string;
  /** Planner and critic replies for this goal. */
  llmCalls: number;
  tokens: number;
  /** llm, memory (replayed) or memory (composed): how the plan was made. */
  planner: string;
  repairs: number;
  gameMinutes: number;
}

export interface StandInOptions {
  /** The stand-in's mistake rate. */
  p: number;
  xray?: boolean;
}

/** One held-out goal on a fresh world; memory is read (replay, composition, examples), never written, so each goal sees only what learning left. */
export async function runHeldOut(goal: string, seed: number, memoryDir: string, o: StandInOptions): Promise<HeldOutRun> {
  const k = getKnowledge();
  const session = await startStandInSession({ knowledge: k, p: o.p, seed });
  const tokens = () => session.client.stats.promptTokens + session.client.stats.completionTokens;
  const base = { goal, seed, repairs: 0, gameMinutes: 0 };
  try {
    const body = createSimBody({ seed, xray: Boolean(o.xray), pauseWhileThinking: true });
    const memory = new MemoryStore(memoryDir, { knowledge: k });
    let planned;
    try {
      planned = await planWithLlm(goal, { client: session.client, knowledge: k, memory, state: body });
    } catch (e) {
      if (!(e instanceof PlanningFailed)) throw e;
      return { ...base, ok: false, reason: e.message, llmCalls: session.client.stats.calls, tokens: tokens(), planner: 'llm' };
    }
    const r = await runTree({
      body,
      knowledge: k,
      skills: planSkills(k),
      goal,
      plan: planned.plan,
      repairer: session.repairer,
      goalChecks: sentenceChecks(resolveGoals(goal, k)),
      budgets: { ticks: GOAL_MINUTES * 1200, wallMs: 120_000 },
    });
    const planner = planned.memory === 'exact' ? 'memory (replayed)' : planned.memory === 'composed' ? 'memory (composed)' : 'llm';
    return {
      ...base,
      ok: r.ok,
      reason: r.reason,
      llmCalls: session.client.stats.calls,
      tokens: tokens(),
      planner,
      repairs: r.repairs,
      gameMinutes: +(r.ticks / 1200).toFixed(1),
    };
  } finally {
    await session.close();
  }
}

/** `sapling learn` on the simulated world, as the command runs it, into `memoryDir`. */
export async function learnInto(memoryDir: string, seed: number, minutes: number, o: StandInOptions): Promise<LearnResult> {
  const k = getKnowledge();
  const session = await startStandInSession({ knowledge: k, p: o.p, seed });
  try {
    const body = createSimBody({ seed, xray: Boolean(o.xray), pauseWhileThinking: true });
    const memory = new MemoryStore(memoryDir, { knowledge: k });
    return await learn({ body, knowledge: k, memory, client: session.client, minutes, repairer: session.repairer });
  } finally {
    await session.close();
  }
}
