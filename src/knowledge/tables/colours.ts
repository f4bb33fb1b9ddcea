/**
 * The sixteen dye colours in vanilla's `DyeColor` order, whose index is the colour's id (a sheep's wool in its
 * metadata byte, the colour variants of wool, terracotta, glass, concrete…).
 */
export const DYE_COLOURS: readonly string[] = [
  'white',
  'orange',
  'magenta',
  'light_blue',
  'yellow',
  'lime',
  'pink',
  'gray',
  'light_gray',
  'cyan',
  'purple',
  'blue',
  'brown',
  'green',
  'red',
  'black',
];
