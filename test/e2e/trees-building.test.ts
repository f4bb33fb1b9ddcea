/**
 * The building and survival trees of trees/, each called as a plan calls it
 * (a skill node with arguments, inlined and compiled with prerequisites,
 * reflexes and rule repairs) on the simulated world with mobs on, then judged
 * by the world and the inventory afterwards.
 *
 * Seeds: the builds that pick their own site need flat, clear ground near
 * where the prerequisites leave the bot; in a forest the bot climbs through
 * the canopy to find sky (leaves count as a roof) and finds none, so those
 * tests use seeds that start in open country.
 */
import { describe, expect, it } from 'vitest';
import { createSimBody, type SimBody } from '../../src/body/sim/index.js';
import type { Vec3Like } from '../../src/contracts/body.js';
import type { TraceEvent } from '../../src/contracts/trace.js';
import { findBlueprint } from '../../src/knowledge/blueprints.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { createRuleRepairer } from '../../src/llm/index.js';
import { planSkills, validatePlan, type ArgValue, type Plan } from '../../src/plan/index.js';
import { compilePlan } from '../../src/compile/index.js';
import { runTree } from '../../src/run/index.js';
import { missingCells } from '../../src/skills/build.js';

const k = getKnowledge();

/** A plan that calls one tree; arguments left out are passed as null (the tree's default). */
function callPlan(tree: string, args: Record<string, ArgValue> = {}): Plan {
  const skill = planSkills().find((s) => s.name === tree);
  if (!skill) throw new Error(`no tree '${tree}' in the registry`);
  const all = Object.fromEntries(Object.keys(skill.args).map((a) => [a, args[a] ?? null]));
  return { goal: tree, thoughts: `call the ${tree} tree`, plan: { type: 'skill', skill: tree, args: all } };
}

async function runCall(tree: string, seed: number, args: Record<string, ArgValue> = {}, setup?: (body: SimBody) => void) {
  const body = createSimBody({ seed, pauseWhileThinking: true });
  setup?.(body);
  const plan = callPlan(tree, args);
  const r = await runTree({ body, knowledge: k, skills: planSkills(), goal: plan.goal, plan, repairer: createRuleRepairer(k) });
  return { r, body };
}

const feet = (body: SimBody): Vec3Like => {
  const p = body.position();
  return { x: Math.floor(p.x), y: Math.floor(p.y), z: Math.floor(p.z) };
};

/** Every cell within `radius` (and `dy` up and down) of the bot. */
function* around(body: SimBody, radius: number, dy = radius): Generator<Vec3Like> {
  const f = feet(body);
  for (let y = f.y - dy; y <= f.y + dy; y++)
    for (let x = f.x - radius; x <= f.x + radius; x++) for (let z = f.z - radius; z <= f.z + radius; z++) yield { x, y, z };
}

const blocksNear = (body: SimBody, names: string[], radius: number, dy = radius): Vec3Like[] =>
  [...around(body, radius, dy)].filter((p) => names.includes(body.blockAt(p) ?? ''));

/** An origin near the bot where the whole blueprint stands. */
function standing(body: SimBody, blueprint: string, radius = 16): Vec3Like | null {
  const bp = findBlueprint(blueprint, k)!;
  const first = bp.blocks[0]!;
  const accepted = k.members(first.block);
  for (const p of around(body, radius, 8)) {
    if (!accepted.includes(body.blockAt(p) ?? '')) continue;
    const origin = { x: p.x - first.x, y: p.y - first.y, z: p.z - first.z };
    if (missingCells(body, bp, origin, k).length === 0) return origin;
  }
  return null;
}

