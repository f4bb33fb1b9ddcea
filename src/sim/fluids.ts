/**
 * Water and lava that flow, as vanilla 1.20.4's FlowingFluid, LiquidBlock,
 * WaterFluid and LavaFluid (https://minecraft.wiki/w/Fluid, /w/Water, /w/Lava).
 *
 * A source is the plain water or lava block; a flowing cell is the same block
 * with an entry in `levels` holding its block-state `level`: 1..7 for flowing
 * (amount 8 - level) and 8 for falling. Water loses 1 per block and ticks every
 * 5 game ticks; overworld lava loses 2 per block (so spreads 3) and ticks every
 * 30. Sideways flow goes only toward the nearest drop found within 4 (water) or
 * 2 (lava) blocks, or everywhere when there is none (FlowingFluid.getSpread).
 * Two water sources beside a cell over a solid block or a source make it a
 * source (the waterSourceConversion rule, on by default; lava's is off).
 *
 * Lava with water above or beside it turns into obsidian when a source and
 * cobblestone when flowing (LiquidBlock.shouldSpreadLiquid); lava flowing down
 * into water turns that water into stone (LavaFluid.spreadTo).
 *
 * Only cells whose neighbourhood changed are ticked (a block change schedules
 * the fluid cells in and beside it, as LiquidBlock.onPlace and neighborChanged),
 * so generated oceans, aquifers and lava seas cost nothing until dug into.
 * Ticks run only in chunks within the simulation distance of the player whose
 * surroundings are loaded (vanilla ticks scheduled blocks only in ticking
 * chunks, whose neighbours are loaded); others wait until the player comes near.
 */
import { B, blockFlags, blockIdOf, F_AIR, F_LAVA, F_SOLID, F_WATER, mcData } from './data.js';
import { blockPos, chunkKey, type Chunk } from './chunk.js';
import { SIMULATION_CHUNKS } from './crops.js';
import { blockDrops } from './loot.js';
import { FACE_NEIGHBOURS } from '../knowledge/sight.js';
import type { Rng } from './rng.js';
import { packPos, posX, posY, posZ, TickQueue } from './ticks.js';
import type { Vec3 } from './player.js';

/** What the fluid code needs from the world. */
export interface FluidWorld {
  readonly tick: number;
  readonly player: { pos: Vec3 };
  readonly rng: Rng;
  blockId(x: number, y: number, z: number): number;
  setBlockId(x: number, y: number, z: number, id: number): void;
  isLoaded(x: number, z: number): boolean;
  dropItem(name: string, count: number, durability: number | null, at: Vec3): unknown;
}

interface Kind {
  block: number;
  /** FlowingFluid.getTickDelay: water 5, lava 30 in the overworld. */
  tickDelay: number;
  /** getDropOff: amount lost per block sideways (water 1, overworld lava 2). */
  dropOff: number;
  /** getSlopeFindDistance: how far sideways a drop is looked for (water 4, overworld lava 2). */
  slopeFind: number;
  /** canConvertToSource: the waterSourceConversion (true) and lavaSourceConversion (false) game rules. */
  toSource: boolean;
}
const WATER: Kind = { block: B.water, tickDelay: 5, dropOff: 1, slopeFind: 4, toSource: true };
const LAVA: Kind = { block: B.lava, tickDelay: 30, dropOff: 2, slopeFind: 2, toSource: false };

/** Fluid state as a number: 0 empty, else amount (1..8) | FALLING | SOURCE | LAVA_BIT. */
const FALLING = 16,
  SOURCE = 32,
  LAVA_BIT = 64,
  AMOUNT = 15;
const kindOf = (s: number): Kind => (s & LAVA_BIT ? LAVA : WATER);
const kindBit = (k: Kind): number => (k === LAVA ? LAVA_BIT : 0);
const same = (s: number, k: Kind): boolean => s !== 0 && (s & LAVA_BIT) === kindBit(k);

/** Horizontal directions in Direction.Plane.HORIZONTAL order (north, east, south, west). */
const HX = [0, 1, 0, -1],
  HZ = [-1, 0, 1, 0];
const opposite = (d: number): number => (d + 2) & 3;
/** The order Direction's EnumMap walks the chosen directions: north, south, west, east. */
const SPREAD_ORDER = [0, 2, 3, 1];

