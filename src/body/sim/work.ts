/** dig, place, craft, smelt on the simulated world. */
import { fail, ok, type Outcome } from '../../contracts/outcome.js';
import { B, blockFlags, blockName, F_AIR, F_LAVA, F_WATER, isSolid, itemIdOf, itemName, mcData, Recipe, type PRecipe } from '../../sim/data.js';
import { breakBlock, placedBlockOf, replaceable } from '../../sim/act.js';
import { breakOtherHalf } from '../../sim/plants-biome.js';
import { isBed } from '../../sim/beds.js';
import { cropOfBlock } from '../../sim/crops.js';
import { bestTool, canHarvest, harvestToolNames } from '../../sim/digging.js';
import { burnTime, smeltResult } from '../../sim/smelting.js';
import type { World } from '../../sim/world.js';
import type { Vec3Like } from '../../contracts/body.js';
import { FACE_NEIGHBOURS } from '../../knowledge/sight.js';
import { counts, diff, fmt, floorPos, REACH, reachTo, validPos } from './util.js';
import { pickUp } from './move.js';

const PLACE_TICKS = 4;
const OPEN_WINDOW_TICKS = 4;
const CRAFT_CLICK_TICKS = 2;

function reachable(world: World, pos: Vec3Like, verb: string): Outcome | null {
  const d = reachTo(world, pos);
  return d > REACH ? fail('unreachable', `${verb}: ${fmt(pos)} is ${d.toFixed(1)} blocks away, beyond reach ${REACH}; goto it first`, { distance: d }) : null;
}

/** Dig with the best tool, or with `using` (shears on a plant: useOn). */
export function dig(world: World, target: Vec3Like, signal: AbortSignal, using?: string): Outcome {
  if (!validPos(target)) return fail('world_error', `dig: pos must be {x,y,z} numbers, got ${JSON.stringify(target)}`);
  const pos = floorPos(target);
  const id = world.blockId(pos.x, pos.y, pos.z);
  // Fluids are not dug (minecraft-data marks them not diggable; the mineflayer body refuses them too): a cell that
  // filled with water since it was chosen once cost a 15,000-tick "dig" of water's hardness 100.
  if (blockFlags[id] & (F_AIR | F_WATER | F_LAVA)) return fail('not_found', `dig: nothing to dig at ${fmt(pos)} (${blockName(id)})`);
  const far = reachable(world, pos, 'dig');
  if (far) return far;
  const before = counts(world);
  const deaths = world.deaths.length;
  if (using !== undefined && world.player.inventory.count(using) === 0) return fail('missing_item', `useOn: no ${using} in the inventory`);
  const tool = using ?? bestTool(world.player.inventory, id);
  // The Body contract: dig harvests or refuses. Breaking a block for nothing
  // (vanilla's bare-handed stone) only wastes time; paths dig through on their own.
  if (!canHarvest(id, tool))
    return fail('no_tool', `dig: ${blockName(id)} needs a tool the inventory lacks (${harvestToolNames(id).slice(0, 3).join(', ')})`, {
      block: blockName(id),
      tools: harvestToolNames(id),
    });
  const r = breakBlock(world, pos.x, pos.y, pos.z, using);
  if (world.deaths.length !== deaths) return fail('died', `died while digging ${blockName(id)}`);
  if (!r.ok) return fail('no_tool', `dig: ${r.reason}`);
  const picked = pickUp(world, r.items ?? [], signal);
  // Cut short while walking to the drops (a reflex took over), the block is still dug: ok, with the drops left to collect.
  if (!picked.ok && picked.code === 'died') return picked;
  const left = world.items.filter((e) => r.items?.includes(e.id)).map((e) => ({ name: e.name, count: e.count }));
  const gained = diff(before, counts(world));
  return ok(gained, { block: r.block, ticks: r.ticks, tool: r.tool, toolBroke: r.toolBroke, ...(left.length ? { dropsLeft: left } : {}) });
}

