/**
 * Facts about the game, read from minecraft-data (MC 1.20.4 by default) plus a
 * small shipped smelting/fuel table. Everything the compiler, validator,
 * skills, simulated world and prompts know about items comes from here.
 */

export const DEFAULT_VERSION = '1.20.4';

/**
 * Which mobs the world spawns, as far as where things come from: the simulated world's `mobs` and `hostiles`
 * options (a server on peaceful spawns no hostile mob either). Knowledge made for rules that leave mobs out
 * never plans to kill or shear them: it takes another source, or says why there is none.
 */
export interface SpawnRules {
  /** Any mob at all; false is the sim's `mobs: false`, which removes the passive animals too. */
  mobs: boolean;
  /** Hostile mobs (and what only they bring, such as skeleton-trap horses); false is JARVIS-1's paper setting. */
  hostiles: boolean;
}
/** Vanilla survival: every mob spawns. */
export const EVERY_MOB: Readonly<SpawnRules> = { mobs: true, hostiles: true };

export interface ItemCount {
  /** A concrete item name (`oak_planks`) or a group (`#planks`, `#logs`). */
  item: string;
  count: number;
}

export type NameKind = 'item' | 'block' | 'mob' | 'any';

/** Tool tiers in the game's order; `hand` needs no tool. */
export const TIERS = ['hand', 'wooden', 'stone', 'iron', 'golden', 'diamond', 'netherite'] as const;
export type Tier = (typeof TIERS)[number];
export type ToolType = 'pickaxe' | 'axe' | 'shovel' | 'hoe' | 'sword' | 'shears';

/** A crafting recipe with variants folded into groups where the game accepts any of them. */
export interface CraftRecipe {
  result: string;
  /** Items produced per craft. */
  yields: number;
  /** Ingredients per craft. Items may be groups (`#planks`). */
  ingredients: ItemCount[];
  /** True when it does not fit the 2x2 inventory grid. */
  needsTable: boolean;
}

export interface SmeltRecipe {
  input: string;
  output: string;
}

/**
 * One way to get an item. `item` is what the source yields: a group
 * (`#logs`) when the source serves any member (one mine source over every
 * log block), else the concrete item. `cost` is roughly seconds of game time
 * per item, tools and stations shared over their uses.
 */
export type Source =
  | { kind: 'craft'; item: string; recipe: CraftRecipe; cost: number }
  | { kind: 'smelt'; item: string; input: string; cost: number }
  /** Dig one of `blocks`; `tool` is the weakest tool that makes it drop (null: hand). */
  | { kind: 'mine'; item: string; blocks: string[]; tool: string | null; perBlock: number; cost: number }
  /** Kill one of `mobs`; `perKill` is the expected drop count. */
  | { kind: 'kill'; item: string; mobs: string[]; perKill: number; tool: string | null; cost: number }
  /** Use a tool on a block or entity: bucket on water, shears on sheep, bucket on cow. */
  /** `tool`: a second tool the result needs (a diamond pickaxe for the obsidian poured water makes). */
  | { kind: 'gather'; item: string; using: string; target: string; targetKind: 'block' | 'mob'; consumes: string | null; tool?: string; cost: number }
  /**
   * Till soil by water with `tool`, plant `seed`, wait for the crop to ripen
   * and harvest it. The seed comes back with interest, so a field needs a few
   * seeds, not one per item; when `seed` is the item itself (a carrot plants
   * carrots) the source is open only to someone already holding one.
   */
  | { kind: 'farm'; item: string; seed: string; tool: string; cost: number };

/** Where ores are best found (1.18+ generation). */
export interface OreDepth {
  block: string;
  minY: number;
  maxY: number;
  bestY: number;
  /** Where a player tunnels for it: bestY, but never down in the lava sea (caves at y -55 and below are lava since 1.18). */
  mineY: number;
}

/**
 * One step of an aggregated obtain chain. Counts are totals for everything
 * downstream: a wooden pickaxe from nothing asks for 3 logs once, not 1 log
 * three times.
 */
