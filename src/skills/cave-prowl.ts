/**
 * Hunting monsters by day, as a player does: under the open sky they spawn only at night, but in a cave they spawn
 * at any hour, wherever the block light is 0 (vanilla `Monster.isDarkEnoughToSpawn`), and a spider there keeps to
 * the dark. A hunter already under the rock (the iron for the sword is mined there) walks the caves in view one leg
 * at a time, as the strip-mine search walks them for ore, rather than wait for dusk; fights come between legs.
 */
import type { Body } from '../contracts/body.js';
import type { Outcome } from '../contracts/outcome.js';
import { act } from './act.js';
import { beenThere, cellOf, markBeen, openGround } from './caves.js';
import { floor } from './geometry.js';
import { stripMine } from './tunnel.js';
import type { Target } from './target.js';

/** The monsters of the overworld's spawn list that spawn in the dark whatever the hour (spawning.ts `MONSTERS`). */
const CAVE_MONSTERS: ReadonlySet<string> = new Set(['spider', 'zombie', 'zombie_villager', 'skeleton', 'creeper', 'enderman']);
export const spawnInCaves = (mobs: readonly string[]): boolean => mobs.length > 0 && mobs.every((m) => CAVE_MONSTERS.has(m));

/** A leg ends on cave floor in view at most this far, and this many levels above or below the feet. */
const LEG_RANGE = 24;
const BAND = { below: 6, above: 6 };

/** Blocks tunnelled on at a time when no cave is in view: short, so a monster met on the way is fought between them. */
const TUNNEL_ON = 4;

/**
 * Walk to the farthest cave floor in view not looked over yet, or with none in view, tunnel a few blocks on at this
 * level with a pickaxe (the strip-mine search, which stops when the hunted kind shows), as a miner breaks into a cave.
 * Null when neither can be done; else the outcome of the walk or the dig, which the hunt goes on from unless fatal.
 */
export async function caveLeg(body: Body, target: Target, signal: AbortSignal, what: string): Promise<Outcome | null> {
  markBeen(body);
  const feet = floor(body.position());
  const cave = openGround(body, feet.y, BAND, LEG_RANGE);
  if (!cave) return hasPickaxe(body) ? stripMine(body, target, feet.y, TUNNEL_ON, signal, what) : null;
  const g = await act(what, signal, () => body.goto(cave.pos, 1, signal));
  if (!g.ok) beenThere(body).add(cellOf(cave.pos));
  return g;
}

const hasPickaxe = (body: Body): boolean => body.inventory().some((s) => s.name.endsWith('_pickaxe'));
