/** The embedded simulated Minecraft world (1.20.4 rules from minecraft-data). */
export { World, DAY_TICKS, type WorldOptions, type ItemEntity, type Death } from './world.js';
export { MIN_Y, MAX_Y, SEA_LEVEL } from './chunk.js';
export { FLAT_SURFACE, type TerrainKind } from './generate.js';
export { keepGeneratedChunks } from './chunk-cache.js';
export { BIOMES } from './biomes.js';
export { ORE_FEATURES } from './ores.js';
export { digTicks, bestTool, canHarvest } from './digging.js';
export { blockDrops, mobDrops } from './loot.js';
export { burnTime, smeltResult, COOK_TICKS } from './smelting.js';
export { weaponOf } from './combat.js';
export { findPath, WALK_TICKS, type PathResult, type Step } from './path.js';
export { breakBlock, followPath, placedBlockOf, SCAFFOLD } from './act.js';
export { MOB_STATS } from './mobs.js';
export { Crops, CROP_KINDS, cropOfBlock, cropOfSeed, rollCropLoot, RANDOM_TICK_SPEED, type CropKind } from './crops.js';
export { Inventory, INVENTORY_SLOTS, type Slot } from './inventory.js';
export { Furnace } from './furnace.js';
export { Player } from './player.js';

import { World, type WorldOptions } from './world.js';
export const createWorld = (opts: WorldOptions): World => new World(opts);
