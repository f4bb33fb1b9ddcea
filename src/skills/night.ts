/**
 * Getting through the night as a careful player does: arm yourself at dusk
 * when the materials are at hand, and without a weapon and armour, spend the
 * night (or heal from low health) in a 1x2 hole dug under your feet and
 * roofed over, where no mob can reach or see you.
 */
import type { Body, Vec3Like } from '../contracts/body.js';
import type { Knowledge } from '../knowledge/types.js';
import { isDaylight, NIGHT_END, NIGHT_START } from '../knowledge/sight.js';
import { act, stopped } from './act.js';
import { flee } from './flee.js';
import { add, floor, isEmpty, isFluid, isKnownEmpty, isSolid } from './geometry.js';
import { bestFood, REGENERATES } from './inventory.js';
import { boxIn } from './box-in.js';
import { fail, type Outcome } from '../contracts/outcome.js';
import { digPit, inPit, isLandGround, pitHere } from './pit.js';

/** Day or night as a player says it (and the time_of_day check reads it): day is 0..12999, the rest is night. */
export const periodAt = (time: number): 'day' | 'night' => (time < NIGHT_START ? 'day' : 'night');
export const DUSK = 11500;
/** Below this health the bot hides and heals instead of carrying on. */
export const LOW_HEALTH = 6;
/** Waits are cut in slices so a mob that finds the bot is fought back between them. */
const WAIT_SLICE = 100;
const MAX_SHELTER_TICKS = 14000;

export const isNight = (body: Body): boolean => !isDaylight(body.timeOfDay());

/** From sunset (when it is too late to get far) until the undead in the open have burnt (20 s of sun) in the morning. */
export const SUNSET = 12500;
export const MORNING = 600;
export const isEvening = (body: Body): boolean => {
  const t = body.timeOfDay();
  return t >= SUNSET || t < MORNING;
};

export const isDusk = (body: Body): boolean => {
  const t = body.timeOfDay();
  return t >= DUSK && t < NIGHT_END;
};

/** Ticks until monsters stop spawning under the sky (0 by day). */
export const ticksToDay = (body: Body): number => (isNight(body) ? NIGHT_END - body.timeOfDay() : 0);
/** Ticks until monsters start spawning under the sky (0 at night). */
export const ticksToNight = (body: Body): number => {
  const t = body.timeOfDay();
  return isNight(body) ? 0 : t < NIGHT_START ? NIGHT_START - t : NIGHT_START + 24000 - t;
};

const TRANSPARENT = /(_leaves|glass|^short_grass|^tall_grass|^fern|^vine|^snow)$/;
/** Nothing solid overhead for 24 blocks (an open column is seen all the way up, so unknown is beyond view): mobs spawn around the bot and skeletons see it. */
export function underSky(body: Body): boolean {
  const head = add(floor(body.position()), 0, 1, 0);
  for (let dy = 0; dy < 24; dy++) {
    const n = body.blockAt(add(head, 0, dy, 0));
    if (n === null) return true;
    if (isSolid(n) && !TRANSPARENT.test(n)) return false;
  }
  return true;
}

export const armoured = (body: Body): boolean => body.inventory().some((s) => s.name.endsWith('_chestplate'));

/** Under the open sky on open ground (not down a shaft or a hole, where mobs do not walk up). */
export function onSurface(body: Body): boolean {
  if (!underSky(body)) return false;
  const feet = floor(body.position());
  const open = [add(feet, 1, 0, 0), add(feet, -1, 0, 0), add(feet, 0, 0, 1), add(feet, 0, 0, -1)].filter((p) => !isSolid(body.blockAt(p))).length;
  return open >= 2;
}

/** In water (or lava) to the feet: swimming, where no hole is dug and nothing is built. */
export const afloat = (body: Body): boolean => isFluid(body.blockAt(floor(body.position())));

const LAND = ['grass_block', 'dirt', 'sand', 'stone', 'gravel', 'snow_block', 'podzol', 'coarse_dirt'];
/** A bot that stands still in water drowns: before a long wait, wade out to the nearest dry ground. */
export async function toDryLand(body: Body, signal: AbortSignal, what: string): Promise<Outcome | null> {
  const feet = floor(body.position());
  if (!isFluid(body.blockAt(feet)) && !isFluid(body.blockAt(add(feet, 0, 1, 0)))) return null;
  const dry = body
    .findBlocks(LAND, { maxDistance: 24, count: 64 })
    .map((b) => add(b.pos, 0, 1, 0))
    .find((p) => isKnownEmpty(body.blockAt(p)) && isKnownEmpty(body.blockAt(add(p, 0, 1, 0))));
  if (!dry) return null;
  const g = await act(what, signal, () => body.goto(dry, 0, signal));
  return stopped(g);
}

