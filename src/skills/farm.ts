/**
 * Farming a crop: till soil by water (or by a pond dug and filled from a water
 * bucket, pond.ts) with a hoe, plant, wait for the crop to ripen (keeping the
 * bot alive between waits), harvest what is ripe and replant, until the
 * inventory holds `count`. Growth takes in-game days (src/sim/crops.ts), so
 * the skill plants every seed it holds up to a field and harvests the first
 * ripe plots as they come.
 */
import type { Body, Vec3Like } from '../contracts/body.js';
import type { Knowledge } from '../knowledge/types.js';
import { FIELD_PLOTS } from '../knowledge/tables/farming.js';
import type { Skill } from './types.js';
import { act, fatal, guard } from './act.js';
import { chooseField, stepOff, WATER_LOOKED_AT, type Field } from './field.js';
import { hoeIn, tillSoil } from './hoe.js';
import { at } from './geometry.js';
import { countOf, diff, inventoryMap } from './inventory.js';
import { fail, ok, type Outcome } from '../contracts/outcome.js';
import { search } from './search.js';
import { WORK_RANGE } from './stations.js';
import { posKey, type Target } from './target.js';
import { digPond, POND_SOIL } from './pond.js';

export type FarmItem = 'wheat' | 'carrot' | 'potato' | 'beetroot';
export type FarmArgs = { item: FarmItem; count: number };

interface Crop {
  block: string;
  seed: string;
  maxAge: number;
}
const CROPS: Record<FarmItem, Crop> = {
  wheat: { block: 'wheat', seed: 'wheat_seeds', maxAge: 7 },
  carrot: { block: 'carrots', seed: 'carrot', maxAge: 7 },
  potato: { block: 'potatoes', seed: 'potato', maxAge: 7 },
  beetroot: { block: 'beetroots', seed: 'beetroot_seeds', maxAge: 3 },
};

/** Game ticks per wait between looks at the field (a minute): short enough to defend and eat in time. */
export const WAIT_TICKS = 1200;
/** Give up after this long without a harvest (five in-game days): something keeps the crops from growing. */
const MAX_IDLE_TICKS = 5 * 24000;
/** Without block states a crop is taken for ripe this long after planting (two in-game days). */
const ASSUME_RIPE_TICKS = 48000;
/** Water seen from this near with no soil by it has none: it is looked past from then on. */
const LOOKED_NEAR = 12;
/** Waters walked to in turn before the farm gives up on a field. */
const FIELD_WALKS = 8;
/** Fields farther than this from the bot are out of sight for harvesting. */
const FIELD_RADIUS = 24;

/** Seeds the farm step wants before it starts: a whole field's worth, or one crop that plants itself. */
export function seedsFor(item: FarmItem, count: number): number {
  const c = CROPS[item];
  return c.seed === item ? 1 : Math.min(count, FIELD_PLOTS);
}

const GRASS = ['short_grass', 'tall_grass', 'fern'];
/** Grass broken for extra seeds before a field is sown. */
const GRASS_TRIES = 32;

class FarmRun {
  /** When each plot was planted, for bodies that cannot read a crop's age. */
  private planted = new Map<string, number>();
  private lastHarvest: number;
  private badWater = new Set<string>();
  /** Soil seen from near that made no field for a pond. */
  private badSoil = new Set<string>();

  constructor(
    private body: Body,
    private k: Knowledge,
    private crop: Crop,
    private a: FarmArgs,
    private signal: AbortSignal,
    private what: string,
  ) {
    this.lastHarvest = body.gameTick();
  }

  private ripe(pos: Vec3Like): boolean {
    const state = this.body.blockState?.(pos);
    if (state && typeof state.age === 'number') return state.age >= this.crop.maxAge;
    const at0 = this.planted.get(posKey(pos));
    return at0 !== undefined && this.body.gameTick() - at0 >= ASSUME_RIPE_TICKS;
  }

  private crops(): Vec3Like[] {
    return this.body.findBlocks([this.crop.block], { maxDistance: FIELD_RADIUS, count: 64 }).map((b) => b.pos);
  }

  private done(): boolean {
    return countOf(this.body, this.k, this.a.item) >= this.a.count;
  }

