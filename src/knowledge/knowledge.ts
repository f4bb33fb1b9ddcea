/**
 * Knowledge for one game version: minecraft-data plus the shipped tables.
 * Construction reads recipes and loot; costed sources and the name index are
 * built on first use.
 */
import { obtainChain, pickFuel, type ChainWorld } from './chain.js';
import { loadData, loadFullData, type McData } from './data.js';
import { SmeltingTable } from './smelting-table.js';
import { Groups } from './groups.js';
import { Loot, toolRank, toolType } from './loot.js';
import { Names } from './names.js';
import { buildRecipes } from './recipes.js';
import { SourceBook } from './sources.js';
import { buildSpecs } from './specs.js';
import { ORE_DEPTH } from './tables/ore-depth.js';
import { absentMobsReason, needsHostiles, type ScarcityFacts } from './spawning.js';
import {
  EVERY_MOB,
  KnowledgeError,
  type SpawnRules,
  type CraftRecipe,
  type ItemCount,
  type Knowledge,
  type NameKind,
  type ObtainStep,
  type OreDepth,
  type Source,
} from './types.js';

/** Hostile-category entities that are really tame or trapped mounts. */
const NOT_HOSTILE = new Set(['skeleton_horse', 'zombie_horse']);
const MOB_CATEGORIES = new Set(['Hostile mobs', 'Passive mobs']);

export class GameKnowledge implements Knowledge {
  readonly version: string;
  /** The files Knowledge reads, indexed by name. */
  readonly game: McData;
  private fullData: unknown = null;
  private groups: Groups;
  private recipeBook: Map<string, CraftRecipe[]>;
  private loot: Loot;
  private furnace: SmeltingTable;
  private mobs: Set<string>;
  private bookCache: SourceBook | null = null;
  private namesCache: Names | null = null;

  /** `spawnRules`: which mobs the world spawns; sources needing a mob it lacks are left out. */
  constructor(
    version: string,
    readonly spawnRules: Readonly<SpawnRules> = EVERY_MOB,
  ) {
    this.version = version;
    this.game = loadData(version);
    this.groups = new Groups((n) => this.isItem(n));
    this.recipeBook = buildRecipes(this.game, this.groups);
    this.loot = new Loot(this.game);
    this.furnace = new SmeltingTable(
      this.game.itemsArray.map((i) => i.name),
      (n) => this.isItem(n),
      this.groups,
    );
    this.mobs = new Set(this.game.entitiesArray.filter((e) => MOB_CATEGORIES.has(e.category ?? '') && e.type !== 'other').map((e) => e.name));
  }

  /** The full minecraft-data for the version, loaded on first use (it is slow to index). */
  get data(): unknown {
    this.fullData ??= loadFullData(this.version);
    return this.fullData;
  }

  private get book(): SourceBook {
    this.bookCache ??= new SourceBook(
      buildSpecs({
        data: this.game,
        recipes: this.recipeBook,
        furnace: this.furnace,
        loot: this.loot,
        hostile: (m) => this.hostile(m),
        spawns: (m) => this.spawns(m),
      }),
      this.groups,
      this.furnace,
    );
    return this.bookCache;
  }

  private get names(): Names {
    this.namesCache ??= this.buildNames();
    return this.namesCache;
  }

  private buildNames(): Names {
    const items = new Set(this.game.itemsArray.map((i) => i.name).filter((n) => n !== 'air'));
    const blocks = new Set(this.game.blocksArray.map((b) => b.name).filter((n) => n !== 'air'));
    const all = this.groups.names().filter((g) => !this.groups.parentOf(g));
    const display = (list: { name: string; displayName: string }[]) =>
      new Map(
        list.map(
          (x) =>
            [
              x.displayName
                .toLowerCase()
                .replace(/[^a-z0-9]+/g, '_')
                .replace(/^_|_$/g, ''),
              x.name,
            ] as const,
        ),
      );
    return new Names({
      item: items,
      block: blocks,
      mob: this.mobs,
      groups: {
        item: new Set(all),
        block: new Set(all.filter((g) => this.groups.members(g).every((m) => blocks.has(m)))),
        mob: new Set(),
      },
      display: {
        item: display(this.game.itemsArray),
        block: display(this.game.blocksArray),
        mob: display(this.game.entitiesArray.filter((e) => this.mobs.has(e.name))),
      },
      representative: (g) => this.representative(g),
    });
  }

  items(): string[] {
    return this.game.itemsArray.map((i) => i.name).filter((n) => n !== 'air');
  }
  isItem(name: string): boolean {
    return name !== 'air' && this.game.itemsByName[name] !== undefined;
  }
  isBlock(name: string): boolean {
    return name !== 'air' && this.game.blocksByName[name] !== undefined;
  }
  isMob(name: string): boolean {
    return this.mobs.has(name);
  }
  isGroup(name: string): boolean {
    return name.startsWith('#') && this.groups.has(name);
  }
  members(nameOrGroup: string): string[] {
    return nameOrGroup.startsWith('#') ? [...this.groups.members(nameOrGroup)] : [nameOrGroup];
  }
  groupOf(item: string): string | null {
    return this.groups.groupOf(item);
  }

  /** The member a step for the group makes: the cheapest, the preferred one on ties. */
  representative(name: string): string {
    if (!name.startsWith('#')) return name;
    let best = name;
    let cost = Infinity;
    for (const m of this.groups.members(name)) {
      const c = this.book.costOf(m);
      if (c < cost) {
        best = m;
        cost = c;
      }
    }
    return best === name ? (this.groups.members(name)[0] ?? name) : best;
  }

