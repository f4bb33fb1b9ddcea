/** The Body on the embedded simulated world. Verbs run synchronously in game time and resolve to an Outcome, never reject. */
import { fail, type Outcome } from '../../contracts/outcome.js';
import { World, type WorldOptions } from '../../sim/world.js';
import { B, blockName } from '../../sim/data.js';
import { cropOfBlock } from '../../sim/crops.js';
import { MIN_Y, MAX_Y } from '../../sim/chunk.js';
import {
  DEFAULT_SENSES,
  SKYLINE,
  type Body,
  type BodyStatus,
  type DeathRecord,
  type EquipSlot,
  type FindOptions,
  type GotoOptions,
  type ItemStack,
  type Landmark,
  type SeenBlock,
  type SeenEntity,
  type Senses,
  type Vec3Like,
  type Vitals,
} from '../../contracts/body.js';
import { findBlocks, seeEntities } from './senses.js';
import { Vision } from './vision.js';
import { villagesInSight, mountainsInSight, grovesInSight, groundInSight } from './skyline.js';
import { EYE_HEIGHT } from '../../knowledge/sight.js';
import { DEFAULT_MOVE, goto, pickUp } from './move.js';
import { craft, dig, place, smelt } from './work.js';
import { attack } from './fight.js';
import { consume, deposit, equip, toss, useOn, wait, withdraw } from './items.js';
import { sleep } from './sleep.js';

export interface SimBodyOptions extends WorldOptions {
  xray?: boolean;
  radius?: number;
  /** Stop the clock while the agent thinks (for experiments; a server never does). */
  pauseWhileThinking?: boolean;
}

/** A server ticks 20 times per wall second, whatever the players are doing. */
const TICKS_PER_WALL_MS = 20 / 1000;

/** With xray, chunks farther than this from the player count as not loaded for blockAt (vanilla's default view distance is 10). */
const VIEW_BLOCKS = 160;

export class SimBody implements Body {
  readonly kind = 'sim' as const;
  senses: Senses;
  readonly world: World;
  /** What the body sees and remembers (senses.xray off). */
  readonly vision: Vision;
  readonly pauseWhileThinking: boolean;
  /** Thinking time not yet worth a whole tick. */
  private thoughtTicks = 0;
  private readonly tickListeners = new Set<() => void>();

  constructor(opts: SimBodyOptions) {
    this.world = new World(opts);
    this.pauseWhileThinking = opts.pauseWhileThinking ?? false;
    this.senses = { radius: opts.radius ?? DEFAULT_SENSES.radius, xray: opts.xray ?? DEFAULT_SENSES.xray };
    this.vision = new Vision(this.world, () => this.senses);
    this.world.onTick = () => {
      this.vision.onTick();
      for (const l of this.tickListeners) l();
    };
  }

  onTick(listener: () => void): () => void {
    // A copy per listener: the same function may be added twice by nested callers.
    const l = () => listener();
    this.tickListeners.add(l);
    return () => this.tickListeners.delete(l);
  }

  status(): BodyStatus {
    const p = this.world.player;
    return {
      position: this.position(),
      vitals: this.vitals(),
      timeOfDay: this.timeOfDay(),
      gameTick: this.world.tick,
      biome: this.world.biomeAt(p.pos.x, p.pos.z),
      dimension: 'overworld',
      heldItem: this.heldItem(),
      inventory: this.inventory(),
      deaths: this.world.deaths.length,
    };
  }

  inventory(): ItemStack[] {
    return this.world.player.inventory.slots.filter((s) => s !== null).map((s) => ({ name: s!.name, count: s!.count, durabilityLeft: s!.durability }));
  }

  count(item: string): number {
    return this.world.player.inventory.count(item);
  }

  position(): Vec3Like {
    const p = this.world.player.pos;
    return { x: p.x, y: p.y, z: p.z };
  }

  vitals(): Vitals {
    const p = this.world.player;
    // mineflayer reports air as 0..20 (the protocol's 0..300 divided by 15)
    return { health: p.health, food: p.food, saturation: p.saturation, oxygen: Math.max(0, Math.round(p.oxygen / 15)) };
  }

