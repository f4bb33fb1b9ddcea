/**
 * The offline knowledge planner: goal text → plan, with no LLM. It reads the
 * goals a sentence names (goal.ts: "obtain a diamond pickaxe", "I need 10 iron
 * ingots", "kill 2 zombies", "grow 5 carrots", "a stone pickaxe and 4
 * torches") and lays out each one's knowledge chain as explicit plan steps,
 * the way a good LLM plan would.
 */
import type { ItemCount, Knowledge, ObtainStep } from '../knowledge/types.js';
import { KnowledgeError } from '../knowledge/types.js';
import { chainStepCall } from '../skills/chain-step.js';
import { farm } from '../skills/index.js';
import type { SkillArgs } from '../contracts/plan.js';
import { planSkills } from './registry.js';
import { readGoals, type ReadGoal } from './goal.js';
import { formatIssue } from './issues.js';
import { GoalNotPossible } from './not-understood.js';
import { killPlan, killPreparation } from './kill-plan.js';
import { validatePlan } from './validate.js';
import type { Plan, PlanNode, SkillNode } from '../contracts/plan.js';

export { GoalNotPossible, GoalNotUnderstood } from './not-understood.js';
export { parseGoal, type ParsedGoal } from './read-goal.js';
export { killPreparation, isHunt } from './kill-plan.js';

/** What the inventory holds when the plan is made: the chain starts from it, as a player's plan would. */
export type Have = ReadonlyMap<string, number> | Readonly<Record<string, number>>;

const held = (have: Have): string => {
  const items = (have instanceof Map ? [...have] : Object.entries(have)).filter(([, n]) => n > 0);
  return items.length ? `what the inventory holds (${items.map(([i, n]) => `${n} ${i}`).join(', ')})` : 'an empty inventory';
};

/**
 * The offline planner. It never hands out a plan the validator would refuse:
 * a goal whose plan breaks a limit (a step needing more than an inventory
 * holds: 289 furnaces take 2,312 cobblestone) is a goal it cannot plan.
 * `have` is the inventory at the start: what it holds is not made again.
 */
export function knowledgePlan(goal: string, k: Knowledge, have: Have = {}): Plan {
  const plan = draftPlan(goal, readGoals(goal, k), k, have);
  const v = validatePlan(plan, k, planSkills(k));
  if (!v.ok) throw new GoalNotPossible(goal, `its plan breaks a limit: ${formatIssue(v.issues[0]!)}; ask for fewer`);
  return plan;
}

/**
 * One goal's plan as it is; several goals' plans one after another. A later
 * goal may use up an earlier one (a crafting table eats a log), so every
 * earlier obtain goal is topped up at the end: a no-op when it still holds,
 * and then its goal check holds too. Items a later goal places ("make 5
 * torches, then place them") are not made again.
 */
function draftPlan(goal: string, parts: ReadGoal[], k: Knowledge, have: Have): Plan {
  // Every hostile the goal names is a foe each kill step's kit is made for: "a zombie, then a skeleton" is two.
  const foes = parts.reduce((n, { goal: g }) => n + (g.kind === 'kill' && k.hostile(g.target!) ? g.count : 0), 0);
  const plans = parts.map((p) => partPlan(goal, p, k, have, foes));
  if (plans.length === 1) return plans[0]!;
  const steps = plans.flatMap((p) => (p.plan.type === 'sequence' ? p.plan.steps : [p.plan]));
  const placed = new Set(parts.flatMap(({ goal: g }) => (g.kind === 'place' ? [g.target] : [])));
  const topUps = parts
    .slice(0, -1)
    .flatMap(({ goal: g }) =>
      g.kind === 'obtain' && g.target && !placed.has(resolveItem(g.target, k)) ? [leaf('obtain', { item: g.target, count: g.count })] : [],
    );
  const thoughts = plans.map((p, i) => `${i + 1}. ${p.thoughts}`).join(' ');
  const again = topUps.length ? ' Last, the earlier items are topped up in case a later goal used them.' : '';
  return { goal, thoughts: `${parts.length} goals in order. ${thoughts}${again}`, plan: { type: 'sequence', steps: [...steps, ...topUps] } };
}

