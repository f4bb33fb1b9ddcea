import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../../src/contracts/plan.js';
import { buildDataset, CRITIC_SYSTEM, PLANNER_SYSTEM } from '../../src/llm/index.js';
import { repairBetween } from '../../src/memory/index.js';
import { chatLineProblems } from './chat-format.js';
import { failedRun, freshStore, k } from './fixtures.js';

const dirs: string[] = [];
afterAll(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const KEY = 'sk-proj-PLANTEDsecret0123456789';
let run: Awaited<ReturnType<typeof failedRun>>;
beforeAll(async () => void (run = await failedRun()));

const step = (item: string) => ({ type: 'skill' as const, skill: 'obtain', args: { item, count: 1 } });

function storeWithExperience() {
  const m = freshStore(dirs);
  for (const x of run.experiences) m.record(x);
  // A success whose goal and situation carry a key someone pasted, and whose run needed one repair.
  const before: Plan = { goal: `obtain a torch ${KEY}`, thoughts: '', plan: { type: 'sequence', steps: [step('torch')] } };
  const after: Plan = { ...before, plan: { type: 'sequence', steps: [step('coal'), step('torch')] } };
  const repair = {
    path: '/plan/steps/0',
    skill: 'obtain',
    args: { item: 'torch', count: 1 },
    code: 'missing_item' as const,
    message: 'no coal',
    by: 'llm' as const,
    kind: 'insert_before',
    explanation: 'get coal first',
    before,
    repair: repairBetween(before, after, 'get coal first') as unknown as Record<string, unknown>,
    recent: ['- /plan/steps/0 obtain: failed missing_item (no coal)'],
  };
  const situation = { ...run.situation, biome: `plains ${KEY}`, inventory: { [KEY]: 1, stick: 1 } };
  const ok = { ok: true, code: null, reason: 'goal reached', path: null };
  m.record({ goal: `obtain a torch ${KEY}`, plan: after, situation, outcome: ok, stats: {}, repairs: [repair] });
  return m;
}

describe('sapling dataset export (chat fine-tuning JSONL)', () => {
  it('writes valid chat examples: relabelled sub-goals of the failed run, the repair, no key, no duplicate', () => {
    const m = storeWithExperience();
    const data = buildDataset([...m.list(), ...m.list()], k, { valFraction: 0.2, seed: 's', secrets: ['unused-configured-key'] });
    const lines = [...data.train, ...data.validation].map((l) => JSON.stringify(l));
    for (const line of lines) expect(chatLineProblems(line)).toEqual([]);
    expect(data.counts.duplicates).toBe(lines.length);
    expect(data.validation.length).toBeGreaterThan(0);
    const all = lines.join('\n');
    expect(all).not.toContain('PLANTEDsecret');
    expect(all).toContain('[redacted]');
    // The failed stone-pickaxe run is not a plan example, but its wooden pickaxe is.
    const planners = [...data.train, ...data.validation].filter((l) => l.messages[0]!.content === PLANNER_SYSTEM);
    const goals = planners.map((l) => /^GOAL: (.*)$/m.exec(l.messages[1]!.content)![1]);
    expect(goals).toContain('obtain 1 wooden_pickaxe');
    expect(goals).not.toContain('obtain a stone pickaxe');
    const pick = planners.find((l) => l.messages[1]!.content.includes('GOAL: obtain 1 wooden_pickaxe'))!;
    expect(JSON.parse(pick.messages[2]!.content).plan).toEqual({ type: 'skill', skill: 'craft', args: { item: 'wooden_pickaxe', count: 1 } });
    // The user text is the planner's real prompt, with the state at that step's start.
    expect(pick.messages[1]!.content).toMatch(/^ROLE: planner\n[\s\S]*## The bot's state\n- inventory: [^\n]*crafting_table x1/);
    const critic = [...data.train, ...data.validation].find((l) => l.messages[0]!.content === CRITIC_SYSTEM)!;
    expect(critic.messages[1]!.content).toMatch(/^ROLE: critic\n[\s\S]*FAILURE_CODE: missing_item/);
    expect(JSON.parse(critic.messages[2]!.content)).toMatchObject({ action: 'insert_before', path: '/plan/steps/0', node: step('coal') });
  });

  it('splits the same way for the same seed, and another way for another', () => {
    const entries = storeWithExperience().list();
    const a = buildDataset(entries, k, { valFraction: 0.3, seed: '1' });
    expect(buildDataset(entries, k, { valFraction: 0.3, seed: '1' })).toEqual(a);
    const seeds = ['2', '3', '4', '5'].map((seed) => JSON.stringify(buildDataset(entries, k, { valFraction: 0.3, seed }).validation));
    expect(seeds.some((v) => v !== JSON.stringify(a.validation))).toBe(true);
    expect(buildDataset(entries, k, { valFraction: 0 }).validation).toEqual([]);
  });
});
