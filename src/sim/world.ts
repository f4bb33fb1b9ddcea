/**
 * The simulated world: lazily generated chunks, the player, mobs, dropped items,
 * furnaces and chests, and a game clock that only moves when `advance` is called.
 * Same seed and same calls give the same world, tick for tick.
 */
import { B, blockFlags, blockIdOf, blockName, F_AIR, F_GRAVITY, F_LAVA, F_WATER, isPassable, mcData } from './data.js';
import { Chunk, chunkKey, MIN_Y, MAX_Y } from './chunk.js';
import { generateChunk, FLAT_SURFACE, type TerrainKind } from './generate.js';
import { BIOMES, BIO } from './biomes.js';
import { Rng, hash4 } from './rng.js';
import { Player, type Vec3 } from './player.js';
import { MOB_STATS, tickMob, sheepColor, standable, type Mob, type MobWorld } from './mobs.js';
import { Furnace } from './furnace.js';
import type { Slot } from './inventory.js';
import { Crops } from './crops.js';

export interface WorldOptions {
  seed: number;
  /** Keep the inventory on death (the keepInventory game rule). */
  keepInventory?: boolean;
  /** Spawn and tick mobs (default true). */
  mobs?: boolean;
  /** `flat`: grass over dirt over stone, bedrock at the bottom, no structures, no random mobs. */
  terrain?: TerrainKind;
}

export interface ItemEntity {
  id: number;
  name: string;
  count: number;
  durability: number | null;
  x: number;
  y: number;
  z: number;
  pickupAt: number;
  despawnAt: number;
}
export interface Death {
  gameTick: number;
  cause: string;
  lost: Slot[];
}

export const DAY_TICKS = 24000;
const TICKED_RADIUS = 64;
const HOSTILE_CAP = 10;

const posKey = (x: number, y: number, z: number): string => `${x},${y},${z}`;

export class World implements MobWorld {
  readonly seed: number;
  readonly keepInventory: boolean;
  readonly mobsEnabled: boolean;
  readonly terrain: TerrainKind;
  readonly rng: Rng;
  readonly player: Player;
  readonly spawn: Vec3;
  readonly mobs = new Map<number, Mob>();
  readonly items: ItemEntity[] = [];
  readonly furnaces = new Map<string, Furnace>();
  readonly chests = new Map<string, Slot[]>();
  readonly deaths: Death[] = [];
  readonly torches: Vec3[] = [];
  /** Farmland moisture, crop ages and their random ticks. */
  readonly crops: Crops;
  tick = 0;
  private timeBase = 0;
  private nextId = 1;
  private readonly chunks = new Map<number, Chunk>();
  private lastChunk: Chunk | null = null;
  private loadedAround = NaN;

  constructor(opts: WorldOptions) {
    if (!Number.isFinite(opts.seed)) throw new Error(`World: seed must be a finite number, got ${String(opts.seed)}; pass e.g. { seed: 1 }`);
    this.seed = opts.seed | 0;
    this.keepInventory = opts.keepInventory ?? false;
    this.terrain = opts.terrain ?? 'default';
    this.mobsEnabled = opts.mobs ?? true;
    this.rng = new Rng(hash4(this.seed, 0x5eed, 1, 2));
    this.crops = new Crops(this, this.seed);
    this.spawn = this.findSpawn();
    this.player = new Player(this.spawn);
  }

  // ---- blocks ----

  chunk(cx: number, cz: number): Chunk {
    const k = chunkKey(cx, cz);
    let c = this.chunks.get(k);
    if (!c) {
      c = generateChunk(this.seed, cx, cz, this.terrain);
      this.chunks.set(k, c);
      this.populate(c);
    }
    return c;
  }

  isLoaded(x: number, z: number): boolean {
    return this.chunks.has(chunkKey(x >> 4, z >> 4));
  }

  loadedChunks(): number {
    return this.chunks.size;
  }

  /** Block id at integer coordinates, generating the chunk if needed. Below the world is bedrock, above is air. */
  blockId(x: number, y: number, z: number): number {
    if (y < MIN_Y) return B.bedrock;
    if (y > MAX_Y) return B.air;
    let c = this.lastChunk;
    if (!c || c.cx !== x >> 4 || c.cz !== z >> 4) c = this.lastChunk = this.chunk(x >> 4, z >> 4);
    return c.blocks[((y - MIN_Y) << 8) | ((z & 15) << 4) | (x & 15)];
  }

