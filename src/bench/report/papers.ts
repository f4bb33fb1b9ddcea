/**
 * The papers' own per-task success rates, transcribed from their tables
 * (../shared/suites/*.tsv: JARVIS-1 Appendix C Tables 5–14; GITM Table 6;
 * Plan4MC Tables 6–8 with LLaMA-Rider Tables 1–2), so the report can put each
 * task's published rate beside Sapling's. Kept as the papers printed them
 * (GITM's pre-1.13 names, Plan4MC's targets); the lookups below map them to
 * the names Sapling's tasks use, and return null where a paper has no row.
 */
import { TECH_TREE } from '../suites/techtree-items.js';

const JARVIS1 = `
Wood:wooden_shovel=0.9028 Wood:wooden_pickaxe=0.9516 Wood:wooden_axe=0.8909 Wood:wooden_hoe=0.9318 Wood:stick=1 Wood:wooden_sword=0.9242
Wood:composter=0.7872 Wood:barrel=0.7544 Wood:crafting_table=0.9706 Wood:chest=0.9155 Wood:ladder=0.9737 Wood:bowl=0.9149 Wood:oak_wood=0.9868
Wood:oak_slab=0.9506 Wood:oak_planks=0.9659 Wood:oak_log=1 Wood:oak_button=0.9153 Wood:oak_door=0.8732 Wood:oak_fence=0.8 Wood:oak_fence_gate=0.9322
Wood:oak_trapdoor=0.8861 Wood:oak_boat=0.9074 Wood:oak_sign=0.9 Wood:birch_wood=0.9474 Wood:birch_slab=0.9231 Wood:birch_planks=0.9714
Wood:birch_log=0.9833 Wood:birch_button=0.9245 Wood:birch_door=0.8431 Wood:birch_fence=0.8 Wood:birch_fence_gate=0.9355 Wood:birch_trapdoor=0.9524
Wood:birch_boat=0.8906 Wood:birch_sign=0.9 Stone:stone_shovel=0.8514 Stone:stone_pickaxe=0.9118 Stone:stone_axe=0.9123 Stone:stone_hoe=0.9459
Stone:stone=0.8413 Stone:charcoal=0.8947 Stone:smoker=0.7867 Stone:stone_sword=0.8831 Stone:furnace=0.942 Stone:torch=0.9 Iron:iron_axe=0.3333
Iron:iron_pickaxe=0.3382 Iron:iron_shovel=0.338 Iron:iron_sword=0.3288 Iron:iron_trapdoor=0.3151 Iron:iron_door=0.2836 Iron:iron_ingot=0.5479
Iron:bucket=0.381 Iron:rail=0.3226 Iron:minecart=0.2833 Iron:smithing_table=0.3611 Iron:tripwire_hook=0.45 Iron:chain=0.3729 Iron:iron_bars=0.3208
Iron:hopper=0.3077 Iron:iron_nugget=0.3582 Iron:heavy_weighted_pressure_plate=0.358 Iron:blast_furnace=0.5 Iron:shears=0.25 Iron:stonecutter=0.5
Iron:iron_hoe=0.3214 Iron:crossbow=0.047 Gold:golden_pickaxe=0.0526 Gold:golden_shovel=0.0822 Gold:golden_sword=0.0476 Gold:golden_hoe=0.058
Gold:golden_axe=0.0469 Gold:golden_apple=0.02 Gold:clock=0.02 Gold:gold_nugget=0.1444 Gold:gold_ingot=0.1449 Diamond:diamond_pickaxe=0.0622
Diamond:diamond_shovel=0.1136 Diamond:diamond_sword=0.1134 Diamond:diamond_hoe=0.0441 Diamond:diamond_axe=0.0986 Diamond:diamond=0.092
Diamond:jukebox=0.1053 Redstone:piston=0.1772 Redstone:redstone_torch=0.2584 Redstone:redstone_block=0.2469 Redstone:activator_rail=0.0159
Redstone:compass=0.0759 Redstone:dropper=0.2278 Redstone:note_block=0.2239 Blocks:diorite=0.9 Blocks:andesite=0.9667 Blocks:granite=0.8667
Blocks:coal=0.6667 Blocks:lapis_lazuli=0.8667 Blocks:iron_ore=0.5667 Blocks:gold_ore=0.27 Blocks:cobblestone=0.9667 Blocks:gravel=0.9667
Blocks:oak_log=0.9667 Blocks:birch_log=0.8718 Blocks:acacia_log=0.5 Blocks:jungle_log=0.9333 Blocks:dark_oak_log=0.9 Blocks:spruce_log=0.9333
Armor:shield=0.3939 Armor:leather_helmet=0.0508 Armor:leather_chestplate=0.0312 Armor:leather_leggings=0.0588 Armor:leather_boots=0.087
Armor:iron_chestplate=0.3333 Armor:iron_boots=0.3667 Armor:iron_leggings=0.3788 Armor:iron_helmet=0.303 Armor:diamond_helmet=0.0429
Armor:diamond_chestplate=0.0149 Armor:diamond_leggings=0.02 Armor:diamond_boots=0.0533 Armor:golden_helmet=0.0533 Armor:golden_chestplate=0.02
Armor:golden_leggings=0.0159 Armor:golden_boots=0.0617 Decoration:yellow_dye=0.2333 Decoration:red_dye=0.6364 Decoration:light_gray_dye=0.6667
Decoration:pink_dye=0.6667 Decoration:orange_dye=0.4857 Decoration:white_dye=0.1471 Decoration:white_bed=0.5 Decoration:item_frame=0.2143
Decoration:painting=0.5484 Decoration:white_wool=0.8235 Decoration:white_carpet=0.6857 Decoration:white_banner=0.0968 Decoration:yellow_wool=0.0625
Decoration:red_wool=0.6571 Decoration:light_gray_wool=0.6098 Decoration:pink_wool=0.4 Decoration:orange_wool=0.5 Food:apple=0.5
Food:cooked_chicken=0.3562 Food:cooked_mutton=0.4355 Food:cooked_porkchop=0.3968 Food:cooked_beef=0.2857 Food:chicken=0.5667 Food:beef=0.6333
Food:mutton=0.5667 Food:porkchop=0.4667
`;
const GITM = `
acacia_boat=100 stonebrick=100 milk_bucket=65 cactus=20 acacia_door=100 trapdoor=100 coal_block=65 activator_rail=15 acacia_fence=100 wooden_axe=100
gravel=65 detector_rail=15 acacia_fence_gate=100 wooden_button=100 water_bucket=60 diamond_helmet=15 acacia_stairs=100 wooden_door=100 iron_bars=60
slime_ball=15 beef=100 wooden_hoe=100 iron_door=60 gold_ingot=15 birch_boat=100 wooden_pickaxe=100 rail=60 gold_nugget=15 birch_door=100
wooden_pressure_plate=100 flower_pot=60 gold_ore=15 birch_fence=100 wooden_shovel=100 cauldron=60 golden_shovel=15 birch_fence_gate=100
wooden_slab=100 iron_leggings=60 deadbush=15 birch_stairs=100 wooden_sword=100 flint=55 red_mushroom_block=15 boat=100 armor_stand=100 arrow=55
golden_hoe=15 bow=100 rotten_flesh=100 iron_chestplate=55 golden_sword=15 chest=100 stone_slab=100 iron_block=55 light_weighted_pressure_plate=15
chicken=100 stone_slab2=100 brick_block=55 diamond_leggings=15 cobblestone=100 red_sandstone_stairs=100 clay=55 pumpkin=15 cobblestone_wall=100
sandstone_stairs=100 hardened_clay=55 pumpkin_seeds=15 cooked_beef=100 feather=100 red_flower=50 brown_mushroom_block=15 cooked_chicken=100
rabbit_foot=100 yellow_flower=50 mushroom_stew=10 cooked_mutton=100 item_frame=95 egg=50 emerald=10 cooked_porkchop=100 leather=95 hay_block=45
lit_pumpkin=10 crafting_table=100 leather_boots=95 flint_and_steel=45 golden_axe=10 dark_oak_boat=100 leather_helmet=85 hopper_minecart=45
golden_pickaxe=10 dark_oak_door=100 sapling=80 apple=45 golden_boots=10 dark_oak_fence=100 tallgrass=80 beetroot=40 repeater=9 dark_oak_fence_gate=100
wheat=80 beetroot_seeds=40 carrot_on_a_stick=9 dark_oak_stairs=100 wheat_seeds=80 string=40 melon=8 dirt=100 iron_ingot=80 diamond=40 melon_seeds=8
double_plant=100 iron_nugget=80 diamond_shovel=40 obsidian=7 fence=100 iron_ore=80 jukebox=40 golden_helmet=7 fence_gate=100 iron_shovel=80 bone=40
diamond_chestplate=7 furnace=100 shield=80 bone_meal=40 anvil=7 glass_bottle=100 trapped_chest=80 red_mushroom=35 map=7 glass_pane=100
tripwire_hook=80 diamond_hoe=35 writable_book=6 jungle_boat=100 grass=80 diamond_sword=35 redstone_block=6 jungle_door=100
heavy_weighted_pressure_plate=80 lava_bucket=35 gunpowder=6 jungle_fence=100 iron_hoe=80 paper=35 bow=6 jungle_fence_gate=100 iron_sword=80 reeds=35
golden_carrot=5 jungle_stairs=100 leaves=80 sugar=35 cake=4 ladder=100 painting=80 waterlily=35 sticky_piston=4 lever=100 shears=80 baked_potato=35
bone_block=4 log=100 wool=80 potato=35 golden_leggings=3 mutton=100 leather_leggings=80 carrot=35 diamond_block=3 oak_stairs=100 coal=75
brown_mushroom=35 clock=3 planks=100 torch=75 book=35 melon_block=3 porkchop=100 snow=75 dropper=30 fermented_spider_eye=2 rabbit_hide=100
snow_layer=75 noteblock=30 pumpkin_pie=2 red_sandstone=100 snowball=75 redstone=30 golden_rail=2 sandstone=100 bucket=75 redstone_torch=30 fireworks=2
sign=100 iron_axe=75 beetroot_soup=30 lapis_block=2 spruce_boat=100 iron_pickaxe=75 diamond_axe=30 slime=2 spruce_door=100 iron_boots=75
diamond_pickaxe=30 dispenser=1 spruce_fence=100 iron_trapdoor=75 bookshelf=25 golden_chestplate=1 spruce_fence_gate=100 carpet=70 banner=25
gold_block=1 spruce_stairs=100 bed=70 diamond_boots=25 speckled_melon=1 stick=100 mossy_cobblestone=70 fishing_rod=25 lead=1 stone=100 vine=70
piston=25 poisonous_potato=1 stone_axe=100 brick=65 compass=20 rabbit_stew=1 stone_brick_stairs=100 clay_ball=65 brick_stairs=20 emerald_block=1
stone_button=100 leather_chestplate=65 spider_eye=20 enchancing_table=1 stone_hoe=100 bread=65 lapis_lazuli=20 golden_apple=1 stone_pickaxe=100
chest_minecart=65 glass=20 enchanted_book=0.5 stone_pressure_plate=100 furnace_minecart=65 sand=20 tnt=0 stone_shovel=100 hopper=65 ink_sac=20
tnt_minecart=0 stone_stairs=100 iron_helmet=65 cooked_rabbit=20 stone_sword=100 minecart=65 rabbit=20
`;
const PLAN4MC = `
stick=0.30,0.43,0.30 crafting_table_nearby=0.30,0.67,0.17 bowl=0.47,0.97,0.07 chest=0.23,0.77,0.00 trap_door=0.37,0.57,0.03 sign=0.43,0.60,0.00
wooden_shovel=0.70,0.27,0.73 wooden_sword=0.47,0.10,0.63 wooden_axe=0.37,0.60,0.47 wooden_pickaxe=0.53,0.37,0.20 furnace_nearby=0.37,0.17,0.00
stone_stairs=0.47,0.57,0.20 stone_slab=0.53,0.40,0.03 cobblestone_wall=0.57,0.10,0.13 lever=0.10,0.07,0.00 torch=0.37,0.00,0.00
stone_shovel=0.20,0.07,0.10 stone_sword=0.10,0.00,0.13 stone_axe=0.07,0.03,0.07 stone_pickaxe=0.17,0.03,0.00 iron_ingot=0.47,0.13,0.20
tripwire_hook=0.33,0.03,0.00 heavy_weighted_pressure_plate=0.30,0.00,0.00 shears=0.43,0.00,0.03 bucket=0.20,0.00,0.00 iron_trapdoor=0.13,0.00,0.00
iron_shovel=0.37,0.07,0.03 iron_sword=0.20,0.00,0.00 iron_axe=0.07,0.00,0.03 iron_pickaxe=0.17,0.00,0.00 milk_bucket=0.83,0.60,0.57
wool=0.53,0.57,0.76 beef=0.43,0.03,0.43 mutton=0.33,0.03,0.30 bed=0.17,0.03,0.00 painting=0.13,0.07,0.00 carpet=0.37,0.43,0.37
item_frame=0.07,0.00,0.00 cooked_beef=0.20,0.00,0.03 cooked_mutton=0.13,0.00,0.00
`;

