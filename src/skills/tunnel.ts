/** Looking for an ore not yet seen: a 1x2 strip-mine tunnel with side branches at a y-level, scanning as it goes. */
import type { Body, Vec3Like } from '../contracts/body.js';
import { act } from './act.js';
import { clearColumn, descendTo } from './descend.js';
import { add, at, floor, HORIZONTAL, isFluid, isLava } from './geometry.js';
import { fail, type Outcome } from '../contracts/outcome.js';
import { found } from './found.js';
import { posKey, type Target } from './target.js';

export const DEFAULT_TUNNEL_LENGTH = 64;
/** Scan for the target after this many tunnel blocks. */
const SCAN_EVERY = 3;
const BRANCH_EVERY = 8;
const BRANCH_LENGTH = 4;
/** Turns relative to the heading, in order of preference. */
const TURNS = [0, 1, 3, 2];

/** Is stepping into `p` (feet) safe from lava and flooding, as far as seen? Cells behind the rock ahead are out of sight until it is dug. */
function dry(body: Body, p: Vec3Like, dir: Vec3Like): boolean {
  const around = [p, add(p, 0, 1, 0), add(p, 0, 2, 0), add(p, dir.x, 0, dir.z), add(p, dir.x, 1, dir.z)];
  return around.every((q) => !isFluid(body.blockAt(q))) && !isLava(body.blockAt(add(p, 0, -1, 0)));
}

/** Dig one block ahead (feet and head), look at what that opened up, and step in if it is dry. Null when every direction is wet. */
async function advance(body: Body, dirIndex: number, signal: AbortSignal, what: string, visited?: Set<string>): Promise<{ out: Outcome; dirIndex: number }> {
  const feet = floor(body.position());
  // Ahead, then right, left, and back last; cells already walked show nothing new, so they wait for a second pass.
  for (let pass = 0; pass < 2; pass++) {
    for (const turn of TURNS) {
      const i = (dirIndex + turn) % 4;
      const d = HORIZONTAL[i]!;
      const next = add(feet, d.x, 0, d.z);
      if (!dry(body, next, d) || (pass === 0 && visited?.has(posKey(next)))) continue;
      visited?.add(posKey(next));
      const c = await clearColumn(body, next, signal, what);
      if (!c.ok) return { out: c, dirIndex: i };
      if (!dry(body, next, d)) continue;
      return { out: await act(what, signal, () => body.goto(next, 0, signal)), dirIndex: i };
    }
  }
  return { out: fail('unreachable', `${what}: lava or water on every side of the tunnel`), dirIndex };
}

async function branch(body: Body, target: Target, side: number, signal: AbortSignal, what: string): Promise<Outcome | null> {
  const home = floor(body.position());
  for (let j = 0; j < BRANCH_LENGTH; j++) {
    const { out } = await advance(body, side, signal, what);
    if (!out.ok) break;
  }
  const hit = found(body, target);
  const back = await act(what, signal, () => body.goto(home, 0, signal));
  if (hit) return hit;
  return back.ok ? null : back;
}

/** Go down to `y`, then tunnel `length` blocks with short side branches, scanning as it goes. */
export async function stripMine(body: Body, target: Target, y: number, length: number, signal: AbortSignal, what: string): Promise<Outcome> {
  const start = floor(body.position());
  if (start.y < y - 2) {
    // Well below the level asked for: climb (digging and pillaring) to it first.
    const up = await act(what, signal, () => body.goto(at(start.x, y, start.z), 1, signal));
    if (!up.ok && (up.code === 'aborted' || up.code === 'died')) return up;
  }
  const down = await descendTo(body, y, signal, what);
  if (!down.ok) return down;
  const visited = new Set<string>([posKey(floor(body.position()))]);
  let dirIndex = 0;
  for (let i = 1; i <= length; i++) {
    if (i % SCAN_EVERY === 1) {
      const hit = found(body, target);
      if (hit) return hit;
    }
    const step = await advance(body, dirIndex, signal, what, visited);
    if (!step.out.ok) return step.out;
    dirIndex = step.dirIndex;
    if (i % BRANCH_EVERY === 0) {
      for (const side of [(dirIndex + 1) % 4, (dirIndex + 3) % 4]) {
        const b = await branch(body, target, side, signal, what);
        if (b) return b;
      }
    }
  }
  return found(body, target) ?? fail('not_found', `${what}: no ${target.label} in a ${length}-block tunnel at y=${y}`);
}