  setBlockId(x: number, y: number, z: number, id: number): void {
    if (y < MIN_Y || y > MAX_Y) return;
    const c = this.chunk(x >> 4, z >> 4);
    const old = c.get(x & 15, y, z & 15);
    c.set(x & 15, y, z & 15, id);
    const k = posKey(x, y, z);
    if (old === B.furnace && id !== B.furnace) this.furnaces.delete(k);
    if (old === B.chest && id !== B.chest) this.chests.delete(k);
    if (old === B.torch) {
      const i = this.torches.findIndex((t) => t.x === x && t.y === y && t.z === z);
      if (i >= 0) this.torches.splice(i, 1);
    }
    if (id === B.furnace) this.furnaces.set(k, new Furnace(this.tick));
    if (id === B.chest) this.chests.set(k, []);
    if (id === B.torch) this.torches.push({ x, y, z });
    if (blockFlags[id] & F_AIR) this.settle(x, y + 1, z);
    this.crops.onSet(x, y, z, old, id);
  }

  /** Sand and gravel above a hole fall down it. */
  private settle(x: number, y: number, z: number): void {
    while (y <= MAX_Y && blockFlags[this.blockId(x, y, z)] & F_GRAVITY) {
      const id = this.blockId(x, y, z);
      let to = y - 1;
      while (to > MIN_Y && blockFlags[this.blockId(x, to - 1, z)] & (F_AIR | F_WATER)) to--;
      this.chunk(x >> 4, z >> 4).set(x & 15, y, z & 15, B.air);
      this.chunk(x >> 4, z >> 4).set(x & 15, to, z & 15, id);
      y++;
    }
  }

  getBlock(pos: Vec3): string {
    return blockName(this.blockId(Math.floor(pos.x), Math.floor(pos.y), Math.floor(pos.z)));
  }

  setBlock(pos: Vec3, name: string): void {
    const id = blockIdOf(name);
    if (id === undefined) throw new Error(`setBlock: unknown block '${name}'; use a minecraft-data 1.20.4 block name such as 'stone'`);
    this.setBlockId(Math.floor(pos.x), Math.floor(pos.y), Math.floor(pos.z), id);
  }

  /** Highest y that blocks the sky in this column. */
  heightAt(x: number, z: number): number {
    const c = this.chunk(x >> 4, z >> 4);
    return c.height[((z & 15) << 4) | (x & 15)];
  }

  skyExposed(x: number, y: number, z: number): boolean {
    return y > this.heightAt(x, z);
  }

  biomeAt(x: number, z: number): string {
    const c = this.chunk(Math.floor(x) >> 4, Math.floor(z) >> 4);
    return BIOMES[c.biome[((Math.floor(z) & 15) << 4) | (Math.floor(x) & 15)]];
  }

  furnaceAt(pos: Vec3): Furnace | undefined {
    const f = this.furnaces.get(posKey(pos.x, pos.y, pos.z));
    f?.update(this.tick);
    return f;
  }

  chestAt(pos: Vec3): Slot[] | undefined {
    return this.chests.get(posKey(pos.x, pos.y, pos.z));
  }

  // ---- time ----

  timeOfDay(): number {
    return (((this.timeBase + this.tick) % DAY_TICKS) + DAY_TICKS) % DAY_TICKS;
  }

  setTime(timeOfDay: number): void {
    this.timeBase = timeOfDay - this.tick;
  }

  /** Daylight for burning undead and spawning: vanilla's sky is dark enough for monsters from ~13000 to ~23000. */
  isDay(): boolean {
    const t = this.timeOfDay();
    return t < 13000 || t >= 23000;
  }

  /** Run the world for `ticks` game ticks: hunger, air, fire, mobs, spawning, item pickup. */
  advance(ticks: number): void {
    for (let i = 0; i < ticks; i++) this.tickOnce();
  }

  private tickOnce(): void {
    this.tick++;
    const p = this.player;
    const fx = Math.floor(p.pos.x),
      fy = Math.floor(p.pos.y),
      fz = Math.floor(p.pos.z);
    const feet = blockFlags[this.blockId(fx, fy, fz)],
      head = blockFlags[this.blockId(fx, fy + 1, fz)];
    p.tickEnvironment(this.tick, (head & F_WATER) !== 0, ((feet | head) & F_LAVA) !== 0, ((feet | head) & F_WATER) !== 0);
    p.tickFood(this.tick);
    if (this.mobsEnabled && this.mobs.size > 0) this.tickMobs();
    if (this.mobsEnabled && this.terrain !== 'flat' && this.tick % 20 === 0) {
      this.loadAround();
      this.spawnHostiles();
    }
    if (this.items.length > 0) this.tickItems();
    if (this.crops.active) this.crops.tick(p.pos.x, p.pos.z);
    if (p.health <= 0) this.die();
  }

