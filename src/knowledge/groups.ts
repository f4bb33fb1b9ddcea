/**
 * Item groups: sets of items the game accepts interchangeably in a recipe
 * slot. minecraft-data lists one recipe per variant, so groups are found by
 * looking at which items fill the same slot across a result's recipes, then
 * named after the game's item tags when one of these rules covers the set.
 */

interface GroupRule {
  /** The group's name, or a function naming a narrower subgroup from the set. */
  name: string;
  test(item: string, isItem: (name: string) => boolean): boolean;
  /** Preferred representative: the member a plan means by the group. */
  prefer: string;
}

const LOG = /^(?:stripped_)?(\w+?)_(log|wood|stem|hyphae)$/;

const RULES: readonly GroupRule[] = [
  { name: '#planks', test: (n) => n.endsWith('_planks'), prefer: 'oak_planks' },
  { name: '#logs', test: (n) => LOG.test(n), prefer: 'oak_log' },
  { name: '#wool', test: (n) => n.endsWith('_wool'), prefer: 'white_wool' },
  { name: '#carpets', test: (n) => n.endsWith('_carpet'), prefer: 'white_carpet' },
  { name: '#beds', test: (n) => n.endsWith('_bed'), prefer: 'white_bed' },
  { name: '#wooden_slabs', test: (n, isItem) => n.endsWith('_slab') && isItem(n.replace(/_slab$/, '_planks')), prefer: 'oak_slab' },
  { name: '#coals', test: (n) => n === 'coal' || n === 'charcoal', prefer: 'coal' },
  { name: '#stone_crafting_materials', test: (n) => n === 'cobblestone' || n === 'blackstone' || n === 'cobbled_deepslate', prefer: 'cobblestone' },
  { name: '#soul_fire_base_blocks', test: (n) => n === 'soul_sand' || n === 'soul_soil', prefer: 'soul_sand' },
  { name: '#sand', test: (n) => n === 'sand' || n === 'red_sand', prefer: 'sand' },
];

/** The logs of one tree type (`#oak_logs`), named like the game's tags; null when the set mixes trees. */
function treeSubgroup(set: readonly string[]): string | null {
  const woods = new Set(set.map((n) => LOG.exec(n)));
  if ([...woods].some((m) => !m)) return null;
  const kinds = new Set(set.map((n) => LOG.exec(n)![1]));
  if (kinds.size !== 1) return null;
  const wood = [...kinds][0]!;
  const stems = set.some((n) => LOG.exec(n)![2] === 'stem' || LOG.exec(n)![2] === 'hyphae');
  return `#${wood}_${stems ? 'stems' : 'logs'}`;
}

export class Groups {
  private byName = new Map<string, string[]>();
  private parent = new Map<string, string>();
  private owner = new Map<string, string>();

  constructor(private isItem: (name: string) => boolean) {}

  /**
   * Name a set of interchangeable items, registering it; null when no rule
   * covers every member (the caller then keeps one recipe per variant).
   */
  classify(set: readonly string[]): string | null {
    const rule = RULES.find((r) => set.every((n) => r.test(n, this.isItem)));
    if (!rule) return null;
    this.add(rule.name, set, rule.prefer);
    const sub = rule.name === '#logs' ? treeSubgroup(set) : null;
    if (!sub) return rule.name;
    this.add(sub, set, set.find((n) => n.endsWith('_log') || n.endsWith('_stem')) ?? set[0]!);
    this.parent.set(sub, rule.name);
    return sub;
  }

  private add(group: string, set: readonly string[], prefer: string): void {
    const list = this.byName.get(group) ?? [];
    for (const n of set) if (!list.includes(n)) list.push(n);
    const i = list.indexOf(prefer);
    if (i > 0) list.unshift(...list.splice(i, 1));
    this.byName.set(group, list);
    for (const n of set) if (!this.owner.has(n) && !this.parent.has(group)) this.owner.set(n, group);
  }

  /** Tree subgroups report after their parent is known, so the wide group owns the item. */
  finish(): void {
    for (const [sub, parent] of this.parent) {
      for (const n of this.byName.get(sub)!) this.owner.set(n, parent);
    }
  }

  has(group: string): boolean {
    return this.byName.has(group);
  }

  members(group: string): string[] {
    return this.byName.get(group) ?? [];
  }

  /** The wider group a tree subgroup belongs to (`#oak_logs` → `#logs`). */
  parentOf(group: string): string | null {
    return this.parent.get(group) ?? null;
  }

  groupOf(item: string): string | null {
    return this.owner.get(item) ?? null;
  }

  names(): string[] {
    return [...this.byName.keys()];
  }
}
