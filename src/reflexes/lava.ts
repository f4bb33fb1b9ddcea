import type { Body, Vec3Like } from '../contracts/body.js';
import { fail, ok, type Outcome } from '../contracts/outcome.js';
import { act } from '../skills/act.js';
import { fill } from '../skills/filler.js';
import { add, floor, HORIZONTAL, isKnownHole, isLava, isSolid } from '../skills/geometry.js';
import { FACE_NEIGHBOURS } from '../knowledge/sight.js';
import { stop } from './chores.js';
import type { Reflex } from './types.js';

/**
 * Lava deals 4 damage every half second to a player in it and sets him on
 * fire (https://minecraft.wiki/w/Lava#Damage): twenty health lasts under
 * three seconds. It spreads one block every 30 ticks in the overworld
 * (https://minecraft.wiki/w/Lava#Spread), so lava seen beside the bot can
 * still be stopped with a block before it flows in. A miner whose shaft or
 * tunnel lava breaks into steps out of it first, then plugs it.
 */

/** The cells the bot's body fills and the one over its head, which lava falls from. */
const bodyCells = (feet: Vec3Like): Vec3Like[] => [feet, add(feet, 0, 1, 0), add(feet, 0, 2, 0)];

const inLava = (body: Body, feet: Vec3Like): boolean => bodyCells(feet).some((c) => isLava(body.blockAt(c)));

/** Lava seen in a cell touching the bot's feet, head or the cell over it. */
function lavaBeside(body: Body, feet: Vec3Like): Vec3Like[] {
  const out: Vec3Like[] = [];
  for (const c of bodyCells(feet))
    for (const [dx, dy, dz] of FACE_NEIGHBOURS) {
      const q = add(c, dx, dy, dz);
      if (isLava(body.blockAt(q)) && !out.some((o) => o.x === q.x && o.y === q.y && o.z === q.z)) out.push(q);
    }
  return out;
}

/** The cell beside the feet to step out to: not over a seen hole (rock not yet seen is rock), with no lava in or over it, and the least lava around it. */
function wayOut(body: Body, feet: Vec3Like): Vec3Like | null {
  const ways = HORIZONTAL.map((d) => add(feet, d.x, 0, d.z)).filter((p) => !isKnownHole(body.blockAt(add(p, 0, -1, 0))) && !inLava(body, p));
  return ways.sort((a, b) => lavaBeside(body, a).length - lavaBeside(body, b).length)[0] ?? null;
}

/** Dig through to `p` (feet and head) if need be and step in. */
async function stepOut(body: Body, p: Vec3Like, signal: AbortSignal): Promise<Outcome> {
  for (const c of [add(p, 0, 1, 0), p]) {
    if (!isSolid(body.blockAt(c))) continue;
    const d = await act('lava', signal, () => body.dig(c, signal));
    if (!d.ok) return d;
  }
  return act('lava', signal, () => body.goto(p, 0, signal));
}

export const lava: Reflex = {
  name: 'lava',
  description: 'Lava in or beside the cells the bot stands in: step out of it, then block it off.',
  due: (body) => {
    const feet = floor(body.position());
    return inLava(body, feet) || lavaBeside(body, feet).length > 0;
  },
  async run(body, signal) {
    let feet = floor(body.position());
    if (inLava(body, feet)) {
      const to = wayOut(body, feet);
      if (!to) return fail('unreachable', 'lava: no way out of the lava beside the bot');
      const r = await stepOut(body, to, signal);
      const s = stop(r);
      if (s) return s;
      feet = floor(body.position());
    }
    for (const q of lavaBeside(body, feet)) {
      const f = await fill(body, q, signal, 'lava');
      if (f.out) return f.out;
    }
    const left = lavaBeside(body, floor(body.position())).length;
    return left === 0 && !inLava(body, floor(body.position()))
      ? ok()
      : fail('unreachable', `lava: ${left} lava cells still beside the bot (nothing to block them with)`);
  },
};
