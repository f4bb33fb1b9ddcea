/**
 * Repairs for the common failure codes without any LLM. Each rule turns a
 * failure report into a Repair (the same data an LLM critic returns), so the
 * result is applied and checked the same way. The rules escalate (a wider
 * search each time) and give up when they would repeat themselves.
 */
import type { Knowledge } from '../knowledge/types.js';
import { validatePlan } from '../plan/index.js';
import type { PlanNode, SkillNode } from '../contracts/plan.js';
import { SKILLS, skillNamed, tunnelYFor, UNDERGROUND_BELOW } from '../skills/index.js';
import type { FailureReport, Repairer } from '../run/types.js';
import { applyRepair, ownerPath, RepairError, type Repair } from './repair.js';

export type RuleResult = Repair | { giveUp: string };

/** Items a full inventory can lose first. */
export const JUNK = [
  'dirt',
  'gravel',
  'sand',
  'cobblestone',
  'cobbled_deepslate',
  'andesite',
  'diorite',
  'granite',
  'tuff',
  'deepslate',
  'netherrack',
  'wheat_seeds',
  'rotten_flesh',
  'poppy',
  'dandelion',
  'flint',
  'calcite',
  'stick',
  'spider_eye',
  'bone',
];
/** Junk that recipes use a little of: keep this many. */
const KEEP: Record<string, number> = { cobblestone: 16, cobbled_deepslate: 8, stick: 4 };

const SURFACE_RADII = [128, 256, 512];
const TUNNEL_LENGTHS = [64, 128, 256];
/** After the longest tunnel, new tunnels a few levels higher: fresh rock, and no longer the same repair. */
const TUNNEL_RAISE = [0, 0, 0, 4, 8];
const SEA_LEVEL = 63;

const skill = (name: string, args: SkillNode['args']): SkillNode => ({ type: 'skill', skill: name, args });
const repair = (action: Repair['action'], path: string, node: PlanNode | null, explanation: string, args: Repair['args'] = null): Repair => ({
  explanation,
  action,
  path,
  node,
  args,
  reason: null,
});

export interface RuleMemory {
  /** Escalation level per search target. */
  searches: Map<string, number>;
}

/**
 * How often the same repair at the same path may be made before the rules give
 * up. A death is retried three times: the bot respawns, the step re-obtains
 * what it lost, and a skeleton in the way one time is seldom there the next.
 */
const REPEATS: Record<string, number> = { timeout: 1, world_error: 1, unreachable: 1, died: 3, default: 2 };

/**
 * The rule-based repairer: the default critic without an LLM, and the first
 * resort with one. It keeps what it tried per run, so make one per run.
 */
export function createRuleRepairer(k: Knowledge): Repairer {
  const mem: RuleMemory = { searches: new Map() };
  const tried = new Map<string, number>();
  return async (report) => {
    const r = ruleRepair(report, k, mem);
    if ('giveUp' in r) return { giveUp: `rules: ${r.giveUp}` };
    // A hunt that killed more since the last death is a new situation, not the same retry again.
    const kills = report.outcome.code === 'died' ? (report.outcome.details?.kills ?? null) : null;
    const sig = JSON.stringify([r.path, r.action, r.node, r.args, kills]);
    const times = tried.get(sig) ?? 0;
    const limit = REPEATS[report.outcome.code] ?? REPEATS.default;
    if (times >= limit) {
      return {
        giveUp: `rules: already tried "${r.explanation}" at ${r.path} ${times === 1 ? 'once' : `${times} times`} and it failed again with ${report.outcome.code}`,
      };
    }
    tried.set(sig, times + 1);
    let next;
    try {
      next = applyRepair(report.plan, r);
    } catch (e) {
      if (e instanceof RepairError) return { giveUp: `rules: ${e.message}` };
      throw e;
    }
    const v = validatePlan(next, k);
    if (!v.ok) return { giveUp: `rules: the repair "${r.explanation}" gives an invalid plan (${v.issues[0]?.path}: ${v.issues[0]?.message})` };
    return { plan: v.plan, by: 'rules', kind: r.action, explanation: r.explanation };
  };
}

/** Try each repairer in turn (rules, then the LLM critic); give up only when all do. */
export function createRepairChain(repairers: readonly Repairer[]): Repairer {
  return async (report) => {
    const reasons: string[] = [];
    for (const repair of repairers) {
      const d = await repair(report);
      if (!('giveUp' in d)) return d;
      reasons.push(d.giveUp);
    }
    return { giveUp: reasons.join('; ') || 'no repairer configured' };
  };
}

