/**
 * Stored experience as a chat fine-tuning dataset (the JSONL that the OpenAI
 * fine-tuning API and Hugging Face TRL's SFTTrainer read): one
 * `{"messages":[system, user, assistant]}` per example. The user text is the
 * prompt Sapling sends (the same builders), rebuilt from the entry's
 * situation; the assistant text is the plan that worked, or the repair that
 * made the next plan. Successes include sub-goals relabelled from failed
 * runs. Identical pairs are kept once, the split is by hash (deterministic
 * for a seed), and every string is scrubbed of secrets.
 */
import { createHash } from 'node:crypto';
import type { BodyStatus } from '../contracts/body.js';
import { ownerPath, nodeAt } from '../contracts/pointer.js';
import { redactString } from '../contracts/redact.js';
import type { Knowledge } from '../knowledge/types.js';
import type { MemoryEntry, RepairRecord, Situation } from '../memory/index.js';
import { criticPrompt } from './critic.js';
import { NO_REFERENCE, plannerPrompt } from './planner.js';
import { applyRepair, type Repair } from './repair.js';

export interface ChatLine {
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[];
}

export interface DatasetOptions {
  /** Share of examples for validation, 0..1 (default 0.1). */
  valFraction?: number;
  seed?: string;
  /** Known secrets (the configured API key...) to scrub besides anything shaped like a key. */
  secrets?: readonly (string | null | undefined)[];
}

export interface Dataset {
  train: ChatLine[];
  validation: ChatLine[];
  counts: { plans: number; relabelled: number; repairs: number; duplicates: number };
}

/** Sapling sends no system message in json_schema mode (the schema goes in the request); the fine-tuned model gets its role here. */
export const PLANNER_SYSTEM = 'You are the planner of Sapling, a Minecraft agent. Reply with one JSON object {"goal", "thoughts", "plan"} and nothing else.';
export const CRITIC_SYSTEM =
  'You are the critic of Sapling, a Minecraft agent. Reply with one JSON object {"explanation", "action", "path", "node", "args", "reason"} and nothing else.';

/** OpenAI-style keys and bearer tokens, wherever they were typed (a goal, a note in a plan). */
const KEY_SHAPED = [/\bsk-[A-Za-z0-9_-]{6,}/g, /\bBearer\s+[A-Za-z0-9._~+/=-]{8,}/gi];

export function buildDataset(entries: readonly MemoryEntry[], k: Knowledge, opts: DatasetOptions = {}): Dataset {
  const scrub = (s: string): string => KEY_SHAPED.reduce((acc, re) => acc.replace(re, '[redacted]'), redactString(s, opts.secrets ?? []));
  const counts = { plans: 0, relabelled: 0, repairs: 0, duplicates: 0 };
  const seen = new Set<string>();
  const lines: { line: ChatLine; hash: string }[] = [];
  const add = (system: string, user: string, assistant: string): boolean => {
    const msgs = [system, user, assistant].map(scrub);
    const hash = createHash('sha256').update(`${msgs[1]}\u0000${msgs[2]}`).digest('hex');
    if (seen.has(hash)) return (void counts.duplicates++, false);
    seen.add(hash);
    const roles = ['system', 'user', 'assistant'] as const;
    lines.push({ line: { messages: msgs.map((content, i) => ({ role: roles[i]!, content })) }, hash });
    return true;
  };
  for (const e of entries) {
    if (e.outcome.ok) {
      const user = plannerPrompt(e.goal, k, statusOf(e.situation), NO_REFERENCE);
      if (add(PLANNER_SYSTEM, user, JSON.stringify({ goal: e.plan.goal, thoughts: e.plan.thoughts, plan: e.plan.plan })))
        counts[e.relabelled ? 'relabelled' : 'plans']++;
    }
    // A repair is an example when the run it belonged to reached its goal and the reply rebuilds the next plan.
    if (!e.outcome.ok) continue;
    e.repairs.forEach((r, i) => {
      const next = e.repairs[i + 1]?.before ?? e.plan;
      const user = repairUser(r, e, k, i, next);
      if (user && add(CRITIC_SYSTEM, user, JSON.stringify(r.repair))) counts.repairs++;
    });
  }
  return { ...split(lines, opts.valFraction ?? 0.1, opts.seed ?? ''), counts };
}

function repairUser(r: RepairRecord, e: MemoryEntry, k: Knowledge, index: number, next: unknown): string | null {
  if (!r.before || !r.repair || r.code === null) return null;
  try {
    if (JSON.stringify(applyRepair(r.before, r.repair as unknown as Repair).plan) !== JSON.stringify((next as MemoryEntry['plan']).plan)) return null;
  } catch {
    return null;
  }
  const sub = ownerPath(r.path);
  const report = {
    path: r.path,
    plan: r.before,
    subtree: nodeAt(r.before, sub),
    subtreePath: sub,
    skill: r.skill,
    args: r.args,
    outcome: { ok: false as const, code: r.code, message: r.message },
    status: statusOf(e.situation).status,
    recent: [],
    repairs: index,
  };
  return criticPrompt(report, k, { recent: r.recent.join('\n') || 'none' });
}

/** The status line a prompt showed, rebuilt from the stored situation; nearby resources by name only. */
function statusOf(s: Situation | null): { status: BodyStatus; blocks?: never[] } {
  const status: BodyStatus = {
    position: { x: s?.x ?? 0, y: s?.y ?? 64, z: s?.z ?? 0 },
    vitals: { health: s?.health ?? 20, food: s?.food ?? 20, saturation: 5, oxygen: 20 },
    timeOfDay: s?.timeOfDay ?? 0,
    gameTick: s?.timeOfDay ?? 0,
    biome: s?.biome ?? 'unknown',
    dimension: s?.dimension ?? 'overworld',
    heldItem: s?.heldItem ?? null,
    inventory: Object.entries(s?.inventory ?? {}).map(([name, count]) => ({ name, count })),
    deaths: 0,
  };
  return { status };
}

/** By hash of seed and pair: the same store and seed always split the same way; a non-empty fraction gets at least one example when there are two. */
function split(lines: { line: ChatLine; hash: string }[], fraction: number, seed: string): Omit<Dataset, 'counts'> {
  const scored = lines.map((l) => ({ ...l, u: parseInt(createHash('sha256').update(`${seed}\u0000${l.hash}`).digest('hex').slice(0, 8), 16) / 2 ** 32 }));
  scored.sort((a, b) => a.u - b.u);
  let cut = scored.filter((l) => l.u < fraction).length;
  if (fraction > 0 && cut === 0 && scored.length >= 2) cut = 1;
  return { validation: scored.slice(0, cut).map((l) => l.line), train: scored.slice(cut).map((l) => l.line) };
}