function partPlan(goal: string, { goal: g, farm: grow }: ReadGoal, k: Knowledge, have: Have, foes: number): Plan {
  if (g.kind === 'eat') return eatPlan(goal, g.target && resolveItem(g.target, k), k, have);
  if (g.kind === 'kill') {
    // A hunt for a mob the world never spawns would only run out the clock.
    if (!k.spawns(g.target!))
      throw new GoalNotPossible(goal, `${g.target} never spawns in this world (${k.spawnRules.mobs ? 'hostile mobs are off' : 'mobs are off'})`);
    return killPlan(goal, g.target!, g.count, k, foes);
  }
  if (g.kind === 'build')
    return callPlan(
      goal,
      'build',
      { blueprint: g.target!, x: null, y: null, z: null },
      `Build the ${g.target} blueprint next to the bot; the build step first obtains its materials.`,
    );
  if (g.kind === 'till')
    return callPlan(goal, 'till', { count: g.count }, `Till ${g.count} farmland by the bot; the till step first makes a wooden hoe when no hoe is held.`);
  if (g.kind === 'tree')
    return callPlan(goal, g.target!, treeDefaults(g.target!, k), `Run the tree ${g.target} with its defaults; each of its steps obtains what it lacks.`);
  const target = { item: resolveItem(g.target!, k), count: g.count };
  if (g.kind === 'place') return placePlan(goal, target, k, have);
  return grow ? farmPlan(goal, target, k, have) : obtainPlan(goal, target, k, have);
}

/** One call of a skill or a tree. */
const callPlan = (goal: string, skill: string, args: SkillArgs, thoughts: string): Plan => ({ goal, thoughts, plan: { type: 'skill', skill, args } });

/** A tree called from words alone passes null for every parameter: its defaults. */
function treeDefaults(name: string, k: Knowledge): SkillArgs {
  const tree = planSkills(k).find((s) => s.name === name);
  return Object.fromEntries(Object.keys(tree?.args ?? {}).map((a) => [a, null]));
}

/** A group goal ("wood") is met by its commonest member. */
const resolveItem = (item: string, k: Knowledge): string => (item.startsWith('#') ? (k.members(item)[0] ?? item) : item);

export function obtainPlan(goal: string, target: ItemCount, k: Knowledge, have: Have = {}): Plan {
  let steps: ObtainStep[];
  const spares = sparesFor(target, k, have);
  try {
    steps = k.chain([target, ...spares], have);
  } catch (e) {
    if (e instanceof KnowledgeError) throw new GoalNotPossible(goal, e.message);
    throw e;
  }
  steps = earliest(steps, 'stone_sword', 'stone_pickaxe');
  steps = earliest(steps, 'shield', 'iron_pickaxe');
  steps = pickaxeFirst(steps);
  const nodes: PlanNode[] = armFirst(
    steps,
    steps.map((s) => ((s.action === 'craft' && ownGroupFirst(s.item, k)) || huntedBy(s, k) ? leaf('obtain', { item: s.item, count: s.count }) : stepNode(s))),
    k,
  );
  const last = nodes[nodes.length - 1];
  const final = leaf('obtain', { item: target.item, count: target.count });
  if (JSON.stringify(last) !== JSON.stringify(final)) nodes.push(final);
  const route = steps.map((s) => `${s.action} ${s.count} ${s.item}`).join(', then ');
  const spare = spares.length
    ? ` It goes deep, so it also carries ${spares.map((s) => `${s.count} ${s.item}`).join(', ')}: a worn-out pickaxe is re-made from cobblestone underground, and mobs are fought with a sword.`
    : '';
  return {
    goal,
    thoughts: `To have ${target.count} ${target.item} from ${held(have)}: ${route}. Each step is skipped when its result is already in the inventory.${spare}`,
    plan: { type: 'sequence', steps: nodes },
  };
}

/**
 * What a deep goal (one that needs an iron pickaxe: diamonds, and whatever is
 * made from them) carries beyond its chain. Underground, cobblestone is
 * everywhere but logs are not: sticks and planks let a worn pickaxe be
 * re-made on a table crafted on the spot (a log makes four planks of one kind) (a pickaxe wears out after 59 blocks
 * of wood, 131 of stone), and a stone sword keeps the pickaxes out of fights.
 * A shield, made from a fourth iron ingot as soon as the iron pickaxe is, blocks
 * arrows and zombie hits in the caves at diamond depth: over seeds 1–40 of the
 * diamond bench it halved the deaths (19 → 10).
 */
