import { describe, expect, it } from 'vitest';
import { compilePlan } from '../../src/compile/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { SKILLS } from '../../src/skills/index.js';
import { knowledgePlan, validatePlan } from '../../src/plan/index.js';
import type { Plan } from '../../src/contracts/plan.js';

const k = getKnowledge();
const leaves = (goal: string) => (knowledgePlan(goal, k).plan as { steps: { skill: string; args: Record<string, unknown> }[] }).steps;
const countOf = (goal: string, skill: string, item: string) =>
  leaves(goal).find((s) => s.skill === skill && (s.args.item === item || s.args.block === item))?.args.count;

describe('offline planner spares for deep goals', () => {
  it('a goal that needs an iron pickaxe carries spare sticks, a log and a stone sword made right after the stone pickaxe', () => {
    const steps = leaves('obtain a diamond pickaxe');
    const sword = steps.findIndex((s) => s.skill === 'craft' && s.args.item === 'stone_sword');
    const pick = steps.findIndex((s) => s.skill === 'craft' && s.args.item === 'stone_pickaxe');
    // Right after the rest of the cobblestone, mined with the new pickaxe.
    expect(sword).toBe(pick + 2);
    expect(countOf('obtain a diamond pickaxe', 'craft', 'stick')).toBeGreaterThan(countOf('obtain an iron pickaxe', 'craft', 'stick') as number);
    expect(countOf('obtain a diamond pickaxe', 'mine', '#logs')).toBeGreaterThan(countOf('obtain an iron pickaxe', 'mine', '#logs') as number);
    expect(validatePlan(knowledgePlan('obtain a diamond pickaxe', k), k).ok).toBe(true);
    expect(steps.at(-1)).toMatchObject({ skill: 'obtain', args: { item: 'diamond_pickaxe', count: 1 } });
  });

  it('makes the stone pickaxe from the first 3 cobblestone and mines the rest with it', () => {
    const steps = leaves('obtain a diamond pickaxe');
    const pick = steps.findIndex((s) => s.skill === 'craft' && s.args.item === 'stone_pickaxe');
    const stone = { skill: 'mine', args: { block: '#stone_crafting_materials' } };
    expect(steps[pick - 1]).toMatchObject({ ...stone, args: { ...stone.args, count: 3 } });
    expect(steps[pick + 1]).toMatchObject({ ...stone, args: { ...stone.args, count: 10 } });
    // A goal that needs no more than the pickaxe's share keeps one mine step.
    const own = leaves('obtain a stone pickaxe').filter((s) => s.skill === 'mine' && s.args.block === '#stone_crafting_materials');
    expect(own.map((s) => s.args.count)).toEqual([3]);
  });

  it('a goal that needs an iron pickaxe makes a shield right after it, from a fourth iron ingot', () => {
    const steps = leaves('obtain a diamond pickaxe');
    const shield = steps.findIndex((s) => s.skill === 'craft' && s.args.item === 'shield');
    const pick = steps.findIndex((s) => s.skill === 'craft' && s.args.item === 'iron_pickaxe');
    expect(shield).toBe(pick + 1);
    expect(countOf('obtain a diamond pickaxe', 'smelt', 'iron_ingot')).toBe(4);
    expect(countOf('obtain an iron pickaxe', 'smelt', 'iron_ingot')).toBe(3);
  });

  it('a goal mined with a stone pickaxe carries sticks and a log for one more pickaxe and its table, and a stone sword', () => {
    // Four sticks over the pickaxes' own (a stone pickaxe wears out in about one 64-block tunnel), and the sword's.
    expect(countOf('obtain 1 iron_ingot', 'craft', 'stick')).toBe(9);
    expect(leaves('obtain an iron pickaxe').some((s) => s.args.item === 'stone_sword')).toBe(true);
    // One log more for the spare pickaxe's table, and one for the planks of the sword's stick.
    expect(countOf('obtain 1 iron_ingot', 'mine', '#logs')).toBe((countOf('obtain a stone pickaxe', 'mine', '#logs') as number) + 2);
    expect(countOf('obtain a stone pickaxe', 'craft', 'stick')).toBe(4);
  });

  it('a shallow goal carries nothing extra', () => {
    expect(leaves('obtain a stone pickaxe').some((s) => s.args.item === 'stone_sword')).toBe(false);
    expect(leaves('obtain a wooden pickaxe').map((s) => s.skill)).not.toContain('kill');
  });
});

describe('offline plans for mobs', () => {
  it('a bed: white wool is obtained by count (sheep come in colours), and the bed is made from wool, never by dyeing a bed', () => {
    const k = getKnowledge();
    const plan = knowledgePlan('craft a bed', k);
    const leaves = (plan.plan as { steps: { skill: string; args: Record<string, unknown> }[] }).steps;
    expect(leaves[0]).toMatchObject({ skill: 'obtain', args: { item: 'white_wool', count: 3 } });
    const tree = compilePlan(plan, k, SKILLS);
    const needed = Object.values(tree.leaves).map((l) => String(l.args.item ?? l.args.block ?? l.args.mob));
    expect(needed).not.toContain('white_dye');
    expect(needed).not.toContain('#beds');
    expect(leaves.filter((s) => s.skill === 'obtain' && s.args.item === 'white_bed')).toHaveLength(1);
  });
});

describe('offline plans from what the inventory holds', () => {
  const skills = (p: Plan): string[] => JSON.stringify(p.plan).match(/"skill":"\w+","args":\{"(?:item|block)":"[^"]+"/g) ?? [];

  it('makes a milk bucket from the three iron ingots held, without mining for iron (Plan4MC milk_bucket kit)', () => {
    const plan = knowledgePlan('obtain 1 milk_bucket', k, { crafting_table: 1, iron_ingot: 3 });
    const steps = skills(plan).join(' ');
    expect(steps).toContain('"skill":"craft","args":{"item":"bucket"');
    expect(steps).not.toMatch(/raw_iron|#logs|stone_pickaxe/);
    expect(plan.thoughts).toContain('what the inventory holds (1 crafting_table, 3 iron_ingot)');
    // From nothing the same goal goes by logs, stone and iron.
    expect(skills(knowledgePlan('obtain 1 milk_bucket', k)).join(' ')).toMatch(/raw_iron/);
  });
});
