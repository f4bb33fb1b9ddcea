/**
 * The LLM critic: a failed leaf, its subtree, the outcome, the state and the
 * recent trace go to the model, which answers with a Repair. The repair is
 * applied, validated and self-checked like a plan; every finding goes back to
 * the model until it holds or the rounds run out.
 */
import type { Knowledge } from '../knowledge/types.js';
import type { MemoryStore } from '../memory/index.js';
import type { Plan, PlanIssue } from '../contracts/plan.js';
import type { FailureReport, RepairDecision, Repairer } from '../run/types.js';
import type { TraceEvent } from '../contracts/trace.js';
import { planSkills } from '../plan/index.js';
import { LlmError, type ChatMessage, type LlmClient } from './client.js';
import { repairExamples } from './examples.js';
import { goalItems, renderKnowledge } from './knowledge-text.js';
import { checkPlan, inventoryOf, issueLines, STAGE_PROBLEM } from './plan-check.js';
import { oneLine, renderPrompt, renderSkills, type SkillEntry } from './prompt.js';
import { applyRepair, ownerPath, REPAIR_ACTIONS, RepairError, type Repair } from './repair.js';
import { repairSchema } from './repair-schema.js';
import { renderState } from './state.js';

export const DEFAULT_CRITIC_ROUNDS = 3;
export const NO_REPAIR_EXAMPLES = 'None: no repair of this kind is remembered.';

export interface CriticDeps {
  client: LlmClient;
  knowledge: Knowledge;
  rounds?: number;
  skills?: readonly SkillEntry[];
  /** Remembered repairs of the same failure become examples in the prompt. */
  memory?: MemoryStore | null;
}

export function createLlmCritic(deps: CriticDeps): Repairer {
  return async (report) => {
    const k = deps.knowledge;
    const inventory = inventoryOf(report.status.inventory);
    const messages: ChatMessage[] = [
      {
        role: 'user',
        content: criticPrompt(report, k, { skills: deps.skills ?? planSkills(k), examples: repairExamples(deps.memory, report.skill, report.outcome.code) }),
      },
    ];
    const rounds = deps.rounds ?? DEFAULT_CRITIC_ROUNDS;
    let last = '';
    for (let round = 1; round <= rounds; round++) {
      let reply;
      try {
        reply = await deps.client.json({ role: 'critic', messages, schemaName: 'repair', schema: repairSchema(k) });
      } catch (e) {
        // An unreachable LLM or a spent budget ends the repair loop cleanly, not the process.
        if (e instanceof LlmError) return { giveUp: `critic: ${e.message}` };
        throw e;
      }
      const verdict = assess(reply.parseError === null ? readRepair(reply.value) : `not JSON: ${reply.parseError}`, report, k, inventory);
      if (!('problem' in verdict)) return verdict;
      last = `${verdict.issues[0]?.path || '/'}: ${verdict.issues[0]?.message}`;
      messages.push(
        { role: 'assistant', content: reply.content },
        { role: 'user', content: renderPrompt('feedback', { round: round + 1, problem: verdict.problem, issues: issueLines(verdict.issues) }) },
      );
    }
    return { giveUp: `critic: no valid repair in ${rounds} rounds (last problem ${last})` };
  };
}

type Verdict = RepairDecision | { giveUp: string } | { problem: string; issues: PlanIssue[] };

/** What to do with one reply: a checked decision, or the findings to send back. */
function assess(shape: Repair | string, report: FailureReport, k: Knowledge, inventory: Record<string, number>): Verdict {
  if (typeof shape === 'string') return { problem: 'Your reply is not a valid repair:', issues: [{ path: '', message: shape, suggestion: null }] };
  if (shape.action === 'give_up') return { giveUp: `critic: ${shape.reason ?? shape.explanation}` };
  let next: Plan;
  try {
    next = applyRepair(report.plan, shape);
  } catch (e) {
    if (!(e instanceof RepairError)) throw e;
    return {
      problem: 'Your repair cannot be applied:',
      issues: [{ path: shape.path, message: e.message, suggestion: `use a path that exists, such as ${ownerPath(report.path)}` }],
    };
  }
  const check = checkPlan(next, k, inventory);
  if (check.ok) return { plan: check.plan, by: 'llm', kind: shape.action, explanation: shape.explanation };
  return { problem: `After applying your repair: ${STAGE_PROBLEM[check.stage]}`, issues: check.issues };
}

