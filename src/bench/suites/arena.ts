/**
 * Odyssey's combat protocol on the simulated world, one seed at a time (zju-vipa/Odyssey `odyssey.py` inference:
 * preparation, then `combatEnv` and `summonMob`, then the fight):
 *
 * 1. Preparation: the offline plan for the task's kill goals without their hunting steps, i.e. the kit the kill
 *    plan makes (knowledge's COMBAT_KIT), in the survival world from an empty inventory: honest senses, hostile mobs
 *    on normal, keepInventory off (Odyssey prepared on peaceful), within 20 game minutes (Odyssey's 24000 ticks).
 * 2. The fight: the sim builds Odyssey's lit box around the bot and summons the mobs at Odyssey's offsets (sim/arena.ts,
 *    the seed's rng), and the bot runs the kill steps within 5 game minutes. A death ends it as a loss.
 */
import { createSimBody, type SimBody } from '../../body/sim/index.js';
import { getKnowledge, COMBAT_KIT } from '../../knowledge/index.js';
import { isHunt, type Plan, type PlanNode } from '../../plan/index.js';
import { runTree } from '../../run/index.js';
import { SKILLS } from '../../skills/index.js';
import { createRuleRepairer } from '../../llm/rules.js';
import { buildArena, type Arena } from '../../sim/arena.js';
import type { WorldRules } from './task.js';

export const PREP_MINUTES = 20;
export const FIGHT_MINUTES = 5;

export interface ArenaRun {
  seed: number;
  /** The preparation plan finished (each kit piece made or skipped at night) within its budget. */
  prepared: boolean;
  prepMinutes: number;
  /** Kit pieces held when the arena was built. */
  kit: string[];
  win: boolean;
  /** Health when the fight ended (0 after a death). */
  health: number;
  /** Deaths in the preparation and in the fight. */
  prepDeaths: number;
  fightDeaths: number;
  fightMinutes: number;
  reason: string;
  wallMs: number;
}

/** The plan with every hunting step taken out: what it prepares. Null when nothing is left. */
export function withoutHunts(n: PlanNode): PlanNode | null {
  if (isHunt(n)) return null;
  if (n.type !== 'sequence') return n;
  const steps = n.steps.map(withoutHunts).filter((s): s is PlanNode => s !== null);
  return steps.length ? { ...n, steps } : null;
}

/** Just the hunting steps, in order. */
export function huntsOf(n: PlanNode): PlanNode[] {
  if (isHunt(n)) return [n];
  return n.type === 'sequence' || n.type === 'selector' ? n.steps.flatMap(huntsOf) : [];
}

const held = (body: SimBody): string[] => {
  const worn = Object.values(body.world.player.armor);
  return COMBAT_KIT.map((p) => p.item).filter((item) => body.count(item) > 0 || worn.includes(item));
};

async function phase(body: SimBody, goal: string, plan: PlanNode, minutes: number, endOnDeath: boolean) {
  const k = getKnowledge();
  const stop = new AbortController();
  const deaths = body.world.deaths.length;
  const off = endOnDeath ? body.onTick(() => body.world.deaths.length > deaths && stop.abort()) : () => undefined;
  try {
    const r = await runTree({
      body,
      knowledge: k,
      skills: SKILLS,
      goal,
      plan: { goal, thoughts: '', plan } satisfies Plan,
      repairer: createRuleRepairer(k),
      signal: stop.signal,
      budgets: { ticks: minutes * 60 * 20, wallMs: 120_000 },
    });
    return { ok: r.ok && body.world.deaths.length === deaths, ticks: r.ticks, reason: r.reason, deaths: body.world.deaths.length - deaths };
  } finally {
    off();
  }
}

/** The mobs a plan's hunting steps ask for, one entry per mob (what the arena summons). */
export const mobsToSummon = (plan: Plan): string[] =>
  huntsOf(plan.plan).flatMap((n) => (n.type === 'skill' ? Array<string>(Number(n.args.count)).fill(String(n.args.mob)) : []));

/** Phase 2 alone: build the arena round the bot, summon the plan's mobs, and run its hunting steps. */
export async function arenaFight(body: SimBody, plan: Plan): Promise<{ ok: boolean; ticks: number; reason: string; deaths: number; arena: Arena }> {
  const arena = buildArena(body.world, mobsToSummon(plan));
  return { ...(await phase(body, plan.goal, { type: 'sequence', steps: huntsOf(plan.plan) }, FIGHT_MINUTES, true)), arena };
}

/** One seed of an arena task: `plan` is the task's whole offline plan. */
export async function arenaRun(plan: Plan, seed: number, rules: WorldRules): Promise<ArenaRun> {
  const started = Date.now();
  const body = createSimBody({ seed, mobs: rules.mobs, xray: rules.xray, keepInventory: rules.keepInventory, pauseWhileThinking: rules.pauseWhileThinking });
  const prep = withoutHunts(plan.plan);
  const p = prep ? await phase(body, `prepare for: ${plan.goal}`, prep, PREP_MINUTES, false) : { ok: true, ticks: 0, reason: 'nothing to prepare', deaths: 0 };
  const kit = held(body);
  const fight = await arenaFight(body, plan);
  return {
    seed,
    prepared: p.ok,
    prepMinutes: p.ticks / 1200,
    kit,
    win: fight.ok,
    health: fight.deaths ? 0 : body.vitals().health,
    prepDeaths: p.deaths,
    fightDeaths: fight.deaths,
    fightMinutes: fight.ticks / 1200,
    reason: fight.ok ? '' : fight.deaths ? `died in the arena (${body.world.deaths.at(-1)?.cause ?? 'unknown'})` : fight.reason,
    wallMs: Date.now() - started,
  };
}