/** Blocks a shelter is roofed with, commonest first. */
const ROOF = [
  'dirt',
  'cobblestone',
  'cobbled_deepslate',
  'netherrack',
  'andesite',
  'diorite',
  'granite',
  'stone',
  'oak_planks',
  'spruce_planks',
  'birch_planks',
];
/**
 * After the common blocks, any planks, then any logs: a bot that has spent its planks on a sword still carries the
 * logs it cut (a desert start with 54 jungle logs and red sand found no roof for its hut, and died three nights running).
 */
const PLANKS = /_planks$/;
const WOOD = /_(log|wood|stem)$/;
const roofBlock = (body: Body): string | null =>
  ROOF.find((b) => body.count(b) > 0) ??
  body.inventory().find((s) => PLANKS.test(s.name))?.name ??
  body.inventory().find((s) => WOOD.test(s.name))?.name ??
  null;
/** Sand and gravel make walls (they stand on the ground or the block under them), never a roof: it falls on the head. */
const FALLING_WALLS = ['sand', 'red_sand', 'gravel'];
/** What roofBlock may pick. */
const isRoofBlock = (name: string): boolean => ROOF.includes(name) || PLANKS.test(name) || WOOD.test(name);
/** A wall takes a roof block while one more is left for the roof, then sand or gravel. */
function hutBlock(body: Body, roof: boolean): string | null {
  if (roof) return roofBlock(body);
  const sturdy = body.inventory().reduce((n, s) => n + (isRoofBlock(s.name) ? s.count : 0), 0);
  return (sturdy > 1 ? null : FALLING_WALLS.find((b) => body.count(b) > 0)) ?? roofBlock(body);
}

/**
 * Dig down three blocks and roof the hole over at ground level (the roof needs
 * a solid side to be placed against, and the bot stands below it, head and
 * feet in the two lower blocks). Null when done, or impossible here (a block
 * the hand cannot dig, fluid or a cave below); aborted/died otherwise. The
 * ground is out of sight until dug: each block is checked as the hole opens
 * it up, and digging stops at the first that is not solid.
 */
export async function digShelter(body: Body, signal: AbortSignal, what: string): Promise<Outcome | null> {
  const top = floor(body.position());
  const hole = [add(top, 0, -1, 0), add(top, 0, -2, 0), add(top, 0, -3, 0)];
  const floorBlock = add(top, 0, -4, 0);
  // Walls all round the two cells the bot will stand in: a cave beside the hole would let mobs walk in.
  const walls = hole.slice(1).flatMap((p) => [add(p, 1, 0, 0), add(p, -1, 0, 0), add(p, 0, 0, 1), add(p, 0, 0, -1)]);
  // Seen not solid: `isSolid(null)` is false, so only cells in view can rule the spot out before digging.
  const open = (p: Vec3Like): boolean => {
    const n = body.blockAt(p);
    return n !== null && !isSolid(n);
  };
  if ([...hole, floorBlock, ...walls].some(open)) return null;
  // Only into the land's own ground: under a built floor (an arena in the sky, planks) the cells below are unseen and
  // may be a drop, and the bot standing on the first block dug falls through it.
  if (!isLandGround(body.blockAt(hole[0]!))) return null;
  for (const p of hole) {
    if (!isSolid(body.blockAt(p))) return null;
    const d = await act(what, signal, () => body.dig(p, signal));
    if (!d.ok) return stopped(d);
  }
  if (![floorBlock, ...walls].every((p) => isSolid(body.blockAt(p)))) return null;
  const g = await act(what, signal, () => body.goto(hole[2]!, 0, signal));
  if (!g.ok) return stopped(g);
  return roof(body, hole[0]!, signal, what);
}

async function roof(body: Body, over: Vec3Like, signal: AbortSignal, what: string): Promise<Outcome | null> {
  if (!isEmpty(body.blockAt(over))) return null;
  const block = roofBlock(body);
  if (!block) return null;
  const r = await act(what, signal, () => body.place(block, over, signal));
  return stopped(r);
}