export interface ObtainStep {
  action: 'mine' | 'craft' | 'smelt' | 'kill' | 'gather' | 'farm';
  /** The item this step produces, concrete (never a group). */
  item: string;
  /** How many the step must leave in the inventory when it ends (its skip threshold). */
  count: number;
  /** What it produces, e.g. 12 planks from 3 crafts. */
  produces: number;
  /** The source chosen for this step. */
  source: Source;
  /** What the step consumes from the inventory. */
  consumes: ItemCount[];
  /** Tools or stations (`crafting_table`, `furnace`) that must be at hand; not consumed. */
  needs: string[];
  /**
   * Set when the demand is for a group (`#logs`): any member counts towards
   * `count`, and the step may make whichever member is at hand (chop any tree).
   */
  group?: string;
}

export interface Knowledge {
  readonly version: string;
  /** The raw minecraft-data for the version, for callers that need more. */
  readonly data: unknown;

  /** Every item of the game version, by name. */
  items(): string[];
  isItem(name: string): boolean;
  isBlock(name: string): boolean;
  isMob(name: string): boolean;
  isGroup(name: string): boolean;
  /** Concrete members of a group (`#planks` → all planks); a concrete item maps to itself. */
  members(nameOrGroup: string): string[];
  /** The group a concrete item belongs to for recipes, if any (`birch_planks` → `#planks`). */
  groupOf(item: string): string | null;

  /**
   * Normalise a name a person or an LLM wrote ("Oak Planks", "diamonds", "wood",
   * "iron") to a known name, or null. Everyday names map to groups or items.
   */
  resolve(name: string, kind?: NameKind): string | null;
  /** Closest known names, best first, for "did you mean" ("wooden_planks" → ["oak_planks", ...]). */
  suggest(name: string, kind?: NameKind, limit?: number): string[];

  stackSize(item: string): number;
  /** Every way to get the item, cheapest first. */
  sources(item: string): Source[];
  cheapest(item: string): Source | null;
  recipes(item: string): CraftRecipe[];
  smeltInput(output: string): string | null;
  smeltOutput(input: string): string | null;
  /** Burn time in ticks (coal 1600, planks 300); 0 when not a fuel. */
  burnTicks(item: string): number;
  fuels(): string[];
  /** The fuel (an item or a group such as #planks) that is cheapest to obtain from nothing for smelting `items` items, as the chain chooses it. */
  cheapestFuel(items: number): string | null;
  /** The weakest tool that makes the block drop its loot, or null when the hand will do. */
  harvestTool(block: string): string | null;
  /** Tools that do this tool's job: the same kind at the same tier or better, strongest first (itself for a non-tool). */
  standIns(tool: string): string[];
  /** Can this tool (null = hand) harvest the block? */
  canHarvest(block: string, tool: string | null): boolean;
  /** Items the block drops when harvested correctly (without silk touch). */
  blockDrops(block: string): ItemCount[];
  /** Items a mob drops, expected count per kill. */
  mobDrops(mob: string): ItemCount[];
  /** Blocks whose loot yields the item. */
  blocksDropping(item: string): string[];
  mobsDropping(item: string): string[];
  oreDepth(block: string): OreDepth | null;
  /** Hunger points restored, or 0 for non-food. */
  foodPoints(item: string): number;
  foods(): string[];
  hostile(mob: string): boolean;
  /** The rules this knowledge was made for (getKnowledge's second argument). */
  readonly spawnRules: Readonly<SpawnRules>;
  /** Whether the mob spawns under those rules: its drops are a source only if it does. */
  spawns(mob: string): boolean;

  /**
   * The aggregated chain of steps that turns `have` into `goals`, in order,
   * choosing the cheapest sources, with leftovers reused (a crafting table
   * and tools are made once), cycles refused and depth bounded.
   * Throws KnowledgeError when an item cannot be obtained.
   */
  chain(goals: ItemCount[], have?: ReadonlyMap<string, number> | Record<string, number>): ObtainStep[];
}

export class KnowledgeError extends Error {
  constructor(
    message: string,
    readonly item: string,
  ) {
    super(message);
    this.name = 'KnowledgeError';
  }
}
