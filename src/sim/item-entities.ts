/**
 * Dropped stacks as item entities, with vanilla 1.20.4's ItemEntity rules:
 * they fall (gravity 0.04 blocks/tick², drag 0.98), float up in water and drift
 * with its flow, burn in lava (unless fire-proof, as netherite is), merge with
 * a same-item stack in the same cell, despawn after 6000 ticks (5 minutes), and
 * are picked up only when the player's bounding box, inflated by (1, 0.5, 1) as
 * in Player.aiStep's touch check, meets the item's 0.25-block box.
 *
 * Positions keep the world's cell convention: the entity's centre is at
 * (x + 0.5, y, z + 0.5) with y its bottom, so x and z are floats only once
 * water has pushed the item off the centre of its cell.
 */
import { blockFlags, F_LAVA, F_WATER, isSolid } from './data.js';
import type { Inventory } from './inventory.js';
import type { Vec3 } from './player.js';

export interface ItemEntity {
  id: number;
  name: string;
  count: number;
  durability: number | null;
  x: number;
  y: number;
  z: number;
  /** Vertical speed in blocks per tick (negative is down). */
  vy: number;
  pickupAt: number;
  despawnAt: number;
}

/** Vanilla ItemEntity.LIFETIME. */
export const ITEM_LIFETIME_TICKS = 6000;
/** Vanilla's default pickup delay for a block's or mob's drops (ItemEntity.setDefaultPickUpDelay). */
export const DROP_PICKUP_DELAY = 10;
/** Vanilla Player.drop: a thrown stack can be picked up after 40 ticks. */
export const THROW_PICKUP_DELAY = 40;

const GRAVITY = 0.04;
const DRAG = 0.98;
/** ItemEntity.setUnderwaterMovement: +5e-4 upward per tick while slower than 0.06. */
const BUOYANCY = 5e-4;
/** Player bounding box half-width 0.3 and height 1.8, inflated by (1, 0.5, 1); the item's box is 0.25 wide and high. */
const PICKUP_HALF_XZ = 0.3 + 1 + 0.125;
const PICKUP_BELOW = 0.5 + 0.25;
const PICKUP_ABOVE = 1.8 + 0.5;
/** Items whose entities ignore fire and lava (Item.isFireResistant). */
const FIRE_PROOF = /^netherite_|^ancient_debris$|^nether_star$/;

/** What the items need from the world, so this module stays free of World. */
export interface ItemWorld {
  readonly tick: number;
  blockId(x: number, y: number, z: number): number;
  /** Horizontal push of flowing water at a cell, blocks per tick, or null where still. */
  flowAt?(x: number, y: number, z: number): { x: number; z: number } | null;
}

export function isFireProof(name: string): boolean {
  return FIRE_PROOF.test(name);
}

/** One tick of physics for every item, removing the burnt and the despawned. */
export function moveItems(w: ItemWorld, items: ItemEntity[]): void {
  for (let i = items.length - 1; i >= 0; i--) {
    const e = items[i];
    if (w.tick >= e.despawnAt || !moveItem(w, e)) items.splice(i, 1);
  }
}

/** False when the item burnt up. */
function moveItem(w: ItemWorld, e: ItemEntity): boolean {
  const cx = Math.floor(e.x + 0.5),
    cz = Math.floor(e.z + 0.5),
    cy = Math.floor(e.y);
  const inside = w.blockId(cx, cy, cz);
  // An item inside a block is pushed out, upward (vanilla moves it to the nearest free space).
  if (isSolid(inside)) {
    e.y = cy + 1;
    e.vy = 0;
    return true;
  }
  const here = blockFlags[inside];
  if (here & F_LAVA && !isFireProof(e.name)) return false;
  if (here & F_WATER) {
    if (e.vy < 0.06) e.vy += BUOYANCY;
    e.vy *= 0.99;
    const flow = w.flowAt?.(cx, cy, cz);
    if (flow) drift(w, e, flow);
  } else {
    if (isSolid(w.blockId(cx, Math.floor(e.y - 1e-3), cz)) && e.vy <= 0 && e.y === Math.floor(e.y)) return true; // resting
    e.vy = (e.vy - GRAVITY) * DRAG;
  }
  const ny = e.y + e.vy;
  if (e.vy < 0 && isSolid(w.blockId(cx, Math.floor(ny), cz))) {
    e.y = Math.floor(ny) + 1;
    e.vy = 0;
  } else if (e.vy > 0 && isSolid(w.blockId(cx, Math.floor(ny + 0.25), cz))) e.vy = 0;
  else e.y = ny;
  return true;
}

/** Water pushes the item along its flow, but not into a solid block. */
function drift(w: ItemWorld, e: ItemEntity, flow: { x: number; z: number }): void {
  const nx = e.x + flow.x,
    nz = e.z + flow.z;
  if (!isSolid(w.blockId(Math.floor(nx + 0.5), Math.floor(e.y), Math.floor(nz + 0.5)))) {
    e.x = nx;
    e.z = nz;
  }
}

/** Does the player standing at `p` (feet) touch the item? */
export function touches(p: Vec3, e: ItemEntity): boolean {
  return Math.abs(e.x + 0.5 - p.x) < PICKUP_HALF_XZ && Math.abs(e.z + 0.5 - p.z) < PICKUP_HALF_XZ && e.y > p.y - PICKUP_BELOW && e.y < p.y + PICKUP_ABOVE;
}

/** Pick up every item the player touches whose pickup delay has passed; what does not fit stays on the ground. */
export function pickUpTouching(tick: number, p: Vec3, inventory: Inventory, items: ItemEntity[]): void {
  for (let i = items.length - 1; i >= 0; i--) {
    const e = items[i];
    if (tick < e.pickupAt || !touches(p, e)) continue;
    const left = inventory.add(e.name, e.count, e.durability);
    if (left === 0) items.splice(i, 1);
    else e.count = left;
  }
}

/** Vanilla merges a new drop into a same-item stack lying within 0.5 blocks (ItemEntity.mergeWithNeighbours). */
export function mergeTarget(items: ItemEntity[], name: string, durability: number | null, at: Vec3, stackSize: number, count: number): ItemEntity | null {
  if (durability !== null) return null;
  for (const e of items)
    if (
      e.name === name &&
      e.durability === null &&
      e.count + count <= stackSize &&
      Math.abs(e.x - at.x) <= 0.5 &&
      Math.abs(e.z - at.z) <= 0.5 &&
      Math.abs(e.y - at.y) <= 0.5
    )
      return e;
  return null;
}
