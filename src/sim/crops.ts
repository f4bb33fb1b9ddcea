/**
 * Farmland and crops, faithful to Java Edition 1.20.4 (FarmBlock, CropBlock,
 * BeetrootBlock; https://minecraft.wiki/w/Farmland, https://minecraft.wiki/w/Crops#Growth).
 *
 * Random ticks: every game tick, each 16x16x16 section of a chunk near the
 * player gets `randomTickSpeed` (3) random block picks, so one block is picked
 * about once per 4096/3 ≈ 1365 ticks (68 s). Only sections holding farmland or
 * crops are visited, and only their picks that land on one do anything: the
 * cost is three random numbers per such section per tick, nothing elsewhere.
 *
 * A crop picked with light ≥ 9 grows one stage with chance 1/(⌊25/points⌋+1):
 * points = 1 + (2 on dry, 4 on moist farmland under it, as 1 + 1|3) + for
 * each of the 8 farmland blocks around that one 0.25 (dry) or 0.75 (moist),
 * halved when the same crop grows diagonally or on both horizontal axes.
 * Beetroots first pass a 2/3 roll. So a hydrated lone crop grows with 1/7
 * (wheat matures in 7·1365·7 ≈ 66900 ticks, 2.8 days), a crop in an
 * alternate row in hydrated soil with 1/3 (≈ 28700 ticks, 1.2 days).
 *
 * Farmland picked: moisture 7 when water is within 4 blocks horizontally at
 * its level or one above, else it dries by one; dry farmland with no crop on it
 * turns back to dirt. Tilled farmland starts at moisture 0.
 * Not modelled: trampling, rain, bone meal on stems.
 */
import { B, blockFlags, blockIdOf, F_WATER, isPassable, mcData } from './data.js';
import { blockPos, MIN_Y } from './chunk.js';
import { Rng, hash4 } from './rng.js';

/** What the crop code needs from the world. */
export interface CropWorld {
  blockId(x: number, y: number, z: number): number;
  setBlockId(x: number, y: number, z: number, id: number): void;
  heightAt(x: number, z: number): number;
  readonly torches: readonly { x: number; y: number; z: number }[];
  dropItem(name: string, count: number, durability: number | null, at: { x: number; y: number; z: number }): unknown;
}

export interface CropKind {
  block: string;
  /** The item planted to grow it (a carrot plants carrots). */
  seed: string;
  /** The item a mature crop is harvested for. */
  produce: string;
  maxAge: number;
}

export const CROP_KINDS: readonly CropKind[] = [
  { block: 'wheat', seed: 'wheat_seeds', produce: 'wheat', maxAge: 7 },
  { block: 'carrots', seed: 'carrot', produce: 'carrot', maxAge: 7 },
  { block: 'potatoes', seed: 'potato', produce: 'potato', maxAge: 7 },
  { block: 'beetroots', seed: 'beetroot_seeds', produce: 'beetroot', maxAge: 3 },
];

export const RANDOM_TICK_SPEED = 3;
const SECTION_BLOCKS = 4096;
/** Chunks within this many of the player's get random ticks (a server's simulation distance). */
export const SIMULATION_CHUNKS = 8;
/** Light reaching a crop must be at least this; a torch gives 14, one less per block. */
const MIN_LIGHT = 9;
const TORCH_LIGHT = 14;
const MAX_MOISTURE = 7;
/** binomial_with_bonus_count in the crop loot tables: extra 3, probability 0.5714286. */
const BONUS_P = 0.5714286;

const byBlockId = new Map<number, CropKind>(CROP_KINDS.map((c) => [blockIdOf(c.block)!, c]));
const bySeed = new Map<string, CropKind>(CROP_KINDS.map((c) => [c.seed, c]));

export const cropOfBlock = (id: number): CropKind | undefined => byBlockId.get(id);
export const cropOfSeed = (item: string): CropKind | undefined => bySeed.get(item);
export const cropOfProduce = (item: string): CropKind | undefined => CROP_KINDS.find((c) => c.produce === item);
const LEAVES = new Set(mcData.blocksArray.filter((b) => b.name.endsWith('_leaves')).map((b) => b.id));
const tracked = (id: number): boolean => id === B.farmland || byBlockId.has(id);

const sectionKey = (x: number, y: number, z: number): number => ((x >> 4) + 0x8000) * 0x1000000 + ((z >> 4) + 0x8000) * 0x100 + ((y - MIN_Y) >> 4);
const localIndex = (x: number, y: number, z: number): number => (((y - MIN_Y) & 15) << 8) | ((z & 15) << 4) | (x & 15);
const stateKey = (x: number, y: number, z: number): string => `${x},${y},${z}`;

interface Section {
  cx: number;
  cz: number;
  baseY: number;
  cells: Set<number>;
}

