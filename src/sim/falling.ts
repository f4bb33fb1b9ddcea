/**
 * Sand, gravel and the other gravity blocks, as vanilla 1.20.4's FallingBlock
 * and FallingBlockEntity (https://minecraft.wiki/w/Falling_Block).
 *
 * A block update on a gravity block (its placing, or any change beside it)
 * schedules a check 2 ticks later (FallingBlock.getDelayAfterPlace); if the
 * block under it is free (air, fire, fluid or replaceable) it leaves its cell
 * and becomes a falling entity: each tick its speed gains 0.04 blocks/tick
 * downward, it moves, then the speed is scaled by 0.98. It lands on the first
 * block with a collision box; it becomes a block again in its cell if that cell
 * is replaceable (air, fluid, grass), otherwise it breaks into its item (a
 * torch or flower in the way). After 600 ticks in the air it drops as an item.
 * A gravel column thus refills a dug cell one block at a time.
 *
 * A player whose eyes are inside a full, opaque block suffocates: the inWall
 * damage of 1 every tick, which hurt invulnerability (10 ticks) turns into
 * 1 per 10 ticks (LivingEntity.baseTick, Entity.isInWall).
 */
import { B, blockFlags, F_AIR, F_GRAVITY, F_LAVA, F_SOLID, F_WATER, mcData, PrismarineBlock } from './data.js';
import { MIN_Y } from './chunk.js';
import { FACE_NEIGHBOURS } from '../knowledge/sight.js';
import { packPos, posX, posY, posZ, TickQueue } from './ticks.js';
import type { Vec3 } from './player.js';

/** What falling blocks need from the world. */
export interface FallingWorld {
  readonly tick: number;
  blockId(x: number, y: number, z: number): number;
  setBlockId(x: number, y: number, z: number, id: number): void;
  dropItem(name: string, count: number, durability: number | null, at: Vec3): unknown;
}

export interface FallingBlock {
  block: number;
  x: number;
  /** Bottom of the entity; it starts at the block's y. */
  y: number;
  z: number;
  /** Vertical speed, blocks per tick (negative is down). */
  vy: number;
  /** Ticks since it started falling. */
  time: number;
}

/** FallingBlock.getDelayAfterPlace. */
export const FALL_CHECK_DELAY = 2;
const GRAVITY = 0.04;
const DRAG = 0.98;
/** FallingBlockEntity: drops as an item after this many ticks without landing. */
const MAX_FALL_TICKS = 600;

/** Blocks a falling block replaces when it lands, as BlockBehaviour.canBeReplaced: air, fluids, grass, snow layers, dead bushes. */
const REPLACEABLE = new Set([B.short_grass, B.tall_grass, B.fern, B.snow, B.dead_bush, B.fire]);
const replaceable = (id: number): boolean => (blockFlags[id] & (F_AIR | F_WATER | F_LAVA)) !== 0 || REPLACEABLE.has(id);
/** FallingBlock.isFree: air, fire, a liquid or a replaceable block. */
const isFree = replaceable;

const suffocating = new Int8Array(mcData.blocksArray.length).fill(-1);
/**
 * Whether a block suffocates a player whose eyes are in it: a full collision
 * cube (prismarine-block's shapes) that is not see-through (glass and leaves
 * never suffocate: vanilla sets isSuffocating to never for them).
 */
export function suffocates(id: number): boolean {
  let s = suffocating[id];
  if (s === -1) {
    const b = mcData.blocks[id];
    const shapes = (PrismarineBlock.fromStateId(b.defaultState!, 0) as unknown as { shapes: number[][] }).shapes;
    const full = shapes.length === 1 && shapes[0].join() === '0,0,0,1,1,1';
    s = suffocating[id] = full && !b.transparent ? 1 : 0;
  }
  return s === 1;
}

export class Falling {
  private readonly queue = new TickQueue();
  readonly entities: FallingBlock[] = [];

  constructor(private readonly world: FallingWorld) {}

  get active(): boolean {
    return this.queue.size > 0 || this.entities.length > 0;
  }

  /** A block changed: gravity blocks in and beside the cell check their footing 2 ticks later (onPlace, updateShape). */
  onSet(x: number, y: number, z: number): void {
    this.touch(x, y, z);
    for (const [dx, dy, dz] of FACE_NEIGHBOURS) this.touch(x + dx, y + dy, z + dz);
  }

  /** Something is on its way down the column (x, z) to `y` or below: a check pending or a block in the air above. */
  settling(x: number, y: number, z: number): boolean {
    for (const e of this.entities) if (e.x === x && e.z === z && e.y >= y) return true;
    for (const k of this.queue.keys()) if (posX(k) === x && posZ(k) === z && posY(k) >= y) return true;
    return false;
  }

  tick(): void {
    const w = this.world;
    this.queue.run(w.tick, (key) => {
      const x = posX(key),
        y = posY(key),
        z = posZ(key);
      const id = w.blockId(x, y, z);
      if (!(blockFlags[id] & F_GRAVITY) || y <= MIN_Y || !isFree(w.blockId(x, y - 1, z))) return;
      // FallingBlockEntity.fall: the cell is emptied with a block update, so the block above follows 2 ticks later
      w.setBlockId(x, y, z, B.air);
      this.entities.push({ block: id, x, y, z, vy: 0, time: 0 });
    });
    // in the order they started falling, so a block landing on one that lands this tick sees it placed
    let kept = 0;
    for (const e of this.entities) if (!this.move(e)) this.entities[kept++] = e;
    this.entities.length = kept;
  }

  private touch(x: number, y: number, z: number): void {
    if (blockFlags[this.world.blockId(x, y, z)] & F_GRAVITY) this.queue.schedule(packPos(x, y, z), this.world.tick + FALL_CHECK_DELAY);
  }

  /** One tick of FallingBlockEntity; true when it has landed or broken. */
  private move(e: FallingBlock): boolean {
    const w = this.world;
    e.time++;
    e.vy -= GRAVITY;
    const to = e.y + e.vy;
    let landed = false;
    // the first block with a collision box whose top lies between the old and the new bottom stops it
    for (let c = Math.floor(e.y) - 1; c + 1 > to; c--) {
      if (c < MIN_Y || blockFlags[w.blockId(e.x, c, e.z)] & F_SOLID) {
        e.y = c + 1;
        landed = true;
        break;
      }
    }
    if (!landed) {
      e.y = to;
      e.vy *= DRAG;
      if (e.time <= MAX_FALL_TICKS) return false;
      this.drop(e, Math.floor(e.y));
      return true;
    }
    const cell = Math.floor(e.y);
    if (replaceable(w.blockId(e.x, cell, e.z))) w.setBlockId(e.x, cell, e.z, e.block);
    else this.drop(e, cell);
    return true;
  }

  private drop(e: FallingBlock, y: number): void {
    const name = mcData.blocks[e.block].name;
    if (mcData.itemsByName[name]) this.world.dropItem(name, 1, null, { x: e.x, y, z: e.z });
  }
}