  /** Harvest every ripe crop in sight and replant its plot. */
  private async harvest(): Promise<Outcome | null> {
    for (const pos of this.crops()) {
      if (this.done()) return null;
      if (!this.ripe(pos)) continue;
      const g = await act(this.what, this.signal, () => this.body.goto(pos, WORK_RANGE - 1, this.signal));
      if (!g.ok) continue;
      const d = await act(this.what, this.signal, () => this.body.dig(pos, this.signal));
      if (!d.ok) return fatal(d) ? d : null;
      this.lastHarvest = this.body.gameTick();
      if (this.body.count(this.crop.seed) > 0 && !this.done()) await this.plant(pos);
    }
    return null;
  }

  private async plant(pos: Vec3Like): Promise<Outcome> {
    const off = await stepOff(this.body, pos, this.signal, this.what);
    if (off && fatal(off)) return off;
    const r = await act(this.what, this.signal, () => this.body.place(this.crop.seed, pos, this.signal));
    if (r.ok) this.planted.set(posKey(pos), this.body.gameTick());
    return r;
  }

  private till(soil: Vec3Like, hoe: string): Promise<Outcome> {
    return tillSoil(this.body, soil, hoe, this.signal, this.what);
  }

  /**
   * Wheat seeds drop from one grass in eight: breaking the grass around the
   * field before sowing buys more plots, and more plots ripen sooner.
   */
  private async topUpSeeds(): Promise<Outcome | null> {
    if (this.crop.seed !== 'wheat_seeds') return null;
    const grass = this.body.findBlocks(GRASS, { maxDistance: 12, count: GRASS_TRIES });
    for (const g of grass) {
      if (this.body.count(this.crop.seed) >= FIELD_PLOTS) break;
      const r = await act(this.what, this.signal, () => this.body.goto(g.pos, WORK_RANGE - 1, this.signal));
      if (!r.ok) continue;
      const d = await act(this.what, this.signal, () => this.body.dig(g.pos, this.signal));
      if (fatal(d)) return d;
    }
    return null;
  }

  /** Plant every seed held on a field by water, up to a field's worth of crops in all. */
  private async sow(): Promise<Outcome | null> {
    const growing = this.crops().length;
    if (growing === 0) {
      const t = await this.topUpSeeds();
      if (t) return t;
    }
    const seeds = this.body.count(this.crop.seed);
    const want = Math.min(seeds, FIELD_PLOTS * 2 - growing);
    if (want <= 0) return null;
    const hoe = hoeIn(this.body);
    if (!hoe) return fail('no_tool', `${this.what}: needs a hoe to till soil (wooden_hoe will do)`, { needs: 'wooden_hoe' });
    const field = await this.findField(want);
    if ('ok' in field) return growing > 0 && !field.ok && field.code === 'not_found' ? null : field;
    return this.sowField(field, hoe);
  }

  /**
   * A field by water, as a player finds one: by the water in sight, else walking on to other water (along the
   * shore, the next pond) and looking from beside it, past water already seen from near with no soil by it. With a
   * water bucket, by a pond dug in the soil in sight, else walking on to other soil.
   */
  private async findField(want: number): Promise<Field | Outcome> {
    for (let walk = 0; ; walk++) {
      const field = chooseField(this.body, want, this.badWater);
      if (field) return field;
      const pond = await digPond(this.body, want, this.signal, this.what);
      if (pond) return pond;
      // Seen from this near, no soil by it means none: from farther, the soil may be out of sight.
      for (const w of this.body.findBlocks(['water'], { maxDistance: LOOKED_NEAR, count: WATER_LOOKED_AT })) this.badWater.add(posKey(w.pos));
      const none = `${this.what}: no grass or dirt within 4 blocks of water to till, by ${walk + 1} waters looked at`;
      // Half the walks spent, a player fetches a bucket and brings the water to the soil (pond.ts).
      if (walk >= FIELD_WALKS / 2 && this.body.count('water_bucket') < 1)
        return fail('missing_item', `${none}; a water bucket makes a pond on soil`, { missing: [{ item: 'water_bucket', count: 1 }] });
      if (walk >= FIELD_WALKS) return fail('not_found', none);
      // With water in hand the bot looks for soil to dig a pond in, not for water, past soil seen from near.
      const carried = this.body.count('water_bucket') > 0;
      if (carried) for (const w of this.body.findBlocks(POND_SOIL, { maxDistance: LOOKED_NEAR, count: WATER_LOOKED_AT })) this.badSoil.add(posKey(w.pos));
      const target: Target = carried
        ? { kind: 'block', label: 'grass or dirt for a pond', blocks: POND_SOIL, exclude: this.badSoil }
        : { kind: 'block', label: 'water with soil beside it', blocks: ['water'], exclude: this.badWater };
      const found = await search(this.body, this.k, target, { strategy: 'surface', y: null, radius: null }, this.signal, this.what);
      if (!found.ok) return found;
      const pos = found.data?.pos as Vec3Like;
      const g = await act(this.what, this.signal, () => this.body.goto(pos, LOOKED_NEAR / 2, this.signal));
      if (fatal(g)) return g;
      if (!g.ok) (carried ? this.badSoil : this.badWater).add(posKey(pos));
    }
  }

