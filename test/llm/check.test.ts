import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import type { Knowledge } from '../../src/knowledge/types.js';
import {
  answerQuiz,
  CATEGORIES,
  checkModel,
  generateQuiz,
  LETTERS,
  quizRequest,
  readLetter,
  readNothing,
  TimedLlmClient,
  type QuizQuestion,
} from '../../src/llm/check/index.js';
import { NoisyModel } from '../../src/llm/noisy.js';
import { startNoisyServer, type NoisyServer } from '../../src/llm/noisy-server.js';
import { sapling, type CliResult } from '../cli/run-cli.js';
import { testConfig } from './config.js';
import { startFakeOpenAI } from './fake-openai.js';

let k: Knowledge;
beforeAll(() => {
  k = getKnowledge();
});

/** Is `choice` right, asked of knowledge directly (not through the quiz's own judge)? */
function rightByKnowledge(q: QuizQuestion, choice: string): boolean {
  const f = q.fact;
  switch (f.kind) {
    case 'ingredient_count': {
      const [r, ...more] = k.recipes(f.item);
      return more.length === 0 && r.ingredients.some((i) => i.item === f.ingredient && String(i.count) === choice);
    }
    case 'yield':
      return k.recipes(f.item).length === 1 && String(k.recipes(f.item)[0].yields) === choice;
    case 'harvest_tool': {
      // The weakest pickaxe that works: it harvests the block, the tier below does not.
      const tiers = ['wooden_pickaxe', 'stone_pickaxe', 'iron_pickaxe', 'diamond_pickaxe'];
      const i = tiers.indexOf(choice);
      return i >= 0 && k.canHarvest(f.block, choice) && (i === 0 ? !k.canHarvest(f.block, null) : !k.canHarvest(f.block, tiers[i - 1]));
    }
    case 'smelt_output':
      return k.smeltOutput(f.input) === choice;
    case 'mob_drop':
      return k.mobsDropping(f.item).includes(choice);
    case 'block_drop':
      return k.blocksDropping(f.item).includes(choice);
  }
}

describe('the llm check quiz', () => {
  it('has exactly one choice that knowledge says is right, and it is the answer key (seeds 1–8)', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const quiz = generateQuiz(k, { count: 60, seed });
      expect(quiz).toHaveLength(60);
      for (const q of quiz) {
        expect(new Set(q.choices).size, q.text).toBe(4);
        const right = q.choices.filter((c) => rightByKnowledge(q, c));
        expect(right, `seed ${seed}: ${q.text} ${q.choices.join(' | ')}`).toEqual([q.choices[LETTERS.indexOf(q.answer)]]);
      }
      expect(new Set(quiz.map((q) => q.category))).toEqual(new Set(CATEGORIES));
    }
  });

  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateQuiz(k, { count: 20, seed: 5 })).toEqual(generateQuiz(k, { count: 20, seed: 5 }));
    expect(generateQuiz(k, { count: 20, seed: 5 })).not.toEqual(generateQuiz(k, { count: 20, seed: 6 }));
  });

  it('reads the letter from a reply, and nothing from a reply without one', () => {
    expect([{ answer: 'B' }, { answer: 'c) 3' }, { answer: ' D' }].map(readLetter)).toEqual(['B', 'C', 'D']);
    expect([{ answer: 'E' }, { answer: 'Bread' }, { reply: 'A' }, 'A', null].map(readLetter)).toEqual([null, null, null, null, null]);
  });

  it('the stand-in answers from knowledge at p = 0 and wrongly at p = 1', () => {
    const quiz = generateQuiz(k, { count: 24, seed: 3 });
    const ask = (m: NoisyModel, q: QuizQuestion) => JSON.parse(m.answer({ messages: quizRequest(q, k).messages }).content).answer;
    const good = new NoisyModel(k, 0, 1);
    const bad = new NoisyModel(k, 1, 1);
    for (const q of quiz) {
      expect(ask(good, q), q.text).toBe(q.answer);
      expect(ask(bad, q), q.text).not.toBe(q.answer);
    }
    expect(bad.stats).toMatchObject({ quiz: 24, wrongAnswers: 24 });
    expect(answerQuiz('ROLE: quiz\nno question here', k, false, () => 0)).toBeNull();
  });
});

