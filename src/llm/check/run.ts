/**
 * `sapling llm check`: is this model good enough to plan? It asks the quiz
 * (what the model knows of the game) and then plans a fixed set of goals
 * through the real planner, the very path `sapling run` takes, and measures
 * the answers, plan validity, calls, tokens and latency.
 */
import type { Knowledge } from '../../knowledge/types.js';
import { LlmClient, type JsonRequest, type JsonReply } from '../client.js';
import { planWithLlm, PlanningFailed } from '../planner.js';
import { quizRequest, readLetter } from './ask.js';
import { CATEGORIES, type Category } from './facts.js';
import { generateQuiz, type Letter } from './quiz.js';

/** Goals from the suites, from a crafting table to a diamond: every stage a survival plan goes through. */
export const CHECK_GOALS = [
  'obtain a crafting table',
  'obtain a wooden pickaxe',
  'obtain a stone pickaxe',
  'obtain 4 torches',
  'obtain an iron ingot',
  'obtain an iron pickaxe',
  'obtain bread',
  'obtain cooked beef',
  'kill a zombie',
  'obtain a diamond',
] as const;

/** The client of `sapling run`, timing each reply (retries and mode fallbacks included, as a user waits for them). */
export class TimedLlmClient extends LlmClient {
  readonly latenciesMs: number[] = [];

  override async json(req: JsonRequest): Promise<JsonReply> {
    const started = performance.now();
    const reply = await super.json(req);
    this.latenciesMs.push(performance.now() - started);
    return reply;
  }
}

export interface QuizAnswer {
  id: number;
  category: Category;
  question: string;
  answer: Letter;
  /** The letter the model gave, or null when its reply held none. */
  given: Letter | null;
}

export interface GoalProbe {
  goal: string;
  valid: boolean;
  /** LLM replies until the plan held, or all the planner's rounds when none did. */
  calls: number;
  tokens: number;
  /** The planner's last finding when no plan held. */
  problem: string | null;
}

export interface CheckReport {
  model: string;
  /** The output mode the client ended on, and the fallbacks the server forced. */
  mode: string | null;
  fallbacks: string[];
  knowledge: { right: number; asked: number; unreadable: number; byCategory: Record<Category, { right: number; asked: number }> };
  planning: { goals: number; validFirstCall: number; valid: number; meanCallsToValid: number | null };
  tokens: { prompt: number; completion: number; total: number };
  /** Median wall time of one reply, over every quiz and planner call. */
  medianLatencyMs: number | null;
  replies: number;
  quiz: QuizAnswer[];
  probes: GoalProbe[];
}

export interface CheckOptions {
  client: TimedLlmClient;
  knowledge: Knowledge;
  questions?: number;
  seed?: number;
  goals?: readonly string[];
  /** One line per finished goal and every ten questions. */
  progress?: (line: string) => void;
}

/** Runs the check. An LlmError (the endpoint unreachable, not an API) propagates: there is nothing to score. */
export async function checkModel(opts: CheckOptions): Promise<CheckReport> {
  const { client, knowledge: k } = opts;
  const quiz: QuizAnswer[] = [];
  const questions = generateQuiz(k, { count: opts.questions, seed: opts.seed });
  for (const q of questions) {
    const reply = await client.json(quizRequest(q, k));
    quiz.push({ id: q.id, category: q.category, question: q.text, answer: q.answer, given: reply.parseError === null ? readLetter(reply.value) : null });
    if (q.id % 10 === 0 || q.id === questions.length) opts.progress?.(`quiz ${q.id}/${questions.length}: ${quiz.filter(isRightAnswer).length} right`);
  }
  const probes: GoalProbe[] = [];
  const goals = opts.goals ?? CHECK_GOALS;
  for (const goal of goals) {
    probes.push(await probe(goal, client, k));
    const p = probes[probes.length - 1];
    opts.progress?.(`plan ${probes.length}/${goals.length} "${goal}": ${p.valid ? `valid after ${p.calls} call${p.calls === 1 ? '' : 's'}` : 'no valid plan'}`);
  }
  return report(client, quiz, probes);
}

async function probe(goal: string, client: LlmClient, k: Knowledge): Promise<GoalProbe> {
  const before = client.stats.promptTokens + client.stats.completionTokens;
  const spent = () => client.stats.promptTokens + client.stats.completionTokens - before;
  try {
    // No memory: a remembered plan would score the memory, not the model.
    const r = await planWithLlm(goal, { client, knowledge: k, memory: null });
    return { goal, valid: true, calls: r.calls, tokens: spent(), problem: null };
  } catch (e) {
    if (!(e instanceof PlanningFailed)) throw e;
    const first = e.issues[0];
    return { goal, valid: false, calls: e.calls, tokens: spent(), problem: first ? `${first.path || '/'}: ${first.message}` : e.message };
  }
}

const isRightAnswer = (a: QuizAnswer): boolean => a.given === a.answer;

function report(client: TimedLlmClient, quiz: QuizAnswer[], probes: GoalProbe[]): CheckReport {
  const byCategory = Object.fromEntries(
    CATEGORIES.map((c) => {
      const asked = quiz.filter((a) => a.category === c);
      return [c, { right: asked.filter(isRightAnswer).length, asked: asked.length }];
    }),
  ) as Record<Category, { right: number; asked: number }>;
  const valid = probes.filter((p) => p.valid);
  const s = client.stats;
  return {
    model: client.config.model,
    mode: s.mode,
    fallbacks: [...s.fallbacks],
    knowledge: { right: quiz.filter(isRightAnswer).length, asked: quiz.length, unreadable: quiz.filter((a) => a.given === null).length, byCategory },
    planning: {
      goals: probes.length,
      validFirstCall: valid.filter((p) => p.calls === 1).length,
      valid: valid.length,
      meanCallsToValid: valid.length ? valid.reduce((n, p) => n + p.calls, 0) / valid.length : null,
    },
    tokens: { prompt: s.promptTokens, completion: s.completionTokens, total: s.promptTokens + s.completionTokens },
    medianLatencyMs: median(client.latenciesMs),
    replies: client.latenciesMs.length,
    quiz,
    probes,
  };
}

function median(xs: readonly number[]): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