export function ruleRepair(report: FailureReport, k: Knowledge, mem: RuleMemory): RuleResult {
  const path = ownerPath(report.path);
  const { code, message } = report.outcome;
  switch (code) {
    case 'not_found':
      return notFound(report, path, k, mem);
    case 'no_tool': {
      const tool = toolFor(report, k);
      if (!tool) return { giveUp: `no_tool at ${path} without a tool name to obtain (${message})` };
      return repair('insert_before', path, skill('obtain', { item: tool, count: 1 }), `${report.skill} needs ${tool}; obtain it first`);
    }
    case 'missing_item':
      return missingItem(report, path, k);
    case 'inventory_full':
      return inventoryFull(report, path);
    case 'died':
      return died(report, path, k);
    case 'unreachable':
    case 'timeout':
    case 'world_error':
      // A tunnel hemmed in by lava, water or holes has not searched the rock: a search elsewhere, as for not_found.
      if (code === 'unreachable' && /every side of the tunnel/.test(message)) return notFound(report, path, k, mem);
      return repair('retry', path, null, `${code} at ${path} (${message}); retry once from the new position`);
    case 'aborted':
      return { giveUp: `the step at ${path} was aborted` };
  }
}

const WEAPONS = /_(sword|axe)$/;

/**
 * A death is retried only when something is different next time: a sword
 * the bot lacked is obtained first (mobs fight back), or a hunt has made
 * kills since the last death (its count is kept, so the retry goes on from
 * there). Otherwise a plain retry, which the repeat limit stops.
 */
function died(report: FailureReport, path: string, k: Knowledge): RuleResult {
  const { message } = report.outcome;
  const d = report.outcome.details ?? {};
  const a = report.args as Record<string, unknown>;
  const hunted = skillNamed(SKILLS, report.skill)?.target?.(a, k, d) ?? null;
  const mob = hunted && k.isMob(hunted) ? hunted : null;
  const armed = report.status.inventory.some((s) => WEAPONS.test(s.name));
  const swordStep = [...namesIn(report.plan.plan)].some((n) => WEAPONS.test(n));
  if (mob && k.isMob(mob) && k.hostile(mob) && !armed && !swordStep) {
    return repair(
      'insert_before',
      path,
      skill('obtain', { item: 'stone_sword', count: 1 }),
      `the bot died fighting (${message}) without a weapon; obtain a stone sword first`,
    );
  }
  // Compiled leaves re-obtain missing prerequisites, so a retry re-gathers what was lost.
  const progress = typeof d.kills === 'number' && d.kills > 0 ? ` (${d.kills} of ${String(d.of ?? '?')} killed so far, and kept)` : '';
  return repair('retry', path, null, `the bot died (${message})${progress}; retry: the step re-obtains what was lost`);
}

function notFound(report: FailureReport, path: string, k: Knowledge, mem: RuleMemory): RuleResult {
  // Sensed but out of reach: a search would stop at once (it is already in sight), so try again from here.
  if (/out of reach|got away/.test(report.outcome.message)) {
    return repair('retry', path, null, `${report.skill} saw its target but could not reach it; retry from the new position`);
  }
  const target = searchTarget(report, k);
  if (!target) return { giveUp: `not_found at ${path} and nothing to search for: ${report.outcome.message}` };
  const depth = oreDepthOf(target, k);
  // A search that already covered some radius (a kill's own spiral, a mine's own tunnel) is not repeated at that size.
  const m = report.outcome.message;
  const covered = Number((depth ? /in a (\d+)-block tunnel/ : /within (\d+) blocks/).exec(m)?.[1] ?? 0);
  const sizes = depth ? TUNNEL_LENGTHS : SURFACE_RADII;
  const first = sizes.findIndex((r) => r > covered);
  const level = Math.max(mem.searches.get(target) ?? 0, first < 0 ? sizes.length - 1 : first);
  mem.searches.set(target, level + 1);
  const strategy = depth ? 'strip_mine' : 'surface';
  const radius = sizes[Math.min(level, sizes.length - 1)];
  // An ore commonest above sea level (coal, at 95 in mountains) is tunnelled for under the bot's feet: the skill picks the level (y null).
  const y = depth && depth.mineY <= SEA_LEVEL ? Math.min(depth.maxY, depth.mineY + TUNNEL_RAISE[Math.min(level, TUNNEL_RAISE.length - 1)]!) : null;
  const why = depth
    ? `no ${target} sensed; strip-mine a ${radius}-block tunnel ${y === null ? 'a few blocks under the feet' : `at y=${y}, where it is most common`}`
    : `no ${target} sensed; search the surface out to ${radius} blocks`;
  const leaf = report.subtree?.type === 'skill' ? report.subtree : null;
  if (leaf && skillNamed(SKILLS, leaf.skill)?.search) {
    return repair('retry', path, null, why, [
      { name: 'strategy', value: strategy },
      { name: 'y', value: y },
      { name: 'radius', value: radius },
    ]);
  }
  return repair('insert_before', path, skill('explore', { target, strategy, y, radius }), why);
}

/** What the failed leaf was looking for: a block, an item blocks drop, or a mob (the skill says). */
function searchTarget(report: FailureReport, k: Knowledge): string | null {
  const t = skillNamed(SKILLS, report.skill)?.target?.(report.args, k, report.outcome.details ?? {});
  return typeof t === 'string' && t ? t : null;
}