export class Crops {
  /** Sections holding farmland or crops, with the local indices of those blocks. */
  private sections = new Map<number, Section>();
  /** Crop age, or farmland moisture, by position. */
  private state = new Map<string, number>();
  private rng: Rng;

  constructor(
    private world: CropWorld,
    seed: number,
  ) {
    // Its own generator: farming never shifts the rolls of mobs, drops or spawns.
    this.rng = new Rng(hash4(seed, 0xc409, 5, 7));
  }

  /** True when anything is planted or tilled (the tick costs nothing otherwise). */
  get active(): boolean {
    return this.sections.size > 0;
  }

  age(x: number, y: number, z: number): number {
    return cropOfBlock(this.world.blockId(x, y, z)) ? (this.state.get(stateKey(x, y, z)) ?? 0) : 0;
  }

  moisture(x: number, y: number, z: number): number {
    return this.world.blockId(x, y, z) === B.farmland ? (this.state.get(stateKey(x, y, z)) ?? 0) : 0;
  }

  isMature(x: number, y: number, z: number): boolean {
    const c = cropOfBlock(this.world.blockId(x, y, z));
    return !!c && this.age(x, y, z) >= c.maxAge;
  }

  /** Test hook: set a crop's age or a farmland's moisture. */
  setState(x: number, y: number, z: number, value: number): void {
    this.state.set(stateKey(x, y, z), value);
  }

  /** Called by the world for every block change. A new crop is age 0; new farmland is dry. */
  onSet(x: number, y: number, z: number, old: number, id: number): void {
    if (!tracked(old) && !tracked(id)) return;
    const key = sectionKey(x, y, z);
    const i = localIndex(x, y, z);
    this.state.delete(stateKey(x, y, z));
    if (tracked(id)) {
      let s = this.sections.get(key);
      if (!s) this.sections.set(key, (s = { cx: x >> 4, cz: z >> 4, baseY: ((y - MIN_Y) & ~15) + MIN_Y, cells: new Set() }));
      s.cells.add(i);
    } else {
      const s = this.sections.get(key);
      s?.cells.delete(i);
      if (s && s.cells.size === 0) this.sections.delete(key);
    }
    // A crop cannot stand on anything but farmland: it pops off with its drops.
    if (old === B.farmland && id !== B.farmland) {
      const above = this.world.blockId(x, y + 1, z);
      if (cropOfBlock(above)) {
        const drops = this.drops(above, x, y + 1, z, this.rng);
        this.world.setBlockId(x, y + 1, z, B.air);
        for (const d of drops ?? []) this.world.dropItem(d.name, d.count, null, { x, y: y + 1, z });
      }
    }
  }

  /** The farmland and crops a chunk was generated with (a village's fields): they grow and dry as planted ones do. */
  fieldsLoaded(c: { cx: number; cz: number; farmed: readonly number[]; blocks: Uint16Array }): void {
    for (const i of c.farmed) {
      const p = blockPos(c.cx, c.cz, i);
      this.onSet(p.x, p.y, p.z, B.air, c.blocks[i]);
    }
  }

  /** One game tick of random ticks in the sections near the player. */
  tick(playerX: number, playerZ: number): void {
    const pcx = Math.floor(playerX) >> 4,
      pcz = Math.floor(playerZ) >> 4;
    for (const s of [...this.sections.values()]) {
      if (Math.abs(s.cx - pcx) > SIMULATION_CHUNKS || Math.abs(s.cz - pcz) > SIMULATION_CHUNKS) continue;
      for (let n = 0; n < RANDOM_TICK_SPEED; n++) {
        const i = Math.floor(this.rng.next() * SECTION_BLOCKS);
        if (!s.cells.has(i)) continue;
        this.randomTick(s.cx * 16 + (i & 15), s.baseY + (i >> 8), s.cz * 16 + ((i >> 4) & 15));
      }
    }
  }

  randomTick(x: number, y: number, z: number): void {
    const id = this.world.blockId(x, y, z);
    if (id === B.farmland) return this.farmlandTick(x, y, z);
    const crop = cropOfBlock(id);
    if (!crop) return;
    const age = this.age(x, y, z);
    if (age >= crop.maxAge || this.light(x, y, z) < MIN_LIGHT) return;
    if (crop.block === 'beetroots' && this.rng.int(0, 2) === 0) return;
    if (this.rng.next() * (Math.floor(25 / this.growthPoints(x, y, z, id)) + 1) < 1) this.state.set(stateKey(x, y, z), age + 1);
  }

