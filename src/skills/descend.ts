/**
 * Going down safely one block at a time. The block underfoot is dug only when
 * neither it nor the block the bot would land on is lava, and the drop is
 * short; otherwise the bot steps sideways to a safe column first. What lies
 * under a block is out of sight until the block is dug: the bot digs, looks
 * into the hole, and drops in only if what it now sees is safe.
 */
import type { Body, Vec3Like } from '../contracts/body.js';
import { act, fatal } from './act.js';
import { openGround } from './caves.js';
import { add, floor, fmt, HORIZONTAL, isEmpty, isFluid, isKnownHole, isLava, isSolid } from './geometry.js';
import { fail, ok, type Outcome } from '../contracts/outcome.js';
import { isFalling } from '../knowledge/tables/falling.js';

const MAX_FALL = 3;

/**
 * Would digging out the block under `feet` drop the bot somewhere safe, as far
 * as the bot can see? A cell out of sight below does not count against it:
 * only digging shows what is there, and descendTo looks again before dropping.
 */
export function safeToDigUnder(body: Body, feet: Vec3Like): boolean {
  const below = add(feet, 0, -1, 0);
  const name = body.blockAt(below);
  // Digging down into water puts the head under it, and the next dig is made holding breath.
  if (isLava(name) || name === 'bedrock' || name === 'water') return false;
  for (let d = 2; d <= MAX_FALL + 1; d++) {
    const n = body.blockAt(add(feet, 0, -d, 0));
    if (n === null) return true;
    if (isLava(n)) return false;
    if (isSolid(n) || n === 'water') return true;
  }
  return false;
}

/**
 * A block the tools at hand cannot break for its drop (gold ore with a stone
 * pickaxe) is an obstacle to go round, not a dead end. Rock any pickaxe would
 * do (a wooden one among the tools named) means there is no pickaxe at all:
 * that is the skill's failure, not the block's.
 */
const obstacle = (r: Outcome, what: string, p: Vec3Like): Outcome => {
  if (r.ok || r.code !== 'no_tool') return r;
  const tools = r.details?.tools;
  if (Array.isArray(tools) && tools.includes('wooden_pickaxe')) return r;
  return fail('unreachable', `${what}: ${r.message} at ${fmt(p)}; going round it`);
};

/** A falling block is checked 2 ticks after the cell under it changes, then falls a 4-block gap in about 9 (gravity 0.04, drag 0.98). */
const FALL_TICKS = 12;
/** A gravel pocket over a tunnel is rarely taller; past this many the column is left and the step goes on. */
const MAX_FALLS = 16;
/** How far up open cells over the head are looked through for a block that will come down. */
const MAX_GAP = 4;

/** Is the first block over the head cell of `p`, through open cells, one that falls (and air under it to fall through)? */
function fallsInto(body: Body, p: Vec3Like): boolean {
  for (let dy = 2; dy <= 2 + MAX_GAP; dy++) {
    const name = body.blockAt(add(p, 0, dy, 0));
    if (name === null || !isEmpty(name)) return name !== null && isFalling(name);
  }
  return false;
}

/**
 * Dig the feet and head cells of `p`. Gravel or sand over the head cell comes
 * down into it a few ticks later: it is let fall and dug too, before the bot
 * steps in, or it lands on the bot's head and buries it (diamond seed 13 died
 * so at y -54, digging on with gravel pouring in behind). Fluids are not dug;
 * `unreachable` when a block there needs a better tool.
 */
export async function clearColumn(body: Body, p: Vec3Like, signal: AbortSignal, what: string): Promise<Outcome> {
  for (let round = 0; round < MAX_FALLS; round++) {
    // Looked at before the dig: once the head cell opens, the gravel is a falling entity, out of the block map.
    const above = fallsInto(body, p);
    for (const q of [p, add(p, 0, 1, 0)]) {
      if (!isSolid(body.blockAt(q))) continue;
      const r = await act(what, signal, () => body.dig(q, signal));
      if (!r.ok) return obstacle(r, what, q);
    }
    if (!above && !fallsInto(body, p)) break;
    const w = await act(what, signal, () => body.wait(FALL_TICKS, signal));
    if (!w.ok) return w;
  }
  return ok();
}

async function sidestep(body: Body, feet: Vec3Like, signal: AbortSignal, what: string): Promise<Outcome> {
  for (const d of HORIZONTAL) {
    const side = add(feet, d.x, 0, d.z);
    if (isFluid(body.blockAt(side)) || isFluid(body.blockAt(add(side, 0, 1, 0)))) continue;
    if (!safeToDigUnder(body, side)) continue;
    const c = await clearColumn(body, side, signal, what);
    if (!c.ok) return c;
    return act(what, signal, () => body.goto(side, 0, signal));
  }
  return fail('unreachable', `${what}: lava or a long drop below ${fmt(feet)} and on every side`);
}