  resolve(name: string, kind: NameKind = 'any'): string | null {
    return this.names.resolve(name, kind);
  }
  suggest(name: string, kind: NameKind = 'any', limit = 5): string[] {
    return this.names.suggest(name, kind, limit);
  }

  stackSize(item: string): number {
    const name = item.startsWith('#') ? (this.groups.members(item)[0] ?? '') : item;
    return this.game.itemsByName[name]?.stackSize ?? 0;
  }

  sources(item: string): Source[] {
    if (!this.isItem(item) && !this.isGroup(item)) return [];
    return [...this.book.sources(item)];
  }
  cheapest(item: string): Source | null {
    return this.sources(item)[0] ?? null;
  }
  /** Cost estimate of one of the item (seconds of game time); Infinity when it cannot be had. */
  cost(item: string): number {
    return this.book.costOf(item);
  }
  /**
   * Recipes for the item, those that make it from other things first: a white
   * bed from wool and planks before "dye any bed white", so the first recipe is
   * the one to make the item from scratch.
   */
  recipes(item: string): CraftRecipe[] {
    if (item.startsWith('#')) return this.sources(item).flatMap((s) => (s.kind === 'craft' ? [s.recipe] : []));
    const all = this.recipeBook.get(item) ?? [];
    const own = (r: CraftRecipe): boolean => r.ingredients.some((i) => i.item === item || (this.isGroup(i.item) && this.members(i.item).includes(item)));
    return [...all.filter((r) => !own(r)), ...all.filter(own)];
  }
  smeltInput(output: string): string | null {
    return this.furnace.inputsFor(output)[0] ?? null;
  }
  smeltOutput(input: string): string | null {
    return this.furnace.outputOf(input);
  }
  burnTicks(item: string): number {
    return this.furnace.burnTicks(item);
  }
  fuels(): string[] {
    return this.furnace.fuels();
  }

  harvestTool(block: string): string | null {
    return this.loot.harvestTool(block);
  }
  canHarvest(block: string, tool: string | null): boolean {
    return this.loot.canHarvest(block, tool);
  }
  blockDrops(block: string): ItemCount[] {
    return (this.loot.blocks.get(block) ?? []).map((d) => ({ ...d }));
  }
  mobDrops(mob: string): ItemCount[] {
    return (this.loot.mobs.get(mob) ?? []).map((d) => ({ ...d }));
  }
  blocksDropping(item: string): string[] {
    return [...this.loot.blocksDropping(item)];
  }
  mobsDropping(item: string): string[] {
    return [...this.loot.mobsDropping(item)];
  }
  oreDepth(block: string): OreDepth | null {
    const d = ORE_DEPTH.get(block);
    return d ? { ...d } : null;
  }
  foodPoints(item: string): number {
    return this.game.foodsByName[item]?.foodPoints ?? 0;
  }
  foods(): string[] {
    return this.game.foodsArray.map((f) => f.name);
  }
  hostile(mob: string): boolean {
    const e = this.game.entitiesByName[mob];
    return !!e && e.category === 'Hostile mobs' && e.type !== 'other' && !NOT_HOSTILE.has(mob);
  }

  /** The facts a missing item's reason is read from (spawning.ts). */
  private get scarcity(): ScarcityFacts {
    return {
      rules: this.spawnRules,
      droppers: (n) => this.loot.mobsDropping(n),
      spawns: (m) => this.spawns(m),
      inputs: (n) => [...this.furnace.inputsFor(n), ...(this.recipeBook.get(n) ?? []).flatMap((r) => r.ingredients.flatMap((i) => this.members(i.item)))],
      obtainable: (n) => this.book.costOf(n) < Infinity,
    };
  }

  spawns(mob: string): boolean {
    if (!this.spawnRules.mobs) return false;
    return this.spawnRules.hostiles || !needsHostiles(mob, (m) => this.hostile(m));
  }

  /** Tools that do this tool's job: the same kind at the same tier or better, strongest first. */
  standIns(tool: string): string[] {
    let hit = this.standInCache.get(tool);
    if (!hit) {
      const kind = toolType(tool);
      const rank = toolRank(tool);
      hit =
        kind === tool || !this.isItem(tool)
          ? [tool]
          : this.game.itemsArray
              .map((i) => i.name)
              .filter((n) => toolType(n) === kind && n.split('_').length === tool.split('_').length && toolRank(n) >= rank)
              .sort((a, b) => toolRank(b) - toolRank(a));
      this.standInCache.set(tool, hit);
    }
    return [...hit];
  }

  private standInCache = new Map<string, string[]>();

  chain(goals: ItemCount[], have: ReadonlyMap<string, number> | Record<string, number> = {}): ObtainStep[] {
    for (const g of goals) {
      if (this.isItem(g.item) || this.isGroup(g.item)) continue;
      const hint = this.suggest(g.item, 'item', 3);
      throw new KnowledgeError(`unknown item '${g.item}'${hint.length ? `; did you mean ${hint.join(', ')}?` : ''}`, g.item);
    }
    const held = have instanceof Map ? have : new Map(Object.entries(have));
    return obtainChain(this.world, goals, held);
  }

  cheapestFuel(items: number): string | null {
    return pickFuel(this.world, Math.max(1, Math.ceil(items)), () => 0)?.item ?? null;
  }

  private world: ChainWorld = {
    sources: (n) => this.book.sources(n),
    members: (n) => this.members(n),
    representative: (n) => this.representative(n),
    fuelOptions: () => this.furnace.fuelOptions(),
    cost: (n) => this.book.costOf(n),
    missing: (n) => absentMobsReason(n, this.scarcity),
    standIns: (t) => this.standInCache.get(t) ?? this.standIns(t),
  };
}