/** `key=value …` (whitespace-separated) into a map. */
const table = (text: string): Map<string, string> =>
  new Map(
    text
      .trim()
      .split(/\s+/)
      .map((kv) => kv.split('=') as [string, string]),
  );

/** JARVIS-1's rate (0–1) for an item in a group; the same item can sit in two groups (oak_log in Wood and Blocks). */
const jarvis = table(JARVIS1);
export const jarvisTaskRate = (group: string, item: string): number | null => {
  const v = jarvis.get(`${group}:${item}`);
  return v === undefined ? null : Number(v);
};

/** Plan4MC's targets where Sapling's task names differ (1.20.4 names, "placed nearby"). */
const PLAN4MC_NAMES: Record<string, string> = {
  crafting_table_nearby: 'crafting_table placed nearby',
  furnace_nearby: 'furnace placed nearby',
  trap_door: 'oak_trapdoor',
  sign: 'oak_sign',
  stone_stairs: 'cobblestone_stairs',
  wool: 'white_wool',
  bed: 'white_bed',
  carpet: 'white_carpet',
};
const plan4mc = new Map([...table(PLAN4MC)].map(([target, rates]) => [PLAN4MC_NAMES[target] ?? target, rates.split(',').map(Number)]));
export type Plan4McMethod = 'Plan4MC' | 'LLaMA-Rider' | 'ChatGPT planner';
const PLAN4MC_COLUMN: Record<Plan4McMethod, number> = { Plan4MC: 0, 'LLaMA-Rider': 1, 'ChatGPT planner': 2 };
/** A method's rate (0–1) on a Plan4MC task, by Sapling's task name. */
export const plan4mcTaskRate = (task: string, method: Plan4McMethod): number | null => plan4mc.get(task)?.[PLAN4MC_COLUMN[method]] ?? null;

