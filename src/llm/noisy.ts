/**
 * The noisy-LLM stand-in's mind: it reads Sapling's own prompts (the marker
 * lines GOAL:, ROLE:, FAILED_PATH: ...), answers planner requests with the
 * knowledge planner's plan and critic requests with the rule repairer's
 * repair, and with probability p makes one of the mistakes real models make.
 * Deterministic for a seed, so benchmarks are reproducible.
 */
import type { BodyStatus } from '../contracts/body.js';
import type { Knowledge } from '../knowledge/types.js';
import { knowledgePlan } from '../plan/index.js';
import type { Plan, PlanNode, SkillNode } from '../contracts/plan.js';
import type { FailureReport } from '../run/types.js';
import { isOutcomeCode } from '../contracts/outcome.js';
import type { OutputMode } from './config.js';
import type { Repair } from './repair.js';
import { ruleRepair, type RuleMemory } from './rules.js';
import { nodeAt } from '../contracts/pointer.js';
import { mulberry32 } from './rand.js';
import { answerQuiz } from './check/ask.js';

export { mulberry32 };

export const MISTAKES = ['wrong_name', 'drop_step', 'wrong_count', 'prose', 'invalid_json', 'unknown_skill'] as const;
export type Mistake = (typeof MISTAKES)[number];

/** What strict json_schema decoding still lets through: the JSON is well formed and skills are an enum. */
const STRICT_MISTAKES: readonly Mistake[] = ['wrong_name', 'drop_step', 'wrong_count'];
const OBJECT_MISTAKES: readonly Mistake[] = ['wrong_name', 'drop_step', 'wrong_count', 'invalid_json', 'unknown_skill'];

/** Names models reach for that are not Minecraft's. */
const WRONG_NAMES: Record<string, string> = {
  oak_planks: 'wooden_planks',
  oak_log: 'wood_log',
  '#logs': 'logs',
  '#planks': 'planks',
  stick: 'sticks',
  cobblestone: 'cobble',
  crafting_table: 'workbench',
  iron_ingot: 'iron_bar',
  raw_iron: 'iron_raw',
  iron_ore: 'iron_ores',
  diamond: 'diamonds',
  coal: 'charcoal_lump',
  furnace: 'oven',
  stone_pickaxe: 'stone_pick',
  wooden_pickaxe: 'wood_pickaxe',
  iron_pickaxe: 'iron_pick',
};
const FAKE_SKILLS: Record<string, string> = {
  mine: 'chop_tree',
  craft: 'craft_item',
  smelt: 'smelt_ore',
  obtain: 'acquire_item',
  explore: 'search_area',
  kill: 'hunt_mob',
};

export interface ChatBody {
  model?: string;
  messages?: { role: string; content: string }[];
  response_format?: { type: string };
}

export interface NoisyAnswer {
  content: string;
  role: 'planner' | 'critic' | 'quiz' | 'unknown';
  mistake: Mistake | null;
}

export class NoisyModel {
  /** `wrongAnswers` counts quiz answers given wrong on purpose (they are not plan mistakes). */
  readonly stats = { requests: 0, planner: 0, critic: 0, quiz: 0, wrongAnswers: 0, mistakes: {} as Partial<Record<Mistake, number>> };
  private readonly rand: () => number;
  private readonly rules: RuleMemory = { searches: new Map() };

  constructor(
    private readonly k: Knowledge,
    private readonly p: number,
    seed: number,
  ) {
    this.rand = mulberry32(seed);
  }

  answer(body: ChatBody): NoisyAnswer {
    this.stats.requests++;
    const mode: OutputMode =
      body.response_format?.type === 'json_schema' ? 'json_schema' : body.response_format?.type === 'json_object' ? 'json_object' : 'text';
    const prompt = body.messages?.find((m) => m.role === 'user' && /^ROLE: /m.test(m.content))?.content ?? '';
    const role = marker(prompt, 'ROLE');
    if (role === 'planner') {
      this.stats.planner++;
      return this.plannerAnswer(marker(prompt, 'GOAL') ?? '', mode);
    }
    if (role === 'critic') {
      this.stats.critic++;
      return this.criticAnswer(prompt, mode);
    }
    if (role === 'quiz') return this.quizAnswer(prompt);
    return { content: 'I can only help with Sapling planner, critic and quiz prompts.', role: 'unknown', mistake: null };
  }

  private plannerAnswer(goal: string, mode: OutputMode): NoisyAnswer {
    let plan: Plan;
    try {
      plan = knowledgePlan(goal, this.k);
    } catch (e) {
      return { content: `I am not sure how to do "${goal}": ${(e as Error).message.split('.')[0]}.`, role: 'planner', mistake: null };
    }
    const mistake = this.draw(mode);
    return { content: this.spoil(plan, mistake, (p, m) => this.spoilPlan(p as Plan, m)), role: 'planner', mistake };
  }

  private criticAnswer(prompt: string, mode: OutputMode): NoisyAnswer {
    const report = readCriticPrompt(prompt);
    if (!report) return { content: 'I could not read the failure.', role: 'critic', mistake: null };
    const r = ruleRepair(report, this.k, this.rules);
    const repair: Repair = 'giveUp' in r ? { explanation: r.giveUp, action: 'give_up', path: report.path, node: null, args: null, reason: r.giveUp } : r;
    const mistake = repair.node ? this.draw(mode) : null;
    return { content: this.spoil(repair, mistake, (x, m) => this.spoilRepair(x as Repair, m)), role: 'critic', mistake };
  }

