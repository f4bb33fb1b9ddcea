/**
 * GITM's technology tree, as Sapling runs it: overworld items obtainable in
 * survival without trading, chests or structures (GITM counted 262). The GITM
 * paper names items by their pre-1.13 ids; the left column keeps that name
 * (with `:meta` where the old id covered several items), the right column is
 * the 1.20.4 name Sapling is asked for. This list is Sapling's reconstruction
 * of GITM's scope from the 1.12 item registry, not a copy of GITM's own file:
 * nether-only (quartz, blaze rod, nether wart), end-only, loot-only (saddle,
 * name tag, music discs) and creative-only items are left out, as GITM did.
 *
 * Where the old id differs from the new name:
 *   planks→oak_planks, log→oak_log, log2→acacia_log, sapling→oak_sapling,
 *   leaves→oak_leaves, wooden_slab→oak_slab, stonebrick→stone_bricks,
 *   red_flower→poppy, yellow_flower→dandelion, brick_block→bricks,
 *   fence→oak_fence, fence_gate→oak_fence_gate, trapdoor→oak_trapdoor,
 *   wooden_door→oak_door, wooden_pressure_plate→oak_pressure_plate,
 *   wooden_button→oak_button, boat→oak_boat, sign→oak_sign, bed→white_bed,
 *   wool→white_wool, carpet→white_carpet, stained_glass→white_stained_glass,
 *   stained_glass_pane→white_stained_glass_pane, stained_hardened_clay→white_terracotta,
 *   hardened_clay→terracotta, stone_slab→smooth_stone_slab, stone_slab:1→sandstone_slab,
 *   stone_slab:3→cobblestone_slab, stone_slab:4→brick_slab, stone_slab:5→stone_brick_slab,
 *   stone_stairs→cobblestone_stairs, dye:4→lapis_lazuli, dye:15→bone_meal, dye:1→red_dye,
 *   dye:11→yellow_dye, reeds→sugar_cane, web→cobweb, deadbush→dead_bush, waterlily→lily_pad,
 *   melon→melon_slice, melon_block→melon, speckled_melon→glistering_melon_slice,
 *   fish→cod, cooked_fish→cooked_cod, snow_layer→snow, snow→snow_block, lit_pumpkin→jack_o_lantern,
 *   noteblock→note_block, golden_rail→powered_rail, slime→slime_block,
 *   tallgrass→short_grass (dropped with shears), stone:1..6→granite/polished_granite/diorite/…,
 *   sandstone:2→smooth_sandstone (old meta 2 was smooth), sandstone:1→chiseled_sandstone,
 *   stonebrick:3→chiseled_stone_bricks, fireworks→firework_rocket, writable_book kept,
 *   map→filled_map is not asked (a blank `map` is), wooden tools keep their names
 *   (wooden_pickaxe…), golden_* and diamond_* keep theirs.
 */
export interface TechItem {
  /** The pre-1.13 name GITM wrote. */
  gitm: string;
  /** The 1.20.4 name Sapling is asked for. */
  item: string;
}

const same = (names: string): TechItem[] =>
  names
    .trim()
    .split(/\s+/)
    .map((n) => ({ gitm: n, item: n }));
const mapped = (pairs: string): TechItem[] =>
  pairs
    .trim()
    .split(/\s+/)
    .map((p) => {
      const [gitm, item] = p.split('=');
      return { gitm: gitm!, item: item! };
    });

