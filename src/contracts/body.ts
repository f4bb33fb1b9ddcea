/**
 * The one seam between the agent and a world. Skills see only this interface:
 * never mineflayer, never the simulated world. Both `body/sim` and
 * `body/mineflayer` implement it, and `test/conformance` holds them to the same
 * behaviour.
 */
import type { Outcome } from './outcome.js';

export interface Vec3Like {
  x: number;
  y: number;
  z: number;
}

export interface ItemStack {
  /** minecraft-data item name, e.g. `oak_planks`. */
  name: string;
  count: number;
  /** Uses left before a tool breaks; null for items without durability. */
  durabilityLeft?: number | null;
}

/**
 * What the bot can perceive within `radius` blocks (view distance, 32).
 * `xray: false` senses as a player does: a block is seen when a ray from the
 * eyes (1.62 above the feet) reaches one of its open faces (a face whose
 * neighbour lets sight through: air, water, glass, leaves, plants, torches,
 * not lava) through see-through cells, aimed at the face's centre or near its
 * corners; the cells the body touches are known by touch. What was seen is
 * remembered: `findBlocks` answers from blocks in view or remembered, and
 * `blockAt`/`blockState` return null for cells never seen (blockState only
 * for cells in view). Entities are perceived in line of sight (eyes to their
 * eyes or centre) or, for mobs, heard within 16 blocks; dropped items are
 * silent. `xray: true` senses every loaded block and every entity in range.
 * The shared rule is src/knowledge/sight.ts.
 */
export interface Senses {
  radius: number;
  xray: boolean;
}

export const DEFAULT_SENSES: Senses = { radius: 32, xray: false };

/**
 * How far a landmark is seen on the skyline: a render distance of 8 chunks, a player's "normal" setting (the
 * server's default view distance is 10). Senses `radius` is the range at which blocks are made out one by one.
 */
export const SKYLINE = 128;

/**
 * Mountains as a player tells them from afar: bare stone or snow on top of ground at or above this y (the windswept
 * hills' and peaks' surface rules, vanilla 1.20.4 `SurfaceRuleData`), not a cliff's face or a quarry nearer the sea.
 */
export const MOUNTAIN_Y = 100;
export const MOUNTAIN_TOPS: readonly string[] = ['stone', 'snow_block', 'snow', 'powder_snow', 'calcite', 'packed_ice'];

/**
 * Crowns a player tells apart from afar, by the log their trees give: the dark oak's dense flat canopy, the jungle's
 * giants, the acacia's umbrellas, the spruce's dark spires, the birch's pale green. Oak grows nearly everywhere and
 * is not told from a distance.
 */
export const GROVE_LEAVES: Readonly<Record<string, string>> = {
  dark_oak_leaves: 'dark_oak_log',
  jungle_leaves: 'jungle_log',
  acacia_leaves: 'acacia_log',
  spruce_leaves: 'spruce_log',
  birch_leaves: 'birch_log',
};

/**
 * Ground a player tells apart from afar by its colour: the white of a snowfield, the yellow of a desert, the red of
 * the badlands, the purple of mushroom fields. Grass, stone and water are everywhere, and not told.
 */
export const FAR_GROUND: readonly string[] = ['snow', 'snow_block', 'sand', 'red_sand', 'terracotta', 'mycelium'];

/**
 * Something large seen far off against the sky, by day, in line of sight over the land between: a village's roofs or
 * its bell, a mountain's bare top (MOUNTAIN_TOPS at or above MOUNTAIN_Y), the crowns of a grove (GROVE_LEAVES), or
 * a stretch of ground told by its colour (FAR_GROUND). Where it is, not what it holds: the crops in a village's
 * fields are seen once within the senses radius.
 */
export interface Landmark {
  kind: 'village' | 'mountain' | 'grove' | 'ground';
  /** The point seen (a roof, the bell, the top block of a mountain's column, a crown, a column's top). */
  pos: Vec3Like;
  distance: number;
  /** A grove's log (GROVE_LEAVES). */
  log?: string;
  /** The ground's top block (FAR_GROUND). */
  top?: string;
}

export interface SeenBlock {
  name: string;
  pos: Vec3Like;
  distance: number;
}

export type EntityKind = 'passive' | 'hostile' | 'player' | 'item' | 'other';

