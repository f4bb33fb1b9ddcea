/** `sapling llm check`: the knowledge quiz, the planning probe and the report. */
export { CATEGORIES, categoryOf, isRight, type Category, type Fact } from './facts.js';
export { generateQuiz, LETTERS, DEFAULT_QUESTIONS, type Letter, type QuizQuestion } from './quiz.js';
export { quizRequest, readLetter, readQuizPrompt, answerQuiz, QUIZ_SCHEMA } from './ask.js';
export { checkModel, TimedLlmClient, CHECK_GOALS, type CheckOptions, type CheckReport, type GoalProbe, type QuizAnswer } from './run.js';
export { checkTable, readNothing } from './table.js';
