/** The LLM loop: client, planner, critic, rule repairs, cassettes and the noisy stand-in. */
export {
  LlmClient,
  LlmError,
  retryAfter,
  type ChatMessage,
  type ClientOptions,
  type JsonReply,
  type JsonRequest,
  type LlmRole,
  type LlmStats,
} from './client.js';
export {
  resolveLlmConfig,
  parseMode,
  LlmConfigError,
  OUTPUT_MODES,
  DEFAULT_MODEL,
  DEFAULT_CONFIG_PATH,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_RETRY_BUDGET_MS,
  type LlmConfig,
  type LlmFlags,
  type OutputMode,
} from './config.js';
export { extractJson, notJson, type Extracted } from './extract.js';
export { recordingFetch, replayFetch, loadCassette, redact, type Cassette, type Exchange } from './cassette.js';
export { renderPrompt, renderTemplate, renderSkills, loadTemplate, slotsOf, PromptError, PROMPTS_DIR, type PromptName } from './prompt.js';
export { renderState, snapshotOf, type StateInput, type StateSnapshot } from './state.js';
export { goalItems, renderKnowledge } from './knowledge-text.js';
export { planWithLlm, plannerPrompt, NO_REFERENCE, PlanningFailed, DEFAULT_PLAN_ROUNDS, type PlannerDeps, type PlannerResult } from './planner.js';
export { createLlmCritic, criticPrompt, readRepair, DEFAULT_CRITIC_ROUNDS, NO_REPAIR_EXAMPLES, type CriticDeps, type CriticPromptExtras } from './critic.js';
export { applyRepair, ownerPath, parsePointer, RepairError, REPAIR_ACTIONS, type Repair, type RepairAction, type RepairArg } from './repair.js';
export { nodeAt as nodeAtPath } from '../contracts/pointer.js';
export { buildRepairSchema, repairSchema, repairSchemaText } from './repair-schema.js';
export { createRuleRepairer, createRepairChain, ruleRepair, JUNK, type RuleResult } from './rules.js';
export { checkPlan, issueLines, inventoryOf, type CheckResult } from './plan-check.js';
export { NoisyModel, MISTAKES, mulberry32, type Mistake } from './noisy.js';
export { startNoisyServer, type NoisyServer, type NoisyServerOptions } from './noisy-server.js';
export { createLlmClient } from './setup.js';
export { startStandInSession, type StandInSession } from './stand-in.js';
export {
  checkModel,
  checkTable,
  readNothing,
  generateQuiz,
  TimedLlmClient,
  CHECK_GOALS,
  DEFAULT_QUESTIONS,
  type CheckReport,
  type QuizQuestion,
} from './check/index.js';
export { buildDataset, PLANNER_SYSTEM, CRITIC_SYSTEM, type ChatLine, type Dataset, type DatasetOptions } from './dataset.js';
export { renderPlanExamples, repairExamples, MAX_EXAMPLE_CHARS } from './examples.js';
export { learn, type LearnInput, type LearnResult } from './learn.js';