/**
 * GITM's rows by the 1.20.4 item Sapling asks for: a row's name is first read
 * as GITM's own pre-1.13 id through techtree-items.ts's mapping (GITM's
 * `snow` is a snow block), then as a 1.20.4 name. `bow` is printed twice
 * (100 and 6), so it is left out rather than guessed; `enchancing table` is
 * the paper's spelling of the enchanting table.
 */
export const GITM_AMBIGUOUS = ['bow'];
const GITM_TYPOS: Record<string, string> = { enchancing_table: 'enchanting_table' };
const gitmRows = GITM.trim()
  .split(/\s+/)
  .map((kv) => kv.split('=') as [string, string]);
const byOldId = new Map(TECH_TREE.map((t) => [t.gitm, t.item]));
const newNames = new Set(TECH_TREE.map((t) => t.item));
const gitm = new Map<string, number>();
for (const [name, rate] of gitmRows) {
  if (GITM_AMBIGUOUS.includes(name)) continue;
  const item = GITM_TYPOS[name] ?? byOldId.get(name) ?? (newNames.has(name) ? name : null);
  if (item) gitm.set(item, Number(rate) / 100);
}
/** GITM's rate (0–1) for a 1.20.4 item of Sapling's tech tree, or null. */
export const gitmItemRate = (item: string): number | null => gitm.get(item) ?? null;
/** All of GITM's 262 rows, for its own mean. */
export const GITM_ROWS: readonly (readonly [string, number])[] = gitmRows.map(([n, r]) => [n, Number(r) / 100] as const);