  /** `sapling llm check`'s questions: the right letter from knowledge, a wrong one with probability p. */
  private quizAnswer(prompt: string): NoisyAnswer {
    this.stats.quiz++;
    const wrong = this.rand() < this.p;
    const letter = answerQuiz(prompt, this.k, wrong, this.rand);
    if (!letter) return { content: 'I could not read the question.', role: 'quiz', mistake: null };
    if (wrong) this.stats.wrongAnswers++;
    return { content: JSON.stringify({ answer: letter }), role: 'quiz', mistake: null };
  }

  private draw(mode: OutputMode): Mistake | null {
    if (this.rand() >= this.p) return null;
    const pool = mode === 'json_schema' ? STRICT_MISTAKES : mode === 'json_object' ? OBJECT_MISTAKES : MISTAKES;
    const m = pool[Math.floor(this.rand() * pool.length)];
    this.stats.mistakes[m] = (this.stats.mistakes[m] ?? 0) + 1;
    return m;
  }

  /** Serialise a reply, applying the mistake to the value or to the text. */
  private spoil(value: unknown, m: Mistake | null, change: (v: unknown, m: Mistake) => void): string {
    const v = structuredClone(value);
    if (m && m !== 'prose' && m !== 'invalid_json') change(v, m);
    const json = JSON.stringify(v, null, 2);
    if (m === 'prose') return `Sure! Here is what I came up with:\n\n\`\`\`json\n${json}\n\`\`\`\n\nLet me know if you want changes.`;
    // A trailing comma: the commonest way hand-written JSON breaks.
    if (m === 'invalid_json') return json.replace(/\n}\s*$/, ',\n}');
    return json;
  }

  private spoilPlan(plan: Plan, m: Mistake): void {
    const root = plan.plan;
    const leaves = skillLeaves(root);
    if (m === 'drop_step' && root.type === 'sequence' && root.steps.length > 1) {
      // Never the last step: that is the goal itself.
      root.steps.splice(Math.floor(this.rand() * (root.steps.length - 1)), 1);
    } else if (m === 'wrong_count') {
      const inner = leaves.slice(0, -1).filter((l) => typeof l.args.count === 'number');
      const leaf = inner[Math.floor(this.rand() * inner.length)];
      // Off by one either way, but never a no-op: a count of 1 can only go up.
      if (leaf) {
        const n = leaf.args.count as number;
        leaf.args.count = n > 1 && this.rand() < 0.5 ? n - 1 : n + 2;
      }
    } else {
      this.spoilLeaves(leaves, m);
    }
  }

  private spoilRepair(r: Repair, m: Mistake): void {
    if (!r.node) return;
    if (m === 'drop_step' || m === 'wrong_count') {
      // A critic's version of these: pointing at the wrong step.
      r.path = `${r.path.replace(/\/\d+$/, '')}/${97 + Math.floor(this.rand() * 3)}`;
      return;
    }
    this.spoilLeaves(skillLeaves(r.node), m);
  }

  private spoilLeaves(leaves: SkillNode[], m: Mistake): void {
    if (!leaves.length) return;
    const leaf = leaves[Math.floor(this.rand() * leaves.length)];
    if (m === 'unknown_skill') {
      leaf.skill = FAKE_SKILLS[leaf.skill] ?? `${leaf.skill}_block`;
      return;
    }
    const key = ['item', 'block', 'target', 'mob'].find((a) => typeof leaf.args[a] === 'string');
    if (key) {
      const name = leaf.args[key] as string;
      leaf.args[key] = WRONG_NAMES[name] ?? `${name.replace(/^#/, '')}s`;
    }
  }
}

function skillLeaves(n: PlanNode, out: SkillNode[] = []): SkillNode[] {
  if (n.type === 'skill') out.push(n);
  else if (n.type === 'repeat') skillLeaves(n.step, out);
  else if (n.type !== 'condition') n.steps.forEach((s) => skillLeaves(s, out));
  return out;
}

function marker(prompt: string, name: string): string | null {
  const m = new RegExp(`^${name}: (.*)$`, 'm').exec(prompt);
  return m ? m[1].trim() : null;
}

/** Rebuild enough of a FailureReport from the critic prompt for the rules. */
export function readCriticPrompt(prompt: string): FailureReport | null {
  const path = marker(prompt, 'FAILED_PATH');
  const code = marker(prompt, 'FAILURE_CODE');
  const planText = /PLAN_JSON:\s*```json\n([\s\S]*?)\n```/.exec(prompt)?.[1];
  if (!path || !isOutcomeCode(code) || !planText) return null;
  let plan: Plan;
  let details: Record<string, unknown> = {};
  let args: Record<string, unknown> | null = null;
  try {
    plan = JSON.parse(planText) as Plan;
    details = JSON.parse(marker(prompt, 'FAILURE_DETAILS') ?? '{}') as Record<string, unknown>;
    args = JSON.parse(marker(prompt, 'FAILED_ARGS') ?? 'null') as Record<string, unknown> | null;
  } catch {
    return null;
  }
  const subtree = nodeAt(plan, path);
  const inventory = (marker(prompt, '- inventory') ?? '')
    .split(', ')
    .map((s) => /^([a-z0-9_]+) x(\d+)$/.exec(s))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ name: m[1], count: Number(m[2]) }));
  const status = { inventory, position: { x: 0, y: 64, z: 0 } } as unknown as BodyStatus;
  return {
    path,
    plan,
    subtree,
    subtreePath: path,
    skill: marker(prompt, 'FAILED_SKILL') ?? (subtree?.type === 'skill' ? subtree.skill : ''),
    args: args ?? (subtree?.type === 'skill' ? subtree.args : {}),
    outcome: { ok: false, code, message: marker(prompt, 'FAILURE_MESSAGE') ?? '', details },
    status,
    recent: [],
    repairs: 0,
  };
}
