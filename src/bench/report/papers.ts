/**
 * The papers' own per-task success rates, read from their tables
 * (bench/tables/*.tsv: JARVIS-1 Appendix C Tables 5–14; GITM Table 6; Plan4MC
 * Tables 6–8 with LLaMA-Rider Tables 1–2) through the suites' task lists, so
 * the report puts each task's published rate beside Sapling's with no second
 * copy of the figures. Each lookup takes Sapling's task name and returns null
 * where the paper has no row for it (or, for GITM's `bow`, two).
 */
import { JARVIS_TASKS } from '../suites/jarvis-tasks.js';
import { PLAN4MC_TASKS } from '../suites/plan4mc-tasks.js';
import { GITM_TASKS } from '../suites/techtree.js';
import { paperTables, type Plan4McMethod } from '../tables.js';

export { PLAN4MC_METHODS, type Plan4McMethod } from '../tables.js';

/** JARVIS-1's rate (0–1) for a task of the suite; the group must match (oak_log is in Wood and Blocks). */
export const jarvisTaskRate = (group: string, task: string): number | null => {
  const t = JARVIS_TASKS.find((x) => x.name === task && x.group === group);
  return t ? t.row.successRate : null;
};

/** JARVIS-1's appendix mean for a group (0–1), over the tasks it lists there. */
export const jarvisAppendixMean = (group: string): number | null => {
  const rows = JARVIS_TASKS.filter((t) => t.group === group);
  return rows.length ? rows.reduce((a, t) => a + t.row.successRate, 0) / rows.length : null;
};

/** A method's rate (0–1) on a Plan4MC task, by Sapling's task name (the paper's target). */
export const plan4mcTaskRate = (task: string, method: Plan4McMethod): number | null => PLAN4MC_TASKS.find((t) => t.name === task)?.row.rates[method] ?? null;

/** A method's mean over a Plan4MC group's tasks, as the paper's group figures are. */
export const plan4mcGroupRate = (group: string, method: Plan4McMethod): number | null => {
  const rows = PLAN4MC_TASKS.filter((t) => t.group === group);
  return rows.length ? rows.reduce((a, t) => a + t.row.rates[method], 0) / rows.length : null;
};

/** Printed more than once with different rates: no one figure for the task. */
export const GITM_AMBIGUOUS = GITM_TASKS.filter((t) => t.published.length > 1).map((t) => t.name);

/** GITM's rate (0–1) for a task of the tech tree (its printed name), or null. */
export const gitmItemRate = (task: string): number | null => {
  const t = GITM_TASKS.find((x) => x.name === task);
  return t && t.published.length === 1 ? t.published[0]! / 100 : null;
};

/** All of GITM's 262 rows (name, rate 0–1), for its own mean. */
export const GITM_ROWS: readonly (readonly [string, number])[] = paperTables().gitm.map((r) => [r.name, r.percent / 100] as const);
