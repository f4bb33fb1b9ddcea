/**
 * Walking with mineflayer-pathfinder: a time limit scaled to the distance, and
 * stuck detection (no progress for a while) so a bad path ends as
 * `unreachable` instead of a hang. Also walking onto dropped items.
 */
import { createRequire } from 'node:module';
import type { Bot } from 'mineflayer';
import { Vec3 } from 'vec3';
import { fail, ok, type Outcome } from '../../contracts/outcome.js';
import type { Vec3Like } from '../../contracts/body.js';
import { withTimeout } from './connect.js';

const require = createRequire(import.meta.url);
const { Movements, goals } = require('mineflayer-pathfinder') as typeof import('mineflayer-pathfinder');

const STUCK_MS = 4000;

export function setupMovements(bot: Bot): void {
  const m = new Movements(bot);
  m.canDig = true;
  m.allowParkour = false;
  // Walk, as the simulated body does (4.317 blocks a second): the two bodies then take the same time and food over the
  // same way. Sprinting costs 0.1 exhaustion a block (https://minecraft.wiki/w/Hunger#Exhaustion_level_increase), which
  // left a bot without food at hunger 6, unable to sprint or heal, within about 750 blocks.
  m.allowSprinting = false;
  m.scafoldingBlocks = ['dirt', 'cobblestone', 'oak_planks'].map((n) => bot.registry.itemsByName[n]?.id).filter((id): id is number => id !== undefined);
  bot.pathfinder.setMovements(m);
  bot.pathfinder.thinkTimeout = 3000;
}

const dist = (bot: Bot, p: Vec3Like) => bot.entity.position.distanceTo(new Vec3(p.x + 0.5, p.y + 0.5, p.z + 0.5));

/** Walk until within `range` blocks of the target block. */
export async function goto(bot: Bot, target: Vec3Like, range: number, signal: AbortSignal, canDig = true): Promise<Outcome> {
  if (dist(bot, target) <= range) return ok();
  const movements = bot.pathfinder.movements;
  const digs = movements.canDig;
  movements.canDig = canDig;
  const goal = new goals.GoalNear(target.x, target.y, target.z, Math.max(range - 0.5, 0.5));
  const limitMs = 10_000 + dist(bot, target) * 700;
  let last = bot.entity.position.clone();
  let lastMove = Date.now();
  let stuck = false;
  const watch = setInterval(() => {
    if (bot.entity.position.distanceTo(last) > 0.3) {
      last = bot.entity.position.clone();
      lastMove = Date.now();
    } else if (Date.now() - lastMove > STUCK_MS && !bot.pathfinder.isMining() && !bot.pathfinder.isBuilding()) {
      stuck = true;
      bot.pathfinder.stop();
    }
  }, 250);
  // pathfinder.stop() only raises a flag, acted on at the next node or the next setGoal: raised with no path running
  // (an abort just as the goal was reached), it would stop the next goto before it starts.
  const stop = () => bot.pathfinder.goal && bot.pathfinder.stop();
  signal.addEventListener('abort', stop, { once: true });
  try {
    await withTimeout(
      pathTo(bot, goal, () => !signal.aborted && !stuck),
      limitMs,
      `goto: not there after ${Math.round(limitMs / 1000)} s (timed out)`,
    );
  } catch (err) {
    if (stuck) return fail('unreachable', `goto ${fmt(target)}: stuck for ${STUCK_MS / 1000} s at ${fmt(bot.entity.position.floored())}`);
    if (signal.aborted) return fail('aborted', 'goto: aborted');
    const e = err as Error;
    if (/timed out/.test(e.message)) {
      bot.pathfinder.stop();
      return fail('timeout', e.message);
    }
    if (/NoPath|No path/i.test(`${e.name} ${e.message}`)) return fail('unreachable', `goto ${fmt(target)}: no path from ${fmt(bot.entity.position.floored())}`);
    throw err;
  } finally {
    clearInterval(watch);
    signal.removeEventListener('abort', stop);
    movements.canDig = digs;
  }
  if (dist(bot, target) > range + 1) return fail('unreachable', `goto ${fmt(target)}: stopped ${dist(bot, target).toFixed(1)} blocks away`);
  return ok(undefined, { pos: fmt(bot.entity.position.floored()) });
}

/** pathfinder.goto, once more if a stop flag left over from an earlier walk (not ours) ended it at once. */
async function pathTo(bot: Bot, goal: InstanceType<typeof goals.GoalNear>, mayRetry: () => boolean): Promise<void> {
  try {
    await bot.pathfinder.goto(goal);
  } catch (err) {
    if (!mayRetry() || (err as Error).name !== 'PathStopped') throw err;
    await bot.pathfinder.goto(goal);
  }
}

/** Walk onto item entities near `around` (within radius) until they are picked up or time runs out. */
export async function collectDrops(bot: Bot, around: Vec3Like, radius: number, signal: AbortSignal, waitForSpawnMs = 600): Promise<void> {
  const centre = new Vec3(around.x + 0.5, around.y + 0.5, around.z + 0.5);
  const near = () => Object.values(bot.entities).filter((e) => e.name === 'item' && e.position.distanceTo(centre) <= radius);
  const deadline = Date.now() + 6000;
  // Drops appear a moment after the block breaks or the mob dies.
  const spawnBy = Date.now() + waitForSpawnMs;
  while (!signal.aborted && Date.now() < deadline) {
    const items = near();
    if (items.length === 0) {
      if (Date.now() > spawnBy) return;
      await ticks(bot, 2);
      continue;
    }
    const target = items.sort((a, b) => a.position.distanceTo(bot.entity.position) - b.position.distanceTo(bot.entity.position))[0];
    const p = target.position;
    if (bot.entity.position.distanceTo(p) > 1) {
      try {
        await withTimeout(bot.pathfinder.goto(new goals.GoalNear(p.x, p.y, p.z, 0.5)), 4000, 'collect: timed out');
      } catch {
        /* it may be picked up or gone; look again */
      }
    }
    await ticks(bot, 4);
    if (bot.entities[target.id] && bot.entity.position.distanceTo(target.position) <= 1.5) await ticks(bot, 10);
  }
}

/**
 * Wait n game ticks, counted by the client's physics ticks. Physics pauses
 * after a death or teleport, so a wall-clock bound (50 ms a tick, plus slack)
 * keeps a wait from stalling.
 */
export function ticks(bot: Bot, n: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    let left = n;
    const bound = setTimeout(() => done(), n * 50 + 1000);
    const done = () => {
      clearTimeout(bound);
      bot.removeListener('physicsTick', tick);
      bot.removeListener('end', done);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const tick = () => {
      if (--left <= 0) done();
    };
    bot.on('physicsTick', tick);
    bot.once('end', done);
    signal?.addEventListener('abort', done, { once: true });
  });
}

export const fmt = (p: Vec3Like) => `${Math.round(p.x * 10) / 10},${Math.round(p.y * 10) / 10},${Math.round(p.z * 10) / 10}`;
