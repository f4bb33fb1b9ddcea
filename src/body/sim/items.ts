/** equip, consume, useOn, deposit, withdraw, toss, wait. */
import { fail, ok, type Outcome } from '../../contracts/outcome.js';
import { B, blockFlags, blockIdOf, blockName, F_LAVA, F_WATER, mcData, stackSizeOf } from '../../sim/data.js';
import { shearedDrop } from '../../knowledge/tables/shears.js';
import { dig } from './work.js';
import { wear } from '../../sim/digging.js';
import { THROW_PICKUP_DELAY } from '../../sim/item-entities.js';
import type { World } from '../../sim/world.js';
import type { EquipSlot, ItemStack, Vec3Like } from '../../contracts/body.js';
import { counts, diff, fmt, floorPos, REACH, reachTo, validPos } from './util.js';
import { inReach } from './melee.js';

/** HoeItem.TILLABLES (1.20.4): these till to farmland with air above; coarse and rooted dirt till to dirt. */
const TILLS_TO_FARMLAND = new Set(['grass_block', 'dirt', 'dirt_path'].map((n) => blockIdOf(n)!));
const ROOTED_DIRT = blockIdOf('rooted_dirt')!;
const TILLS_TO_DIRT = new Set(['coarse_dirt', 'rooted_dirt'].map((n) => blockIdOf(n)!));

const ARMOR: Record<string, EquipSlot> = { helmet: 'head', chestplate: 'torso', leggings: 'legs', boots: 'feet', cap: 'head', tunic: 'torso', pants: 'legs' };
const ALWAYS_EDIBLE = new Set(['golden_apple', 'enchanted_golden_apple', 'chorus_fruit', 'milk_bucket', 'honey_bottle', 'suspicious_stew']);
const EAT_TICKS: Record<string, number> = { dried_kelp: 16, honey_bottle: 40 };

export function equip(world: World, item: string, slot: EquipSlot): Outcome {
  const p = world.player;
  if (p.inventory.count(item) === 0) return fail('missing_item', `equip: no ${item} in the inventory`);
  if (slot === 'hand') {
    p.inventory.equip(item);
    return ok();
  }
  const kind = item.split('_').pop() ?? '';
  if (slot !== 'off-hand' && ARMOR[kind] !== slot) return fail('world_error', `equip: ${item} does not go in the ${slot} slot`);
  const stack = p.inventory.slots.find((s) => s?.name === item) ?? null;
  const durability = stack?.durability ?? null;
  p.inventory.remove(item, 1);
  const old = p.putOn(slot as keyof typeof p.armor, item, durability);
  if (old) p.inventory.add(old.name, 1, old.durability);
  return ok();
}

export function consume(world: World, item: string): Outcome {
  const p = world.player;
  if (p.inventory.count(item) === 0) return fail('missing_item', `consume: no ${item} in the inventory`);
  const food = mcData.foodsByName[item];
  if (!food && item !== 'milk_bucket' && item !== 'potion') return fail('world_error', `consume: ${item} is not edible`);
  if (p.food >= 20 && !ALWAYS_EDIBLE.has(item)) return fail('world_error', `consume: not hungry (food 20); ${item} can only be eaten when food < 20`);
  const before = counts(world);
  const deaths = world.deaths.length;
  world.advance(EAT_TICKS[item] ?? 32);
  if (world.deaths.length !== deaths) return fail('died', `died while eating ${item}`);
  p.inventory.remove(item, 1);
  if (food) p.eat(food.foodPoints, food.saturation);
  if (item === 'rotten_flesh' && world.rng.chance(0.8)) p.addExhaustion(3); // Hunger I for 30 s: 0.005 per tick
  if (item.endsWith('_stew') || item === 'beetroot_soup') p.inventory.add('bowl', 1);
  if (item === 'milk_bucket') p.inventory.add('bucket', 1);
  return ok(diff(before, counts(world)));
}

