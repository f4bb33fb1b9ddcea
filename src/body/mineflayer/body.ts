/**
 * The Body over a real server: mineflayer for the connection and the world
 * model, mineflayer-pathfinder for walking. Verbs live in their own files;
 * this holds the connection (with reconnects), deaths and the queries.
 */
import type { Bot } from 'mineflayer';
import { Vec3 } from 'vec3';
import { fail, ok, type Outcome } from '../../contracts/outcome.js';
import {
  DEFAULT_SENSES,
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
import { connectBot, kickText, type ConnectOptions } from './connect.js';
import { dig } from './dig.js';
import { runVerb, type Interrupt, type VerbHost } from './guard.js';
import { attack, collect, consume, equip, toss, useOn } from './items.js';
import { goto, setupMovements, ticks } from './move.js';
import { place } from './place.js';
import { sleep } from './sleep.js';
import { findBlocks, inventoryStacks, seenEntities } from './senses.js';
import { groundInSight, grovesInSight, mountainsInSight, skylineReach, villagesInSight } from './skyline.js';
import { BotVision } from './vision.js';
import type { SeenBlocks } from '../seen.js';
import { craft, deposit, smelt, withdraw } from './stations.js';

export interface MineflayerBodyOptions {
  host: string;
  port: number;
  username: string;
  /** The version the caller expects; by default the server's own, from its ping answer (1.20.4 to mineflayer's newest). */
  version?: string;
  auth?: 'offline' | 'microsoft';
  senses?: Senses;
  connectTimeoutMs?: number;
  /** Reconnect attempts after a lost connection (backoff 0.5 s, 1 s, 2 s, ...). */
  reconnectAttempts?: number;
  /** Where kicks and reconnects are reported; defaults to stderr. */
  log?: (line: string) => void;
}

export class MineflayerBody implements Body {
  readonly kind = 'mineflayer' as const;
  senses: Senses;
  private current: Bot | null = null;
  private reconnecting: Promise<string | null> | null = null;
  private goneReason: string | null = null;
  private closed = false;
  private tickCount = 0;
  private deathLog: DeathRecord[] = [];
  private listeners = new Set<(i: Interrupt) => void>();
  /** What the body sees and remembers (senses.xray off); the memory outlives reconnects. */
  private vision: BotVision | null = null;
  private memory: SeenBlocks | undefined;
  private readonly host: VerbHost;

  private constructor(
    private readonly opts: Required<Omit<MineflayerBodyOptions, 'senses' | 'version'>> & { version?: string },
    senses: Senses,
  ) {
    this.senses = senses;
    this.host = {
      bot: () => this.current,
      ready: () => this.ready(),
      onInterrupt: (l) => {
        this.listeners.add(l);
        return () => this.listeners.delete(l);
      },
    };
  }

  static async connect(o: MineflayerBodyOptions): Promise<MineflayerBody> {
    const body = new MineflayerBody(
      {
        host: o.host,
        port: o.port,
        username: o.username,
        version: o.version,
        auth: o.auth ?? 'offline',
        connectTimeoutMs: o.connectTimeoutMs ?? 10_000,
        reconnectAttempts: o.reconnectAttempts ?? 4,
        log: o.log ?? ((line) => process.stderr.write(`[sapling] ${line}\n`)),
      },
      o.senses ?? { ...DEFAULT_SENSES },
    );
    body.attach(await connectBot(body.connectOptions()));
    await body.current!.waitForChunksToLoad();
    return body;
  }

  /** The Minecraft version spoken with the server: detected on connect unless the caller gave one. */
  get version(): string {
    return this.opts.version ?? this.bot.version;
  }

  /** The live mineflayer bot, for tests and advanced callers. */
  get bot(): Bot {
    if (!this.current) throw new Error(`not connected to ${this.opts.host}:${this.opts.port}`);
    return this.current;
  }

  async close(): Promise<void> {
    this.closed = true;
    const bot = this.current;
    this.current = null;
    if (!bot) return;
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, 2000);
      bot.once('end', () => {
        clearTimeout(t);
        resolve();
      });
      bot.quit();
    });
  }

  private connectOptions(): ConnectOptions {
    const { host, port, username, version, auth, connectTimeoutMs } = this.opts;
    return { host, port, username, version, auth, connectTimeoutMs };
  }

  private attach(bot: Bot): void {
    this.current = bot;
    // A reconnect asks for the version of the first login: a server that changed version meanwhile is refused by name.
    this.opts.version ??= bot.version;
    setupMovements(bot);
    this.vision = new BotVision(
      bot,
      () => this.senses,
      () => this.tickCount,
      this.memory,
    );
    this.memory = this.vision.memory;
    let lastInventory: ItemStack[] = inventoryStacks(bot);
    bot.on('physicsTick', () => {
      this.tickCount++;
      // While time passes the body looks around once a second, as the simulated body does.
      if (this.tickCount % GLANCE_TICKS === 0 && !this.senses.xray && this.current === bot) this.vision?.glance();
    });
    // Keep a copy from before the server empties the inventory on death.
    bot.on('health', () => {
      if (bot.health > 0) lastInventory = inventoryStacks(bot);
    });
    bot.inventory.on('updateSlot', () => {
      if (bot.health > 0) lastInventory = inventoryStacks(bot);
    });
    bot.on('death', () => {
      const record: DeathRecord = { gameTick: this.tickCount, cause: bot.health <= 0 ? 'killed' : 'unknown', lost: lastInventory };
      this.deathLog.push(record);
      this.emit({ kind: 'died', lost: record.lost, cause: record.cause });
    });
    bot.on('kicked', (reason: unknown) => this.opts.log(`kicked by ${this.opts.host}:${this.opts.port}: ${kickText(reason)}`));
    bot.on('error', () => {
      /* reported through 'end' */
    });
    bot.once('end', (reason: string) => {
      if (this.current !== bot || this.closed) return;
      this.current = null;
      this.emit({ kind: 'disconnected', reason });
      this.reconnecting = this.reconnect(reason);
    });
  }

  private emit(i: Interrupt): void {
    for (const l of [...this.listeners]) l(i);
  }

  private async reconnect(reason: string): Promise<string | null> {
    let delay = 500;
    for (let attempt = 1; attempt <= this.opts.reconnectAttempts && !this.closed; attempt++) {
      this.opts.log(`connection lost (${reason}); reconnecting in ${delay} ms (attempt ${attempt}/${this.opts.reconnectAttempts})`);
      await new Promise((r) => setTimeout(r, delay));
      delay *= 2;
      try {
        this.attach(await connectBot(this.connectOptions()));
        await this.current!.waitForChunksToLoad();
        this.reconnecting = null;
        return null;
      } catch (err) {
        reason = (err as Error).message;
      }
    }
    this.goneReason = `server gone: ${reason}`;
    return this.goneReason;
  }

  private async ready(): Promise<string | null> {
    if (this.closed) return 'body closed';
    if (this.current) return null;
    if (this.reconnecting) return this.reconnecting;
    return this.goneReason ?? 'not connected';
  }

  // ---- queries ----
  status(): BodyStatus {
    const bot = this.current;
    const pos = this.position();
    return {
      position: pos,
      vitals: this.vitals(),
      timeOfDay: this.timeOfDay(),
      gameTick: this.tickCount,
      biome: (bot && bot.blockAt(new Vec3(pos.x, pos.y, pos.z))?.biome?.name) || 'unknown',
      dimension: String(bot?.game?.dimension ?? 'overworld').replace('minecraft:', ''),
      heldItem: this.heldItem(),
      inventory: this.inventory(),
      deaths: this.deathLog.length,
    };
  }
  inventory(): ItemStack[] {
    return this.current ? inventoryStacks(this.current) : [];
  }
  count(item: string): number {
    return this.inventory()
      .filter((i) => i.name === item)
      .reduce((n, i) => n + i.count, 0);
  }
  position(): Vec3Like {
    const p = this.current?.entity?.position;
    return p ? { x: p.x, y: p.y, z: p.z } : { x: 0, y: 0, z: 0 };
  }
  vitals(): Vitals {
    const b = this.current;
    return { health: b?.health ?? 0, food: b?.food ?? 0, saturation: b?.foodSaturation ?? 0, oxygen: b?.oxygenLevel ?? 20 };
  }
  timeOfDay(): number {
    return this.current?.time?.timeOfDay ?? 0;
  }
  gameTick(): number {
    return this.tickCount;
  }
  freeSlots(): number {
    return this.current ? this.current.inventory.emptySlotCount() : 0;
  }
  heldItem(): string | null {
    return this.current?.heldItem?.name ?? null;
  }
  findBlocks(names: readonly string[], opts?: FindOptions): SeenBlock[] {
    return this.current && this.vision ? findBlocks(this.current, this.vision, this.senses, names, opts) : [];
  }
  blockAt(pos: Vec3Like): string | null {
    if (!this.current || !this.vision) return null;
    if (this.senses.xray) return this.current.blockAt(new Vec3(pos.x, pos.y, pos.z))?.name ?? null;
    return Number.isFinite(pos.x + pos.y + pos.z) ? this.vision.blockName(Math.floor(pos.x), Math.floor(pos.y), Math.floor(pos.z)) : null;
  }
  skylineReach(): number {
    return skylineReach(this.current);
  }
  landmarks(kind?: Landmark['kind']): Landmark[] {
    if (!this.current?.entity || !this.vision) return [];
    const seen = [
      ...(!kind || kind === 'village' ? villagesInSight(this.current, this.vision, this.senses) : []),
      ...(!kind || kind === 'mountain' ? mountainsInSight(this.current, this.vision, this.senses) : []),
      ...(!kind || kind === 'grove' ? grovesInSight(this.current, this.vision, this.senses) : []),
      ...(!kind || kind === 'ground' ? groundInSight(this.current, this.vision, this.senses) : []),
    ];
    return seen.sort((a, b) => a.distance - b.distance);
  }
  entities(filter?: { names?: readonly string[]; maxDistance?: number }): SeenEntity[] {
    return this.current && this.vision ? seenEntities(this.current, this.vision, this.senses, filter) : [];
  }
  deaths(): DeathRecord[] {
    return [...this.deathLog];
  }

  /** After a verb the body knows the cell it changed (`changed`) and glances around. */
  private async looked(verb: Promise<Outcome>, changed?: (o: Outcome) => unknown): Promise<Outcome> {
    const o = await verb;
    const v = this.vision;
    if (v && this.current && !this.senses.xray) {
      const c = changed?.(o) as Vec3Like | null | undefined;
      if (c && Number.isFinite(c.x + c.y + c.z)) v.know(Math.floor(c.x), Math.floor(c.y), Math.floor(c.z));
      v.glance(true);
    }
    return o;
  }

  // ---- verbs ----
  goto(target: Vec3Like, range: number, signal: AbortSignal, opts?: GotoOptions): Promise<Outcome> {
    return this.looked(runVerb(this.host, 'goto', signal, (b) => goto(b, target, range, signal, opts?.dig ?? true)));
  }
  dig(pos: Vec3Like, signal: AbortSignal): Promise<Outcome> {
    return this.looked(
      runVerb(this.host, 'dig', signal, (b, commit) => dig(b, pos, signal, commit)),
      () => pos,
    );
  }
  place(item: string, pos: Vec3Like | null, signal: AbortSignal): Promise<Outcome> {
    return this.looked(
      runVerb(this.host, 'place', signal, (b) => place(b, item, pos, signal)),
      (o) => (o.ok ? o.data?.pos : null) ?? pos,
    );
  }
  craft(item: string, times: number, table: Vec3Like | null, signal: AbortSignal): Promise<Outcome> {
    return runVerb(this.host, 'craft', signal, (b) => craft(b, item, times, table, signal));
  }
  smelt(input: string, fuel: string, count: number, furnace: Vec3Like, signal: AbortSignal): Promise<Outcome> {
    return runVerb(this.host, 'smelt', signal, (b) => smelt(b, input, fuel, count, furnace, signal));
  }
  equip(item: string, slot: EquipSlot, signal: AbortSignal): Promise<Outcome> {
    return runVerb(this.host, 'equip', signal, (b) => equip(b, item, slot));
  }
  attack(entityId: number, signal: AbortSignal): Promise<Outcome> {
    return runVerb(this.host, 'attack', signal, (b) => attack(b, entityId, signal));
  }
  swing(entityId: number, signal: AbortSignal): Promise<Outcome> {
    return runVerb(this.host, 'swing', signal, (b) => attack(b, entityId, signal, true));
  }
  consume(item: string, signal: AbortSignal): Promise<Outcome> {
    return runVerb(this.host, 'consume', signal, (b) => consume(b, item));
  }
  useOn(item: string, target: { block: Vec3Like } | { entity: number }, signal: AbortSignal): Promise<Outcome> {
    return this.looked(
      runVerb(this.host, 'useOn', signal, (b) => useOn(b, item, target, signal)),
      () => ('block' in target ? target.block : null),
    );
  }
  collect(radius: number, signal: AbortSignal): Promise<Outcome> {
    return runVerb(this.host, 'collect', signal, (b) => collect(b, radius, signal));
  }
  deposit(chest: Vec3Like, items: ItemStack[], signal: AbortSignal): Promise<Outcome> {
    return runVerb(this.host, 'deposit', signal, (b) => deposit(b, chest, items, signal));
  }
  withdraw(chest: Vec3Like, items: ItemStack[], signal: AbortSignal): Promise<Outcome> {
    return runVerb(this.host, 'withdraw', signal, (b) => withdraw(b, chest, items, signal));
  }
  toss(item: string, count: number, signal: AbortSignal): Promise<Outcome> {
    return runVerb(this.host, 'toss', signal, (b) => toss(b, item, count));
  }
  wait(n: number, signal: AbortSignal): Promise<Outcome> {
    return runVerb(this.host, 'wait', signal, async (b) => {
      await ticks(b, n, signal);
      return signal.aborted ? fail('aborted', 'wait: aborted') : ok();
    });
  }
  sleep(bed: Vec3Like, signal: AbortSignal): Promise<Outcome> {
    return runVerb(this.host, 'sleep', signal, (b) => sleep(b, bed, signal));
  }
}

/** While time passes the body glances around this often (game ticks). */
const GLANCE_TICKS = 20;

export function createMineflayerBody(o: MineflayerBodyOptions): Promise<MineflayerBody> {
  return MineflayerBody.connect(o);
}
