/**
 * Game knowledge as prompt text, for the items a goal names: how to obtain
 * each (the aggregated chain), recipes, harvest tools and where ores lie.
 * GITM showed that such text knowledge is what keeps a planner honest.
 */
import type { Knowledge, ObtainStep, Source } from '../knowledge/types.js';

const FILLER = new Set([
  'a',
  'an',
  'the',
  'some',
  'get',
  'obtain',
  'make',
  'craft',
  'mine',
  'find',
  'collect',
  'gather',
  'smelt',
  'kill',
  'and',
  'then',
  'of',
  'with',
  'me',
  'to',
  'for',
  'build',
  'acquire',
]);

/** Items named in a goal ("obtain an iron pickaxe" → iron_pickaxe), longest phrases first. */
export function goalItems(goal: string, k: Knowledge): string[] {
  const words = goal
    .toLowerCase()
    .replace(/[^a-z0-9_#\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const found: string[] = [];
  const used = new Set<number>();
  for (let len = 3; len >= 1; len--) {
    for (let i = 0; i + len <= words.length; i++) {
      const span = words.slice(i, i + len);
      if (span.some((_, j) => used.has(i + j)) || span.every((w) => FILLER.has(w) || /^\d+$/.test(w))) continue;
      const name = k.resolve(span.join(' '), 'item') ?? (len === 1 ? null : k.resolve(span.join('_'), 'item'));
      if (!name) continue;
      if (!found.includes(name)) found.push(name);
      for (let j = 0; j < len; j++) used.add(i + j);
    }
  }
  return found;
}

export function renderKnowledge(items: readonly string[], k: Knowledge, have: Record<string, number> = {}): string {
  if (!items.length) return 'No specific items recognised in the goal.';
  const out: string[] = [];
  for (const raw of items.slice(0, 4)) {
    const item = k.isGroup(raw) ? (k.members(raw)[0] ?? raw) : raw;
    out.push(`### ${item}`);
    // Only the recipe the chain would use: diamond "from 1 diamond_block" misleads.
    const recipe = k.cheapest(item)?.kind === 'craft' ? k.recipes(item)[0] : undefined;
    if (recipe) {
      const ing = recipe.ingredients.map((i) => `${i.count} ${i.item}`).join(' + ');
      out.push(`- recipe: ${ing}${recipe.needsTable ? ' on a crafting_table' : ' (2x2 grid, no table)'} → ${recipe.yields} ${item}`);
    }
    let chain: ObtainStep[] = [];
    try {
      chain = k.chain([{ item, count: 1 }], have);
    } catch (e) {
      out.push(`- cannot be obtained from here: ${(e as Error).message}`);
      continue;
    }
    if (chain.length) out.push(`- from the current inventory, in order:`);
    chain.forEach((s, i) => out.push(`  ${i + 1}. ${describeStep(s)}`));
    for (const line of whereFound(chain, k)) out.push(`- ${line}`);
  }
  return out.join('\n');
}

function describeStep(s: ObtainStep): string {
  const needs = s.needs.length ? ` (needs ${s.needs.join(', ')})` : '';
  return `${s.action} ${sourceText(s.source, s.produces)} → hold ${s.count} ${s.item}${needs}`;
}

function sourceText(src: Source, produces: number): string {
  switch (src.kind) {
    case 'mine':
      return `${src.blocks.slice(0, 3).join(' or ')} for ${produces} ${src.item}${src.tool ? ` with ${src.tool} or better` : ''}`;
    case 'craft':
      return `${produces} ${src.item} from ${src.recipe.ingredients.map((i) => `${i.count} ${i.item}`).join(' + ')} per craft`;
    case 'smelt':
      return `${src.input} into ${produces} ${src.item} in a furnace with fuel`;
    case 'kill':
      return `${src.mobs.slice(0, 3).join(' or ')} for ${src.item}`;
    case 'gather':
      return `${src.target} using ${src.using} for ${src.item}`;
    case 'farm':
      return `a field of ${src.seed} tilled with ${src.tool} by water, ripe in about two days, for ${produces} ${src.item}`;
  }
}

function whereFound(chain: ObtainStep[], k: Knowledge): string[] {
  const lines: string[] = [];
  for (const s of chain) {
    if (s.source.kind !== 'mine') continue;
    for (const block of s.source.blocks.slice(0, 2)) {
      const d = k.oreDepth(block);
      if (d) lines.push(`${block} is found from y=${d.minY} to y=${d.maxY}, most often near y=${d.bestY}; strip-mine at y=${d.mineY}`);
    }
  }
  return [...new Set(lines)];
}