  /** CropBlock.getGrowthSpeed: the points that set a crop's chance to grow per random tick. */
  growthPoints(x: number, y: number, z: number, id = this.world.blockId(x, y, z)): number {
    let points = 1;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dz = -1; dz <= 1; dz++) {
        let p = 0;
        if (this.world.blockId(x + dx, y - 1, z + dz) === B.farmland) p = this.moisture(x + dx, y - 1, z + dz) > 0 ? 3 : 1;
        points += dx === 0 && dz === 0 ? p : p / 4;
      }
    }
    const same = (dx: number, dz: number) => this.world.blockId(x + dx, y, z + dz) === id;
    const alongX = same(-1, 0) || same(1, 0);
    const alongZ = same(0, -1) || same(0, 1);
    const diagonal = same(-1, -1) || same(1, -1) || same(1, 1) || same(-1, 1);
    return (alongX && alongZ) || diagonal ? points / 2 : points;
  }

  private farmlandTick(x: number, y: number, z: number): void {
    const m = this.moisture(x, y, z);
    if (this.nearWater(x, y, z)) {
      if (m < MAX_MOISTURE) this.state.set(stateKey(x, y, z), MAX_MOISTURE);
    } else if (m > 0) this.state.set(stateKey(x, y, z), m - 1);
    else if (!cropOfBlock(this.world.blockId(x, y + 1, z))) this.world.setBlockId(x, y, z, B.dirt);
  }

  /** FarmBlock.isNearWater: water within 4 blocks horizontally, at the farmland's level or one above. */
  nearWater(x: number, y: number, z: number): boolean {
    for (let dy = 0; dy <= 1; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        for (let dz = -4; dz <= 4; dz++) if (blockFlags[this.world.blockId(x + dx, y + dy, z + dz)] & F_WATER) return true;
      }
    }
    return false;
  }

  /**
   * Sky light (it counts by night too: crops grow in the dark), dimmed by one
   * per leaf or water block above and stopped by anything opaque; else torchlight.
   */
  private light(x: number, y: number, z: number): number {
    let best = this.skyLight(x, y, z);
    for (const t of this.world.torches) best = Math.max(best, TORCH_LIGHT - (Math.abs(t.x - x) + Math.abs(t.y - y) + Math.abs(t.z - z)));
    return best;
  }

  private skyLight(x: number, y: number, z: number): number {
    let light = 15;
    for (let yy = y + 1; yy <= this.world.heightAt(x, z) && light > 0; yy++) {
      const id = this.world.blockId(x, yy, z);
      if (blockFlags[id] & F_WATER || LEAVES.has(id)) light--;
      else if (!isPassable(id)) return 0;
    }
    return light;
  }

  /** Bone meal: 2-5 stages at once (CropBlock.getBonemealAgeIncrease). False when there is nothing to grow. */
  boneMeal(x: number, y: number, z: number): boolean {
    const crop = cropOfBlock(this.world.blockId(x, y, z));
    if (!crop) return false;
    const age = this.age(x, y, z);
    if (age >= crop.maxAge) return false;
    this.state.set(stateKey(x, y, z), Math.min(crop.maxAge, age + this.rng.int(2, 5)));
    return true;
  }

  /**
   * What breaking a crop drops, read from minecraft-data's blockLoot, or null
   * for other blocks. That data flattens the tables: an `alternatives` pair
   * shows as two entries at chance 0.5 (the aged one when mature, the other
   * otherwise), and a `blockAge` entry sharing an item with a plain one
   * replaces it when mature. Aged ranges lo..hi are 1 + binomial(3, 0.571).
   * Wheat at age 7: 1 wheat and 1-4 seeds; younger: 1 seed.
   */
  drops(id: number, x: number, y: number, z: number, rng: Rng): { name: string; count: number }[] | null {
    const crop = cropOfBlock(id);
    if (!crop) return null;
    const mature = this.age(x, y, z) >= crop.maxAge;
    return rollCropLoot(crop, mature, rng);
  }
}

interface LootEntry {
  item: string;
  dropChance: number;
  stackSizeRange: (number | null)[];
  blockAge?: number;
}

export function rollCropLoot(crop: CropKind, mature: boolean, rng: Rng): { name: string; count: number }[] {
  const entries = (mcData.blockLoot[crop.block]?.drops ?? []) as LootEntry[];
  const aged = entries.filter((e) => e.blockAge !== undefined);
  const plain = entries.filter((e) => e.blockAge === undefined);
  const use = mature ? [...aged, ...plain.filter((p) => p.dropChance !== 0.5 && !aged.some((a) => a.item === p.item))] : plain;
  const out: { name: string; count: number }[] = [];
  for (const e of use) {
    const chance = e.dropChance === 0.5 ? 1 : e.dropChance;
    if (!rng.chance(chance)) continue;
    const lo = e.stackSizeRange[0] ?? 1,
      hi = e.stackSizeRange[1] ?? lo;
    let n = lo;
    for (let t = 0; t < hi - lo; t++) if (rng.chance(BONUS_P)) n++;
    if (n > 0) out.push({ name: e.item, count: n });
  }
  return out;
}
