import type { Skill, SkillContext } from './types.js';
import { act, fatal, guard } from './act.js';
import { bestWeapon, diff, inventoryMap } from './inventory.js';
import { fail, ok } from '../contracts/outcome.js';
import { search, type SearchOptions } from './search.js';
import { tunnelYFor } from './habitat.js';
import { sense, type Target } from './target.js';
import { hunt, HUNT_LOW_HEALTH } from './hunt.js';

export type KillArgs = { mob: string; count: number };

/** Kills are counted per plan leaf, so a re-entered leaf carries on from where it stopped. */
export const killKey = (ctx: SkillContext): string => `kills:${ctx.path}`;
const kills = (ctx: SkillContext): number => (ctx.blackboard.get(killKey(ctx)) as number | undefined) ?? 0;
/** Mobs of a kind killed by earlier steps while they hunted another (`kill zombie`, then `kill skeleton`: the skeleton came too). */
const spareKey = (mob: string): string => `spare-kills:${mob}`;
const spares = (ctx: SkillContext, mob: string): number => (ctx.blackboard.get(spareKey(mob)) as number | undefined) ?? 0;

/** Count the spare kills of this kind toward this step, as many as it still needs. */
function claimSpares(ctx: SkillContext, mob: string, count: number): void {
  const take = Math.min(spares(ctx, mob), count - kills(ctx));
  if (take <= 0) return;
  ctx.blackboard.set(spareKey(mob), spares(ctx, mob) - take);
  ctx.blackboard.set(killKey(ctx), kills(ctx) + take);
}

/**
 * Mobs met only underground (habitat.ts: slimes below y 40) are looked for by tunnelling under that depth, and fought
 * where met like animals; the defend reflex stays on for the others down there.
 */
const tunnelled = (mob: string): boolean => tunnelYFor(mob) !== null;
const whereToLook = (mob: string): SearchOptions =>
  tunnelled(mob) ? { strategy: 'strip_mine', y: tunnelYFor(mob), radius: null } : { strategy: 'surface', y: null, radius: null };

/** Mobs that fled, despawned or could not be reached before the skill gives up. */
const MAX_MISSES = 10;

export const kill: Skill<KillArgs> = {
  name: 'kill',
  description: 'Find and kill count mobs of a kind with the best weapon at hand, picking up their drops.',
  kind: 'primitive',
  args: {
    mob: { type: 'string', description: 'Mob to hunt, e.g. cow, zombie, sheep' },
    count: { type: 'integer', minimum: 1, description: 'How many to kill (counted for this plan step)' },
  },
  requirements: () => ({ consumes: [], needs: [] }),
  // Kills are counted in mobs, not items; expect the surely-dropped part of their loot.
  effects: (a, k) => ({ has: [], gains: k.isMob(a.mob) ? k.mobDrops(a.mob).map((d) => ({ item: d.item, count: Math.floor(d.count * a.count) })) : [] }),
  check: (a, k) => (k.isMob(a.mob) ? null : { message: `'${a.mob}' is not a mob`, suggestion: null }),
  target: (a) => a.mob,
  mobs: (a) => [a.mob],
  hunts: true,
  // A hunt of hostiles goes on at night: hiding from the dark, or sleeping through it, would stop it, but it backs off to heal sooner. It
  // fights what comes close itself (a kill by the defend reflex would not count).
  reflexes: (a, k) =>
    k.isMob(a.mob) && k.hostile(a.mob) && !tunnelled(a.mob) ? { off: ['shelter', 'defend', 'sleep'], nightRetreatBelow: HUNT_LOW_HEALTH } : {},
  done: (_body, a, ctx) => kills(ctx) >= a.count,
  run(body, a, signal, ctx) {
    const what = `kill ${a.mob}`;
    const k = ctx.knowledge;
    return guard(what, signal, async () => {
      if (!k.isMob(a.mob)) return fail('not_found', `${what}: '${a.mob}' is not a known mob`);
      const target: Target = { kind: 'mob', label: a.mob, mobs: [a.mob] };
      const before = inventoryMap(body);
      const weapon = bestWeapon(body);
      if (weapon && body.heldItem() !== weapon) {
        const e = await act(what, signal, () => body.equip(weapon, 'hand', signal));
        if (!e.ok && e.code === 'aborted') return e;
      }
      claimSpares(ctx, a.mob, a.count);
      if (k.hostile(a.mob) && !tunnelled(a.mob)) {
        const st = {
          kills: () => kills(ctx),
          counted: () => ctx.blackboard.set(killKey(ctx), kills(ctx) + 1),
          spare: (mob: string) => ctx.blackboard.set(spareKey(mob), spares(ctx, mob) + 1),
        };
        const h = await hunt(body, k, target, a.count, st, signal, what);
        // The kills so far travel with a failure, so a repairer can tell a hunt that is getting somewhere.
        return h.ok ? ok(diff(before, inventoryMap(body)), { kills: kills(ctx) }) : fail(h.code, h.message, { ...h.details, kills: kills(ctx), of: a.count });
      }
      const gone = new Set<string>();
      // The search looks past the ones given up on.
      const hunted: Target = { ...target, exclude: gone };
      const approached = new Set<number>();
      while (kills(ctx) < a.count) {
        const seen = sense(body, hunted);
        if (!seen) {
          const found = await search(body, k, hunted, whereToLook(a.mob), signal, what);
          if (!found.ok) return found;
          if (!sense(body, hunted)) return fail('not_found', `${what}: every ${a.mob} found got away`);
          continue;
        }
        const r = await act(what, signal, () => body.attack(seen.entityId!, signal));
        if (!r.ok && r.code === 'unreachable' && !approached.has(seen.entityId!)) {
          // Across water or up a bank the chase gives up; walking there (swimming, digging, pillaring) may not.
          approached.add(seen.entityId!);
          const g = await act(what, signal, () => body.goto(seen.pos, 2, signal));
          if (fatal(g)) return g;
          continue;
        }
        if (!r.ok && (r.code === 'not_found' || r.code === 'unreachable')) {
          gone.add(`#${seen.entityId}`);
          if (gone.size >= MAX_MISSES) return fail(r.code, `${what}: ${gone.size} ${a.mob} got away (${r.message})`);
          continue;
        }
        if (!r.ok) return r;
        ctx.blackboard.set(killKey(ctx), kills(ctx) + 1);
      }
      return ok(diff(before, inventoryMap(body)), { kills: kills(ctx) });
    });
  },
};
