/**
 * The planner knows the world's spawn rules: with hostile mobs off (JARVIS-1's paper setting) it takes the
 * sources that need no hostile mob, and fails at once, naming why, when there is none; with every mob on, the
 * plans are what they always were.
 */
import { describe, expect, it } from 'vitest';
import { GameKnowledge, getKnowledge, KnowledgeError, type Knowledge, type ObtainStep } from '../../src/knowledge/index.js';
import { GoalNotPossible, GoalNotUnderstood, knowledgePlan } from '../../src/plan/index.js';
import { JARVIS_TASKS } from '../../src/bench/suites/jarvis-tasks.js';
import { JARVIS_PAPER_RULES } from '../../src/bench/suites/jarvis.js';
import { taskPlan, whyNotRun } from '../../src/bench/suites/task.js';

// Built directly, not through getKnowledge's cache; the JARVIS test below adds only that cache's entry for the paper's rules.
const noHostiles = new GameKnowledge('1.20.4', { mobs: true, hostiles: false });
const noMobs = new GameKnowledge('1.20.4', { mobs: false, hostiles: false });
const every = getKnowledge();

const route = (k: Knowledge, item: string): string[] => k.chain([{ item, count: 1 }], { iron_axe: 1 }).map((s) => `${s.action} ${s.item}`);
const kills = (steps: readonly ObtainStep[]): string[] => steps.flatMap((s) => (s.source.kind === 'kill' ? s.source.mobs : []));

describe('spawn rules in the knowledge (hostiles off)', () => {
  it('makes white dye from a lily of the valley, never from skeleton bones', () => {
    expect(route(noHostiles, 'white_dye')).toEqual(['mine lily_of_the_valley', 'craft white_dye']);
  });

  it('makes light gray dye from a plains flower and pink dye from a peony or a pink tulip', () => {
    expect(route(noHostiles, 'light_gray_dye')[0]).toMatch(/^mine (azure_bluet|oxeye_daisy|white_tulip)$/);
    expect(route(noHostiles, 'pink_dye')[0]).toMatch(/^mine (peony|pink_tulip)$/);
  });

  it('hunts no mob that needs hostiles for any dye or wool, passive sheep still sheared or killed', () => {
    for (const item of ['white_dye', 'light_gray_dye', 'pink_dye', 'light_gray_wool', 'pink_wool', 'white_bed', 'string']) {
      const mobs = kills(noHostiles.chain([{ item, count: 1 }]));
      for (const m of mobs) expect(noHostiles.spawns(m), `${item}: ${m}`).toBe(true);
    }
    expect(noHostiles.spawns('sheep')).toBe(true);
    // A skeleton horse comes only from a skeleton trap, which peaceful never sets off.
    expect(noHostiles.spawns('skeleton_horse')).toBe(false);
  });

  it('fails early with the reason when only hostile mobs bring an item', () => {
    for (const item of ['bone', 'gunpowder', 'rotten_flesh']) {
      const err = (() => {
        try {
          noHostiles.chain([{ item, count: 1 }]);
        } catch (e) {
          return e as Error;
        }
        return null;
      })();
      expect(err, item).toBeInstanceOf(KnowledgeError);
      expect(err!.message).toMatch(new RegExp(`cannot obtain ${item}: only mobs drop it .* no hostile mobs \\(hostiles off\\); .*turn hostile mobs on`));
    }
    // Made only from such an item: the reason follows the recipe down.
    expect(() => noHostiles.chain([{ item: 'tnt', count: 1 }])).toThrow(/cannot obtain tnt, made from gunpowder: only mobs drop it \(creeper/);
    expect(() => knowledgePlan('obtain 1 gunpowder', noHostiles)).toThrow(GoalNotUnderstood);
    expect(() => knowledgePlan('kill 1 zombie', noHostiles)).toThrow(/zombie never spawns in this world \(hostile mobs are off\)/);
    // The words were read: the refusal says the goal cannot be planned here, and offers no list of goals it can read.
    const refusal = (() => {
      try {
        knowledgePlan('kill 1 zombie', noHostiles);
      } catch (e) {
        return e as Error;
      }
    })();
    expect(refusal).toBeInstanceOf(GoalNotPossible);
    expect(refusal?.message).toBe('cannot plan the goal "kill 1 zombie": zombie never spawns in this world (hostile mobs are off).');
    expect(knowledgePlan('kill 1 cow', noHostiles).plan).toBeDefined();
  });

  it('with no mobs at all, names that instead', () => {
    expect(() => noMobs.chain([{ item: 'leather', count: 1 }])).toThrow(/only mobs drop it .*no mobs at all \(mobs off\)/);
    expect(() => noMobs.chain([{ item: 'cooked_beef', count: 1 }])).toThrow(/cannot obtain cooked_beef, made from beef: only mobs drop it \(cow/);
    expect(noMobs.spawns('cow')).toBe(false);
  });
});

describe('spawn rules left at every mob', () => {
  it('keeps the plans as they were: bones from skeletons for white dye, poppy and bone meal for pink', () => {
    expect(every.spawnRules).toEqual({ mobs: true, hostiles: true });
    expect(route(every, 'white_dye')).toEqual(['kill bone', 'craft bone_meal', 'craft white_dye']);
    expect(route(every, 'pink_dye')).toEqual(['mine poppy', 'craft red_dye', 'kill bone', 'craft bone_meal', 'craft white_dye', 'craft pink_dye']);
    expect(kills(every.chain([{ item: 'gunpowder', count: 1 }]))).toContain('creeper');
  });
});

describe("JARVIS-1's paper setting reaches the planner", () => {
  it('plans the dye tasks without a hostile hunt, and runs them', () => {
    const paper = { ...JARVIS_PAPER_RULES, xray: false, pauseWhileThinking: true };
    for (const name of ['white_dye', 'light_gray_dye', 'pink_dye', 'light_gray_wool', 'pink_wool']) {
      const t = JARVIS_TASKS.find((x) => x.name === name)!;
      expect(whyNotRun(t, paper), name).toBeNull();
      const skills = JSON.stringify(taskPlan(t, paper).plan);
      expect(skills, name).not.toMatch(/"mob":"(skeleton|stray)"|"item":"bone"/);
      // With hostiles on, the bone is a skeleton's drop, hunted by its count (offline.ts huntedBy).
      expect(JSON.stringify(taskPlan(t).plan), name).toMatch(/"item":"bone"/);
    }
  });
});
