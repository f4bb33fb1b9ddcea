/**
 * Crops a bot can farm (https://minecraft.wiki/w/Crops, Java Edition 1.20.4):
 * what each is planted from and how long a field takes to ripen.
 *
 * Growth: one random tick per block every ~68 s; a crop in a hydrated
 * alternate row grows a stage on 1 in 3 of them, a lone or crowded one on 1 in
 * 6-7 (see src/sim/crops.ts). Wheat, carrots and potatoes have 7 stages (about
 * 1.2-2.8 in-game days, 1430-3350 s); beetroots 3 stages past a 2/3 roll.
 */
export interface FarmRule {
  item: string;
  seed: string;
  /** Seconds for a planted field to ripen, in the layout a bot lays out (between alternate rows and a lone crop). */
  growSeconds: number;
}

export const FARM: readonly FarmRule[] = [
  { item: 'wheat', seed: 'wheat_seeds', growSeconds: 2000 },
  { item: 'carrot', seed: 'carrot', growSeconds: 2000 },
  { item: 'potato', seed: 'potato', growSeconds: 2000 },
  { item: 'beetroot', seed: 'beetroot_seeds', growSeconds: 1300 },
];

/** The hoe a field is tilled with. */
export const FARM_TOOL = 'wooden_hoe';
/**
 * Plots a field is planted with: growth time is shared over them, and at most
 * this many seeds are fetched before farming (each ripe plot gives 1-4 back).
 */
export const FIELD_PLOTS = 8;
/** Tilling, planting, harvesting and walking per plot. */
export const PLOT_SECONDS = 3;
