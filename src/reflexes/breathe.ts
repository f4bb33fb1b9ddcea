import type { Body, Vec3Like } from '../contracts/body.js';
import { fail, ok, type Outcome } from '../contracts/outcome.js';
import { act } from '../skills/act.js';
import { add, floor, isFluid, isKnownEmpty, isSolid } from '../skills/geometry.js';
import { stop } from './chores.js';
import type { Reflex } from './types.js';

/**
 * Air runs out after 15 s under water (300 ticks), then drowning takes 2
 * health a second (https://minecraft.wiki/w/Drowning). At half the bubbles a
 * player swims for air, whatever the plan said.
 */
const LOW_AIR = 10;
const FULL_AIR = 20;
/** Air comes back at 4 ticks' worth a tick out of water (LivingEntity.increaseAirSupply): 75 ticks from none to full. */
const REFILL_TICKS = 80;
const SEARCH = 6;

const headUnder = (body: Body): boolean => isFluid(body.blockAt(add(floor(body.position()), 0, 1, 0)));

/**
 * Where each body last had its head in air, as a swimmer remembers the way back. A flooded cave holds no air for 20
 * blocks: with only the 6 in view to look in, a bot that swam in waited there and drowned (bow seed 1, three times).
 * Keyed by the body's senses, as the arm and defend reflexes key theirs: `due` is asked with the plan's wrapper of the
 * body and `run` gets the reflexes' own.
 */
const lastAir = new WeakMap<object, Vec3Like>();

/** The nearest cell in view with air for the head and ground or water to stand in, upward cells first on ties. */
function airPocket(body: Body): Vec3Like | null {
  const f = floor(body.position());
  let best: { p: Vec3Like; d: number } | null = null;
  for (let dy = -2; dy <= SEARCH; dy++)
    for (let dx = -SEARCH; dx <= SEARCH; dx++)
      for (let dz = -SEARCH; dz <= SEARCH; dz++) {
        const p = add(f, dx, dy, dz);
        if (!isKnownEmpty(body.blockAt(add(p, 0, 1, 0)))) continue;
        const feet = body.blockAt(p);
        if (!(isKnownEmpty(feet) || feet === 'water') || !(isSolid(body.blockAt(add(p, 0, -1, 0))) || feet === 'water')) continue;
        const d = Math.abs(dx) + Math.abs(dz) + Math.max(0, -dy) * 2 + Math.max(0, dy);
        if (!best || d < best.d) best = { p, d };
      }
  return best?.p ?? null;
}

/**
 * Stay at the air until the bubbles are full again. Handing the body back at the first breath sends a step whose way
 * lies under water straight back in, to be called up again a second later: a loop that once spent half an hour.
 */
async function catchBreath(body: Body, signal: AbortSignal): Promise<Outcome | null> {
  for (let waited = 0; waited < REFILL_TICKS && body.vitals().oxygen < FULL_AIR && !headUnder(body); waited += 10) {
    const w = await act('breathe', signal, () => body.wait(10, signal));
    if (!w.ok) return stop(w) ?? w;
  }
  return null;
}

export const breathe: Reflex = {
  name: 'breathe',
  description: 'Out of breath under water: swim to the nearest air before drowning.',
  due: (body) => {
    const under = headUnder(body);
    if (!under) lastAir.set(body.senses, floor(body.position()));
    return under && body.vitals().oxygen < LOW_AIR;
  },
  async run(body, signal) {
    const to = airPocket(body) ?? lastAir.get(body.senses);
    if (!to) return fail('unreachable', `breathe: no air in sight within ${SEARCH} blocks, and none breathed yet`);
    const r = await act('breathe', signal, () => body.goto(to, 0, signal));
    if (!r.ok) return stop(r) ?? r;
    return (await catchBreath(body, signal)) ?? ok();
  },
};