describe('building trees', () => {
  // Seed 24 starts on open birch-forest edge; seed 1 (desert) and most forest seeds find no site for it (see the header).
  it('build_shelter puts the shelter up next to the bot (seed 24)', async () => {
    const { r, body } = await runCall('build_shelter', 24);
    expect(r.ok, r.reason).toBe(true);
    expect(standing(body, 'shelter')).not.toBeNull();
    expect(body.vitals().health).toBeGreaterThan(0);
  });

  it('build_house puts the plank house up, planks from logs (seed 2)', async () => {
    const { r, body } = await runCall('build_house', 2);
    expect(r.ok, r.reason).toBe(true);
    expect(standing(body, 'house')).not.toBeNull();
  });

  it('bridge lays the bridge next to the bot when no coordinates are given (seed 1)', async () => {
    const { r, body } = await runCall('bridge', 1);
    expect(r.ok, r.reason).toBe(true);
    expect(standing(body, 'bridge')).not.toBeNull();
  });

  it('landmark raises the cobblestone pillar (seed 1)', async () => {
    const { r, body } = await runCall('landmark', 1);
    expect(r.ok, r.reason).toBe(true);
    expect(standing(body, 'pillar')).not.toBeNull();
  });

  it('furnace_setup leaves a furnace standing by the bot (seed 2)', async () => {
    const { r, body } = await runCall('furnace_setup', 2);
    expect(r.ok, r.reason).toBe(true);
    expect(blocksNear(body, ['furnace'], 6).length).toBeGreaterThanOrEqual(1);
  });

  it('store_inventory makes and places a chest and puts the items in it (seed 2)', async () => {
    const { r, body } = await runCall('store_inventory', 2, { item: 'cobblestone', count: 8 });
    expect(r.ok, r.reason).toBe(true);
    const chests = blocksNear(body, ['chest'], 6);
    expect(chests.length).toBeGreaterThanOrEqual(1);
    const held = chests.flatMap((c) => body.world.chestAt(c) ?? []).filter((s) => s.name === 'cobblestone');
    expect(held.reduce((n, s) => n + s.count, 0)).toBe(8);
  });
});

