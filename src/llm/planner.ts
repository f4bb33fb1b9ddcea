/**
 * The LLM planner: memory first, then render the prompt, ask, validate and
 * self-check, and send every finding back until the plan holds (LLaMA-Rider's
 * feedback rounds, JARVIS-1's self-check) or the rounds run out.
 */
import type { Knowledge } from '../knowledge/types.js';
import { composeFromMemory, examplesFor, situationOf, type MemoryEntry, type MemoryStore } from '../memory/index.js';
import { planSchema, planSkills } from '../plan/index.js';
import type { Plan, PlanIssue } from '../contracts/plan.js';
import type { ChatMessage, LlmClient } from './client.js';
import type { OutputMode } from './config.js';
import { renderPlanExamples } from './examples.js';
import { goalItems, renderKnowledge } from './knowledge-text.js';
import { checkPlan, inventoryOf, issueLines, STAGE_PROBLEM } from './plan-check.js';
import { oneLine, renderPrompt, renderSkills, type SkillEntry } from './prompt.js';
import { renderState, snapshotOf, type StateInput } from './state.js';

export const DEFAULT_PLAN_ROUNDS = 5;

export interface PlannerDeps {
  client: LlmClient;
  knowledge: Knowledge;
  memory?: MemoryStore | null;
  state?: StateInput;
  /** Rounds of ask → check → feedback (default 5). */
  rounds?: number;
  skills?: readonly SkillEntry[];
}

export interface PlannerResult {
  plan: Plan;
  /** LLM replies used for this plan (0 on a memory hit). */
  calls: number;
  tokens: number;
  rounds: number;
  mode: OutputMode | 'memory';
  /**
   * exact: replayed from memory; composed: made of remembered sub-goal plans (memory/compose.ts);
   * examples: remembered plans for the goal or its parts were shown; similar: a goal sharing words was.
   */
  memory: 'exact' | 'composed' | 'examples' | 'similar' | null;
  /** The entry replayed (memory 'exact'), whose outcome memory should learn. */
  replayed?: MemoryEntry;
  /** The remembered sub-goals a composed plan is made of (memory 'composed'). */
  parts?: MemoryEntry[];
}

export class PlanningFailed extends Error {
  override name = 'PlanningFailed';
  constructor(
    message: string,
    readonly issues: PlanIssue[],
    readonly calls: number,
  ) {
    super(message);
  }
}

export const NO_REFERENCE = 'None: no similar goal has been solved before.';

/** The planner's prompt: what the model is asked, and what a fine-tuning dataset shows it (llm/dataset.ts). */
export function plannerPrompt(goal: string, k: Knowledge, state: StateInput, reference: string, skills?: readonly SkillEntry[]): string {
  return renderPrompt('planner', {
    goal: oneLine(goal),
    state: renderState(state, k),
    skills: renderSkills(skills ?? planSkills(k)),
    knowledge: renderKnowledge(goalItems(goal, k), k, inventoryOf(snapshotOf(state, k)?.status.inventory)),
    reference_plan: reference,
  });
}

export async function planWithLlm(goal: string, deps: PlannerDeps): Promise<PlannerResult> {
  const k = deps.knowledge;
  const snap = snapshotOf(deps.state, k);
  const inventory = inventoryOf(snap?.status.inventory);
  // The situation decides which remembered plans may be replayed and which examples come closest.
  const now = snap ? situationOf(snap) : null;
  const remembered = deps.memory?.lookup(goal, now) ?? null;
  if (remembered) {
    const check = checkPlan(remembered.plan, k, inventory);
    // A stored plan that no longer checks (skills changed) falls through to the LLM.
    if (check.ok) return { plan: check.plan, calls: 0, tokens: 0, rounds: 0, mode: 'memory', memory: 'exact', replayed: remembered };
  }
  // A goal never reached whose every part was: its remembered parts in order, no call.
  const composed = deps.memory ? composeFromMemory(deps.memory, goal, now) : null;
  if (composed) {
    const check = checkPlan(composed.plan, k, inventory);
    if (check.ok) return { plan: check.plan, calls: 0, tokens: 0, rounds: 0, mode: 'memory', memory: 'composed', parts: composed.parts };
  }
  const examples = deps.memory ? renderPlanExamples(examplesFor(deps.memory, goal, now)) : null;
  const similar = examples ? null : (deps.memory?.similar(goal) ?? null);
  const reference = examples
    ? examples
    : similar
      ? `A plan that worked for the similar goal "${similar.entry.goal}"; adapt it, do not copy it blindly:\n\`\`\`json\n${JSON.stringify(similar.entry.plan.plan)}\n\`\`\``
      : NO_REFERENCE;
  const prompt = plannerPrompt(goal, k, snap, reference, deps.skills);
  const messages: ChatMessage[] = [{ role: 'user', content: prompt }];
  const rounds = deps.rounds ?? DEFAULT_PLAN_ROUNDS;
  const before = deps.client.stats.promptTokens + deps.client.stats.completionTokens;
  const tokens = () => deps.client.stats.promptTokens + deps.client.stats.completionTokens - before;
  const schema = planSchema(k);
  let last: PlanIssue[] = [];
  for (let round = 1; round <= rounds; round++) {
    const reply = await deps.client.json({ role: 'planner', messages, schemaName: 'plan', schema });
    let problem: string;
    if (reply.parseError !== null) {
      last = [{ path: '', message: `not JSON: ${reply.parseError}`, suggestion: 'reply with the JSON object only' }];
      problem = 'Your reply could not be read as JSON:';
    } else {
      const check = checkPlan(reply.value, k, inventory);
      if (check.ok) {
        return {
          plan: check.plan,
          calls: round,
          tokens: tokens(),
          rounds: round,
          mode: reply.mode,
          memory: examples ? 'examples' : similar ? 'similar' : null,
        };
      }
      last = check.issues;
      problem = STAGE_PROBLEM[check.stage];
    }
    messages.push(
      { role: 'assistant', content: reply.content },
      { role: 'user', content: renderPrompt('feedback', { round: round + 1, problem, issues: issueLines(last) }) },
    );
  }
  const first = last[0];
  throw new PlanningFailed(
    `the LLM gave no valid plan for "${goal}" in ${rounds} rounds; last problem: ${first ? `${first.path || '/'}: ${first.message}` : 'unknown'}`,
    last,
    rounds,
  );
}