  // ---- player ----

  give(item: string, count = 1): number {
    if (!mcData.itemsByName[item]) throw new Error(`give: unknown item '${item}'; use a minecraft-data 1.20.4 item name such as 'oak_log'`);
    const left = this.player.inventory.add(item, count);
    if (left > 0) this.dropItem(item, left, null, this.player.pos);
    return count - left;
  }

  hurtPlayer(amount: number, cause: string): void {
    this.player.hurt(amount, cause, this.tick);
  }

  /** Fall damage: one point per block beyond 3 (none into water). */
  fall(blocks: number): void {
    const p = this.player.pos;
    if (blocks > 3 && !(blockFlags[this.blockId(Math.floor(p.x), Math.floor(p.y), Math.floor(p.z))] & F_WATER)) {
      this.hurtPlayer(Math.ceil(blocks - 3), 'fall');
      if (this.player.health <= 0) this.die();
    }
  }

  private die(): void {
    const p = this.player;
    const lost = this.keepInventory ? [] : p.inventory.clear();
    this.deaths.push({ gameTick: this.tick, cause: p.lastCause || 'unknown', lost: lost.map((s) => ({ ...s })) });
    for (const s of lost) this.dropItem(s.name, s.count, s.durability, p.pos);
    p.respawn(this.spawn);
    for (const m of this.mobs.values()) m.aggro = false;
  }

  dropItem(name: string, count: number, durability: number | null, at: Vec3, pickupDelay = 10): ItemEntity {
    const e: ItemEntity = {
      id: this.nextId++,
      name,
      count,
      durability,
      x: Math.floor(at.x),
      y: Math.floor(at.y),
      z: Math.floor(at.z),
      pickupAt: this.tick + pickupDelay,
      despawnAt: this.tick + 6000,
    };
    this.items.push(e);
    return e;
  }

  /** Pick up items the player stands next to; despawn items after 5 minutes, as vanilla. */
  private tickItems(): void {
    const p = this.player.pos;
    for (let i = this.items.length - 1; i >= 0; i--) {
      const e = this.items[i];
      if (this.tick >= e.despawnAt) {
        this.items.splice(i, 1);
        continue;
      }
      if (this.tick < e.pickupAt || Math.abs(e.x + 0.5 - p.x) > 1.5 || Math.abs(e.z + 0.5 - p.z) > 1.5 || Math.abs(e.y - p.y) > 1.5) continue;
      const left = this.player.inventory.add(e.name, e.count, e.durability);
      if (left === 0) this.items.splice(i, 1);
      else e.count = left;
    }
  }

  /** Keep the chunks within two of the player's loaded, as a server's view distance does, so mobs can spawn around it. */
  private loadAround(): void {
    const cx = Math.floor(this.player.pos.x) >> 4,
      cz = Math.floor(this.player.pos.z) >> 4;
    const k = chunkKey(cx, cz);
    if (k === this.loadedAround) return;
    this.loadedAround = k;
    for (let dx = -2; dx <= 2; dx++) for (let dz = -2; dz <= 2; dz++) this.chunk(cx + dx, cz + dz);
  }

  // ---- mobs ----

  spawnMob(name: string, pos: Vec3): number {
    const stats = MOB_STATS[name];
    if (!stats) throw new Error(`spawnMob: unsupported mob '${name}'; use one of ${Object.keys(MOB_STATS).join(', ')}`);
    const m: Mob = {
      id: this.nextId++,
      name,
      x: Math.floor(pos.x),
      y: Math.floor(pos.y),
      z: Math.floor(pos.z),
      health: stats.health,
      hurtUntil: 0,
      nextAttack: 0,
      fuse: 0,
      aggro: false,
      panicUntil: 0,
      move: 0,
    };
    if (name === 'sheep') m.color = sheepColor(this.rng.next());
    this.mobs.set(m.id, m);
    return m.id;
  }