  timeOfDay(): number {
    return this.world.timeOfDay();
  }

  gameTick(): number {
    return this.world.tick;
  }

  freeSlots(): number {
    return this.world.player.inventory.freeSlots();
  }

  heldItem(): string | null {
    return this.world.player.inventory.heldSlot()?.name ?? null;
  }

  findBlocks(names: readonly string[], opts?: FindOptions): SeenBlock[] {
    return findBlocks(this.world, this.vision, this.senses, names, opts);
  }

  blockAt(pos: Vec3Like): string | null {
    const x = Math.floor(pos.x),
      y = Math.floor(pos.y),
      z = Math.floor(pos.z);
    if (!Number.isFinite(x + y + z) || y < MIN_Y || y > MAX_Y) return null;
    if (!this.senses.xray) {
      const id = this.vision.blockId(x, y, z);
      return id < 0 ? null : blockName(id);
    }
    const p = this.world.player.pos;
    if (!this.world.isLoaded(x, z) && Math.hypot(x - p.x, z - p.z) > VIEW_BLOCKS) return null;
    return blockName(this.world.blockId(x, y, z));
  }

  blockState(pos: Vec3Like): Record<string, string | number> | null {
    if (this.blockAt(pos) === null) return null;
    const x = Math.floor(pos.x),
      y = Math.floor(pos.y),
      z = Math.floor(pos.z);
    // A crop's age is read off the plant in view, not recalled.
    if (!this.senses.xray && !this.vision.sees(x, y, z)) return null;
    const id = this.world.blockId(x, y, z);
    if (cropOfBlock(id)) return { age: this.world.crops.age(x, y, z) };
    if (id === B.farmland) return { moisture: this.world.crops.moisture(x, y, z) };
    // A fluid's `level` as the block state names it: 0 for a source (what a bucket takes, what water makes obsidian of).
    if (id === B.water || id === B.lava) return { level: this.world.fluids.level(x, y, z) };
    return {};
  }

  skylineReach(): number {
    return SKYLINE;
  }

  landmarks(kind?: Landmark['kind']): Landmark[] {
    const p = this.world.player.pos;
    const eye = { x: p.x, y: p.y + EYE_HEIGHT, z: p.z };
    const seen = [
      ...(!kind || kind === 'village' ? villagesInSight(this.world, eye, this.vision.sight, this.senses.xray) : []),
      ...(!kind || kind === 'mountain' ? mountainsInSight(this.world, eye, this.vision.sight, this.senses.xray) : []),
      ...(!kind || kind === 'grove' ? grovesInSight(this.world, eye, this.vision.sight, this.senses.xray) : []),
      ...(!kind || kind === 'ground' ? groundInSight(this.world, eye, this.vision.sight, this.senses.xray) : []),
    ];
    return seen.sort((a, b) => a.distance - b.distance);
  }

  entities(filter?: { names?: readonly string[]; maxDistance?: number }): SeenEntity[] {
    return seeEntities(this.world, this.vision, this.senses, filter);
  }

  deaths(): DeathRecord[] {
    return this.world.deaths.map((d) => ({
      gameTick: d.gameTick,
      cause: d.cause,
      lost: d.lost.map((s) => ({ name: s.name, count: s.count, durabilityLeft: s.durability })),
    }));
  }

  elapse(wallMs: number): number {
    if (this.pauseWhileThinking || !(wallMs > 0)) return 0;
    this.thoughtTicks += wallMs * TICKS_PER_WALL_MS;
    const whole = Math.floor(this.thoughtTicks);
    this.thoughtTicks -= whole;
    this.world.advance(whole);
    return whole;
  }

  /**
   * Run a verb: honour an already-aborted signal, and turn any thrown error into a world_error outcome.
   * Afterwards the body knows the cells it changed (`changed`) and glances around.
   */
  private run(signal: AbortSignal, verb: string, f: () => Outcome, changed?: (o: Outcome) => unknown): Promise<Outcome> {
    if (signal?.aborted) return Promise.resolve(fail('aborted', `${verb} aborted before it started`));
    try {
      const o = f();
      this.look(changed?.(o));
      return Promise.resolve(o);
    } catch (e) {
      return Promise.resolve(fail('world_error', `${verb}: ${e instanceof Error ? e.message : String(e)}`));
    }
  }