export interface SeenEntity {
  id: number;
  /** minecraft-data entity name (`zombie`, `cow`), or `item` for a dropped stack. */
  name: string;
  kind: EntityKind;
  pos: Vec3Like;
  distance: number;
  health: number | null;
  /** For dropped items: what is lying there. */
  item?: ItemStack;
  /** For sheep: the wool a player sees on it (its colour, or none left after shearing). */
  wool?: { color: string; sheared: boolean };
}

export interface Vitals {
  health: number;
  food: number;
  saturation: number;
  oxygen: number;
}

export type EquipSlot = 'hand' | 'off-hand' | 'head' | 'torso' | 'legs' | 'feet';

export interface DeathRecord {
  gameTick: number;
  cause: string;
  /** What the bot had when it died; lost unless the world keeps inventories. */
  lost: ItemStack[];
}

/** A snapshot for prompts, traces and the live view. */
export interface BodyStatus {
  position: Vec3Like;
  vitals: Vitals;
  timeOfDay: number;
  gameTick: number;
  biome: string;
  dimension: string;
  heldItem: string | null;
  inventory: ItemStack[];
  deaths: number;
}

/**
 * A wrapper around a body (the run's counting proxies: one for the plan's skills, one for the reflexes) answers
 * this with the body it wraps, so state kept per body (what the bot wears) is shared by every wrapper.
 */
export const WRAPPED_BODY = Symbol('wrapped body');

/** The body under any wrappers. */
export const bodyItself = (body: Body): Body => {
  const inner = (body as { [WRAPPED_BODY]?: Body })[WRAPPED_BODY];
  return inner && inner !== body ? bodyItself(inner) : body;
};

export interface GotoOptions {
  /**
   * false: walk, climb, jump and swim only, never dig (pillaring is still allowed), as a player crossing unseen
   * ground does; a point beyond a hill is then walked round or over, or reached as near as the way allows and
   * reported unreachable. Default true.
   */
  dig?: boolean;
}

export interface FindOptions {
  /** Defaults to `senses.radius`; never beyond it. */
  maxDistance?: number;
  /** How many to return, nearest first. Defaults to 16. */
  count?: number;
}

export interface Body {
  readonly kind: 'sim' | 'mineflayer' | 'scripted';
  senses: Senses;

  // ---- queries: synchronous and cheap, safe to call from conditions ----
  status(): BodyStatus;
  inventory(): ItemStack[];
  /** Total count of an item across the inventory. */
  count(item: string): number;
  position(): Vec3Like;
  vitals(): Vitals;
  /** 0..23999; 0 is sunrise, 13000 is night. */
  timeOfDay(): number;
  /** Monotonic game ticks since the body started (20 ticks = 1 s). */
  gameTick(): number;
  /**
   * Call `listener` after every game tick, until the returned function is
   * called. A body whose verbs run through whole game ticks without yielding
   * to timers (the simulated world) offers it, so a reflex that becomes due in
   * the middle of a walk or a fight can cut in, as it does on a server, where
   * verbs are awaited over real time. Optional: a server body needs none.
   */
  onTick?(listener: () => void): () => void;
  /** Free inventory slots (of 36). */
  freeSlots(): number;
  heldItem(): string | null;
  /** Blocks with one of these names within senses (in view or remembered), nearest first. */
  findBlocks(names: readonly string[], opts?: FindOptions): SeenBlock[];
  /** Name of the block at pos as the body knows it (in view, or as last seen), or null where unknown (never seen, or not loaded). */
  blockAt(pos: Vec3Like): string | null;
  /**
   * Block state properties at pos (`{ age: 7 }` for a ripe wheat crop,
   * `{ moisture: 7 }` for wet farmland), or null where unknown. Optional: a
   * body without it leaves skills to guess from elapsed time.
   */
  blockState?(pos: Vec3Like): Record<string, string | number> | null;
  /**
   * Landmarks seen on the skyline within SKYLINE blocks, nearest first; none by night or from under a roof. Only
   * those of `kind` when given: each kind is its own look (a village's roofs, a mountain's tops), not to be paid for
   * by a caller after the other. Optional: a body without it sees nothing beyond its senses radius.
   */
  landmarks?(kind?: Landmark['kind']): Landmark[];
  /** How far `landmarks` reach: SKYLINE, or less where the world sends less (a server's view distance). */
  skylineReach?(): number;
  /** Entities within senses (seen, or heard within 16 blocks), nearest first. */
  entities(filter?: { names?: readonly string[]; maxDistance?: number }): SeenEntity[];
  /** Deaths so far, newest last. */
  deaths(): DeathRecord[];
  /**
   * The agent spent `wallMs` of wall time thinking (planning, repairing,
   * waiting for an LLM). A world that keeps ticking on its own, as a server
   * does, has already lived through it; the simulated world turns it into game
   * time (20 ticks per second) unless it was made to pause while thinking.
   * Returns the game ticks that passed.
   */
  elapse?(wallMs: number): number;

