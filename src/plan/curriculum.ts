/**
 * What to try next when there is no goal (Odyssey's autonomous exploration):
 * a new item the world offers. Every item the knowledge can chain from an
 * empty inventory is a candidate; the next goal is the cheapest one not yet
 * held, given what is held now, with the raw blocks and mobs of its chain
 * cheaper when the bot has seen them. Items that failed twice are left alone.
 *
 * The outward curriculum (`sapling learn`) follows the tech tree instead of
 * collecting every variant: it proposes only items that something else is
 * made from or with (an ingredient, a smelted input, a tool or a station),
 * and never a second member of a family already held (a birch button after
 * an oak one teaches nothing new), so each goal opens the next tier.
 */
import { KnowledgeError, type Knowledge, type ObtainStep } from '../knowledge/types.js';
import { families, familyOf, usefulItems } from './tech-tree.js';

/** Seconds of a craft or a smelt; the raw steps carry knowledge's own estimate (a rare drop costs what finding it takes). */
const MAKE_SECONDS: Partial<Record<ObtainStep['action'], number>> = { craft: 1, smelt: 10 };
/** A raw source the bot has not seen has to be searched for first. */
const UNSEEN_SECONDS = 240;
/** Candidates re-chained per choice, cheapest from an empty inventory first. */
const SHORTLIST = 60;
/** Chains longer than this from nothing are out of an exploration's reach. */
const MAX_STEPS = 30;
const TRIES = 2;

export interface WorldView {
  /** Has the bot seen one of these blocks (in view or remembered)? */
  seenBlock(names: readonly string[]): boolean;
  seenMob(name: string): boolean;
}

interface Candidate {
  item: string;
  /** Seconds from an empty inventory, as if every source were in sight. */
  seconds: number;
}

export interface CurriculumOptions {
  /** Follow the tech tree outward: only items something else needs, one member per family (see above). */
  outward?: boolean;
}

export class Curriculum {
  private readonly candidates: Candidate[];
  private readonly failures = new Map<string, number>();
  private readonly family: ((item: string) => string) | null;

  constructor(
    private readonly k: Knowledge,
    opts: CurriculumOptions = {},
  ) {
    const all = chainable(k);
    if (!opts.outward) {
      this.candidates = all;
      this.family = null;
      return;
    }
    const useful = usefulItems(k);
    const prefixes = families(k);
    this.candidates = all.filter((c) => useful.has(c.item));
    this.family = (item) => familyOf(item, k, prefixes);
  }

  /** The next item to obtain, or null when nothing is left in reach. */
  next(held: ReadonlySet<string>, inventory: Record<string, number>, world: WorldView): string | null {
    const heldFamilies = this.family ? new Set([...held].map(this.family)) : null;
    const open = this.candidates
      .filter((c) => !held.has(c.item) && (this.failures.get(c.item) ?? 0) < TRIES && !heldFamilies?.has(this.family!(c.item)))
      .slice(0, SHORTLIST);
    let best: { item: string; cost: number } | null = null;
    for (const c of open) {
      const cost = this.cost(c.item, inventory, world);
      if (cost !== null && (!best || cost < best.cost)) best = { item: c.item, cost };
    }
    return best?.item ?? null;
  }

  failed(item: string): void {
    this.failures.set(item, (this.failures.get(item) ?? 0) + 1);
  }

  private cost(item: string, inventory: Record<string, number>, world: WorldView): number | null {
    let steps: ObtainStep[];
    try {
      steps = this.k.chain([{ item, count: 1 }], inventory);
    } catch (e) {
      if (e instanceof KnowledgeError) return null;
      throw e;
    }
    return seconds(steps, world);
  }
}

const seconds = (steps: ObtainStep[], world: WorldView | null): number =>
  steps.reduce((n, s) => n + (MAKE_SECONDS[s.action] ?? s.source.cost * s.count) + (!world || seen(s, world) ? 0 : UNSEEN_SECONDS), 0);

function seen(s: ObtainStep, world: WorldView): boolean {
  const src = s.source;
  if (src.kind === 'mine') return world.seenBlock(src.blocks);
  if (src.kind === 'kill') return src.mobs.some((m) => world.seenMob(m));
  return true;
}

const CACHE = new WeakMap<Knowledge, Candidate[]>();

/** Every item with a chain from nothing, cheapest first; computed once per knowledge. */
function chainable(k: Knowledge): Candidate[] {
  const hit = CACHE.get(k);
  if (hit) return hit;
  const out: Candidate[] = [];
  for (const item of k.items()) {
    try {
      const steps = k.chain([{ item, count: 1 }]);
      if (steps.length <= MAX_STEPS) out.push({ item, seconds: seconds(steps, null) });
    } catch (e) {
      if (!(e instanceof KnowledgeError)) throw e;
    }
  }
  out.sort((a, b) => a.seconds - b.seconds || a.item.localeCompare(b.item));
  CACHE.set(k, out);
  return out;
}