  private look(changed: unknown): void {
    if (this.senses.xray) return;
    const c = changed as Vec3Like | null | undefined;
    if (c && Number.isFinite(c.x + c.y + c.z)) this.vision.know(Math.floor(c.x), Math.floor(c.y), Math.floor(c.z));
    this.vision.glance();
  }

  goto(target: Vec3Like, range: number, signal: AbortSignal, opts?: GotoOptions): Promise<Outcome> {
    return this.run(signal, 'goto', () => goto(this.world, target, range, signal, { ...DEFAULT_MOVE, canDig: opts?.dig ?? true }));
  }
  dig(pos: Vec3Like, signal: AbortSignal): Promise<Outcome> {
    return this.run(
      signal,
      'dig',
      () => dig(this.world, pos, signal),
      () => pos,
    );
  }
  place(item: string, pos: Vec3Like | null, signal: AbortSignal): Promise<Outcome> {
    return this.run(
      signal,
      'place',
      () => place(this.world, item, pos),
      (o) => (o.ok ? o.data?.pos : null) ?? pos,
    );
  }
  craft(item: string, times: number, table: Vec3Like | null, signal: AbortSignal): Promise<Outcome> {
    return this.run(signal, 'craft', () => craft(this.world, item, times, table));
  }
  smelt(input: string, fuel: string, count: number, furnace: Vec3Like, signal: AbortSignal): Promise<Outcome> {
    return this.run(signal, 'smelt', () => smelt(this.world, input, fuel, count, furnace, signal));
  }
  equip(item: string, slot: EquipSlot, signal: AbortSignal): Promise<Outcome> {
    return this.run(signal, 'equip', () => equip(this.world, item, slot));
  }
  attack(entityId: number, signal: AbortSignal): Promise<Outcome> {
    return this.run(signal, 'attack', () => attack(this.world, entityId, signal));
  }
  swing(entityId: number, signal: AbortSignal): Promise<Outcome> {
    return this.run(signal, 'swing', () => attack(this.world, entityId, signal, true));
  }
  consume(item: string, signal: AbortSignal): Promise<Outcome> {
    return this.run(signal, 'consume', () => consume(this.world, item));
  }
  useOn(item: string, target: { block: Vec3Like } | { entity: number }, signal: AbortSignal): Promise<Outcome> {
    return this.run(
      signal,
      'useOn',
      () => useOn(this.world, item, target, signal),
      () => ('block' in target ? target.block : null),
    );
  }
  collect(radius: number, signal: AbortSignal): Promise<Outcome> {
    // Only the drops the bot can see: a player does not walk to items behind a wall it has never looked past.
    return this.run(signal, 'collect', () =>
      pickUp(
        this.world,
        this.entities({ names: ['item'], maxDistance: radius }).map((e) => e.id),
        signal,
      ),
    );
  }
  deposit(chest: Vec3Like, items: ItemStack[], signal: AbortSignal): Promise<Outcome> {
    return this.run(signal, 'deposit', () => deposit(this.world, chest, items));
  }
  withdraw(chest: Vec3Like, items: ItemStack[], signal: AbortSignal): Promise<Outcome> {
    return this.run(signal, 'withdraw', () => withdraw(this.world, chest, items));
  }
  toss(item: string, count: number, signal: AbortSignal): Promise<Outcome> {
    return this.run(signal, 'toss', () => toss(this.world, item, count));
  }
  wait(ticks: number, signal: AbortSignal): Promise<Outcome> {
    return this.run(signal, 'wait', () => wait(this.world, ticks, signal));
  }
  sleep(bed: Vec3Like, signal: AbortSignal): Promise<Outcome> {
    return this.run(signal, 'sleep', () => sleep(this.world, bed, signal));
  }
}