export function useOn(world: World, item: string, target: { block: Vec3Like } | { entity: number }, signal: AbortSignal): Outcome {
  const p = world.player;
  const inv = p.inventory;
  if (inv.count(item) === 0) return fail('missing_item', `useOn: no ${item} in the inventory`);
  // Shears on a plant cut it: vanilla breaks the block with the shears in hand, and it drops itself (knowledge/tables/shears.ts).
  if (item === 'shears' && 'block' in target && validPos(target.block)) {
    const at = floorPos(target.block);
    if (shearedDrop(blockName(world.blockId(at.x, at.y, at.z)))) return dig(world, at, signal, 'shears');
  }
  inv.equip(item);
  const before = counts(world);
  world.advance(4);
  if ('entity' in target) {
    const m = world.mobs.get(target.entity);
    if (!m) return fail('not_found', `useOn: no mob with id ${target.entity}`);
    // Vanilla interacts by the same pick as a hit: from the eyes to the mob's box within 3 blocks, not to its feet.
    if (!inReach(world, m)) return fail('unreachable', `useOn: ${m.name} is out of reach; goto it first`);
    if (item === 'shears' && m.name === 'sheep' && !m.sheared) {
      m.sheared = true;
      inv.add(`${m.color ?? 'white'}_wool`, world.rng.int(1, 3));
      wear(inv, inv.heldSlot(), 1);
    } else if (item === 'bucket' && m.name === 'cow') {
      inv.remove('bucket', 1);
      inv.add('milk_bucket', 1);
    } else return fail('world_error', `useOn: using ${item} on ${m.name} does nothing`);
    return ok(diff(before, counts(world)));
  }
  if (!validPos(target.block)) return fail('world_error', `useOn: block must be {x,y,z}, got ${JSON.stringify(target.block)}`);
  const pos = floorPos(target.block);
  if (reachTo(world, pos) > REACH) return fail('unreachable', `useOn: ${fmt(pos)} is out of reach; goto it first`);
  const id = world.blockId(pos.x, pos.y, pos.z);
  // LiquidBlock.pickupBlock: a bucket takes only a source (level 0), leaving air
  if (item === 'bucket' && blockFlags[id] & (F_WATER | F_LAVA) && world.fluids.isSource(pos.x, pos.y, pos.z)) {
    inv.remove('bucket', 1);
    inv.add(id === B.water ? 'water_bucket' : 'lava_bucket', 1);
    world.setBlockId(pos.x, pos.y, pos.z, B.air);
  } else if (item === 'bucket' && blockFlags[id] & (F_WATER | F_LAVA)) {
    return fail('world_error', `useOn: ${fmt(pos)} is flowing ${mcData.blocks[id].name}; a bucket only takes a source block`);
  } else if (item.endsWith('_hoe') && TILLS_TO_FARMLAND.has(id) && world.blockId(pos.x, pos.y + 1, pos.z) === B.air) {
    world.setBlockId(pos.x, pos.y, pos.z, B.farmland);
    wear(inv, inv.heldSlot(), 1);
  } else if (item.endsWith('_hoe') && TILLS_TO_DIRT.has(id)) {
    // HoeItem.TILLABLES: coarse and rooted dirt become dirt whatever is above; rooted dirt drops its hanging roots.
    if (id === ROOTED_DIRT) world.dropItem('hanging_roots', 1, null, { x: pos.x, y: pos.y + 1, z: pos.z });
    world.setBlockId(pos.x, pos.y, pos.z, B.dirt);
    wear(inv, inv.heldSlot(), 1);
  } else if (item === 'shears' && id === B.pumpkin) {
    // PumpkinBlock.use: shears carve the face, four pumpkin seeds drop, and the shears wear by one.
    world.setBlockId(pos.x, pos.y, pos.z, B.carved_pumpkin);
    world.dropItem('pumpkin_seeds', 4, null, { x: pos.x, y: pos.y + 1, z: pos.z });
    wear(inv, inv.heldSlot(), 1);
  } else if (item === 'bone_meal' && world.crops.boneMeal(pos.x, pos.y, pos.z)) {
    inv.remove('bone_meal', 1);
  } else return fail('world_error', `useOn: using ${item} on ${mcData.blocks[id].name} does nothing here`);
  return ok(diff(before, counts(world)));
}

const CHEST_SLOTS = 27;

