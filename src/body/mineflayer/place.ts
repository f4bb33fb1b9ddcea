/** Placing a block from the inventory against a solid neighbour. */
import type { Bot } from 'mineflayer';
import { Vec3 } from 'vec3';
import { fail, ok, type Outcome } from '../../contracts/outcome.js';
import { REPLACEABLE as VANILLA_REPLACEABLE } from '../../knowledge/tables/replaceable.js';
import type { Vec3Like } from '../../contracts/body.js';
import { inReach } from './dig.js';
import { fmt, goto } from './move.js';

// Placing on top of the block below first, as a player would.
const FACES = [new Vec3(0, 1, 0), new Vec3(1, 0, 0), new Vec3(-1, 0, 0), new Vec3(0, 0, 1), new Vec3(0, 0, -1), new Vec3(0, -1, 0)];
// 'grass' is short grass before 1.20.3.
const REPLACEABLE = new Set([...VANILLA_REPLACEABLE, 'grass']);

const solid = (bot: Bot, p: Vec3) => {
  const b = bot.blockAt(p);
  return !!b && b.boundingBox === 'block';
};
const free = (bot: Bot, p: Vec3) => {
  const b = bot.blockAt(p);
  return !!b && REPLACEABLE.has(b.name);
};

/** Cells the bot's body occupies; placing there would fail. */
function occupied(bot: Bot, p: Vec3): boolean {
  const feet = bot.entity.position.floored();
  return p.x === feet.x && p.z === feet.z && (p.y === feet.y || p.y === feet.y + 1);
}

/** A free spot next to the bot with something solid below. */
function spotNearBot(bot: Bot): Vec3 | null {
  const f = bot.entity.position.floored();
  const feet = new Vec3(f.x, f.y, f.z);
  for (const r of [1, 2]) {
    for (const [dx, dz] of [
      [r, 0],
      [-r, 0],
      [0, r],
      [0, -r],
      [r, r],
      [-r, -r],
      [r, -r],
      [-r, r],
    ]) {
      for (const dy of [0, -1, 1]) {
        const p = feet.offset(dx, dy, dz);
        if (free(bot, p) && free(bot, p.offset(0, 1, 0)) && solid(bot, p.offset(0, -1, 0))) return p;
      }
    }
  }
  return null;
}

export async function place(bot: Bot, itemName: string, pos: Vec3Like | null, signal: AbortSignal): Promise<Outcome> {
  const item = bot.inventory.items().find((i) => i.name === itemName);
  if (!item) return fail('missing_item', `place: no ${itemName} in the inventory`, { item: itemName });
  const bucket = itemName === 'water_bucket' || itemName === 'lava_bucket';
  if (!bucket && !bot.registry.blocksByName[itemName]) return fail('world_error', `place: ${itemName} is not a block`);
  const target = pos ? new Vec3(pos.x, pos.y, pos.z) : spotNearBot(bot);
  if (!target) return fail('not_found', 'place: no free spot with ground next to the bot');
  if (!free(bot, target)) return fail('world_error', `place ${fmt(target)}: occupied by ${bot.blockAt(target)?.name}`);
  if (occupied(bot, target)) return fail('world_error', `place ${fmt(target)}: the bot is standing there`);
  const face = FACES.find((f) => solid(bot, target.minus(f)));
  if (!face) return fail('world_error', `place ${fmt(target)}: nothing solid next to it to place against`);
  if (!inReach(bot, target)) {
    const walked = await goto(bot, target, 3, signal);
    if (!walked.ok) return walked;
  }
  await bot.equip(item, 'hand');
  if (bucket) {
    // A bucket is emptied by using it while looking at the face of the block the fluid goes against.
    await bot.lookAt(target.minus(face).offset(0.5 + face.x / 2, 0.5 + face.y / 2, 0.5 + face.z / 2), true);
    bot.activateItem();
    return ok(undefined, { pos: { x: target.x, y: target.y, z: target.z } });
  }
  await bot.placeBlock(bot.blockAt(target.minus(face))!, face);
  return ok(undefined, { pos: { x: target.x, y: target.y, z: target.z } });
}
