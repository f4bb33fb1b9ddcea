/**
 * The simulated world: lazily generated chunks, the player, mobs, dropped items,
 * furnaces and chests, and a game clock that only moves when `advance` is called.
 * Same seed and same calls give the same world, tick for tick.
 */
import { B, blockFlags, blockIdOf, blockName, F_LAVA, F_WATER, mcData, stackSizeOf } from './data.js';
import { Chunk, chunkKey, MIN_Y, MAX_Y } from './chunk.js';
import { FLAT_SURFACE, type TerrainKind } from './generate.js';
import { generatedChunk } from './chunk-cache.js';
import { BIO, BIOMES, type BiomeName } from './biomes.js';
import { Rng, hash4 } from './rng.js';
import { Player, type Vec3 } from './player.js';
import { MOB_STATS, tickMob, sheepColor, createMob, type Mob, type MobWorld } from './mobs.js';
import { Light } from './light.js';
import { despawns, spawnChunks, spawnMonsters, LOAD_RADIUS } from './spawning.js';
import { spawnWaterCreatures } from './water-spawning.js';
import { CREATURE_EVERY, spawnCreatures } from './creature-spawning.js';
import { SlimeChunks } from './slime-chunks.js';
import { MOON_BRIGHTNESS, slimeHealth, slimeSize } from './slimes.js';
import { tickArrows, type Arrow } from './projectiles.js';
import { Furnace } from './furnace.js';
import type { Slot } from './inventory.js';
import { Crops } from './crops.js';
import { Fluids } from './fluids.js';
import { Falling, suffocates } from './falling.js';
import { EYE_HEIGHT, isDaylight } from '../knowledge/sight.js';
import { creaturePacks } from './animals.js';
import { playerSpawn, spawnInBiome } from './spawn-point.js';
import { isBed, morningAfter, standUpBeside } from './beds.js';
import { DROP_PICKUP_DELAY, ITEM_LIFETIME_TICKS, mergeTarget, moveItems, pickUpTouching, type ItemEntity } from './item-entities.js';

export interface WorldOptions {
  seed: number;
  /** Keep the inventory on death (the keepInventory game rule). */
  keepInventory?: boolean;
  /** Spawn and tick mobs (default true). */
  mobs?: boolean;
  /**
   * With mobs on, also spawn hostile mobs naturally (default true). False keeps the
   * passive animals but spawns no monster: the "no hostile mobs" of JARVIS-1's runs.
   */
  hostiles?: boolean;
  /**
   * Start (and respawn) in one of these biomes: the nearest column well inside one,
   * searched outward from the vanilla spawn (spawn-point.ts). When none lies within
   * the search radius, the vanilla spawn stands and `spawnBiomeFound` is false.
   */
  spawnBiomes?: readonly BiomeName[];
  /** `flat`: grass over dirt over stone, bedrock at the bottom, no structures, no random mobs. */
  terrain?: TerrainKind;
}

export type { ItemEntity } from './item-entities.js';
export interface Death {
  gameTick: number;
  cause: string;
  lost: Slot[];
}

export const DAY_TICKS = 24000;
const TICKED_RADIUS = 64;
/** Natural spawning runs every this many ticks with as many tries per chunk (the same rate as once a tick). */
const SPAWN_EVERY = 20;
const FAR_EVERY = 20;

const posKey = (x: number, y: number, z: number): string => `${x},${y},${z}`;

