/**
 * The papers' headline figures the report draws beside Sapling's (from
 * ../shared/BENCHMARKS.md). Group figures of Plan4MC and JARVIS-1 live with
 * their suites (plan4mc-tasks.ts, jarvis-tasks.ts), per-task rates in papers.ts.
 */

/** GITM Table 2 (40 games): ObtainDiamond milestones reached, in %. GITM did not report the diamond pickaxe. */
export const GITM_MILESTONES: Record<string, number> = {
  crafting_table: 100,
  wooden_pickaxe: 100,
  stone_pickaxe: 97.5,
  iron_pickaxe: 80,
  diamond: 55,
};

/** Odyssey's skill library with no planner (120 runs): mean minutes to the crafting table, wooden/stone/iron tool, diamond. */
export const ODYSSEY_MILESTONE_MINUTES: Record<string, { mean: number; sd?: number }> = {
  crafting_table: { mean: 0.59 },
  wooden_pickaxe: { mean: 0.95 },
  stone_pickaxe: { mean: 1.48 },
  iron_pickaxe: { mean: 4.43 },
  diamond: { mean: 6.48, sd: 2.02 },
};

/** JARVIS-1: a diamond pickaxe within 20 minutes, in %. */
export const JARVIS_DIAMOND_PICKAXE_20_MIN = 6.22;

/** Odyssey's autonomous exploration: distinct items after 80 LLM iterations (MineMA-8B). */
export const ODYSSEY_EXPLORE_ITEMS = 37;

/** GITM's technology tree: items obtained at least once. */
export const GITM_TECH_TREE = { obtained: 260, of: 262 };

/** Published LLM calls per task, for the noisy-LLM section (no per-case figure exists). */
export const PUBLISHED_LLM_CALLS = 'GITM up to 30 per sub-goal; Odyssey 6–38 per task; Voyager 19–100; JARVIS-1 2–3 replans per task.';

/** A published result such as "5/8" as a rate; prose ("most single mobs 8/8", "not run by Odyssey") is no figure for the task. */
export function fractionFigure(text: string): { rate: number; text: string } | null {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  return m && Number(m[2]) > 0 ? { rate: Number(m[1]) / Number(m[2]), text } : null;
}
