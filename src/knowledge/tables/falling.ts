/**
 * Blocks that fall when nothing holds them up: the game's FallingBlock
 * subclasses (minecraft-data does not say). Sand and gravel pockets sit in the
 * rock; the rest a bot meets only where players or villages put them.
 */
const FALLING = /^(sand|red_sand|gravel|suspicious_sand|suspicious_gravel|anvil|chipped_anvil|damaged_anvil|dragon_egg|pointed_dripstone|\w+_concrete_powder)$/;

export const isFalling = (name: string): boolean => FALLING.test(name);