/** Blocks a fluid cannot flow into though they do not block motion (FlowingFluid.canHoldFluid). */
const NO_HOLD = new Uint8Array(mcData.blocksArray.length);
for (const b of mcData.blocksArray)
  if (/_door$|_sign$|_hanging_sign$|^ladder$|^sugar_cane$|^bubble_column$|^nether_portal$|^end_portal$|^end_gateway$|^structure_void$/.test(b.name))
    NO_HOLD[b.id] = 1;
const canHold = (id: number): boolean => (blockFlags[id] & F_SOLID) === 0 && NO_HOLD[id] === 0;

/** How far sideways one fluid tick reads: the slope search (4) and one more. */
const SPREAD_REACH = 5;
/** Chunks this near the player are loaded on demand, as the world's view distance around it. */
const VIEW_CHUNKS = 2;
/** Probe grid for getSpread: offsets up to the slope search depth (4) plus one. */
const PROBE_R = 5,
  PROBE_W = 2 * PROBE_R + 1;
const BLOCKED = 1,
  OPEN = 2,
  HOLE = 3;

const OBSIDIAN = blockIdOf('obsidian')!,
  COBBLESTONE = blockIdOf('cobblestone')!;

export class Fluids {
  /** Block-state level of each flowing (non-source) fluid cell, by packed position. */
  private readonly levels = new Map<number, number>();
  private readonly queue = new TickQueue();
  /** Ticks due in chunks outside the simulation distance, by chunk, until the player comes near. */
  private readonly parked = new Map<number, Set<number>>();
  private playerChunk = NaN;
  /** The cell this module is writing, whose level it sets itself. */
  private placing = -1;
  /** Probe results around the cell whose spread is being worked out. */
  private readonly probes = new Uint8Array(PROBE_W * PROBE_W);

  constructor(private readonly world: FluidWorld) {}

  get active(): boolean {
    return this.queue.size > 0 || this.parked.size > 0;
  }

  /** Block-state level: 0 for a source, 1..7 flowing, 8 falling; -1 where there is no fluid. */
  level(x: number, y: number, z: number): number {
    const id = this.world.blockId(x, y, z);
    if (id !== B.water && id !== B.lava) return -1;
    return this.levels.get(packPos(x, y, z)) ?? 0;
  }

  isSource(x: number, y: number, z: number): boolean {
    return this.level(x, y, z) === 0;
  }

  /** Fluid ticks waiting to run (in reach of the player or parked). */
  get scheduled(): number {
    let n = this.queue.size;
    for (const keys of this.parked.values()) n += keys.size;
    return n;
  }

  /** Lava, source or flowing (items burn in it). */
  isLava(x: number, y: number, z: number): boolean {
    return (blockFlags[this.world.blockId(x, y, z)] & F_LAVA) !== 0;
  }

  /**
   * Horizontal direction water or lava pushes things in at a cell, normalised,
   * or null where it is still (FlowingFluid.getFlow without the falling part).
   */
  flowAt(x: number, y: number, z: number): { x: number; z: number } | null {
    const s = this.state(x, y, z);
    if (s === 0) return null;
    const k = kindOf(s);
    const own = (s & AMOUNT) / 9;
    let fx = 0,
      fz = 0;
    for (let d = 0; d < 4; d++) {
      const nx = x + HX[d],
        nz = z + HZ[d];
      const n = this.state(nx, y, nz);
      if (n !== 0 && !same(n, k)) continue;
      let h = (n & AMOUNT) / 9,
        push = 0;
      if (h === 0) {
        if (!(blockFlags[this.world.blockId(nx, y, nz)] & F_SOLID)) {
          const below = this.state(nx, y - 1, nz);
          if (below === 0 || same(below, k)) {
            h = (below & AMOUNT) / 9;
            if (h > 0) push = own - (h - 8 / 9);
          }
        }
      } else push = own - h;
      fx += HX[d] * push;
      fz += HZ[d] * push;
    }
    const len = Math.hypot(fx, fz);
    return len === 0 ? null : { x: fx / len, z: fz / len };
  }

