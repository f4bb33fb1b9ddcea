/**
 * Tilling soil into farmland with a hoe, anywhere: no water, no crop. Vanilla
 * (HoeItem.TILLABLES) tills grass, dirt and a dirt path with air above; coarse
 * and rooted dirt take a second stroke (hoe.ts). Farmland needs no water to be
 * made; without water nearby and with nothing planted it dries back to dirt
 * after a while (src/sim/crops.ts), so the count is of farmland in sight now.
 *
 * `count` is absolute, as an obtain's is: the farmland blocks the bot knows of
 * within TILL_RADIUS of where it stands when the skill ends. A re-run tills
 * only what is still missing, and farmland already there counts.
 */
import type { Body, Vec3Like } from '../contracts/body.js';
import { fail, ok, type Outcome } from '../contracts/outcome.js';
import type { Skill } from './types.js';
import { fatal, guard } from './act.js';
import { clearable, SOIL } from './field.js';
import { at, distance } from './geometry.js';
import { hoeIn, tillSoil } from './hoe.js';
import { posKey } from './target.js';

export type TillArgs = { count: number };

/** Farmland counts when it lies this near the bot (blocks, straight line): the field it has just tilled. */
export const TILL_RADIUS = 8;
/** Soil cells looked at for tilling, nearest first. */
const SOIL_LOOKED_AT = 128;

/** Farmland the bot knows of within TILL_RADIUS. */
export const farmlandNear = (body: Body): number => body.findBlocks(['farmland'], { maxDistance: TILL_RADIUS, count: 256 }).length;

/** Soil a hoe tills where it lies: open above (or under a plant to break first) with room to stand over it. */
function tillable(body: Body, p: Vec3Like): boolean {
  const top = body.blockAt(at(p.x, p.y + 1, p.z));
  return SOIL.includes(body.blockAt(p) ?? '') && clearable(top);
}

async function tillUntil(body: Body, a: TillArgs, hoe: string, signal: AbortSignal, what: string): Promise<Outcome> {
  const failed = new Set<string>();
  // Soil nearest the first farmland made, so every plot stays within the radius the count is taken in.
  let anchor = body.position();
  let last: Outcome | null = null;
  let made = false;
  while (farmlandNear(body) < a.count) {
    const soil = body
      .findBlocks(SOIL, { count: SOIL_LOOKED_AT })
      .map((b) => b.pos)
      .filter((p) => !failed.has(posKey(p)) && tillable(body, p))
      .sort((p, q) => distance(p, anchor) - distance(q, anchor))[0];
    if (!soil) {
      const why = last && !last.ok ? `; the last try: ${last.message}` : '';
      return fail('not_found', `${what}: ${farmlandNear(body)} of ${a.count} farmland made, and no grass or dirt open to the sky in sight to till${why}`);
    }
    const r = await tillSoil(body, soil, hoeIn(body) ?? hoe, signal, what);
    if (fatal(r)) return r;
    if (!r.ok || body.blockAt(soil) !== 'farmland') failed.add(posKey(soil));
    else if (!made) [anchor, made] = [soil, true];
    last = r;
  }
  return ok();
}

export const till: Skill<TillArgs> = {
  name: 'till',
  description: `Till grass or dirt into farmland with a hoe (no water needed) until count (absolute) farmland blocks lie within ${TILL_RADIUS} blocks of the bot; farmland already there counts.`,
  kind: 'primitive',
  args: {
    count: { type: 'integer', minimum: 1, description: 'How many farmland blocks should lie near the bot in the end' },
  },
  // Any hoe tills; the compiler makes a wooden one when none is held, as for farm.
  requirements: () => ({ consumes: [], needs: ['wooden_hoe'] }),
  effects: () => ({ has: [] }),
  done: (body, a) => farmlandNear(body) >= a.count,
  run(body, a, signal) {
    const what = `till ${a.count} farmland`;
    return guard(what, signal, async () => {
      if (!Number.isInteger(a.count) || a.count < 1) return fail('world_error', `${what}: count must be a positive integer, got ${String(a.count)}`);
      const hoe = hoeIn(body);
      if (!hoe) return fail('no_tool', `${what}: needs a hoe to till soil (wooden_hoe will do)`, { needs: 'wooden_hoe' });
      const r = await tillUntil(body, a, hoe, signal, what);
      return r.ok ? ok({}, { count: farmlandNear(body) }) : r;
    });
  },
};