export class World implements MobWorld {
  readonly seed: number;
  readonly keepInventory: boolean;
  readonly mobsEnabled: boolean;
  readonly hostilesEnabled: boolean;
  /** Whether a spawn in one of `spawnBiomes` was found (true when none was asked). */
  readonly spawnBiomeFound: boolean;
  readonly terrain: TerrainKind;
  readonly rng: Rng;
  /** Animal spawning's own stream: its tries every 400 ticks leave every other roll of the world as it was. */
  private readonly animalRng: Rng;
  readonly player: Player;
  readonly spawn: Vec3;
  readonly mobs = new Map<number, Mob>();
  readonly items: ItemEntity[] = [];
  readonly furnaces = new Map<string, Furnace>();
  readonly chests = new Map<string, Slot[]>();
  readonly deaths: Death[] = [];
  readonly torches: Vec3[] = [];
  /** Placed beds: each half's cell → the other half (the villages' beds are one cell, with none). */
  readonly beds = new Map<string, Vec3>();
  /** The bed the player last lay down in (`setRespawnPosition`), or null: the player respawns beside it while it stands. */
  respawnBed: Vec3 | null = null;
  /** Sky and block light, computed where asked. */
  readonly light: Light = new Light(this);
  /** Arrows in flight. */
  readonly arrows: Arrow[] = [];
  /** Hostile mobs spawned naturally so far (a measure, not a rule). */
  naturalSpawns = 0;
  /** Which chunks are slime chunks, by vanilla's seed rule (slime-chunks.ts). */
  readonly slimeChunks: SlimeChunks;
  /** Farmland moisture, crop ages and their random ticks. */
  readonly crops: Crops;
  /** Flowing water and lava, and their scheduled ticks. */
  readonly fluids: Fluids = new Fluids(this);
  /** Sand and gravel checks and the blocks in the air. */
  readonly falling: Falling = new Falling(this);
  tick = 0;
  /** Called after every game tick; a body's senses watch the world through it (this module knows no body). */
  onTick: (() => void) | null = null;
  /** Told of every block write after generation (a 3D viewer mirrors the world through it); nothing listens by default. */
  private readonly blockWatchers = new Set<(x: number, y: number, z: number, id: number) => void>();
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
    this.hostilesEnabled = this.mobsEnabled && (opts.hostiles ?? true);
    this.rng = new Rng(hash4(this.seed, 0x5eed, 1, 2));
    this.animalRng = new Rng(hash4(this.seed, 0xa11, 4, 400));
    this.slimeChunks = new SlimeChunks(this.seed);
    this.crops = new Crops(this, this.seed);
    const vanilla = this.findSpawn();
    // A vanilla spawn already in a chosen biome stands; otherwise the nearest start well inside one.
    const asked = opts.spawnBiomes?.length && this.terrain !== 'flat' && !opts.spawnBiomes.includes(this.biomeAt(vanilla.x, vanilla.z) as BiomeName);
    const inBiome = asked
      ? spawnInBiome(
          this,
          this.seed,
          vanilla,
          opts.spawnBiomes!.map((b) => BIO[b]),
        )
      : null;
    this.spawnBiomeFound = !asked || inBiome !== null;
    this.spawn = inBiome ? { x: inBiome.x + 0.5, y: inBiome.y, z: inBiome.z + 0.5 } : vanilla;
    this.player = new Player(this.spawn);
  }

  // ---- blocks ----

  chunk(cx: number, cz: number): Chunk {
    const k = chunkKey(cx, cz);
    let c = this.chunks.get(k);
    if (!c) {
      c = generatedChunk(this.seed, cx, cz, this.terrain);
      this.chunks.set(k, c);
      this.populate(c);
      this.fluids.springsLoaded(c);
      this.crops.fieldsLoaded(c);
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
    if (old !== id && isBed(old)) this.bedBroken(k, old);
    if (old === B.torch) {
      const i = this.torches.findIndex((t) => t.x === x && t.y === y && t.z === z);
      if (i >= 0) this.torches.splice(i, 1);
    }
    if (id === B.furnace) this.furnaces.set(k, new Furnace(this.tick));
    if (id === B.chest) this.chests.set(k, []);
    if (id === B.torch) this.torches.push({ x, y, z });
    this.fluids.onSet(x, y, z);
    this.falling.onSet(x, y, z);
    this.crops.onSet(x, y, z, old, id);
    for (const w of this.blockWatchers) w(x, y, z, id);
  }

  /** Put a bed down: its foot and its head, each the other's half. */
  placeBed(foot: Vec3, head: Vec3, id: number): void {
    this.beds.set(posKey(foot.x, foot.y, foot.z), { ...head });
    this.beds.set(posKey(head.x, head.y, head.z), { ...foot });
    this.setBlockId(foot.x, foot.y, foot.z, id);
    this.setBlockId(head.x, head.y, head.z, id);
  }

  /** The cells of the bed at `pos`: it and its other half, if it has one. */
  bedHalves(pos: Vec3): Vec3[] {
    const other = this.beds.get(posKey(pos.x, pos.y, pos.z));
    return other ? [{ ...pos }, { ...other }] : [{ ...pos }];
  }

  /** One half gone: the other goes with it (`BedBlock.updateShape`), dropping nothing. */
  private bedBroken(k: string, id: number): void {
    const other = this.beds.get(k);
    if (!other) return;
    this.beds.delete(k);
    this.beds.delete(posKey(other.x, other.y, other.z));
    if (this.blockId(other.x, other.y, other.z) === id) this.setBlockId(other.x, other.y, other.z, B.air);
  }

  /** Call `watcher` after each block write from now on; returns the function that stops it. */
  watchBlocks(watcher: (x: number, y: number, z: number, id: number) => void): () => void {
    const w = (x: number, y: number, z: number, id: number) => watcher(x, y, z, id);
    this.blockWatchers.add(w);
    return () => this.blockWatchers.delete(w);
  }

  /** Horizontal push of flowing water or lava at a cell (item entities drift with it). */
  flowAt(x: number, y: number, z: number): { x: number; z: number } | null {
    return this.fluids.flowAt(x, y, z);
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

  /** A night slept through: the day time goes on to the next morning (beds.ts), the game ticks do not. */
  skipNight(): void {
    this.timeBase = morningAfter(this.timeBase + this.tick) - this.tick;
  }

  /** Vanilla `getMoonBrightness`: by the moon phase, the day number mod 8 (full moon on day 0). */
  moonBrightness(): number {
    const day = Math.floor((this.timeBase + this.tick) / DAY_TICKS);
    return MOON_BRIGHTNESS[((day % 8) + 8) % 8];
  }

  /** Daylight for burning undead and spawning: vanilla's sky is dark enough for monsters from ~13000 to ~23000. */
  isDay(): boolean {
    return isDaylight(this.timeOfDay());
  }

  /** Run the world for `ticks` game ticks: hunger, air, fire, mobs, spawning, item pickup. */
  advance(ticks: number): void {
    for (let i = 0; i < ticks; i++) this.tickOnce();
  }

  private tickOnce(): void {
    this.tick++;
    if (this.fluids.active) this.fluids.tick();
    if (this.falling.active) this.falling.tick();
    const p = this.player;
    const fx = Math.floor(p.pos.x),
      fy = Math.floor(p.pos.y),
      fz = Math.floor(p.pos.z);
    const headId = this.blockId(fx, fy + 1, fz);
    const feet = blockFlags[this.blockId(fx, fy, fz)],
      head = blockFlags[headId];
    p.tickEnvironment(this.tick, (head & F_WATER) !== 0, ((feet | head) & F_LAVA) !== 0, ((feet | head) & F_WATER) !== 0);
    const eye = Math.floor(p.pos.y + EYE_HEIGHT);
    if (suffocates(eye === fy + 1 ? headId : this.blockId(fx, eye, fz))) p.hurt(1, 'suffocation', this.tick);
    p.tickFood(this.tick);
    if (this.mobsEnabled && this.mobs.size > 0) this.tickMobs();
    if (this.arrows.length > 0) tickArrows(this, this.arrows);
    if (this.mobsEnabled && this.terrain !== 'flat' && this.tick % SPAWN_EVERY === 0) {
      this.loadAround();
      const chunks = spawnChunks(this);
      if (this.hostilesEnabled) this.spawnHostiles(chunks);
      this.spawnSquid(chunks);
      if (this.tick % CREATURE_EVERY === 0) this.spawnAnimals(chunks);
    }
    if (this.items.length > 0) this.tickItems();
    if (this.crops.active) this.crops.tick(p.pos.x, p.pos.z);
    if (p.health <= 0) this.die();
    if (this.onTick !== null) this.onTick();
  }

  // ---- player ----

  give(item: string, count = 1): number {
    if (!mcData.itemsByName[item]) throw new Error(`give: unknown item '${item}'; use a minecraft-data 1.20.4 item name such as 'oak_log'`);
    const left = this.player.inventory.add(item, count);
    if (left > 0) this.dropItem(item, left, null, this.player.pos);
    return count - left;
  }

  /** Damage the player; `from` is where the hit came from (a shield facing it blocks). Returns the damage taken. */
  hurtPlayer(amount: number, cause: string, from?: Vec3): number {
    return this.player.hurt(amount, cause, this.tick, from);
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
    // Worn armour and the off-hand drop with the rest, as in vanilla without keepInventory.
    const worn = this.keepInventory ? [] : (['head', 'torso', 'legs', 'feet', 'off-hand'] as const).flatMap((s) => p.takeOff(s) ?? []);
    const lost = this.keepInventory ? [] : [...p.inventory.clear(), ...worn.map((w) => ({ name: w.name, count: 1, durability: w.durability }))];
    this.deaths.push({ gameTick: this.tick, cause: p.lastCause || 'unknown', lost: lost.map((s) => ({ ...s })) });
    for (const s of lost) this.dropItem(s.name, s.count, s.durability, p.pos);
    p.respawn(this.respawnPoint());
    for (const m of this.mobs.values()) m.aggro = false;
  }

  /** Beside the bed last slept in while it stands; else the world spawn, and the bed is forgotten. */
  private respawnPoint(): Vec3 {
    const bed = this.respawnBed;
    const beside = bed && isBed(this.blockId(bed.x, bed.y, bed.z)) ? standUpBeside(this, this.bedHalves(bed)) : null;
    if (!beside) this.respawnBed = null;
    return beside ?? this.spawn;
  }

  /** A stack on the ground as an item entity at `at` (a block's drops at the block, a mob's where it died). */
  dropItem(name: string, count: number, durability: number | null, at: Vec3, pickupDelay = DROP_PICKUP_DELAY): ItemEntity {
    const pos = { x: Math.floor(at.x), y: Math.floor(at.y), z: Math.floor(at.z) };
    const into = mergeTarget(this.items, name, durability, pos, stackSizeOf(name), count);
    if (into) {
      into.count += count;
      into.pickupAt = Math.max(into.pickupAt, this.tick + pickupDelay);
      return into;
    }
    const e: ItemEntity = {
      id: this.nextId++,
      name,
      count,
      durability,
      ...pos,
      vy: 0,
      pickupAt: this.tick + pickupDelay,
      despawnAt: this.tick + ITEM_LIFETIME_TICKS,
    };
    this.items.push(e);
    return e;
  }

  /** Items fall, float, burn and despawn; the player picks up those it touches. */
  private tickItems(): void {
    moveItems(this, this.items);
    pickUpTouching(this.tick, this.player.pos, this.player.inventory, this.items);
  }

  /** Keep the chunks within LOAD_RADIUS of the player's loaded, as a server's simulation distance does, so mobs can spawn around it. */
  private loadAround(): void {
    const cx = Math.floor(this.player.pos.x) >> 4,
      cz = Math.floor(this.player.pos.z) >> 4;
    const k = chunkKey(cx, cz);
    if (k === this.loadedAround) return;
    this.loadedAround = k;
    const r = LOAD_RADIUS;
    for (let dx = -r; dx <= r; dx++) for (let dz = -r; dz <= r; dz++) this.chunk(cx + dx, cz + dz);
  }

  /** Blocks as mobs see them: bedrock where no chunk is generated (mobs never walk or look into unloaded chunks). */
  readonly loaded = { blockId: (x: number, y: number, z: number): number => this.loadedBlockId(x, y, z) };
  private lastLoaded: Chunk | null = null;

  private loadedBlockId(x: number, y: number, z: number): number {
    if (y < MIN_Y) return B.bedrock;
    if (y > MAX_Y) return B.air;
    let c = this.lastLoaded;
    if (!c || c.cx !== x >> 4 || c.cz !== z >> 4) {
      const k = this.chunks.get(chunkKey(x >> 4, z >> 4));
      if (!k) return B.bedrock;
      c = this.lastLoaded = k;
    }
    return c.blocks[((y - MIN_Y) << 8) | ((z & 15) << 4) | (x & 15)];
  }

  /** The chunk if it is generated, without generating it (light and spawning never load chunks). */
  loadedChunk(cx: number, cz: number): Chunk | undefined {
    return this.chunks.get(chunkKey(cx, cz));
  }

  /** Whether the furnace at this cell is burning (it then gives light 13). */
  furnaceLit(x: number, y: number, z: number): boolean {
    return (this.furnaceAt({ x, y, z })?.burnLeft ?? 0) > 0;
  }

  // ---- mobs ----

  /** `size`: a slime's (1, 2 or 4); drawn as vanilla's `finalizeSpawn` does when not given. */
  spawnMob(name: string, pos: Vec3, size?: number): number {
    if (!MOB_STATS[name]) throw new Error(`spawnMob: unsupported mob '${name}'; use one of ${Object.keys(MOB_STATS).join(', ')}`);
    const m: Mob = createMob(this.nextId++, name, pos, this.tick);
    if (name === 'sheep') m.color = sheepColor(this.rng.next());
    if (name === 'slime') {
      m.size = size ?? slimeSize(this.rng);
      m.health = slimeHealth(m.size);
    }
    this.mobs.set(m.id, m);
    return m.id;
  }

  private tickMobs(): void {
    const p = this.player.pos;
    for (const m of this.mobs.values()) {
      if (m.wakeAt > this.tick) continue;
      const d2 = (m.x + 0.5 - p.x) ** 2 + (m.y - p.y) ** 2 + (m.z + 0.5 - p.z) ** 2;
      const elapsed = this.tick - m.checkedAt;
      m.checkedAt = this.tick;
      if ((MOB_STATS[m.name].kind === 'hostile' || m.name === 'squid') && despawns(m, d2, this.rng, elapsed)) {
        this.mobs.delete(m.id);
        continue;
      }
      // Out of ticking range a mob does nothing: look at it again (for despawning) FAR_EVERY ticks later.
      if (d2 > TICKED_RADIUS * TICKED_RADIUS) m.wakeAt = this.tick + FAR_EVERY;
      else if (!tickMob(this, m)) this.mobs.delete(m.id);
    }
  }

  /** Passive animals at chunk generation: vanilla's packs of one kind per the biome's spawn list (animals.ts). */
  private populate(c: Chunk): void {
    if (!this.mobsEnabled || this.terrain === 'flat') return;
    for (const pack of creaturePacks(this.seed, c)) for (const a of pack) this.spawnMob(a.name, a);
  }

  /** Vanilla natural spawning of monsters (spawning.ts), SPAWN_EVERY ticks' worth at once. */
  private spawnHostiles(chunks: Chunk[]): void {
    let hostiles = 0;
    for (const m of this.mobs.values()) if (MOB_STATS[m.name].kind === 'hostile') hostiles++;
    this.naturalSpawns += spawnMonsters(this, chunks, SPAWN_EVERY, hostiles).length;
  }

  /** Squid in rivers and oceans (water-spawning.ts): friendly, so with hostiles off too. */
  private spawnSquid(chunks: Chunk[]): void {
    let squid = 0;
    for (const m of this.mobs.values()) if (m.name === 'squid') squid++;
    spawnWaterCreatures(this, chunks, SPAWN_EVERY, squid);
  }

  /** Farm animals and rabbits on lit grass (creature-spawning.ts), every 400 ticks; those in the spawn chunks count against the cap. */
  private spawnAnimals(chunks: Chunk[]): void {
    const near = new Set(chunks);
    let grazing = 0;
    for (const m of this.mobs.values())
      if (MOB_STATS[m.name].kind === 'passive' && m.name !== 'squid' && near.has(this.loadedChunk(m.x >> 4, m.z >> 4)!)) grazing++;
    const w = {
      rng: this.animalRng,
      player: this.player,
      spawn: this.spawn,
      light: this.light,
      loadedChunk: (cx: number, cz: number) => this.loadedChunk(cx, cz),
      spawnMob: (n: string, p: Vec3) => this.spawnMob(n, p),
    };
    spawnCreatures(w, chunks, grazing);
  }

  // ---- spawn point ----

  /** Vanilla's spawn search from the seed's climate (spawn-point.ts). */
  private findSpawn(): Vec3 {
    if (this.terrain === 'flat') return { x: 0.5, y: FLAT_SURFACE + 1, z: 0.5 };
    const p = playerSpawn(this, this.seed);
    return { x: p.x + 0.5, y: p.y, z: p.z + 0.5 };
  }
}