  /** A block changed: it and its six neighbours get the updates vanilla sends (onPlace, neighborChanged). */
  onSet(x: number, y: number, z: number): void {
    const key = packPos(x, y, z);
    if (key === this.placing) this.placing = -1;
    else if (this.levels.size > 0) this.levels.delete(key);
    this.touch(x, y, z);
    for (const [dx, dy, dz] of FACE_NEIGHBOURS) this.touch(x + dx, y + dy, z + dz);
  }

  /** A chunk's springs start flowing when it loads (SpringFeature schedules a fluid tick). */
  springsLoaded(c: Chunk): void {
    for (const i of c.springs) {
      const p = blockPos(c.cx, c.cz, i);
      this.queue.schedule(packPos(p.x, p.y, p.z), this.world.tick + 1);
    }
  }

  tick(): void {
    const now = this.world.tick;
    const p = this.world.player.pos;
    const pcx = Math.floor(p.x) >> 4,
      pcz = Math.floor(p.z) >> 4;
    const pk = chunkKey(pcx, pcz);
    if (pk !== this.playerChunk) {
      this.playerChunk = pk;
      if (this.parked.size > 0) this.release(pcx, pcz, now);
    }
    this.queue.run(now, (key) => {
      const x = posX(key),
        z = posZ(key);
      if (this.ticking(x, z, pcx, pcz)) this.tickCell(x, posY(key), z);
      else this.park(key, x, z);
    });
  }

  /**
   * A cell ticks when its chunk is within the simulation distance and every
   * chunk its spread looks into (5 blocks around) is loaded, or near enough to
   * the player to be loaded on demand (a server's view distance): flowing
   * never generates far chunks, whose springs would flow in turn.
   */
  private ticking(x: number, z: number, pcx: number, pcz: number): boolean {
    if (Math.abs((x >> 4) - pcx) > SIMULATION_CHUNKS || Math.abs((z >> 4) - pcz) > SIMULATION_CHUNKS) return false;
    for (let cx = (x - SPREAD_REACH) >> 4; cx <= (x + SPREAD_REACH) >> 4; cx++)
      for (let cz = (z - SPREAD_REACH) >> 4; cz <= (z + SPREAD_REACH) >> 4; cz++)
        if ((Math.abs(cx - pcx) > VIEW_CHUNKS || Math.abs(cz - pcz) > VIEW_CHUNKS) && !this.world.isLoaded(cx << 4, cz << 4)) return false;
    return true;
  }

  private park(key: number, x: number, z: number): void {
    const ck = chunkKey(x >> 4, z >> 4);
    let s = this.parked.get(ck);
    if (!s) this.parked.set(ck, (s = new Set()));
    s.add(key);
  }

  private release(pcx: number, pcz: number, now: number): void {
    for (const [ck, keys] of this.parked) {
      const x = posX(keys.values().next().value!),
        z = posZ(keys.values().next().value!);
      if (Math.abs((x >> 4) - pcx) > SIMULATION_CHUNKS || Math.abs((z >> 4) - pcz) > SIMULATION_CHUNKS) continue;
      this.parked.delete(ck);
      for (const k of keys) this.queue.schedule(k, now + 1);
    }
  }

  /** Fluid state of a cell. */
  private state(x: number, y: number, z: number): number {
    const id = this.world.blockId(x, y, z);
    if (id !== B.water && id !== B.lava) return 0;
    const bit = id === B.lava ? LAVA_BIT : 0;
    const lv = this.levels.size > 0 ? this.levels.get(packPos(x, y, z)) : undefined;
    if (lv === undefined) return 8 | SOURCE | bit;
    return lv >= 8 ? 8 | FALLING | bit : (8 - lv) | bit;
  }

  /** LiquidBlock.onPlace / neighborChanged: lava meeting water hardens, otherwise the cell is scheduled. */
  private touch(x: number, y: number, z: number): void {
    const id = this.world.blockId(x, y, z);
    if (id === B.lava) {
      if (this.hardens(x, y, z)) return;
      this.queue.schedule(packPos(x, y, z), this.world.tick + LAVA.tickDelay);
    } else if (id === B.water) this.queue.schedule(packPos(x, y, z), this.world.tick + WATER.tickDelay);
  }

