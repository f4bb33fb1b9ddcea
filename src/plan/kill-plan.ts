/**
 * The offline plan for a kill goal. A hostile mob fights back, so the plan first makes the kit a strong player
 * brings (knowledge's kitFor: a stone sword, then by day an iron sword, a shield, and iron armour against more than one everyday foe), each piece
 * skipped when already held, the iron ones also once night has come (the hunt goes on with what there is). A
 * passive mob is just hunted.
 */
import { kitFor, type KitPiece } from '../knowledge/tables/combat.js';
import type { Knowledge } from '../knowledge/types.js';
import type { Plan, PlanNode, SkillNode } from '../contracts/plan.js';
import { planSkills } from './registry.js';

const leaf = (skill: string, args: SkillNode['args']): SkillNode => ({ type: 'skill', skill, args });

const has = (item: string): PlanNode => ({ type: 'condition', check: { kind: 'has_item', item, count: 1 } });

/**
 * The preparation steps of a kill plan: one selector per kit piece (held already, or night for the iron, or obtain
 * it). The by-day pieces go in one sequence that may fail as a whole: a player who finds no coal or iron goes
 * hunting with the first piece (the stone sword) rather than not at all, and does not search again for each piece.
 * Before the armour for a pack or a strong mob, food by day; after it, a rest to full health.
 */
export function killPreparation(mob: string, k: Knowledge, count = 1): PlanNode[] {
  if (!k.hostile(mob)) return [];
  const kit = kitFor(mob, count);
  const night: PlanNode = { type: 'condition', check: { kind: 'time_of_day', period: 'night' } };
  const piece = ({ item, byDayOnly }: KitPiece): PlanNode => ({
    type: 'selector',
    steps: [has(item), ...(byDayOnly ? [night] : []), leaf('obtain', { item, count: 1 })],
  });
  const first = kit.filter((p) => !p.byDayOnly);
  const byDay = kit.filter((p) => p.byDayOnly);
  if (!byDay.length) return first.map(piece);
  // What the bot goes on with when a step cannot be done: the first piece, already held.
  const fallback = first.length ? [has(first.at(-1)!.item)] : [];
  const ironKit: PlanNode = { type: 'selector', steps: [{ type: 'sequence', steps: byDay.map(piece) }, ...fallback] };
  if (!armoured(kit)) return [...first.map(piece), ironKit];
  const provisions: PlanNode = { type: 'selector', steps: [carries(PROVISIONS), night, provision, ...fallback] };
  const restUp: PlanNode = { type: 'selector', steps: [fit, leaf('rest', { health: 20, ticks: REST_TICKS }), ...fallback] };
  return [...first.map(piece), provisions, ironKit, restUp];
}

/*
 * Against a pack or a strong mob the armour takes ten minutes of mining and smelting, which leave a bot at food 16
 * (no healing) and often half health, and an enderman's or a wither skeleton's hits are 7 and 8. A player takes food
 * along while the day is young (the eat reflex then heals on the way) and heals up before the fight. Measured on
 * Odyssey's arena (seeds 1-5): food fetched after the armour instead came too late (night) and lost more fights.
 */
/**
 * Cows looked for within a short spiral only: an open search for a herd ate the day the iron needed (12 game minutes
 * from a jungle seed) and the whole 30-minute budget of open-world pair fights. A 48-block spiral that finds none
 * costs 3.6 game minutes; 32 blocks, under two.
 */
const provision: PlanNode = {
  type: 'sequence',
  steps: [leaf('explore', { target: 'cow', strategy: 'surface', y: null, radius: 32 }), leaf('obtain', { item: 'cooked_beef', count: 2 })],
};
/** Hunger points carried that make the food hunt unnecessary: two cooked beef's worth. */
const PROVISIONS = 16;
/** Health below which a player heals before the fight the armour was made for. */
export const FIT_TO_FIGHT = 16;
/** At most two game minutes of rest: 12 points of health at one per 80 ticks take 48 seconds once fed. */
const REST_TICKS = 2400;

/** A kit with armour is for a pack or a strong mob: the fights that get food along and a rest first. */
const armoured = (kit: readonly KitPiece[]): boolean => kit.some((p) => p.item.endsWith('_chestplate'));
const carries = (points: number): PlanNode => ({ type: 'condition', check: { kind: 'carries_food', points } });
const fit: PlanNode = { type: 'condition', check: { kind: 'health', min: FIT_TO_FIGHT, max: null } };

/** Whether a plan node is a hunt itself (a skill that `hunts`: the kill step), as opposed to its preparation. */
export const isHunt = (n: PlanNode): boolean => n.type === 'skill' && planSkills().some((s) => s.name === n.skill && s.hunts === true);

/** `foes`: the hostiles the whole goal names (a pair of kill goals makes each kit for two), at least `count`. */
export function killPlan(goal: string, mob: string, count: number, k: Knowledge, foes = count): Plan {
  const fighting = Math.max(count, foes);
  const prep = killPreparation(mob, k, fighting);
  const pieces = kitFor(mob, fighting);
  const kit = pieces.map((p) => p.item.replace(/_/g, ' '));
  return {
    goal,
    thoughts: `Find and kill ${count} ${mob}${prep.length ? `; it fights back, so first a ${kit[0]}, then while it is day ${kit.slice(1).join(', ')}${armoured(pieces) ? ', with food taken along and a rest before the fight' : ''}` : ''}.`,
    plan: { type: 'sequence', steps: [...prep, leaf('kill', { mob, count })] },
  };
}