export const DEEP_SPARES: readonly ItemCount[] = [
  { item: 'stick', count: 12 },
  { item: '#logs', count: 1 },
  { item: 'stone_sword', count: 1 },
  { item: 'shield', count: 1 },
];

function sparesFor(target: ItemCount, k: Knowledge, have: Have): ItemCount[] {
  let steps: ObtainStep[];
  try {
    steps = k.chain([target], have);
  } catch {
    return [];
  }
  const deep = steps.some((s) => s.needs.includes('iron_pickaxe') || s.needs.includes('diamond_pickaxe'));
  if (deep) return DEEP_SPARES.filter((s) => s.item !== target.item);
  const ore = steps.some((s) => s.action === 'mine' && s.needs.includes('stone_pickaxe'));
  return ore ? ORE_SPARES.filter((s) => s.item !== target.item) : [];
}

/**
 * What a goal mined with a stone pickaxe (iron) carries: sticks and a log for one more pickaxe and the table to make
 * it on, and a stone sword. A stone pickaxe lasts 131 blocks, about a 64-block tunnel, its way down and back; worn out
 * at the far end with no wood, the bot had to climb out for a tree (Plan4MC's iron tasks, seed 4: out of time). In
 * the dark at y 16 zombies come by day too, and an unarmed bot can only walk off down its own tunnel: Plan4MC's iron
 * pickaxe, seed 1, died to them four times in ten minutes.
 */
export const ORE_SPARES: readonly ItemCount[] = [
  { item: 'stick', count: 4 },
  { item: '#logs', count: 1 },
  { item: 'stone_sword', count: 1 },
];

/**
 * A drop of a hostile mob (string, a spider eye) is hunted by its count, not by a number of kills: a spider drops 0-2
 * string and an eye a third of the time, and the `obtain` leaf kills one more until the inventory holds enough.
 */
const huntedBy = (s: ObtainStep, k: Knowledge): string | null =>
  s.action === 'kill' && s.source.kind === 'kill' && k.hostile(s.source.mobs[0]!) ? s.source.mobs[0]! : null;

/** The hostiles the hunts of a chain expect to kill: three spiders for an eye, as many as the string wanted. */
function expectedKills(steps: readonly ObtainStep[], k: Knowledge): number {
  return steps.reduce((n, s) => n + (huntedBy(s, k) && s.source.kind === 'kill' ? Math.ceil(s.produces / Math.max(s.source.perKill, 0.1)) : 0), 0);
}

/**
 * Before the first hunt of a hostile, the kit a kill goal for as many kills makes (kill-plan.ts: a stone sword, then
 * by day an iron sword, a shield and, for more than one kill, armour, food and a rest). Seed 5's spider eye went
 * hunting bare-handed, killed one spider at dusk at 7 health, and the shelter reflex then hid the unarmed bot for the
 * night the spiders were out.
 */
function armFirst(steps: readonly ObtainStep[], nodes: PlanNode[], k: Knowledge): PlanNode[] {
  const i = steps.findIndex((s) => huntedBy(s, k));
  if (i < 0) return nodes;
  return [...nodes.slice(0, i), ...killPreparation(huntedBy(steps[i]!, k)!, k, expectedKills(steps, k)), ...nodes.slice(i)];
}

/** Move the step making `item` to just after the step making `after`: a sword is no use once the goal is reached. */
function earliest(steps: ObtainStep[], item: string, after: string): ObtainStep[] {
  const i = steps.findIndex((s) => s.item === item);
  const j = steps.findIndex((s) => s.item === after);
  if (i < 0 || j < 0 || i < j) return steps;
  const out = steps.filter((_, n) => n !== i);
  out.splice(j + 1, 0, steps[i]!);
  return out;
}

/**
 * A pickaxe made from a block the plan mines more of than it needs (13 cobblestone, 3 of them for the stone pickaxe)
 * is made as soon as its share is in: the rest is mined with it, twice as fast, as a player does. The mine step is
 * split in two around the craft; nothing between them uses the block.
 */