/** The chest's slots, or why the bot cannot use it from where it stands. */
function openChest(world: World, chest: Vec3Like, verb: string): { slots: NonNullable<ReturnType<World['chestAt']>> } | { failure: Outcome } {
  const pos = validPos(chest) ? floorPos(chest) : null;
  const slots = pos && world.chestAt(pos);
  if (!pos || !slots) return { failure: fail('not_found', `${verb}: no chest at ${JSON.stringify(chest)}`) };
  if (reachTo(world, pos) > REACH) return { failure: fail('unreachable', `${verb}: chest ${fmt(pos)} is out of reach; goto it first`) };
  return { slots };
}

export function deposit(world: World, chest: Vec3Like, items: ItemStack[]): Outcome {
  const open = openChest(world, chest, 'deposit');
  if ('failure' in open) return open.failure;
  const { slots } = open;
  const inv = world.player.inventory;
  const before = counts(world);
  world.advance(4);
  for (const it of items) {
    if (inv.count(it.name) < it.count) return fail('missing_item', `deposit: have ${inv.count(it.name)} ${it.name}, asked to deposit ${it.count}`);
    let left = it.count;
    const max = stackSizeOf(it.name);
    for (const s of slots)
      if (left > 0 && s.name === it.name && s.count < max) {
        const k = Math.min(left, max - s.count);
        s.count += k;
        left -= k;
      }
    while (left > 0 && slots.length < CHEST_SLOTS) {
      const k = Math.min(left, max);
      slots.push({ name: it.name, count: k, durability: null });
      left -= k;
    }
    inv.remove(it.name, it.count - left);
    if (left > 0) return fail('inventory_full', `deposit: the chest is full (${left} ${it.name} left over)`);
  }
  return ok(diff(before, counts(world)));
}

export function withdraw(world: World, chest: Vec3Like, items: ItemStack[]): Outcome {
  const open = openChest(world, chest, 'withdraw');
  if ('failure' in open) return open.failure;
  const { slots } = open;
  const inv = world.player.inventory;
  const before = counts(world);
  world.advance(4);
  for (const it of items) {
    const have = slots.reduce((n, s) => n + (s.name === it.name ? s.count : 0), 0);
    if (have < it.count) return fail('missing_item', `withdraw: the chest has ${have} ${it.name}, asked for ${it.count}`);
    if (inv.room(it.name) < it.count) return fail('inventory_full', `withdraw: no room for ${it.count} ${it.name}`);
    let left = it.count;
    for (let i = slots.length - 1; i >= 0 && left > 0; i--) {
      const s = slots[i];
      if (s.name !== it.name) continue;
      const k = Math.min(left, s.count);
      s.count -= k;
      left -= k;
      if (s.count === 0) slots.splice(i, 1);
    }
    inv.add(it.name, it.count);
  }
  return ok(diff(before, counts(world)));
}

export function toss(world: World, item: string, count: number): Outcome {
  const inv = world.player.inventory;
  if (!(count > 0)) return fail('world_error', `toss: count must be > 0, got ${String(count)}`);
  if (inv.count(item) < count) return fail('missing_item', `toss: have ${inv.count(item)} ${item}, asked to toss ${count}`);
  const before = counts(world);
  inv.remove(item, count);
  const p = world.player.pos;
  // thrown items land about two blocks ahead and cannot be picked up for 40 ticks
  world.dropItem(item, count, null, { x: p.x + 2, y: p.y, z: p.z }, THROW_PICKUP_DELAY);
  world.advance(1);
  return ok(diff(before, counts(world)));
}

export function wait(world: World, ticks: number, signal?: AbortSignal): Outcome {
  if (!(ticks >= 0) || !Number.isFinite(ticks)) return fail('world_error', `wait: ticks must be a finite number >= 0, got ${String(ticks)}`);
  const deaths = world.deaths.length;
  // A tick at a time, so a wait can be cut short (a reflex that became due takes over).
  for (let t = 0; t < Math.floor(ticks); t++) {
    if (signal?.aborted) return fail('aborted', `wait aborted after ${t} of ${Math.floor(ticks)} ticks`);
    world.advance(1);
    if (world.deaths.length !== deaths) return fail('died', `died while waiting (${world.deaths[world.deaths.length - 1].cause})`);
  }
  return ok();
}