export const TECH_TREE: readonly TechItem[] = [
  // wood
  ...mapped(`log=oak_log log:2=birch_log log:1=spruce_log log2=acacia_log planks=oak_planks sapling=oak_sapling
    leaves=oak_leaves wooden_slab=oak_slab oak_stairs=oak_stairs fence=oak_fence fence_gate=oak_fence_gate
    trapdoor=oak_trapdoor wooden_door=oak_door wooden_pressure_plate=oak_pressure_plate wooden_button=oak_button
    boat=oak_boat sign=oak_sign bed=white_bed`),
  ...same(`stick crafting_table chest bowl ladder bookshelf jukebox wooden_pickaxe wooden_axe wooden_shovel
    wooden_hoe wooden_sword`),
  // stone and earth
  ...mapped(`stonebrick=stone_bricks stonebrick:3=chiseled_stone_bricks stone_slab=smooth_stone_slab
    stone_slab:3=cobblestone_slab stone_slab:5=stone_brick_slab stone_stairs=cobblestone_stairs
    stone:1=granite stone:2=polished_granite stone:3=diorite stone:4=polished_diorite stone:5=andesite stone:6=polished_andesite
    brick_block=bricks stone_slab:4=brick_slab sandstone:1=chiseled_sandstone sandstone:2=smooth_sandstone
    stone_slab:1=sandstone_slab hardened_clay=terracotta stained_hardened_clay=white_terracotta
    snow_layer=snow snow=snow_block`),
  ...same(`cobblestone stone dirt gravel sand flint sandstone sandstone_stairs red_sandstone clay_ball clay brick
    brick_stairs stone_brick_stairs cobblestone_wall mossy_cobblestone snowball ice obsidian furnace stone_pickaxe
    stone_axe stone_shovel stone_hoe stone_sword stone_button stone_pressure_plate lever`),
  // coal, iron, gold, diamond, emerald, lapis, redstone
  ...mapped(`dye:4=lapis_lazuli golden_rail=powered_rail noteblock=note_block`),
  ...same(`coal charcoal coal_block torch iron_ingot iron_nugget iron_block gold_ingot gold_nugget gold_block
    diamond diamond_block emerald emerald_block lapis_block redstone redstone_block redstone_torch repeater
    piston sticky_piston dispenser dropper hopper observer redstone_lamp daylight_detector tripwire_hook
    heavy_weighted_pressure_plate light_weighted_pressure_plate rail detector_rail activator_rail minecart
    chest_minecart furnace_minecart hopper_minecart tnt tnt_minecart iron_bars iron_door iron_trapdoor cauldron
    anvil bucket water_bucket lava_bucket milk_bucket shears flint_and_steel compass clock map fishing_rod
    carrot_on_a_stick iron_pickaxe iron_axe iron_shovel iron_hoe iron_sword golden_pickaxe golden_axe
    golden_shovel golden_hoe golden_sword diamond_pickaxe diamond_axe diamond_shovel diamond_hoe diamond_sword
    enchanting_table enchanted_book`),
  // armour
  ...same(`leather_helmet leather_chestplate leather_leggings leather_boots iron_helmet iron_chestplate
    iron_leggings iron_boots golden_helmet golden_chestplate golden_leggings golden_boots diamond_helmet
    diamond_chestplate diamond_leggings diamond_boots shield bow arrow`),
  // mobs, plants and food
  ...mapped(`wool=white_wool carpet=white_carpet dye:15=bone_meal dye:1=red_dye dye:11=yellow_dye reeds=sugar_cane
    red_flower=poppy yellow_flower=dandelion web=cobweb deadbush=dead_bush waterlily=lily_pad melon=melon_slice
    melon_block=melon speckled_melon=glistering_melon_slice fish=cod cooked_fish=cooked_cod
    lit_pumpkin=jack_o_lantern slime=slime_block tallgrass=short_grass`),
  ...same(`string feather bone gunpowder rotten_flesh spider_eye slime_ball ender_pearl egg leather beef
    cooked_beef porkchop cooked_porkchop chicken cooked_chicken mutton cooked_mutton wheat_seeds wheat bread
    hay_block apple golden_apple carrot golden_carrot potato baked_potato pumpkin pumpkin_seeds pumpkin_pie
    melon_seeds beetroot beetroot_seeds beetroot_soup cactus vine brown_mushroom red_mushroom mushroom_stew
    sugar cake cookie paper book writable_book item_frame painting flower_pot armor_stand lead fermented_spider_eye
    glass_bottle glass glass_pane`),
  ...mapped(`stained_glass=white_stained_glass stained_glass_pane=white_stained_glass_pane fireworks=firework_rocket`),
];