/** Stepping into `p` (feet) keeps the bot out of fluids: none at feet, head, above, or underfoot lava. */
export function dryStep(body: Body, p: Vec3Like): boolean {
  return [p, add(p, 0, 1, 0), add(p, 0, 2, 0)].every((q) => !isFluid(body.blockAt(q))) && !isLava(body.blockAt(add(p, 0, -1, 0)));
}

const DETOUR_LENGTH = 5;
const MAX_DETOURS = 8;

/** Tunnel a few blocks sideways (a new direction each time) to get round lava, water or a shaft. */
export async function detour(body: Body, turn: number, signal: AbortSignal, what: string): Promise<Outcome> {
  for (let t = 0; t < 4; t++) {
    const d = HORIZONTAL[(turn + t) % 4]!;
    let moved = 0;
    for (let j = 0; j < DETOUR_LENGTH; j++) {
      const next = add(floor(body.position()), d.x, 0, d.z);
      if (!dryStep(body, next) || isKnownHole(body.blockAt(add(next, 0, -1, 0)))) break;
      const c = await clearColumn(body, next, signal, what);
      if (!c.ok) return c;
      // The cells around the dug ones are in view now: step in only onto seen, dry ground.
      if (!dryStep(body, next) || !isSolid(body.blockAt(add(next, 0, -1, 0)))) break;
      const g = await act(what, signal, () => body.goto(next, 0, signal));
      if (!g.ok) {
        if (g.code === 'aborted' || g.code === 'died') return g;
        break;
      }
      moved++;
    }
    if (moved > 0) return ok();
  }
  return fail('unreachable', `${what}: no dry way sideways from ${fmt(floor(body.position()))}`);
}

/**
 * Find a way down that a shaft cannot take: a cave floor in view below, walked
 * (and climbed) down to; the path search prices falls and keeps off lava.
 * Null when there is none or the bot got no lower; a fatal outcome when the
 * walk ended the run.
 */
async function walkDown(body: Body, feet: Vec3Like, y: number, signal: AbortSignal, what: string): Promise<Outcome | null> {
  const below = openGround(body, Math.max(y, feet.y - 3), { below: Math.max(0, feet.y - 3 - y), above: 0 }, 24);
  if (!below) return null;
  const g = await act(what, signal, () => body.goto(below.pos, 1, signal));
  if (fatal(g)) return g;
  return Math.floor(body.position().y) < feet.y ? ok() : null;
}

/**
 * Down to `y`, digging out the block underfoot, sidestepping lava, water and
 * drops. `until` is asked after every block: a miner who sees the ore he is
 * going down for in the shaft's wall stops there (ok, `data.stopped`).
 */
export async function descendTo(body: Body, y: number, signal: AbortSignal, what: string, until?: () => boolean): Promise<Outcome> {
  let sidesteps = 0;
  let detours = 0;
  for (let i = 0; i < 1024; i++) {
    const feet = floor(body.position());
    if (feet.y <= y) return ok(undefined, { pos: feet });
    if (until?.()) return ok(undefined, { pos: feet, stopped: true });
    const below = add(feet, 0, -1, 0);
    if (body.blockAt(below) === 'bedrock') return fail('unreachable', `${what}: bedrock at ${fmt(below)}, cannot go below y=${feet.y}`);
    let blocked: Outcome;
    if (!safeToDigUnder(body, feet)) {
      if (++sidesteps <= 8) {
        const s = await sidestep(body, feet, signal, what);
        if (s.ok || fatal(s)) {
          if (!s.ok) return s;
          continue;
        }
      }
      // A cave opens below: walk (and climb) down into it rather than jumping.
      const walked = await walkDown(body, feet, y, signal, what);
      if (walked) {
        if (!walked.ok) return walked;
        sidesteps = 0;
        continue;
      }
      blocked = fail('unreachable', `${what}: no safe way down near ${fmt(feet)}: lava or a long drop below it and on every side`);
    } else {
      let r: Outcome = ok();
      if (!isEmpty(body.blockAt(below)) && !isFluid(body.blockAt(below))) {
        r = obstacle(await act(what, signal, () => body.dig(below, signal)), what, below);
        if (!r.ok && r.code !== 'unreachable') return r;
        // Look into the hole before dropping in: what lay under the dug block was out of sight.
        if (r.ok && !safeToDigUnder(body, feet)) continue;
      }
      if (r.ok) {
        // The bot usually falls by itself; goto settles it in the hole either way.
        const g = await act(what, signal, () => body.goto(below, 0, signal));
        if (g.ok || fatal(g)) {
          if (!g.ok) return g;
          continue;
        }
        r = g;
      }
      blocked = r;
    }
    // Lava, water or an unwalkable hole here: move sideways through the rock and try again there.
    if (++detours > MAX_DETOURS) return blocked;
    const d = await detour(body, detours, signal, what);
    if (fatal(d)) return d;
    sidesteps = 0;
  }
  return fail('timeout', `${what}: gave up descending to y=${y}`);
}
