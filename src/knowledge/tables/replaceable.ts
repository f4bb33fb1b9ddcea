/**
 * Blocks a placed block simply takes the place of: those built with
 * `.replaceable()` in 1.20.4's Blocks.java (Material.REPLACEABLE_PLANT and the
 * like before 1.20). Flowers, saplings and mushrooms are not among them: a
 * player breaks one (at once, by hand) before putting a block there. Placing
 * into one half of a two-block plant (tall grass, large fern) pops the other.
 * A snow layer is replaceable only one layer deep; the sim has only that one.
 */
export const REPLACEABLE: ReadonlySet<string> = new Set([
  'air',
  'cave_air',
  'void_air',
  'water',
  'lava',
  'short_grass',
  'fern',
  'dead_bush',
  'tall_grass',
  'large_fern',
  'vine',
  'glow_lichen',
  'seagrass',
  'tall_seagrass',
  'hanging_roots',
  'snow',
  'fire',
  'soul_fire',
  'light',
  'structure_void',
  'bubble_column',
  'crimson_roots',
  'warped_roots',
  'nether_sprouts',
]);
