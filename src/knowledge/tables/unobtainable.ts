/**
 * Items Knowledge gives no source for, and why. A test checks that every
 * 1.20.4 item without a source is listed here, and that nothing listed has
 * one. Most come from chests, trading, fishing, bartering, brewing or the
 * smithing table, none of which the source model covers.
 */
const RULES: readonly (readonly [pattern: RegExp, reason: string])[] = [
  [
    /_spawn_egg$|^(?:command_block|repeating_command_block|chain_command_block|command_block_minecart|structure_block|structure_void|jigsaw|barrier|light|debug_stick|knowledge_book|bedrock|spawner|end_portal_frame|reinforced_deepslate|budding_amethyst|farmland|dirt_path|infested_\w+|trial_spawner|suspicious_sand|suspicious_gravel|frogspawn|turtle_egg)$/,
    'creative only, or a block that never drops as an item',
  ],
  [
    /_ore$|^(?:grass_block|podzol|mycelium|crimson_nylium|warped_nylium|ice|packed_ice|blue_ice|sculk|sculk_vein|sculk_sensor|sculk_shrieker|calibrated_sculk_sensor|brown_mushroom_block|red_mushroom_block|mushroom_stem|chorus_plant|bee_nest|tall_grass|large_fern|(?:dead_)?(?:tube|brain|bubble|fire|horn)_coral(?:_fan)?|(?:tube|brain|bubble|fire|horn)_coral_block|\w+_amethyst_bud|amethyst_cluster)$/,
    // Shears are modelled (tables/shears.ts), silk touch is not: it needs enchanting. Tall grass and large ferns drop their short forms to shears.
    'drops itself only to silk touch (no enchanting here) or is never dropped whole',
  ],
  [
    /^tuff_|_tuff$|_tuff_|^chiseled_tuff|copper_(?:door|trapdoor|grate|bulb)$|chiseled_copper$|^crafter$|^trial_key$|^bundle$/,
    'experimental in 1.20.4 (update_1_21 data pack): no recipe in the data',
  ],
  [/^netherite_(?:sword|shovel|pickaxe|axe|hoe|helmet|chestplate|leggings|boots)$|^(?!tide_)\w+_smithing_template$/, 'smithing table upgrade or chest loot'],
  [
    /^music_disc_|_pottery_sherd$|^(?:mojang|globe|piglin)_banner_pattern$|^(?:enchanted_golden_apple|heart_of_the_sea|nautilus_shell|name_tag|iron_horse_armor|golden_horse_armor|diamond_horse_armor|chainmail_\w+|elytra|enchanted_book|disc_fragment_5|echo_shard|recovery_compass|goat_horn|trident|conduit|beacon|nether_star|dragon_breath|scute|turtle_helmet)$/,
    'chest loot, trading, bartering, a boss, or built from such items',
  ],
  [
    /^(?:potion|splash_potion|lingering_potion|experience_bottle|suspicious_stew|written_book|filled_map|firework_star)$/,
    'brewing, trading or a special recipe the data leaves out',
  ],
  // The overworld never generates these blocks (tables/world.ts NEVER_GENERATED): there is nothing to mine.
  [/_concrete$/, 'concrete powder set by water, which no skill here does'],
  [/^(?:waxed_)?(?:exposed|weathered|oxidized)_(?:cut_)?copper(?:_stairs|_slab)?$/, 'copper weathered in place over hours of game time, or built from it'],
  [/^(?:chipped|damaged)_anvil$/, 'an anvil worn by use'],
  [/^\w+_shulker_box$/, 'a shulker box dyed by a special recipe the data leaves out'],
  [
    /^(?:skeleton_skull|player_head|zombie_head|creeper_head|dragon_head|piglin_head|creeper_banner_pattern)$/,
    "a charged creeper's blast or the End's ships, or built from such a head",
  ],
];

/** Patterns of unobtainable items with the reason, for documentation and the coverage test. */
export const UNOBTAINABLE: readonly (readonly [string, string])[] = RULES.map(([p, r]) => [p.source, r] as const);

/** Why Knowledge has no source for the item, or null when it is not a listed item. */
export function unobtainableReason(item: string): string | null {
  return RULES.find(([p]) => p.test(item))?.[1] ?? null;
}