  private tickMobs(): void {
    const p = this.player.pos;
    for (const m of this.mobs.values()) {
      const dx = m.x - p.x,
        dz = m.z - p.z;
      const d2 = dx * dx + dz * dz;
      const hostile = MOB_STATS[m.name].kind === 'hostile';
      if (hostile && (d2 > 128 * 128 || (d2 > 32 * 32 && this.rng.chance(1 / 800)))) {
        this.mobs.delete(m.id);
        continue;
      }
      if (d2 > TICKED_RADIUS * TICKED_RADIUS) continue;
      if (!tickMob(this, m)) this.mobs.delete(m.id);
    }
  }

  /** Passive animals at chunk generation: a pack of 2..4 in one chunk in ten on grass, as vanilla's creature spawn probability 0.1. */
  private populate(c: Chunk): void {
    if (!this.mobsEnabled || this.terrain === 'flat') return;
    const r = new Rng(hash4(this.seed ^ 0xa11, c.cx, c.cz, 3));
    if (!r.chance(0.1)) return;
    const lx = r.int(2, 13),
      lz = r.int(2, 13);
    const col = (lz << 4) | lx;
    const y = c.height[col];
    if (c.get(lx, y, lz) !== B.grass_block || c.biome[col] === BIO.desert) return;
    const name = ['cow', 'pig', 'sheep', 'chicken'][r.int(0, 3)];
    const n = r.int(2, 4);
    for (let i = 0; i < n; i++) this.spawnMob(name, { x: c.cx * 16 + lx + (i % 2), y: y + 1, z: c.cz * 16 + lz + (i >> 1) });
  }

  /**
   * Every second: attempts to spawn a hostile 24..48 blocks away in darkness, away from
   * torches. Under a night sky 3 attempts; in caves 1 attempt (vanilla spreads its attempts
   * over the whole column height, so few land near a miner). Caps: 10 hostiles around the
   * player, 6 when underground.
   */
  private spawnHostiles(): void {
    const p = this.player.pos;
    let hostiles = 0;
    for (const m of this.mobs.values()) if (MOB_STATS[m.name].kind === 'hostile') hostiles++;
    const playerTop = this.heightAt(Math.floor(p.x), Math.floor(p.z));
    const underground = p.y < playerTop - 8;
    if (hostiles >= (underground ? 6 : HOSTILE_CAP)) return;
    const night = !this.isDay();
    for (let attempt = 0; attempt < (night && !underground ? 3 : 1); attempt++) {
      const ang = this.rng.next() * Math.PI * 2;
      const d = 24 + this.rng.next() * 24;
      const x = Math.floor(p.x + Math.cos(ang) * d),
        z = Math.floor(p.z + Math.sin(ang) * d);
      if (!this.isLoaded(x, z)) continue;
      const top = this.heightAt(x, z);
      const surface = night && Math.abs(top - p.y) < 24 && (!underground || this.rng.chance(0.5));
      const y = surface ? top + 1 : Math.floor(p.y) + this.rng.int(-16, 16);
      if (!surface && y > top) continue;
      const floor = this.blockId(x, y - 1, z);
      if (!standable(this, x, y, z) || floor === B.bedrock || blockFlags[floor] & (F_WATER | F_LAVA) || blockFlags[this.blockId(x, y, z)] & F_WATER) continue;
      if (this.torches.some((t) => Math.abs(t.x - x) + Math.abs(t.y - y) + Math.abs(t.z - z) < 12)) continue;
      const name = ['zombie', 'skeleton', 'spider', 'creeper'][this.rng.int(0, 3)];
      this.spawnMob(name, { x, y, z });
      return;
    }
  }

  // ---- spawn point ----

  private findSpawn(): Vec3 {
    if (this.terrain === 'flat') return { x: 0.5, y: FLAT_SURFACE + 1, z: 0.5 };
    for (let r = 0; r < 512; r += 8) {
      for (let a = 0; a < 8; a++) {
        const x = Math.round(Math.cos((a / 8) * Math.PI * 2) * r),
          z = Math.round(Math.sin((a / 8) * Math.PI * 2) * r);
        const y = this.heightAt(x, z);
        const ground = this.blockId(x, y, z);
        if (ground === B.grass_block && isPassable(this.blockId(x, y + 1, z)) && isPassable(this.blockId(x, y + 2, z)))
          return { x: x + 0.5, y: y + 1, z: z + 0.5 };
        if (r > 0 && a === 0 && this.chunks.size > 400) break;
      }
    }
    return { x: 0.5, y: this.heightAt(0, 0) + 1, z: 0.5 };
  }
}
