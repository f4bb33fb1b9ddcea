/** A suite's goal for one item, by its game id: a bare "stone" would read as the everyday word for cobblestone. */
export const obtainGoal = (item: string): string => `obtain 1 ${item.startsWith('#') ? item : `minecraft:${item}`}`;
