/**
 * The offline knowledge planner: goal text → plan, with no LLM. It reads a
 * verb, a count and a thing ("obtain a diamond pickaxe", "get 10 iron ingots",
 * "kill 2 zombies", "cook some beef") and lays out the knowledge chain as
 * explicit plan steps, the way a good LLM plan would.
 */
import type { ItemCount, Knowledge, ObtainStep } from '../knowledge/types.js';
import { KnowledgeError } from '../knowledge/types.js';
import { chainStepCall } from '../skills/chain-step.js';
import { SKILLS } from '../skills/index.js';
import { formatIssue } from './issues.js';
import { MAX_COUNT, validatePlan } from './validate.js';
import type { Plan, PlanNode, SkillNode } from '../contracts/plan.js';

export class GoalNotUnderstood extends Error {
  constructor(goal: string, why: string) {
    super(
      `cannot read the goal "${goal}": ${why}. The offline planner understands goals like ` +
        `"obtain a diamond pickaxe", "get 10 iron ingots", "craft a bed", "mine 5 coal", "kill 2 zombies", "cook some beef", "eat". ` +
        `For other goals configure an LLM: set OPENAI_API_KEY (and OPENAI_BASE_URL for a local server such as Ollama) and SAPLING_MODEL, then run with --planner llm.`,
    );
    this.name = 'GoalNotUnderstood';
  }
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  'thirty-two': 32,
  forty: 40,
  fifty: 50,
  sixty: 60,
  'sixty-four': 64,
  hundred: 100,
  'a hundred': 100,
  dozen: 12,
  'a dozen': 12,
  'a couple of': 2,
  'a couple': 2,
  'a few': 3,
  few: 3,
  some: 1,
  several: 3,
  'a stack of': 64,
  stack: 64,
};

const VERBS: Record<string, 'obtain' | 'kill' | 'cook' | 'eat'> = {
  obtain: 'obtain',
  get: 'obtain',
  collect: 'obtain',
  gather: 'obtain',
  make: 'obtain',
  craft: 'obtain',
  build: 'obtain',
  mine: 'obtain',
  find: 'obtain',
  acquire: 'obtain',
  chop: 'obtain',
  harvest: 'obtain',
  farm: 'obtain',
  smelt: 'obtain',
  have: 'obtain',
  kill: 'kill',
  hunt: 'kill',
  slay: 'kill',
  defeat: 'kill',
  fight: 'kill',
  attack: 'kill',
  cook: 'cook',
  roast: 'cook',
  bake: 'cook',
  eat: 'eat',
};

export interface ParsedGoal {
  verb: 'obtain' | 'kill' | 'cook' | 'eat';
  count: number;
  thing: string;
}