export function place(world: World, item: string, target: Vec3Like | null): Outcome {
  const inv = world.player.inventory;
  if (inv.count(item) === 0) return fail('missing_item', `place: no ${item} in the inventory`);
  const block = placedBlockOf(item);
  if (block === undefined) return fail('world_error', `place: ${item} is not a placeable block`);
  const pos = target === null ? spotNextToPlayer(world) : validPos(target) ? floorPos(target) : null;
  if (!pos)
    return fail(
      target === null ? 'not_found' : 'world_error',
      target === null ? 'place: no free spot next to the player' : `place: pos must be {x,y,z} numbers or null, got ${JSON.stringify(target)}`,
    );
  const far = reachable(world, pos, 'place');
  if (far) return far;
  if (!replaceable(world.blockId(pos.x, pos.y, pos.z)))
    return fail('world_error', `place: ${fmt(pos)} is occupied by ${blockName(world.blockId(pos.x, pos.y, pos.z))}`);
  if (cropOfBlock(block) && world.blockId(pos.x, pos.y - 1, pos.z) !== B.farmland) {
    return fail(
      'world_error',
      `place: ${item} is planted on farmland only, and ${fmt({ ...pos, y: pos.y - 1 })} is ${blockName(world.blockId(pos.x, pos.y - 1, pos.z))}; till dirt or grass with a hoe first`,
    );
  }
  const p = floorPos(world.player.pos);
  if (pos.x === p.x && pos.z === p.z && (pos.y === p.y || pos.y === p.y + 1)) return fail('world_error', `place: ${fmt(pos)} is where the player stands`);
  if (!FACE_NEIGHBOURS.some(([dx, dy, dz]) => isSolid(world.blockId(pos.x + dx, pos.y + dy, pos.z + dz))))
    return fail('world_error', `place: nothing to place ${item} against at ${fmt(pos)}`);
  const head = isBed(block) ? bedHead(world, pos) : null;
  if (isBed(block) && !head) return fail('world_error', `place: no room for the ${item}'s head beyond ${fmt(pos)}, away from the player`);
  const before = counts(world);
  world.advance(PLACE_TICKS);
  inv.remove(item, 1);
  if (item.endsWith('_bucket')) inv.add('bucket', 1);
  // Into one half of tall grass or a large fern: the other half pops (DoublePlantBlock), with no drop.
  breakOtherHalf(world, pos.x, pos.y, pos.z, world.blockId(pos.x, pos.y, pos.z));
  if (head) world.placeBed(pos, head, block);
  else world.setBlockId(pos.x, pos.y, pos.z, block);
  return ok(diff(before, counts(world)), { pos, ...(head ? { head } : {}) });
}

/**
 * A bed's head goes one block on from its foot in the direction the player faces (BedBlock.getStateForPlacement),
 * here the way from the player to the foot along its longer axis; the cell must take a block. Null when it cannot.
 */
function bedHead(world: World, foot: Vec3Like): Vec3Like | null {
  const p = world.player.pos;
  const dx = foot.x + 0.5 - p.x,
    dz = foot.z + 0.5 - p.z;
  const along = Math.abs(dx) >= Math.abs(dz) ? { x: Math.sign(dx) || 1, z: 0 } : { x: 0, z: Math.sign(dz) };
  const head = { x: foot.x + along.x, y: foot.y, z: foot.z + along.z };
  return replaceable(world.blockId(head.x, head.y, head.z)) ? head : null;
}

/** A free cell beside the player (feet level first), with ground under it, as bots place tables and furnaces. */
function spotNextToPlayer(world: World): Vec3Like | null {
  const p = floorPos(world.player.pos);
  const offsets = [
    [1, 0],
    [0, 1],
    [-1, 0],
    [0, -1],
    [1, 1],
    [-1, 1],
    [1, -1],
    [-1, -1],
  ];
  for (const dy of [0, 1, -1]) {
    for (const [dx, dz] of offsets) {
      const x = p.x + dx,
        y = p.y + dy,
        z = p.z + dz;
      if (replaceable(world.blockId(x, y, z)) && isSolid(world.blockId(x, y - 1, z))) return { x, y, z };
    }
  }
  return null;
}

const countOf = (world: World, id: number): number => world.player.inventory.count(itemName(id) ?? '');
const affordable = (world: World, r: PRecipe): boolean => r.delta.every((d) => d.count >= 0 || countOf(world, d.id) >= -d.count);

export function craft(world: World, item: string, times: number, table: Vec3Like | null): Outcome {
  const id = itemIdOf(item);
  if (id === undefined) return fail('not_found', `craft: unknown item '${item}'; use a minecraft-data item name like 'oak_planks'`);
  if (!Number.isInteger(times) || times < 1) return fail('world_error', `craft: times must be a positive integer, got ${String(times)}`);
  const recipes = Recipe.find(id, null);
  if (recipes.length === 0) return fail('not_found', `craft: ${item} has no crafting recipe`);
  if (table) {
    if (!validPos(table)) return fail('world_error', `craft: table must be {x,y,z} or null, got ${JSON.stringify(table)}`);
    const t = floorPos(table);
    if (world.blockId(t.x, t.y, t.z) !== B.crafting_table) return fail('not_found', `craft: no crafting_table at ${fmt(t)}`);
    const far = reachable(world, t, 'craft');
    if (far) return far;
  }
  const usable = recipes.filter((r) => table !== null || !r.requiresTable);
  if (usable.length === 0)
    return fail('missing_item', `craft: ${item} needs a crafting table (3x3 recipe); place one and pass its position`, { needs: 'crafting_table' });
  const before = counts(world);
  const deaths = world.deaths.length;
  world.advance(OPEN_WINDOW_TICKS);
  // Killed while the window was open: the inventory is gone, which is a death, not a shortage.
  if (world.deaths.length !== deaths) return fail('died', `died at the crafting grid (${world.deaths[world.deaths.length - 1].cause})`);
  for (let i = 0; i < times; i++) {
    const r = usable.find((rec) => affordable(world, rec));
    if (!r) {
      const need = usable[0].delta
        .filter((d) => d.count < 0)
        .map((d) => `${-d.count} ${itemName(d.id)}`)
        .join(', ');
      return fail('missing_item', `craft: not enough ingredients for ${item} (craft ${i + 1} of ${times}); one recipe needs ${need}`, {
        crafted: i,
        gained: diff(before, counts(world)),
      });
    }
    const inv = world.player.inventory;
    for (const d of r.delta) if (d.count < 0) inv.remove(itemName(d.id)!, -d.count);
    const out = r.result;
    if (inv.room(itemName(out.id)!) < out.count) {
      for (const d of r.delta) if (d.count < 0) inv.add(itemName(d.id)!, -d.count);
      return fail('inventory_full', `craft: no room for ${item}`, { crafted: i });
    }
    inv.add(itemName(out.id)!, out.count);
    world.advance(CRAFT_CLICK_TICKS);
  }
  return ok(diff(before, counts(world)));
}