  /** LiquidBlock.shouldSpreadLiquid: water above or beside lava makes obsidian of a source, cobblestone of flowing lava. */
  private hardens(x: number, y: number, z: number): boolean {
    const w = this.world;
    const wet = (a: number, b: number, c: number): boolean => (blockFlags[w.blockId(a, b, c)] & F_WATER) !== 0;
    if (!(wet(x, y + 1, z) || wet(x, y, z - 1) || wet(x, y, z + 1) || wet(x - 1, y, z) || wet(x + 1, y, z))) return false;
    w.setBlockId(x, y, z, this.isSource(x, y, z) ? OBSIDIAN : COBBLESTONE);
    return true;
  }

  /** FlowingFluid.tick: a flowing cell takes the state its neighbours give it, then spreads. */
  private tickCell(x: number, y: number, z: number): void {
    let s = this.state(x, y, z);
    if (s === 0) return;
    const k = kindOf(s);
    if (!(s & SOURCE)) {
      const next = this.newLiquid(k, x, y, z);
      if (next === 0) {
        this.world.setBlockId(x, y, z, B.air);
        return;
      }
      if (next !== s) {
        s = next;
        this.put(x, y, z, k, s);
        if (this.state(x, y, z) !== s) return; // it hardened into stone
      }
    }
    this.spread(k, x, y, z, s);
  }

  /** FlowingFluid.getNewLiquid: the state a cell would take from its neighbours. */
  private newLiquid(k: Kind, x: number, y: number, z: number): number {
    let most = 0,
      sources = 0;
    for (let d = 0; d < 4; d++) {
      const n = this.state(x + HX[d], y, z + HZ[d]);
      if (!same(n, k)) continue;
      if (n & SOURCE) sources++;
      most = Math.max(most, n & AMOUNT);
    }
    if (k.toSource && sources >= 2) {
      const below = this.state(x, y - 1, z);
      if (blockFlags[this.world.blockId(x, y - 1, z)] & F_SOLID || (same(below, k) && below & SOURCE)) return 8 | SOURCE | kindBit(k);
    }
    if (same(this.state(x, y + 1, z), k)) return 8 | FALLING | kindBit(k);
    const amount = most - k.dropOff;
    return amount <= 0 ? 0 : amount | kindBit(k);
  }

  /** FlowingFluid.spread: down first; sideways when it cannot fall (or from a source, or beside three sources). */
  private spread(k: Kind, x: number, y: number, z: number, s: number): void {
    const below = this.newLiquid(k, x, y - 1, z);
    if (this.canSpreadTo(k, x, y - 1, z, true)) {
      this.spreadTo(k, x, y - 1, z, true, below);
      if (this.sourceNeighbours(k, x, y, z) >= 3) this.spreadToSides(k, x, y, z, s);
    } else if (s & SOURCE || !this.isHole(k, x, y, z)) this.spreadToSides(k, x, y, z, s);
  }

  private sourceNeighbours(k: Kind, x: number, y: number, z: number): number {
    let n = 0;
    for (let d = 0; d < 4; d++) {
      const s = this.state(x + HX[d], y, z + HZ[d]);
      if (same(s, k) && s & SOURCE) n++;
    }
    return n;
  }

  private spreadToSides(k: Kind, x: number, y: number, z: number, s: number): void {
    const left = s & FALLING ? 7 : (s & AMOUNT) - k.dropOff;
    if (left <= 0) return;
    const dirs = this.spreadDirections(k, x, y, z);
    for (const d of SPREAD_ORDER) {
      if (!(dirs & (1 << d))) continue;
      const nx = x + HX[d],
        nz = z + HZ[d];
      if (this.canSpreadTo(k, nx, y, nz, false)) this.spreadTo(k, nx, y, nz, false, this.newLiquid(k, nx, y, nz));
    }
  }

  /** FlowingFluid.getSpread: the open sides with the shortest way to a drop (bit per direction). */
  private spreadDirections(k: Kind, x: number, y: number, z: number): number {
    this.probes.fill(0);
    let best = 1000,
      dirs = 0;
    for (let d = 0; d < 4; d++) {
      const p = this.probe(k, x, y, z, HX[d], HZ[d]);
      if (p === BLOCKED) continue;
      const dist = p === HOLE ? 0 : this.slopeDistance(k, x, y, z, HX[d], HZ[d], 1, opposite(d));
      if (dist < best) dirs = 0;
      if (dist <= best) {
        dirs |= 1 << d;
        best = dist;
      }
    }
    return dirs;
  }

