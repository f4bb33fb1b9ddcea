import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../../src/contracts/plan.js';
import { applyRepair, planWithLlm, type LlmClient } from '../../src/llm/index.js';
import { examplesFor, repairBetween, subGoals, type Situation, type MemoryStore } from '../../src/memory/index.js';
import { validatePlan } from '../../src/plan/index.js';
import { failedRun, freshStore, k } from './fixtures.js';

const dirs: string[] = [];
afterAll(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
let run: Awaited<ReturnType<typeof failedRun>>;
beforeAll(async () => void (run = await failedRun()));

const at = (inventory: Record<string, number>, y = 64, timeOfDay = 1000): Situation => ({
  inventory,
  y,
  biome: 'plains',
  dimension: 'overworld',
  timeOfDay,
  nearby: [],
  x: 0,
  z: 0,
  health: 20,
  food: 20,
  heldItem: null,
});
const plan = (goal: string, item: string, count = 1): Plan => ({ goal, thoughts: 't', plan: { type: 'skill', skill: 'obtain', args: { item, count } } });
const ok = { ok: true, code: null, reason: 'goal reached', path: null };

describe('a failed run remembered with its situation and its sub-goals', () => {
  it('keeps the failure (code, cost, start situation) and relabels each item the run did obtain as a success', () => {
    const [own, ...subs] = run.experiences;
    expect(run.r.ok).toBe(false);
    expect(own).toMatchObject({ goal: 'obtain a stone pickaxe', outcome: { ok: false, code: 'timeout' }, situation: run.situation, planner: 'knowledge' });
    const byKey = Object.fromEntries(subs.map((s) => [s.key, s]));
    expect(Object.keys(byKey)).toEqual(expect.arrayContaining(['obtain wooden_pickaxe 1', 'obtain crafting_table 1']));
    expect(byKey['obtain stone_pickaxe 1']).toBeUndefined();
    const pick = byKey['obtain wooden_pickaxe 1']!;
    expect(pick).toMatchObject({
      relabelled: true,
      outcome: { ok: true },
      plan: { plan: { type: 'skill', skill: 'craft', args: { item: 'wooden_pickaxe', count: 1 } } },
    });
    // The situation is the step's own start: the planks and sticks the earlier steps made are held.
    expect(Object.keys(pick.situation!.inventory)).toEqual(expect.arrayContaining(['stick', 'crafting_table']));
    for (const s of subs) expect(validatePlan(s.plan, k).ok, s.goal).toBe(true);
  });

  it('replays a relabelled sub-goal only from a situation holding what it started from', () => {
    const m = freshStore(dirs);
    for (const x of run.experiences) m.record(x);
    const pick = run.experiences.find((x) => x.key === 'obtain wooden_pickaxe 1')!;
    expect(m.lookup('obtain a wooden pickaxe', at({}))).toBeNull();
    expect(m.lookup('obtain a wooden pickaxe', pick.situation)?.relabelled).toBe(true);
    expect(m.lookup('obtain a stone pickaxe', run.situation)).toBeNull();
    expect(m.list().filter((e) => !e.outcome.ok)).toHaveLength(1);
  });
});

describe('ranking by situation', () => {
  const twoEntries = () => {
    const m = freshStore(dirs);
    const shallow = m.record({ goal: 'obtain a stick', plan: plan('shallow', 'stick'), situation: at({}, 70), outcome: ok, stats: {} })!;
    const deep = m.record({ goal: 'get one stick', plan: plan('deep', 'stick'), situation: at({}, -40, 15000), outcome: ok, stats: {} })!;
    return { m, shallow, deep };
  };

  it('replays the entry whose situation is nearest, and one that failed its replays loses rank and then replay', () => {
    const { m, shallow, deep } = twoEntries();
    expect(m.lookup('obtain a stick', at({}, -35, 16000))?.id).toBe(deep.id);
    expect(m.lookup('obtain a stick', at({}, 64))?.id).toBe(shallow.id);
    m.noteReplay(shallow, false);
    expect(m.lookup('obtain a stick', at({}, 64))?.id).toBe(deep.id);
    expect(m.list().find((e) => e.id === shallow.id)).toMatchObject({ successes: 1, replayFailures: 1 });
  });

  it('walks the goal to its parts two levels down and picks the best entry for each, the goal first', () => {
    expect(subGoals('obtain a stone pickaxe', k).map((s) => s.target)).toEqual(
      expect.arrayContaining(['stone_pickaxe', 'stick', 'crafting_table', 'wooden_pickaxe']),
    );
    const m: MemoryStore = freshStore(dirs);
    for (const x of run.experiences) m.record(x);
    const examples = examplesFor(m, 'obtain a stone pickaxe', run.situation);
    expect(examples.length).toBeGreaterThan(0);
    expect(examples.length).toBeLessThanOrEqual(3);
    expect(examples.every((x) => x.entry.outcome.ok && x.level >= 1)).toBe(true);
  });

  it('shows the planner the examples, within a bounded prompt, and asks the LLM', async () => {
    const m = freshStore(dirs);
    for (const x of run.experiences) m.record(x);
    const prompts: string[] = [];
    const client = {
      stats: { calls: 0, requests: 0, promptTokens: 0, completionTokens: 0 },
      json: async (req: { messages: { content: string }[] }) => {
        prompts.push(req.messages[0]!.content);
        return { value: plan('obtain a stone pickaxe', 'stone_pickaxe'), parseError: null, content: '{}', mode: 'json_schema' };
      },
    } as unknown as LlmClient;
    const r = await planWithLlm('obtain a stone pickaxe', { client, knowledge: k, memory: m, state: { status: statusAt(run.situation) } });
    expect(r.memory).toBe('examples');
    expect(prompts[0]).toContain('Plans that worked before for this goal or its parts');
    expect(prompts[0]).toContain('For a part of this goal (stick): "obtain 4 stick"');
    const section = prompts[0]!.slice(prompts[0]!.indexOf('## Reference plan'), prompts[0]!.indexOf('## Reply'));
    expect(section.length).toBeLessThan(3 * 1800);
  });
});

describe('format 2 and repairs', () => {
  it('still reads a format-2 entry as a success from an unknown situation, and replays it', () => {
    const m = freshStore(dirs);
    m.record({ goal: 'obtain a diamond', plan: plan('x', 'dirt'), situation: null, outcome: { ...ok, ok: false, code: 'timeout' }, stats: {} });
    const old = {
      format: 2,
      goal: 'obtain a diamond',
      key: 'obtain diamond 1',
      plan: plan('obtain a diamond', 'diamond'),
      start: {},
      stats: {},
      savedAt: '2025-01-01T00:00:00Z',
    };
    const stem = m.list()[0]!.file.replace(/\.[0-9a-f]{12}\.json$/, '');
    writeFileSync(`${stem}.json`, JSON.stringify(old));
    writeFileSync(`${stem}.runs.jsonl`, '{"at":"2025-01-01T00:00:00Z","pid":1}\n{"at":"2025-01');
    expect(m.lookup('obtain a diamond', at({ dirt: 3 }))).toMatchObject({ format: 2, successes: 1, situation: null, plan: old.plan });
    writeFileSync(join(m.dir, 'broken.json'), '{ not json');
    expect(m.list()).toHaveLength(2);
  });

  it('rebuilds the critic reply that turns a plan into its repaired successor', () => {
    const a: Plan = { goal: 'g', thoughts: '', plan: { type: 'sequence', steps: [plan('', 'stick').plan, plan('', 'torch').plan] } };
    const inserted: Plan = { ...a, plan: { type: 'sequence', steps: [plan('', 'stick').plan, plan('', 'coal').plan, plan('', 'torch').plan] } };
    const replaced: Plan = { ...a, plan: { type: 'sequence', steps: [plan('', 'stick').plan, plan('', 'lantern').plan] } };
    for (const [b, action, path] of [
      [inserted, 'insert_before', '/plan/steps/1'],
      [replaced, 'replace', '/plan/steps/1/args'],
    ] as const) {
      const reply = repairBetween(a, b, 'why')!;
      expect(reply.action).toBe(action);
      if (action === 'insert_before') expect(reply.path).toBe(path);
      expect(applyRepair(a, reply).plan).toEqual(b.plan);
    }
    expect(repairBetween(a, a, 'why')).toBeNull();
  });
});

function statusAt(s: Situation) {
  return {
    position: { x: s.x ?? 0, y: s.y ?? 64, z: s.z ?? 0 },
    vitals: { health: 20, food: 20, saturation: 5, oxygen: 20 },
    timeOfDay: s.timeOfDay ?? 0,
    gameTick: 0,
    biome: s.biome ?? 'plains',
    dimension: 'overworld',
    heldItem: null,
    inventory: [],
    deaths: 0,
  };
}
