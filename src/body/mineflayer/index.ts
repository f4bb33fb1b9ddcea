/** The Body over a real Minecraft server through mineflayer. */
export { createMineflayerBody, MineflayerBody, type MineflayerBodyOptions } from './body.js';
export { kickText } from './connect.js';
export { detectVersion } from './connect.js';
export { NEWEST_VERSION, PLAYABLE, chooseVersion, versionOf, unplayable } from './version.js';