describe('survival trees', () => {
  it('stone_tools makes the four stone tools (seed 1)', async () => {
    const { r, body } = await runCall('stone_tools', 1);
    expect(r.ok, r.reason).toBe(true);
    for (const t of ['stone_pickaxe', 'stone_axe', 'stone_shovel', 'stone_sword']) expect(body.count(t), t).toBe(1);
  });

  it('make_torches crafts the torches asked for (seed 2)', async () => {
    const { r, body } = await runCall('make_torches', 2, { count: 8 });
    expect(r.ok, r.reason).toBe(true);
    expect(body.count('torch')).toBeGreaterThanOrEqual(8);
  });

  it('light_area sets four torches around the bot (seed 2)', async () => {
    const { r, body } = await runCall('light_area', 2);
    expect(r.ok, r.reason).toBe(true);
    expect(blocksNear(body, ['torch', 'wall_torch'], 4).length).toBeGreaterThanOrEqual(4);
  });

  it('cook_food hunts and cooks two meals (seed 2)', async () => {
    const { r, body } = await runCall('cook_food', 2, { count: 2 });
    expect(r.ok, r.reason).toBe(true);
    const cooked = ['cooked_beef', 'cooked_porkchop', 'cooked_mutton'].map((f) => body.count(f));
    expect(Math.max(...cooked)).toBeGreaterThanOrEqual(2);
  });

  it('dig_to_level digs down to the level asked for (seed 2)', async () => {
    const { r, body } = await runCall('dig_to_level', 2, { y: 20 });
    expect(r.ok, r.reason).toBe(true);
    expect(feet(body).y).toBeLessThanOrEqual(20);
    expect(body.count('wooden_pickaxe') + body.count('stone_pickaxe')).toBeGreaterThanOrEqual(1);
  });

  // Seed 1 chops an oak at a badlands edge and digs down under its crown; the shaft breaks into a cave at y 58..62, and with
  // 4 blocks left after pillaring from y 50 the bot cuts steps into the wall for the rest. Under a tree is on the surface
  // (go_up's rule): the test asks for the level the dig started from with nothing overhead but air and leaves.
  it('go_to_surface climbs back to open sky after a dig down (seed 1)', async () => {
    const body = createSimBody({ seed: 1, pauseWhileThinking: true });
    const plan: Plan = {
      goal: 'down and back up',
      thoughts: 'two trees in a row',
      plan: {
        type: 'sequence',
        steps: [
          { type: 'skill', skill: 'dig_to_level', args: { y: 50 } },
          { type: 'skill', skill: 'go_to_surface', args: {} },
        ],
      },
    };
    let top: Vec3Like | null = null;
    const onEvent = (e: TraceEvent): void => {
      if (e.type === 'skill_start' && e.skill === 'dig_down') top ??= feet(body);
    };
    const r = await runTree({ body, knowledge: k, skills: planSkills(), goal: plan.goal, plan, repairer: createRuleRepairer(k), onEvent });
    expect(r.ok, r.reason).toBe(true);
    const f = feet(body);
    expect(top).not.toBeNull();
    expect(f.y).toBeGreaterThanOrEqual(top!.y);
    for (let y = f.y; y <= body.world.heightAt(f.x, f.z); y++) expect(body.world.getBlock({ ...f, y }), `y ${y}`).toMatch(/^air$|_leaves$/);
  });

  it('go_home walks to the coordinates given (seed 1)', async () => {
    const body = createSimBody({ seed: 1, pauseWhileThinking: true });
    const start = feet(body);
    const home = { x: start.x + 14, z: start.z - 10 };
    const y = body.world.heightAt(home.x, home.z) + 1;
    const plan = callPlan('go_home', { ...home, y });
    const r = await runTree({ body, knowledge: k, skills: planSkills(), goal: plan.goal, plan, repairer: createRuleRepairer(k) });
    expect(r.ok, r.reason).toBe(true);
    const p = body.position();
    expect(Math.hypot(p.x - (home.x + 0.5), p.z - (home.z + 0.5))).toBeLessThanOrEqual(3);
  });

  it('survive_first_night arms, cooks, and is alive in the morning after the night (seed 2)', async () => {
    const { r, body } = await runCall('survive_first_night', 2);
    expect(r.ok, r.reason).toBe(true);
    expect(body.vitals().health).toBeGreaterThan(0);
    expect(body.timeOfDay()).toBeLessThan(13000);
    // A night went by: the world's clock is past a full day's nightfall.
    expect(body.world.tick).toBeGreaterThan(13000);
    expect(body.count('stone_sword')).toBe(1);
  });

  it('escape_low_health eats and rests up on the surface (seed 2)', async () => {
    const { r, body } = await runCall('escape_low_health', 2, { health: 16 }, (b) => {
      b.world.player.health = 6;
      b.world.player.food = 12;
      b.world.player.inventory.add('bread', 3);
    });
    expect(r.ok, r.reason).toBe(true);
    expect(body.count('bread')).toBeLessThan(3);
    expect(body.vitals().health).toBeGreaterThanOrEqual(16);
  });
});

describe('a plan calling a tree with arguments', () => {
  it('validates and compiles, with the arguments bound into the leaves', () => {
    const plan = callPlan('store_inventory', { item: 'oak_log', count: 4 });
    const v = validatePlan(plan, k);
    expect(v.ok, JSON.stringify(!v.ok && v.issues)).toBe(true);
    const tree = compilePlan(plan, k, planSkills());
    const leaves = Object.values(tree.leaves);
    expect(leaves.some((l) => l.skill === 'store' && l.args.item === 'oak_log' && l.args.count === 4)).toBe(true);
  });

  it('refuses an argument of the wrong type, naming the tree', () => {
    const v = validatePlan(callPlan('make_torches', { count: 'many' }), k);
    expect(v.ok).toBe(false);
  });

  it('binds a null default to null: the bridge goes next to the bot', () => {
    const tree = compilePlan(callPlan('bridge'), k, planSkills());
    const build = Object.values(tree.leaves).find((l) => l.skill === 'build');
    expect(build?.args).toMatchObject({ blueprint: 'bridge', x: null, y: null, z: null });
  });
});
