/** Sleeping in a bed on the simulated world, by vanilla's rules (../../sim/beds.ts). */
import { fail, ok, type Outcome } from '../../contracts/outcome.js';
import type { Vec3Like } from '../../contracts/body.js';
import { SLEEP_TICKS, sleepProblem, type SleepProblem } from '../../sim/beds.js';
import { MOB_STATS } from '../../sim/mob-stats.js';
import { angry } from '../../sim/neutral.js';
import type { Mob } from '../../sim/mobs.js';
import type { World } from '../../sim/world.js';
import { floorPos, fmt, validPos } from './util.js';

/** Vanilla's chat line for each problem, so a failure reads as the game would say it. */
const SAYS: Record<Exclude<SleepProblem, 'not_a_bed' | 'too_far_away'>, string> = {
  obstructed: 'this bed is obstructed',
  not_possible_now: 'you can sleep only at night',
  not_safe: 'you may not rest now; there are monsters nearby',
};

/** `Monster.isPreventingPlayerRest`: every monster but a calm zombified piglin; a slime is no monster. */
const keepsAwake = (world: World, m: Mob): boolean =>
  MOB_STATS[m.name]?.kind === 'hostile' && m.name !== 'slime' && (m.name !== 'zombified_piglin' || angry(world, m));

/** Lie down in the bed at `target` and sleep until morning: ok once the night has passed. */
export function sleep(world: World, target: Vec3Like, signal: AbortSignal): Outcome {
  if (!validPos(target)) return fail('world_error', `sleep: pos must be {x,y,z} numbers, got ${JSON.stringify(target)}`);
  const bed = floorPos(target);
  const halves = world.bedHalves(bed);
  const monsters = [...world.mobs.values()].filter((m) => keepsAwake(world, m));
  const problem = sleepProblem(world, world.player.pos, halves, monsters);
  if (problem === 'not_a_bed') return fail('not_found', `sleep: no bed at ${fmt(bed)}`);
  if (problem === 'too_far_away') return fail('unreachable', `sleep: the bed at ${fmt(bed)} is too far away; stand within 3 blocks of it`);
  // Vanilla sets the respawn point before it asks whether it is night or safe.
  if (problem !== 'obstructed') world.respawnBed = { ...bed };
  if (problem) return fail('world_error', `sleep: ${SAYS[problem]}`, { problem, timeOfDay: world.timeOfDay() });
  const health = world.player.health;
  const deaths = world.deaths.length;
  for (let t = 0; t < SLEEP_TICKS; t++) {
    if (signal.aborted) return fail('aborted', 'sleep aborted');
    world.advance(1);
    if (world.deaths.length !== deaths) return fail('died', 'died in bed');
    if (world.player.health < health) return fail('world_error', 'sleep: woken by a hurt; the night goes on', { problem: 'woken' });
  }
  world.skipNight();
  return ok({}, { timeOfDay: world.timeOfDay() });
}