  private async sowField(field: Field, hoe: string): Promise<Outcome | null> {
    let sown = 0;
    for (const plot of field.plots) {
      if (this.body.count(this.crop.seed) === 0) break;
      const t = await this.till(plot, hoe);
      if (!t.ok) {
        if (t.code === 'aborted' || t.code === 'died') return t;
        continue;
      }
      const p = await this.plant(at(plot.x, plot.y + 1, plot.z));
      if (p.ok) sown++;
      else if (p.code === 'aborted' || p.code === 'died') return p;
    }
    for (const m of field.margins) {
      if (!hoeIn(this.body)) break;
      const t = await this.till(m, hoeIn(this.body)!);
      if (fatal(t)) return t;
    }
    if (sown === 0) this.badWater.add(posKey(field.water));
    return null;
  }

  async run(): Promise<Outcome> {
    while (!this.done()) {
      const h = await this.harvest();
      if (h) return h;
      if (this.done()) break;
      const s = await this.sow();
      if (s) return s;
      if (this.crops().length === 0) {
        return fail('missing_item', `${this.what}: nothing growing and no ${this.crop.seed} left to plant`, { needs: this.crop.seed });
      }
      if (this.body.gameTick() - this.lastHarvest > MAX_IDLE_TICKS) {
        return fail('timeout', `${this.what}: no crop ripened in ${MAX_IDLE_TICKS / 24000} in-game days; the field may be dark or dry`);
      }
      const w = await act(this.what, this.signal, () => this.body.wait(WAIT_TICKS, this.signal));
      if (!w.ok) return w;
    }
    return ok();
  }
}

export const farm: Skill<FarmArgs> = {
  name: 'farm',
  description:
    'Till soil by water with a hoe, plant seeds and harvest ripe crops until the inventory holds count (absolute) of wheat, carrot, potato or beetroot; waits for growth (in-game days).',
  kind: 'primitive',
  args: {
    item: { type: 'string', enum: ['wheat', 'carrot', 'potato', 'beetroot'], description: 'The crop to farm' },
    count: { type: 'integer', minimum: 1, description: 'How many the inventory should hold in the end' },
  },
  requirements(a) {
    const c = CROPS[a.item];
    if (!c) return { consumes: [], needs: [] };
    return { consumes: [{ item: c.seed, count: seedsFor(a.item, a.count) }], needs: ['wooden_hoe'] };
  },
  effects: (a) => ({ has: [{ item: a.item, count: a.count }] }),
  done: (body, a, ctx) => countOf(body, ctx.knowledge, a.item) >= a.count,
  run(body, a, signal, ctx) {
    const what = `farm ${a.item}`;
    return guard(what, signal, async () => {
      const crop = CROPS[a.item];
      if (!crop) return fail('world_error', `${what}: cannot farm '${a.item}'; farm one of ${Object.keys(CROPS).join(', ')}`);
      if (!Number.isInteger(a.count) || a.count < 1) return fail('world_error', `${what}: count must be a positive integer, got ${String(a.count)}`);
      if (!hoeIn(body)) return fail('no_tool', `${what}: needs a hoe to till soil (wooden_hoe will do)`, { needs: 'wooden_hoe' });
      const before = inventoryMap(body);
      const r = await new FarmRun(body, ctx.knowledge, crop, a, signal, what).run();
      return r.ok ? ok(diff(before, inventoryMap(body)), { item: a.item, count: countOf(body, ctx.knowledge, a.item) }) : r;
    });
  },
};