  // ---- verbs: every one takes an AbortSignal and resolves to an Outcome, never rejects ----
  /** Walk (or swim, dig, pillar) until within `range` blocks of target. */
  goto(target: Vec3Like, range: number, signal: AbortSignal, opts?: GotoOptions): Promise<Outcome>;
  /**
   * Dig the block within reach and pick up what drops, with the weakest tool
   * that harvests it (and beats the hand), so better tools are saved for the
   * ores only they can harvest. A block that needs a tool the inventory lacks
   * is refused with `no_tool` (details.tools names them) and left in place.
   */
  dig(pos: Vec3Like, signal: AbortSignal): Promise<Outcome>;
  /** Place an inventory block at pos, or next to the bot when pos is null. `data.pos` tells where. */
  place(item: string, pos: Vec3Like | null, signal: AbortSignal): Promise<Outcome>;
  /** Run a recipe for `item` `times` times; on a table at `table` (within reach) or in the 2x2 grid. */
  craft(item: string, times: number, table: Vec3Like | null, signal: AbortSignal): Promise<Outcome>;
  /** Smelt `count` of `input` with `fuel` in the furnace at `furnace` and take the output. */
  smelt(input: string, fuel: string, count: number, furnace: Vec3Like, signal: AbortSignal): Promise<Outcome>;
  equip(item: string, slot: EquipSlot, signal: AbortSignal): Promise<Outcome>;
  /** Fight the entity until it dies (chasing it), then pick up its drops. */
  attack(entityId: number, signal: AbortSignal): Promise<Outcome>;
  /**
   * Fight the entity from where the bot stands, never stepping (a pillar top, a pit, a doorway): swing at the weapon's
   * cooldown while it is within the hand's reach. `unreachable` once it is out of reach, with the blows that landed
   * before as `hits` (a neutral mob hit is angry now); ok when it died (its drops are left where they fell, `dropsLeft`).
   */
  swing(entityId: number, signal: AbortSignal): Promise<Outcome>;
  /** Eat or drink an item. */
  consume(item: string, signal: AbortSignal): Promise<Outcome>;
  /** Use the held item on a block (bucket on water, hoe on dirt) or an entity (shears on sheep, bucket on cow). */
  useOn(item: string, target: { block: Vec3Like } | { entity: number }, signal: AbortSignal): Promise<Outcome>;
  /** Pick up dropped items within radius. */
  collect(radius: number, signal: AbortSignal): Promise<Outcome>;
  /** Put items into the chest at pos. */
  deposit(chest: Vec3Like, items: ItemStack[], signal: AbortSignal): Promise<Outcome>;
  /** Take items out of the chest at pos. */
  withdraw(chest: Vec3Like, items: ItemStack[], signal: AbortSignal): Promise<Outcome>;
  /** Toss items on the ground (to free slots). */
  toss(item: string, count: number, signal: AbortSignal): Promise<Outcome>;
  /** Let game time pass. */
  wait(ticks: number, signal: AbortSignal): Promise<Outcome>;
  /**
   * Lie down in the bed at pos (both halves placed; within 3 blocks) and sleep through the night: ok once morning
   * has come. Vanilla's refusals are world_error with `details.problem`: `not_possible_now` by day, `not_safe` with a
   * monster within 8 blocks, `obstructed` under a block; `woken` when hurt in bed. Lying down sets the respawn point
   * to the bed, even when the night then is refused.
   */
  sleep(bed: Vec3Like, signal: AbortSignal): Promise<Outcome>;
}

/** Every verb of the Body, once: the verbs that act on the world and take game time. */
export const BODY_VERBS = [
  'goto',
  'dig',
  'place',
  'craft',
  'smelt',
  'equip',
  'attack',
  'swing',
  'consume',
  'useOn',
  'collect',
  'deposit',
  'withdraw',
  'toss',
  'wait',
  'sleep',
] as const satisfies readonly (keyof Body)[];

export type BodyVerb = (typeof BODY_VERBS)[number];

/** How far a survival player reaches, eye to block centre (vanilla 1.20.4). */
export const BLOCK_REACH = 4.5;
/** How far a survival player's hand reaches an entity. */
export const ENTITY_REACH = 3;
