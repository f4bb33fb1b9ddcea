/**
 * Semantic name checks. Skill and check arguments follow a naming
 * convention, so the validator knows what each string must name:
 * `item`/`food`/`fuel` an item (or a group like `#logs`), `block` a block or an
 * item that blocks drop, `mob`/`entity` a mob, `target` any of them.
 */
import type { Knowledge, NameKind } from '../knowledge/types.js';
import { didYouMean, issue, pointer } from './issues.js';
import type { PlanIssue } from '../contracts/plan.js';

const KIND_OF_ARG: Record<string, { kind: NameKind; noun: string }> = {
  item: { kind: 'item', noun: 'item' },
  food: { kind: 'item', noun: 'food' },
  fuel: { kind: 'item', noun: 'fuel' },
  block: { kind: 'any', noun: 'block' },
  mob: { kind: 'mob', noun: 'mob' },
  entity: { kind: 'mob', noun: 'mob' },
  target: { kind: 'any', noun: 'block, item or mob' },
};

function known(name: string, kind: NameKind, k: Knowledge): boolean {
  if (name.startsWith('#')) return k.isGroup(name);
  if (kind === 'item') return k.isItem(name);
  if (kind === 'mob') return k.isMob(name);
  return k.isItem(name) || k.isBlock(name) || k.isMob(name);
}

/** `kinds`: what arguments name where their names do not say it (a tree's typed parameters). */
const burns = (fuel: string, k: Knowledge): boolean => (k.isGroup(fuel) ? k.members(fuel) : [fuel]).some((f) => k.burnTicks(f) > 0);

export function checkNames(args: Record<string, unknown>, base: string, k: Knowledge, kinds: Readonly<Record<string, NameKind>> = {}): PlanIssue[] {
  const out: PlanIssue[] = [];
  for (const [key, value] of Object.entries(args)) {
    const kind = kinds[key];
    const rule = kind ? { kind, noun: kind === 'any' ? 'block' : kind } : KIND_OF_ARG[key];
    if (!rule || typeof value !== 'string' || known(value, rule.kind, k)) continue;
    const resolved = k.resolve(value, rule.kind);
    // A group is fine as an argument, but people think in items: name the commonest member first.
    const named = resolved?.startsWith('#') ? [k.members(resolved)[0]!, resolved].filter(Boolean) : resolved ? [resolved] : [];
    const s = named.length && resolved !== value ? named : k.suggest(value, rule.kind, 3);
    out.push(issue(pointer(base, key), `unknown ${rule.noun} '${value}'`, didYouMean(s)));
  }
  for (const [key, value] of Object.entries(args)) {
    if (key === 'food' && typeof value === 'string' && k.isItem(value) && k.foodPoints(value) === 0)
      out.push(issue(pointer(base, key), `'${value}' is not edible`, `use one of ${k.foods().slice(0, 5).join(', ')}`));
    if (key === 'fuel' && typeof value === 'string' && known(value, 'item', k) && !burns(value, k))
      out.push(
        issue(pointer(base, key), `'${value}' does not burn in a furnace`, `use one of ${k.fuels().slice(0, 5).join(', ')}, or null for the best at hand`),
      );
  }
  return out;
}