/** What a critic prompt shows beyond the report; a dataset passes the recent events it kept as text. */
export interface CriticPromptExtras {
  skills?: readonly SkillEntry[];
  examples?: string;
  recent?: string;
}

/** The critic's prompt: what the model is asked, and what a fine-tuning dataset shows it (llm/dataset.ts). */
export function criticPrompt(report: FailureReport, k: Knowledge, extras: CriticPromptExtras = {}): string {
  const path = ownerPath(report.path);
  const o = report.outcome;
  const items = goalItems(report.plan.goal, k);
  const detailItem = typeof o.details?.item === 'string' ? o.details.item : null;
  if (detailItem && k.isItem(detailItem) && !items.includes(detailItem)) items.push(detailItem);
  return renderPrompt('critic', {
    goal: oneLine(report.plan.goal),
    path,
    code: o.code,
    skill: report.skill,
    failure: [
      `The step ${report.skill} ${JSON.stringify(report.args)} at ${report.path}${report.path !== path ? ` (a prerequisite of the plan step at ${path})` : ''} failed with ${o.code}: ${o.message}`,
      `FAILURE_MESSAGE: ${oneLine(o.message)}`,
      `FAILURE_DETAILS: ${JSON.stringify(o.details ?? {})}`,
      `FAILED_ARGS: ${JSON.stringify(report.args)}`,
      `Repairs made so far in this run: ${report.repairs}.`,
    ].join('\n'),
    subtree: JSON.stringify(report.subtree, null, 1),
    plan: JSON.stringify(report.plan),
    state: renderState({ status: report.status }, k),
    recent: extras.recent ?? renderRecent(report.recent),
    skills: renderSkills(extras.skills ?? planSkills(k)),
    knowledge: renderKnowledge(items, k, inventoryOf(report.status.inventory)),
    examples: extras.examples ?? NO_REPAIR_EXAMPLES,
  });
}

function renderRecent(events: readonly TraceEvent[]): string {
  const lines: string[] = [];
  for (const e of events) {
    if (e.type === 'skill_end') lines.push(`- ${e.path} ${e.skill}: ${e.ok ? 'ok' : `failed ${e.code}`}${e.message ? ` (${e.message})` : ''}`);
    else if (e.type === 'repair') lines.push(`- repair by ${e.by}: ${e.kind} at ${e.path} (${e.explanation})`);
  }
  return lines.slice(-12).join('\n') || 'none';
}

/** A shape check of the reply; the node inside is checked as part of the repaired plan. */
export function readRepair(v: unknown): Repair | string {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return 'expected a JSON object {"explanation","action","path","node","args","reason"}';
  const r = v as Record<string, unknown>;
  if (!(REPAIR_ACTIONS as readonly unknown[]).includes(r.action))
    return `"action" must be one of ${REPAIR_ACTIONS.join(', ')}, got ${JSON.stringify(r.action)}`;
  if (typeof r.path !== 'string' && r.action !== 'give_up') return '"path" must be a JSON pointer string such as /plan/steps/2';
  if ((r.action === 'replace' || r.action === 'insert_before') && (!r.node || typeof r.node !== 'object'))
    return `a ${r.action} repair needs "node", a plan node`;
  if (r.args !== null && r.args !== undefined && !Array.isArray(r.args)) return '"args" must be a list of {"name", "value"} pairs or null';
  for (const a of (r.args as unknown[] | null | undefined) ?? []) {
    if (!a || typeof (a as { name?: unknown }).name !== 'string') return 'each entry of "args" needs a "name" string and a "value"';
  }
  return {
    explanation: typeof r.explanation === 'string' ? r.explanation : '',
    action: r.action as Repair['action'],
    path: typeof r.path === 'string' ? r.path : '/plan',
    node: (r.node as Repair['node']) ?? null,
    args: (r.args as Repair['args']) ?? null,
    reason: typeof r.reason === 'string' ? r.reason : null,
  };
}