/** In a shelter: eat to regenerate, and wait in slices until `done` or the cap. */
export async function waitSheltered(body: Body, k: Knowledge, signal: AbortSignal, what: string, done: () => boolean): Promise<Outcome | null> {
  // Water let in by the digging (an aquifer, a spring) drowns a bot that sits on: the wait ends, and the reflexes surface it.
  const flooded = (): boolean => isFluid(body.blockAt(add(floor(body.position()), 0, 1, 0)));
  for (let waited = 0; waited < MAX_SHELTER_TICKS && !done() && !flooded(); waited += WAIT_SLICE) {
    const food = body.vitals().food < REGENERATES && body.vitals().health < 20 ? bestFood(body, k) : null;
    if (food) {
      const e = await act(what, signal, () => body.consume(food, signal));
      if (stopped(e)) return e;
    }
    const w = await act(what, signal, () => body.wait(WAIT_SLICE, signal));
    if (stopped(w)) return w;
  }
  return null;
}

/** Climb out of the shelter: dig the roof and step back up to where the hole was dug. */
async function leave(body: Body, top: Vec3Like, signal: AbortSignal, what: string): Promise<Outcome | null> {
  const roofPos = add(top, 0, -1, 0);
  if (isSolid(body.blockAt(roofPos))) {
    const d = await act(what, signal, () => body.dig(roofPos, signal));
    if (stopped(d)) return d;
  }
  const g = await act(what, signal, () => body.goto(top, 0, signal));
  return stopped(g);
}

/** Digging in takes a few seconds: first outrun any hostile close enough to strike meanwhile. */
const CLEAR = 10;
const RUN = 14;
async function shakeOff(body: Body, signal: AbortSignal, what: string): Promise<Outcome | null> {
  for (let runs = 0; runs < 3; runs++) {
    const foe = body.entities({ maxDistance: CLEAR }).find((e) => e.kind === 'hostile');
    if (!foe) return null;
    const g = await flee(body, foe.pos, signal, what, RUN);
    if (g) return g;
  }
  return null;
}

/** Down a fighting pit already: roof it over (nothing reaches a sealed 1×2 hole), wait, and open it again. */
async function roofPit(body: Body, k: Knowledge, signal: AbortSignal, what: string, done: () => boolean): Promise<Outcome | null> {
  const over = add(floor(body.position()), 0, 2, 0);
  const r = await roof(body, over, signal, what);
  if (r || !isSolid(body.blockAt(over))) return r;
  const w = await waitSheltered(body, k, signal, what, done);
  if (w) return w;
  const d = await act(what, signal, () => body.dig(over, signal));
  return stopped(d);
}

/** Dig in, wait until `done`, and climb out; when no shelter can be dug here, nothing happens. */
export async function holeUp(body: Body, k: Knowledge, signal: AbortSignal, what: string, done: () => boolean): Promise<Outcome | null> {
  if (inPit(body)) return roofPit(body, k, signal, what, done);
  const run = await shakeOff(body, signal, what);
  if (run) return run;
  // A zombie not shaken off arrives while a 3-deep shelter is dug, and a hurt bot dies at the bottom of it. A 2-deep
  // pit is a block quicker and is roofed from inside; nothing on its rim reaches the bottom meanwhile.
  if (body.entities({ maxDistance: CLEAR }).some((e) => e.kind === 'hostile') && pitHere(body)) {
    const d = await digPit(body, signal, what);
    if (typeof d !== 'boolean') return d;
    if (d) return roofPit(body, k, signal, what, done);
  }
  const top = floor(body.position());
  const wasOpen = underSky(body);
  const s = await digShelter(body, signal, what);
  if (s) return s;
  // Under the open sky where no hole can be dug: a hut of carried blocks; without one, waiting is only a target for
  // skeletons: carry on and fight.
  if (wasOpen && underSky(body)) {
    const boxed = await boxIn(body, hutBlock, signal, what);
    if (boxed !== true) return boxed === false ? null : boxed;
    return waitSheltered(body, k, signal, what, done);
  }
  // Nowhere to hide (a built floor, rock open beside) and a foe at hand: waiting only hands it free hits, and arena
  // zombie + skeleton seed 2 died so from 7.9 health. Failing rests the reflex and gives the body back to the fight.
  const dug = floor(body.position()).y < top.y;
  const foe = dug ? undefined : body.entities({ maxDistance: CLEAR }).find((e) => e.kind === 'hostile');
  if (foe) return fail('unreachable', `${what}: nowhere to hide from the ${foe.name} at hand`);
  const w = await waitSheltered(body, k, signal, what, done);
  if (w) return w;
  return dug ? leave(body, top, signal, what) : null;
}