/** Ticks between looks at the signal while the furnace cooks: a reflex takes over within a quarter second. */
const SMELT_WATCH_TICKS = 5;

/**
 * Smelt until `count` of the result come out of the furnace at `at`. What an
 * earlier smelt, cut short by a reflex, left cooking there counts toward it:
 * the furnace went on cooking while the bot fought, as in vanilla.
 */
export function smelt(world: World, input: string, fuel: string, count: number, at: Vec3Like, signal?: AbortSignal): Outcome {
  if (!validPos(at)) return fail('world_error', `smelt: furnace must be {x,y,z}, got ${JSON.stringify(at)}`);
  if (!Number.isInteger(count) || count < 1) return fail('world_error', `smelt: count must be a positive integer, got ${String(count)}`);
  const pos = floorPos(at);
  if (world.blockId(pos.x, pos.y, pos.z) !== B.furnace) return fail('not_found', `smelt: no furnace at ${fmt(pos)}`);
  const far = reachable(world, pos, 'smelt');
  if (far) return far;
  const out = smeltResult(input);
  if (!out) return fail('world_error', `smelt: ${input} cannot be smelted`);
  const burn = burnTime(fuel);
  if (burn === 0) return fail('world_error', `smelt: ${fuel} is not a furnace fuel; use coal, charcoal, planks or logs`);
  const f = world.furnaceAt(pos)!;
  f.update(world.tick);
  if ((f.input && f.input.name !== input) || (f.output && f.output.name !== out) || (f.fuel && f.fuel.name !== fuel)) {
    return fail('world_error', `smelt: the furnace at ${fmt(pos)} is busy with other items`);
  }
  const queued = f.input?.count ?? 0;
  const add = Math.max(0, count - queued - (f.output?.count ?? 0));
  const inv = world.player.inventory;
  if (inv.count(input) < add)
    return fail('missing_item', `smelt: need ${add} ${input}, have ${inv.count(input)}`, {
      item: input,
      need: add,
      missing: [{ item: input, count: add - inv.count(input) }],
    });
  const ticksNeeded = f.ticksFor(add + queued) - f.burnLeft - (f.fuel ? f.fuel.count * burn : 0);
  const fuelNeeded = Math.max(0, Math.ceil(ticksNeeded / burn));
  if (inv.count(fuel) < fuelNeeded + (fuel === input ? add : 0))
    return fail('missing_item', `smelt: need ${fuelNeeded} ${fuel} as fuel for ${add} ${input}, have ${inv.count(fuel)}`, {
      item: fuel,
      need: fuelNeeded,
      missing: [{ item: fuel, count: fuelNeeded + (fuel === input ? add : 0) - inv.count(fuel) }],
    });
  const before = counts(world);
  const deaths = world.deaths.length;
  world.advance(OPEN_WINDOW_TICKS);
  inv.remove(input, add);
  inv.remove(fuel, fuelNeeded);
  f.update(world.tick);
  if (add + (f.input?.count ?? 0) > 0) f.input = { name: input, count: (f.input?.count ?? 0) + add };
  if (fuelNeeded > 0) f.fuel = { name: fuel, count: (f.fuel?.count ?? 0) + fuelNeeded };
  const wait = f.ticksFor(f.input?.count ?? 0);
  for (let t = 0; t < wait; t += SMELT_WATCH_TICKS) {
    world.advance(Math.min(SMELT_WATCH_TICKS, wait - t));
    if (world.deaths.length !== deaths) return fail('died', `died while smelting ${input}`);
    if (signal?.aborted) return fail('aborted', `smelt aborted; the furnace at ${fmt(pos)} goes on smelting ${input}`);
  }
  f.update(world.tick);
  if (f.output) {
    const left = inv.add(f.output.name, f.output.count);
    f.output = left > 0 ? { name: f.output.name, count: left } : null;
  }
  return ok(diff(before, counts(world)), { output: out });
}

export const isEdible = (item: string): boolean => mcData.foodsByName[item] !== undefined;
