import type { Body } from '../contracts/body.js';
import type { Knowledge, ObtainStep } from '../knowledge/types.js';
import type { AnySkill, Skill, SkillContext } from './types.js';
import { chainStepCall, stepItem } from './chain-step.js';
import { guard } from './act.js';
import { craft } from './craft.js';
import { farm } from './farm.js';
import { gather } from './gather.js';
import { countOf, diff, inventoryMap } from './inventory.js';
import { kill, killKey } from './kill.js';
import { mine } from './mine.js';
import { fail, ok, type Outcome } from '../contracts/outcome.js';
import { smelt } from './smelt.js';

export type ObtainArgs = { item: string; count: number };

/** Extra kills allowed beyond the expected number, for unlucky drops. */
const KILL_SLACK = 3;

/** What a step counts: its group when any member will do (any log), else its item. */

/** Kill one mob at a time until the step's item count is reached (drops are random). */
async function killFor(body: Body, step: ObtainStep, signal: AbortSignal, ctx: SkillContext): Promise<Outcome> {
  if (step.source.kind !== 'kill') return fail('world_error', `kill step for ${step.item} has a ${step.source.kind} source`);
  const mob = step.source.mobs[0]!;
  const limit = Math.ceil(step.count / Math.max(step.source.perKill, 0.1)) + KILL_SLACK;
  // Kills from an earlier run of this step (before a repair) are on the blackboard already.
  const start = (ctx.blackboard.get(killKey(ctx)) as number | undefined) ?? 0;
  for (let n = start + 1; countOf(body, ctx.knowledge, stepItem(step)) < step.count; n++) {
    if (n - start > limit) return fail('not_found', `killed ${limit} ${mob} and still have too few ${step.item}`);
    const r = await kill.run(body, { mob, count: n }, signal, ctx);
    if (!r.ok) return r;
  }
  return ok();
}

/** The primitive skills a chain step can call (kill steps go through killFor). */
const BY_NAME: Record<string, AnySkill> = { mine, craft, smelt, gather, farm };

function runStep(body: Body, step: ObtainStep, signal: AbortSignal, ctx: SkillContext): Promise<Outcome> {
  if (step.action === 'kill') return killFor(body, step, signal, ctx);
  const call = chainStepCall(step);
  return BY_NAME[call.skill]!.run(body, call.args, signal, ctx);
}

const label = (s: ObtainStep): string => `${s.action} ${stepItem(s)} ${s.count}`;

/** Per knowledge, each item's hunted mob: the hostile whose kill is the item's own source (string: spider), else null. */
const HUNTED = new WeakMap<Knowledge, Map<string, string | null>>();
function huntedFor(item: string, k: Knowledge): string | null {
  const known = HUNTED.get(k) ?? new Map<string, string | null>();
  HUNTED.set(k, known);
  if (!known.has(item)) {
    let first: ObtainStep | undefined;
    try {
      first = k.chain([{ item, count: 1 }])[0];
    } catch {
      first = undefined;
    }
    const mob = first?.action === 'kill' && first.source.kind === 'kill' ? first.source.mobs[0]! : null;
    known.set(item, mob && k.hostile(mob) ? mob : null);
  }
  return known.get(item)!;
}

export const obtain: Skill<ObtainArgs> = {
  name: 'obtain',
  description: 'Get count of an item (absolute) by whatever chain of mining, crafting, smelting, killing and gathering is cheapest from the current inventory.',
  kind: 'compositional',
  args: {
    item: { type: 'string', description: 'Item wanted, e.g. iron_pickaxe, bread, white_wool' },
    count: { type: 'integer', minimum: 1, description: 'How many the inventory should hold in the end' },
  },
  // Obtain plans its own prerequisites at run time from the live inventory.
  requirements: () => ({ consumes: [], needs: [] }),
  effects: (a) => ({ has: [{ item: a.item, count: a.count }] }),
  // Getting a hostile's drop is a hunt: the reflexes are tuned as for the kill step it runs (no hiding from the night).
  reflexes(a, k) {
    const mob = k.isItem(a.item) ? huntedFor(a.item, k) : null;
    return mob ? (kill.reflexes?.({ mob, count: 1 }, k) ?? {}) : {};
  },
  // Its whole chain is the prerequisite subtree; the leaf itself then only confirms.
  goals: (a) => [{ item: a.item, count: a.count }],
  target(_a, k, d) {
    // A step of the chain failed: search for what that step wanted.
    const item = typeof d.item === 'string' && d.item ? d.item : null;
    if (!item || typeof d.action !== 'string') return null;
    if (d.action === 'kill') return k.mobsDropping(item)[0] ?? null;
    return d.action === 'mine' ? item : null;
  },
  done: (body, a, ctx) => countOf(body, ctx.knowledge, a.item) >= a.count,
  run(body, a, signal, ctx) {
    const what = `obtain ${a.item}`;
    const k = ctx.knowledge;
    return guard(what, signal, async () => {
      if (countOf(body, k, a.item) >= a.count) return ok({});
      let steps: ObtainStep[];
      try {
        steps = k.chain([{ item: a.item, count: a.count }], inventoryMap(body));
      } catch (err) {
        return fail('not_found', `${what}: ${err instanceof Error ? err.message : String(err)}`);
      }
      const before = inventoryMap(body);
      for (const [i, step] of steps.entries()) {
        if (countOf(body, k, stepItem(step)) >= step.count) continue;
        const r = await runStep(body, step, signal, { ...ctx, path: `${ctx.path}/chain/${i}` });
        if (!r.ok) {
          return fail(r.code, `${what}: step ${i + 1}/${steps.length} (${label(step)}) failed: ${r.message}`, {
            ...r.details,
            step: i,
            action: step.action,
            item: step.item,
          });
        }
      }
      const have = countOf(body, k, a.item);
      if (have < a.count) return fail('world_error', `${what}: every step ran but the inventory holds ${have} of ${a.count}`);
      return ok(diff(before, inventoryMap(body)), { steps: steps.map(label) });
    });
  },
};