  /** FlowingFluid.getSlopeDistance from (x + dx, z + dz): blocks to the nearest drop, up to slopeFind away; 1000 when none. */
  private slopeDistance(k: Kind, x: number, y: number, z: number, dx: number, dz: number, depth: number, from: number): number {
    let best = 1000;
    for (let d = 0; d < 4; d++) {
      if (d === from) continue;
      const p = this.probe(k, x, y, z, dx + HX[d], dz + HZ[d]);
      if (p === BLOCKED) continue;
      if (p === HOLE) return depth;
      if (depth < k.slopeFind) best = Math.min(best, this.slopeDistance(k, x, y, z, dx + HX[d], dz + HZ[d], depth + 1, opposite(d)));
    }
    return best;
  }

  /** canPassThrough then isWaterHole at an offset from the spreading cell, remembered for one getSpread (as vanilla's caches). */
  private probe(k: Kind, x: number, y: number, z: number, dx: number, dz: number): number {
    const i = (dx + PROBE_R) * PROBE_W + dz + PROBE_R;
    let v = this.probes[i];
    if (v === 0) v = this.probes[i] = !this.canPassThrough(k, x + dx, y, z + dz) ? BLOCKED : this.isHole(k, x + dx, y, z + dz) ? HOLE : OPEN;
    return v;
  }

  /** A source of its own kind stops the slope search; walls and doors too. */
  private canPassThrough(k: Kind, x: number, y: number, z: number): boolean {
    const s = this.state(x, y, z);
    return !(same(s, k) && s & SOURCE) && canHold(this.world.blockId(x, y, z));
  }

  /** FlowingFluid.isWaterHole: the fluid could fall out of (x, y, z). */
  private isHole(k: Kind, x: number, y: number, z: number): boolean {
    const id = this.world.blockId(x, y - 1, z);
    if (blockFlags[id] & F_SOLID) return false;
    return same(this.state(x, y - 1, z), k) || canHold(id);
  }

  /** FlowingFluid.canSpreadTo with FluidState.canBeReplacedWith of water and lava. */
  private canSpreadTo(k: Kind, x: number, y: number, z: number, down: boolean): boolean {
    const id = this.world.blockId(x, y, z);
    if (!canHold(id)) return false;
    const t = this.state(x, y, z);
    if (t === 0) return true;
    // WaterFluid: only lava from above replaces water
    if (kindOf(t) === WATER) return down && k === LAVA;
    // LavaFluid: water replaces lava at least 4/9 high (a full block when lava is above it)
    const height = same(this.state(x, y + 1, z), LAVA) ? 1 : (t & AMOUNT) / 9;
    return k === WATER && height >= 4 / 9;
  }

  /** FlowingFluid.spreadTo; lava falling into water makes stone (LavaFluid.spreadTo). */
  private spreadTo(k: Kind, x: number, y: number, z: number, down: boolean, s: number): void {
    const id = this.world.blockId(x, y, z);
    if (k === LAVA && down && blockFlags[id] & F_WATER) {
      this.world.setBlockId(x, y, z, B.stone);
      return;
    }
    // water washes away what it flows into and drops its loot; lava just burns it
    if (k === WATER && !(blockFlags[id] & (F_AIR | F_WATER | F_LAVA)))
      for (const d of blockDrops(id, null, this.world.rng)) this.world.dropItem(d.name, d.count, null, { x, y, z });
    this.put(x, y, z, k, s);
  }

  /** Write a fluid state; the block update schedules the cell and tells its neighbours. */
  private put(x: number, y: number, z: number, k: Kind, s: number): void {
    const key = packPos(x, y, z);
    if (s & SOURCE) this.levels.delete(key);
    else this.levels.set(key, s & FALLING ? 8 : 8 - (s & AMOUNT));
    this.placing = key;
    this.world.setBlockId(x, y, z, k.block);
    this.placing = -1;
  }
}
