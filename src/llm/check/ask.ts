/**
 * A quiz question as a chat request and back: the prompt (prompts/quiz.md,
 * with the machine-readable QUIZ: line the noisy stand-in reads, like the
 * planner's GOAL:), the strict JSON schema of the reply, and the letter read
 * from it. The same output modes as the planner apply (json_schema, then
 * json_object, then text), through the same client.
 */
import type { Knowledge } from '../../knowledge/types.js';
import type { JsonRequest } from '../client.js';
import { renderPrompt } from '../prompt.js';
import { isRight, type Fact } from './facts.js';
import { LETTERS, type Letter, type QuizQuestion } from './quiz.js';

/** The reply: one letter. Kept within what OpenAI strict structured outputs accept. */
export const QUIZ_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['answer'],
  properties: { answer: { type: 'string', enum: [...LETTERS], description: 'the letter of the one right choice' } },
} as const;

export function quizRequest(q: QuizQuestion, k: Knowledge): JsonRequest {
  const content = renderPrompt('quiz', {
    fact: JSON.stringify(q.fact),
    version: k.version,
    question: q.text,
    choices: q.choices.map((c, i) => `${LETTERS[i]}) ${c}`).join('\n'),
  });
  return { role: 'quiz', messages: [{ role: 'user', content }], schemaName: 'answer', schema: QUIZ_SCHEMA };
}

/**
 * The letter in a reply, or null. Lenient about what models add in the loose
 * modes ("b", "B)", "B) 2") but never guesses: "the answer is B" without the
 * JSON key is unreadable.
 */
export function readLetter(value: unknown): Letter | null {
  const a = (value as { answer?: unknown } | null)?.answer;
  if (typeof a !== 'string') return null;
  const m = /^\s*([a-d])(?:[).:\s]|$)/i.exec(a);
  return m ? (m[1].toUpperCase() as Letter) : null;
}

const FACT_KINDS = new Set<Fact['kind']>(['ingredient_count', 'yield', 'harvest_tool', 'smelt_output', 'mob_drop', 'block_drop']);

/** The fact and choices of a quiz prompt, for the stand-in; null when the prompt is not one. */
export function readQuizPrompt(prompt: string): { fact: Fact; choices: string[] } | null {
  const line = /^QUIZ: (.*)$/m.exec(prompt)?.[1];
  if (!line) return null;
  let fact: Fact;
  try {
    fact = JSON.parse(line) as Fact;
  } catch {
    return null;
  }
  if (typeof fact !== 'object' || fact === null || !FACT_KINDS.has(fact.kind)) return null;
  const choices = LETTERS.map((l) => new RegExp(`^${l}\\) (.*)$`, 'm').exec(prompt)?.[1]);
  return choices.every((c): c is string => c !== undefined) ? { fact, choices } : null;
}

/**
 * The stand-in's answer to a quiz prompt: the right letter from knowledge, or,
 * when `wrong`, a wrong one drawn with `rand`. Null when the prompt cannot be read.
 */
export function answerQuiz(prompt: string, k: Knowledge, wrong: boolean, rand: () => number): Letter | null {
  const q = readQuizPrompt(prompt);
  if (!q) return null;
  const right = q.choices.map((c) => isRight(q.fact, c, k));
  const pick = LETTERS.filter((_, i) => right[i] !== wrong);
  return pick.length ? pick[Math.floor(rand() * pick.length)] : null;
}