export function parseGoal(goal: string): ParsedGoal | null {
  let text = goal
    .toLowerCase()
    .replace(/[.!?]+$/g, '')
    .replace(/\b(please|me|for me|yourself)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  text = text.replace(/^(i want you to|i want to|try to|go and|go|can you|let's|lets)\s+/, '');
  const [first = '', ...rest] = text.split(' ');
  // Own words only: `constructor` or `__proto__` must not read as verbs.
  const verb = Object.hasOwn(VERBS, first) ? VERBS[first] : undefined;
  if (!verb) return null;
  let tail = rest.join(' ').replace(/^(some more|more)\s+/, 'some ');
  let count = 1;
  const digits = /^(\d+)\s*x?\s+/.exec(tail);
  if (digits) {
    count = Number(digits[1]);
    tail = tail.slice(digits[0].length);
  } else {
    for (const word of Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length)) {
      if (tail === word || tail.startsWith(`${word} `)) {
        count = NUMBER_WORDS[word]!;
        tail = tail.slice(word.length).trim();
        break;
      }
    }
  }
  tail = tail.replace(/^(of|the)\s+/, '').trim();
  return { verb, count, thing: tail };
}

/**
 * The offline planner. It never hands out a plan the validator would refuse:
 * a goal whose plan breaks a limit (a step needing more than an inventory
 * holds: 289 furnaces take 2,312 cobblestone) is a goal it cannot plan.
 */
/** A goal's verb, count and thing, or GoalNotUnderstood: no verb, or a count no inventory could hold. */
export function readGoal(goal: string): ParsedGoal {
  const parsed = parseGoal(goal);
  if (!parsed) throw new GoalNotUnderstood(goal, 'it does not start with a verb such as obtain, get, craft, mine, kill, cook or eat');
  if (!Number.isInteger(parsed.count) || parsed.count < 1 || parsed.count > MAX_COUNT)
    throw new GoalNotUnderstood(goal, `the count ${parsed.count} is outside 1..${MAX_COUNT} (36 slots of 64)`);
  return parsed;
}

export function knowledgePlan(goal: string, k: Knowledge): Plan {
  const plan = draftPlan(goal, k);
  const v = validatePlan(plan, k, SKILLS);
  if (!v.ok) throw new GoalNotUnderstood(goal, `its plan breaks a limit: ${formatIssue(v.issues[0]!)}; ask for fewer`);
  return plan;
}

function draftPlan(goal: string, k: Knowledge): Plan {
  const parsed = readGoal(goal);
  if (parsed.verb === 'eat') return eatPlan(goal, parsed, k);
  if (parsed.verb === 'kill') return killPlan(goal, parsed, k);
  let item = resolveItem(parsed.thing, k);
  if (!item) throw new GoalNotUnderstood(goal, unknownThing(parsed.thing, 'item', k));
  if (parsed.verb === 'cook') item = k.smeltOutput(item) ?? item;
  return obtainPlan(goal, { item, count: parsed.count }, k);
}

function resolveItem(thing: string, k: Knowledge): string | null {
  const r = k.resolve(thing, 'item');
  if (!r) return null;
  // A group goal ("wood") is met by its commonest member.
  return r.startsWith('#') ? (k.members(r)[0] ?? null) : r;
}

function unknownThing(thing: string, kind: 'item' | 'mob', k: Knowledge): string {
  const s = k.suggest(thing, kind, 3);
  return `"${thing}" is not ${kind === 'item' ? 'an item' : 'a mob'} it knows${s.length ? ` (did you mean ${s.map((x) => `'${x}'`).join(' or ')}?)` : ''}`;
}

export function obtainPlan(goal: string, target: ItemCount, k: Knowledge): Plan {
  let steps: ObtainStep[];
  const spares = sparesFor(target, k);
  try {
    steps = k.chain([target, ...spares]);
  } catch (e) {
    if (e instanceof KnowledgeError) throw new GoalNotUnderstood(goal, e.message);
    throw e;
  }
  steps = earliest(steps, 'stone_sword', 'stone_pickaxe');
  const nodes: PlanNode[] = steps.map((s) =>
    s.action === 'craft' && ownGroupFirst(s.item, k) ? leaf('obtain', { item: s.item, count: s.count }) : stepNode(s),
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
    thoughts: `To have ${target.count} ${target.item} from an empty inventory: ${route}. Each step is skipped when its result is already in the inventory.${spare}`,
    plan: { type: 'sequence', steps: nodes },
  };
}

/**
 * What a deep goal (one that needs an iron pickaxe: diamonds, and whatever is
 * made from them) carries beyond its chain. Underground, cobblestone is
 * everywhere but logs are not: sticks and planks let a worn pickaxe be
 * re-made on a table crafted on the spot (a log makes four planks of one kind) (a pickaxe wears out after 59 blocks
 * of wood, 131 of stone), and a stone sword keeps the pickaxes out of fights.
 */
export const DEEP_SPARES: readonly ItemCount[] = [
  { item: 'stick', count: 12 },
  { item: '#logs', count: 1 },
  { item: 'stone_sword', count: 1 },
];

function sparesFor(target: ItemCount, k: Knowledge): ItemCount[] {
  let steps: ObtainStep[];
  try {
    steps = k.chain([target]);
  } catch {
    return [];
  }
  const deep = steps.some((s) => s.needs.includes('iron_pickaxe') || s.needs.includes('diamond_pickaxe'));
  return deep ? DEEP_SPARES.filter((s) => s.item !== target.item) : [];
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

function killPlan(goal: string, p: ParsedGoal, k: Knowledge): Plan {
  const mob = k.resolve(p.thing, 'mob');
  if (!mob || !k.isMob(mob)) throw new GoalNotUnderstood(goal, unknownThing(p.thing, 'mob', k));
  const steps: PlanNode[] = [];
  if (k.hostile(mob))
    steps.push({
      type: 'selector',
      steps: [{ type: 'condition', check: { kind: 'has_item', item: 'stone_sword', count: 1 } }, leaf('obtain', { item: 'stone_sword', count: 1 })],
    });
  steps.push(leaf('kill', { mob, count: p.count }));
  return {
    goal,
    thoughts: `Find and kill ${p.count} ${mob}${k.hostile(mob) ? ', with a stone sword first since it fights back' : ''}.`,
    plan: { type: 'sequence', steps },
  };
}

function eatPlan(goal: string, p: ParsedGoal, k: Knowledge): Plan {
  const food = p.thing ? resolveItem(p.thing, k) : null;
  if (p.thing && (!food || k.foodPoints(food) === 0)) throw new GoalNotUnderstood(goal, unknownThing(p.thing, 'item', k));
  if (!food) return { goal, thoughts: 'Eat the best food in the inventory.', plan: leaf('eat', { food: null }) };
  const plan = obtainPlan(goal, { item: food, count: 1 }, k);
  (plan.plan as { steps: PlanNode[] }).steps.push(leaf('eat', { food }));
  return { ...plan, thoughts: `${plan.thoughts} Then eat it.` };
}