/**
 * Where to tunnel for a target: of its ores' depths, the shallowest best one, as the mine skill's own tunnel picks
 * (iron_ore at 16 rather than deepslate_iron_ore at 0: less to dig down, and stone digs in half deepslate's time).
 */
function oreDepthOf(target: string, k: Knowledge) {
  // A mob met only underground (slimes, below y 40) is tunnelled for like an ore at that depth.
  const tunnelY = tunnelYFor(target);
  if (tunnelY !== null) return { block: target, minY: tunnelY, maxY: UNDERGROUND_BELOW[target]! - 1, bestY: tunnelY, mineY: tunnelY };
  const blocks = k.isBlock(target) ? [target] : k.isGroup(target) ? k.members(target) : k.blocksDropping(target);
  const depths = blocks.map((b) => k.oreDepth(b)).filter((d) => d !== null);
  return depths.sort((a, b) => b.mineY - a.mineY)[0] ?? null;
}

function missingItem(report: FailureReport, path: string, k: Knowledge): RuleResult {
  const d = report.outcome.details ?? {};
  const have = (item: string) => report.status.inventory.filter((s) => s.name === item || k.members(item).includes(s.name)).reduce((n, s) => n + s.count, 0);
  const wants: { item: string; count: number }[] = [];
  if (Array.isArray(d.missing)) {
    for (const m of d.missing as { item?: unknown; count?: unknown }[]) {
      if (typeof m?.item === 'string' && typeof m.count === 'number') wants.push({ item: m.item, count: have(m.item) + Math.max(1, Math.ceil(m.count)) });
    }
  }
  if (typeof d.needs === 'string') wants.push({ item: d.needs, count: Math.max(1, have(d.needs)) });
  const known = wants.filter((w) => k.isItem(w.item) || k.isGroup(w.item));
  // Without a name, a retry still helps: the step is recompiled against the inventory as it is now, so its prerequisites obtain what is short.
  if (!known.length)
    return repair(
      'retry',
      path,
      null,
      `${report.skill} is short of something it did not name (${report.outcome.message}); retry so its prerequisites are worked out from the inventory as it is now`,
    );
  const nodes = known.map((w) => skill('obtain', { item: w.item, count: w.count }));
  const node: PlanNode = nodes.length === 1 ? nodes[0] : { type: 'sequence', steps: nodes };
  return repair(
    'insert_before',
    path,
    node,
    `${report.skill} is short of ${known.map((w) => w.item).join(', ')}; obtain ${known.length > 1 ? 'them' : 'it'} first`,
  );
}

function inventoryFull(report: FailureReport, path: string): RuleResult {
  const wanted = namesIn(report.plan.plan);
  const drops: SkillNode[] = [];
  for (const name of JUNK) {
    if (wanted.has(name)) continue;
    const n = report.status.inventory.filter((s) => s.name === name).reduce((t, s) => t + s.count, 0) - (KEEP[name] ?? 0);
    if (n > 0) drops.push(skill('drop', { item: name, count: n }));
  }
  if (!drops.length) return { giveUp: `the inventory is full and holds nothing Sapling counts as junk; store items in a chest` };
  const node: PlanNode = drops.length === 1 ? drops[0] : { type: 'sequence', steps: drops };
  return repair('insert_before', path, node, `the inventory is full; drop ${drops.map((s) => s.args.item).join(', ')} first`);
}

/** Every item, block or mob name a plan mentions, so junk the plan needs is kept. */
function namesIn(node: PlanNode, out = new Set<string>()): Set<string> {
  if (node.type === 'skill') for (const v of Object.values(node.args)) if (typeof v === 'string') out.add(v);
  if (node.type === 'sequence' || node.type === 'selector' || node.type === 'parallel') node.steps.forEach((s) => namesIn(s, out));
  if (node.type === 'repeat') namesIn(node.step, out);
  return out;
}

/**
 * The tool a no_tool failure calls for: what the failure names, else what the
 * failed leaf's target needs (a broken pickaxe while tunnelling to diamonds
 * calls for an iron pickaxe), else what the block in the message needs.
 */
function toolFor(report: FailureReport, k: Knowledge): string | null {
  const d = report.outcome.details ?? {};
  // A step inside a compositional skill fails with the body's words: "… needs a tool the inventory lacks (stone_pickaxe, …)".
  const m = report.outcome.message;
  const named = [d.needs, /needs ([a-z_]+)/.exec(m)?.[1], /lacks \(([a-z_]+)/.exec(m)?.[1]].find((t): t is string => typeof t === 'string' && k.isItem(t));
  if (named) return named;
  const a = report.args as Record<string, unknown>;
  const target = typeof a.block === 'string' ? a.block : typeof a.target === 'string' ? a.target : null;
  const blocks = target ? (k.isBlock(target) ? [target] : k.isGroup(target) ? k.members(target) : k.blocksDropping(target)) : [];
  for (const b of blocks) {
    const t = k.harvestTool(b);
    if (t) return t;
  }
  const broke = /([a-z_]+) broke/.exec(report.outcome.message)?.[1];
  return broke && k.isBlock(broke) ? k.harvestTool(broke) : null;
}
