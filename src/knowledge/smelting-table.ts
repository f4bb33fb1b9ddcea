/**
 * The shipped smelting and fuel tables, expanded against the items of the
 * loaded version.
 */
import type { Groups } from './groups.js';
import { FUELS } from './tables/fuels.js';
import { SMELTING } from './tables/smelting.js';

/** Nether woods do not burn (https://minecraft.wiki/w/Smelting#Fuel). */
const FIREPROOF = /^(?:stripped_)?(?:crimson|warped)_/;

export class SmeltingTable {
  private inputsByOutput = new Map<string, string[]>();
  private outputByInput = new Map<string, string>();
  private ticks: Map<string, number>;

  constructor(
    items: readonly string[],
    isItem: (n: string) => boolean,
    private groups: Groups,
  ) {
    for (const [input, output] of SMELTING) {
      const known = input.startsWith('#') ? groups.has(input) : isItem(input);
      if (!known || !isItem(output)) continue;
      this.inputsByOutput.set(output, [...(this.inputsByOutput.get(output) ?? []), input]);
      for (const m of input.startsWith('#') ? groups.members(input) : [input]) {
        // Nether stems are not in the game's logs_that_burn tag: no charcoal from them.
        if (output === 'charcoal' && /^(crimson|warped)_/.test(m)) continue;
        if (!this.outputByInput.has(m)) this.outputByInput.set(m, output);
      }
    }
    this.ticks = fuelTable(items, isItem, groups);
  }

  /** Inputs that smelt to the output, preferred first; may hold groups (`#logs`). */
  inputsFor(output: string): string[] {
    return this.inputsByOutput.get(output) ?? [];
  }

  outputOf(input: string): string | null {
    return this.outputByInput.get(input) ?? null;
  }

  burnTicks(item: string): number {
    if (item.startsWith('#')) {
      const m = this.groups.members(item)[0];
      return m ? this.burnTicks(m) : 0;
    }
    return this.ticks.get(item) ?? 0;
  }

  /** Every fuel, longest-burning first. */
  fuels(): string[] {
    return [...this.ticks].sort((a, b) => b[1] - a[1]).map(([n]) => n);
  }

  /**
   * Fuels as a plan would name them: a group when its representative burns and
   * every member that burns burns as long (`#planks`, `#coals`), else the item.
   */
  fuelOptions(): { item: string; ticks: number }[] {
    this.options ??= this.buildOptions();
    return this.options;
  }

  private options: { item: string; ticks: number }[] | null = null;

  private buildOptions(): { item: string; ticks: number }[] {
    const out = new Map<string, number>();
    for (const [item, ticks] of this.ticks) {
      const g = this.groups.groupOf(item);
      const members = g ? this.groups.members(g) : [];
      const uniform = g !== null && this.burnTicks(members[0]!) === ticks && members.every((m) => [0, ticks].includes(this.burnTicks(m)));
      out.set(uniform ? g! : item, ticks);
    }
    return [...out].map(([item, ticks]) => ({ item, ticks }));
  }
}

/**
 * Burn ticks for every item: exact names and group members first, then the
 * suffix patterns, in table order (first match wins).
 */
function fuelTable(items: readonly string[], isItem: (n: string) => boolean, groups: Groups): Map<string, number> {
  const exact = new Map<string, number>();
  const patterns: { suffix: string; wooden: boolean; ticks: number; order: number }[] = [];
  FUELS.forEach(([pattern, ticks], order) => {
    if (pattern.startsWith('*') || pattern.startsWith('~')) patterns.push({ suffix: pattern.slice(1), wooden: pattern[0] === '~', ticks, order });
    else for (const m of pattern.startsWith('#') ? groups.members(pattern) : [pattern]) if (!exact.has(m)) exact.set(m, order);
  });
  const out = new Map<string, number>();
  for (const item of items) {
    if (FIREPROOF.test(item)) continue;
    let order = exact.get(item) ?? Infinity;
    for (const p of patterns) {
      if (p.order >= order) break;
      if (item.endsWith(p.suffix) && (!p.wooden || isItem(`${item.slice(0, -p.suffix.length)}_planks`))) order = p.order;
    }
    if (order < Infinity) out.set(item, FUELS[order]![1]);
  }
  return out;
}
