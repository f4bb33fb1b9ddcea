/**
 * What a player knows before a fight.
 *
 * Neutral mobs (vanilla 1.20.4 `NeutralMob` among the hostile-category mobs of minecraft-data): they leave a player
 * be until hurt (an enderman also when stared at), so nobody swings at one that is not the quarry; once hit, an
 * enderman hits for 7 and a zombified piglin for 8 and calls the others in range.
 *
 * The kit a strong player brings to a fight with a hostile mob, in the order it pays: a stone sword at once (two
 * cobblestone and a stick; every fight needs a weapon), then iron: the sword (6 against 5), the shield (one ingot,
 * blocks every melee hit and arrow from in front), then the armour pieces by points per ingot (chestplate 6 for 8,
 * leggings 5 for 7, helmet 2 for 5, boots 2 for 4). The iron pieces are made only while it is day: monsters walk
 * at night, and that is when the hunt goes on with what has been made.
 */
export const NEUTRAL_MOBS: ReadonlySet<string> = new Set(['enderman', 'zombified_piglin', 'piglin']);

/** Whether a hostile-category mob leaves the player be until hurt (spiders, neutral only in bright light, are not counted). */
export const isNeutralMob = (mob: string): boolean => NEUTRAL_MOBS.has(mob);

export interface KitPiece {
  item: string;
  /** Made only while it is day (the iron); the rest always. */
  byDayOnly: boolean;
}

export const COMBAT_KIT: readonly KitPiece[] = [
  { item: 'stone_sword', byDayOnly: false },
  { item: 'iron_sword', byDayOnly: true },
  { item: 'shield', byDayOnly: true },
  { item: 'iron_chestplate', byDayOnly: true },
  { item: 'iron_leggings', byDayOnly: true },
  { item: 'iron_helmet', byDayOnly: true },
  { item: 'iron_boots', byDayOnly: true },
];

/** The mobs a player meets every night in the overworld, and fights one at a time without armour. */
const EVERYDAY_FOES: ReadonlySet<string> = new Set([
  'zombie',
  'husk',
  'drowned',
  'zombie_villager',
  'skeleton',
  'stray',
  'spider',
  'cave_spider',
  'creeper',
  'slime',
]);

/**
 * The kit for a fight: against one everyday foe, the swords and the shield (three ingots); against more, or a
 * stronger mob, the armour too. Full iron armour is 24 ingots, a quarter of an hour of mining and smelting that a
 * 30-minute hunt for one skeleton cannot spare.
 */
export const kitFor = (mob: string, count: number): readonly KitPiece[] =>
  count <= 1 && EVERYDAY_FOES.has(mob) ? COMBAT_KIT.filter((p) => !p.item.startsWith('iron_') || p.item === 'iron_sword') : COMBAT_KIT;