function pickaxeFirst(steps: ObtainStep[]): ObtainStep[] {
  const out = [...steps];
  for (let j = 0; j < out.length; j++) {
    const craft = out[j]!;
    if (craft.action !== 'craft' || !craft.item.endsWith('_pickaxe')) continue;
    for (const use of craft.consumes) {
      const i = out.findIndex((s, n) => n < j && s.action === 'mine' && (s.item === use.item || s.group === use.item));
      const mine = out[i];
      if (!mine || mine.count <= use.count) continue;
      if (out.slice(i + 1, j).some((s) => s.consumes.some((c) => c.item === use.item || c.item === mine.item || c.item === mine.group))) continue;
      const rest = mine.count - use.count;
      out.splice(j + 1, 0, { ...mine, count: rest, produces: rest, needs: [craft.item] });
      out[i] = { ...mine, count: use.count, produces: use.count };
    }
  }
  return out;
}

/**
 * True when an item's first recipe consumes its own group (a white bed from
 * any bed and white dye): a craft leaf would be expanded through that recipe,
 * so the step is left to `obtain`, which follows the knowledge chain (wool and
 * planks).
 */
function ownGroupFirst(item: string, k: Knowledge): boolean {
  const r = k.recipes(item)[0];
  return r !== undefined && r.ingredients.some((i) => i.item === item || (k.isGroup(i.item) && k.members(i.item).includes(item)));
}

const leaf = (skill: string, args: SkillNode['args']): SkillNode => ({ type: 'skill', skill, args });

export function stepNode(s: ObtainStep): SkillNode {
  const { skill, args } = chainStepCall(s);
  return leaf(skill, args);
}

function eatPlan(goal: string, food: string | null, k: Knowledge, have: Have): Plan {
  if (!food) return { goal, thoughts: 'Eat the best food in the inventory.', plan: leaf('eat', { food: null }) };
  const plan = obtainPlan(goal, { item: food, count: 1 }, k, have);
  (plan.plan as { steps: PlanNode[] }).steps.push(leaf('eat', { food }));
  return { ...plan, thoughts: `${plan.thoughts} Then eat it.` };
}

/** Blocks put down beside the bot, one place step each, after obtaining them all. */
function placePlan(goal: string, target: ItemCount, k: Knowledge, have: Have): Plan {
  const plan = obtainPlan(goal, target, k, have);
  const place = leaf('place', { item: target.item, x: null, y: null, z: null });
  const steps = (plan.plan as { steps: PlanNode[] }).steps;
  steps.push(target.count === 1 ? place : { type: 'repeat', times: target.count, until: null, step: place });
  return { ...plan, thoughts: `${plan.thoughts} Then place ${target.count === 1 ? 'it' : `all ${target.count}`} beside the bot.` };
}

/**
 * A crop grown with the farm skill: a hoe and seed first (what the skill
 * itself says it needs), then the field. Wheat's knowledge chain already farms;
 * carrots and potatoes would otherwise be picked wild.
 */
function farmPlan(goal: string, target: ItemCount, k: Knowledge, have: Have): Plan {
  if (chainOf(goal, [target], k).some((s) => s.action === 'farm')) return obtainPlan(goal, target, k, have);
  const args = { item: target.item, count: target.count };
  const req = farm.requirements(args as Parameters<typeof farm.requirements>[0], k);
  const first = [...req.needs.map((item) => ({ item, count: 1 })), ...req.consumes];
  const steps: PlanNode[] = [...chainOf(goal, first, k, have).map(stepNode), leaf('farm', args), leaf('obtain', args)];
  return {
    goal,
    thoughts: `Grow ${target.count} ${target.item}: ${first.map((f) => `${f.count} ${f.item}`).join(' and ')} first, then till soil by water, plant and harvest.`,
    plan: { type: 'sequence', steps },
  };
}

function chainOf(goal: string, targets: ItemCount[], k: Knowledge, have: Have = {}): ObtainStep[] {
  try {
    return k.chain(targets, have);
  } catch (e) {
    if (e instanceof KnowledgeError) throw new GoalNotPossible(goal, e.message);
    throw e;
  }
}