describe('checkModel', () => {
  it('tells a model that replies but never readably (no letter, no valid plan) from one that scores low', async () => {
    const prose = await startFakeOpenAI([], { content: 'I think the answer is B, and the plan is to mine some wood.' });
    const letterOnly = await startFakeOpenAI([], {
      reply: (b) => ({ content: b.response_format?.json_schema?.name === 'answer' ? '{"answer":"A"}' : 'no plan' }),
    });
    try {
      const run = (url: string) => checkModel({ client: new TimedLlmClient(testConfig(url)), knowledge: k, questions: 4, goals: ['obtain a stick'] });
      const [nothing, low] = await Promise.all([run(prose.url), run(letterOnly.url)]);
      expect(nothing.knowledge).toMatchObject({ asked: 4, right: 0, unreadable: 4 });
      // The planner's five rounds, each reply unreadable: counted, not thrown.
      expect(nothing.planning).toMatchObject({ goals: 1, valid: 0, validFirstCall: 0, meanCallsToValid: null });
      expect(nothing.probes[0]).toMatchObject({ valid: false, calls: 5, problem: expect.stringMatching(/not JSON/) });
      expect(readNothing(nothing)).toBe(true);
      expect(low.knowledge.unreadable).toBe(0);
      expect(readNothing(low)).toBe(false);
    } finally {
      await Promise.all([prose.close(), letterOnly.close()]);
    }
  });
});

/** A loopback port nobody listens on: bound by the system, then released. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const { port } = s.address() as { port: number };
  await new Promise((r) => s.close(r));
  return port;
}

/** Real HTTP on 127.0.0.1 port 0, the real openai client in the built bin; the CLI runs start together to keep the wall time down. */
describe('sapling llm check (loopback stand-in)', () => {
  const key = 'sk-test-SECRET-check-0123456789';
  let good: NoisyServer;
  let bad: NoisyServer;
  let table: CliResult;
  let wrong: CliResult;
  let unreachable: CliResult;
  let unset: CliResult;
  let down: string;

  beforeAll(async () => {
    [good, bad] = await Promise.all([startNoisyServer({ knowledge: k, p: 0, seed: 1 }), startNoisyServer({ knowledge: k, p: 1, seed: 1 })]);
    const env = { OPENAI_API_KEY: key };
    down = `127.0.0.1:${await closedPort()}`;
    [table, wrong, unreachable, unset] = await Promise.all([
      sapling(['llm', 'check', '--base-url', good.url, '--questions', '12', '--model', 'noisy-0'], { env }),
      sapling(['llm', 'check', '--base-url', bad.url, '--questions', '12', '--json'], { env }),
      // Credentials in the URL go out as Basic auth and must not be shown either.
      sapling(['llm', 'check', '--base-url', `http://bob:hunter2-pw@${down}/v1`, '--retries', '0']),
      sapling(['llm', 'check']),
    ]);
  }, 60_000);
  afterAll(async () => Promise.all([good?.close(), bad?.close()]));

  it('prints the table: model, knowledge score and per category, plan validity, calls, tokens, latency', () => {
    expect(table.code, table.stderr).toBe(0);
    const out = table.stdout;
    expect(out).toMatch(new RegExp(`^model +noisy-0 at ${good.url.replace(/[./]/g, '\\$&')}$`, 'm'));
    expect(out).toMatch(/^knowledge +12\/12 \(100\.0%\)$/m);
    for (const c of CATEGORIES) expect(out).toMatch(new RegExp(`^  ${c} +3/3 \\(100\\.0%\\)$`, 'm'));
    expect(out).toMatch(/^valid plan, first call +10\/10 \(100\.0%\)$/m);
    expect(out).toMatch(/^mean calls to a valid plan +1\.00$/m);
    expect(out).toMatch(/^tokens +[1-9][\d,]* \(prompt [\d,]+, completion [\d,]+\)$/m);
    expect(out).toMatch(/^median latency +\d+(\.\d)? m?s per reply \(22 replies\)$/m);
  });

  it('scores lower when the stand-in answers wrongly (p = 1), and still exits 0', () => {
    expect(wrong.code, wrong.stderr).toBe(0);
    const r = JSON.parse(wrong.stdout);
    expect(r.knowledge).toMatchObject({ asked: 12, unreadable: 0 });
    expect(r.knowledge.right).toBeLessThan(12);
    expect(r.knowledge.right).toBe(0);
    // Its plans carry mistakes too, so fewer are valid on the first call.
    expect(r.planning.validFirstCall).toBeLessThan(10);
  });

  it('never shows the API key or a URL password', () => {
    for (const r of [table, wrong, unreachable]) {
      expect(r.stdout + r.stderr).not.toContain('SECRET');
      expect(r.stdout + r.stderr).not.toContain('hunter2');
    }
  });

  it('exits 1 naming the URL when the endpoint cannot be reached, 2 when no LLM is configured', () => {
    expect(unreachable.code).toBe(1);
    expect(unreachable.stdout).toBe('');
    expect(unreachable.stderr).toContain(`could not check the model at http://[redacted]@${down}/v1: LLM at http://${down} could not be reached (`);
    expect(unreachable.stderr).not.toMatch(/\n\s+at /);
    expect(unset.code).toBe(2);
    expect(unset.stderr).toMatch(/llm check needs an LLM: pass --base-url/);
  });
});
