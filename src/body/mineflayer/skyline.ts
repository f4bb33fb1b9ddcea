/**
 * The mineflayer body's far sight: mountains by their bare tops, groves by their crowns and ground by its colour (below), and a village seen by its bell, the meeting
 * point every vanilla village has, in the chunks the server sent and within
 * SKYLINE blocks, when a ray from the eyes reaches the bell's open face by
 * the senses' own rule (knowledge/sight.ts), by day. The simulated body sees
 * the roofs as well (body/sim/skyline.ts); a server body cannot tell a house
 * from any other planks.
 */
import type { Bot } from 'mineflayer';
import { FAR_GROUND, GROVE_LEAVES, MOUNTAIN_TOPS, MOUNTAIN_Y, SKYLINE, type Landmark, type Senses, type Vec3Like } from '../../contracts/body.js';
import { blockVisible, EYE_HEIGHT, isDaylight } from '../../knowledge/sight.js';
import type { BotVision } from './vision.js';

/** The server sends chunks within its view distance (vanilla default 10): a landmark past them is not there to see. */
export const skylineReach = (bot: Bot | null | undefined): number =>
  Math.min(SKYLINE, 16 * ((bot?.game as { serverViewDistance?: number } | undefined)?.serverViewDistance ?? 10));

export function villagesInSight(bot: Bot, vision: BotVision, senses: Senses): Landmark[] {
  if (!senses.xray && !isDaylight(bot.time?.timeOfDay ?? 0)) return [];
  const p = bot.entity.position;
  const eye = { x: p.x, y: p.y + EYE_HEIGHT, z: p.z };
  return vision
    .blocksNamed('bell', eye, skylineReach(bot))
    .filter((b) => senses.xray || blockVisible(vision.sight, eye.x, eye.y, eye.z, b.x, b.y, b.z))
    .map((b): Landmark => ({ kind: 'village', pos: { x: b.x, y: b.y, z: b.z }, distance: Math.hypot(b.x + 0.5 - eye.x, b.y + 0.5 - eye.y, b.z + 0.5 - eye.z) }))
    .sort((a, b) => a.distance - b.distance);
}

/** Columns looked at: one per 8×8 (the explored map's cell). */
const GRID = 8;
const TOPS = new Set(MOUNTAIN_TOPS);

/** The top block of column (x, z) between `floor` and `ceiling` in the chunks the client holds: its y and name, or null. */
function topAt(bot: Bot, vision: BotVision, x: number, z: number, ceiling: number, floor: number): { y: number; name: string } | null {
  for (let y = ceiling; y >= floor; y--) {
    const id = vision.look(x, y, z);
    if (id === -1) return null;
    const name = bot.registry.blocks[id]?.name ?? 'air';
    if (name !== 'air' && name !== 'cave_air' && name !== 'void_air') return { y, name };
  }
  return null;
}

/** Which columns a look reads (from `ceiling` down to `floor`), and how many landmarks of each name it reports. */
interface Scan {
  ceiling: (eyeY: number) => number;
  floor: (eyeY: number) => number;
  perName: number;
}

/**
 * Columns (one per 8×8 cell) in the chunks the server sent whose top block `classify` names (a mountain, a grove's
 * log, a ground's colour), seen by the senses' ray rule, by day: per name, the nearest `perName`.
 */
function topsInSight(
  bot: Bot,
  vision: BotVision,
  senses: Senses,
  scan: Scan,
  classify: (top: string, pos: Vec3Like, distance: number) => Landmark | null,
): Landmark[] {
  if (!senses.xray && !isDaylight(bot.time?.timeOfDay ?? 0)) return [];
  const p = bot.entity.position;
  const eye = { x: p.x, y: p.y + EYE_HEIGHT, z: p.z };
  const reach = skylineReach(bot);
  const ceiling = scan.ceiling(eye.y),
    floor = scan.floor(eye.y);
  const found: Landmark[] = [];
  const r = Math.ceil(reach / GRID);
  for (let dx = -r; dx <= r; dx++)
    for (let dz = -r; dz <= r; dz++) {
      const x = (Math.floor(eye.x / GRID) + dx) * GRID + GRID / 2,
        z = (Math.floor(eye.z / GRID) + dz) * GRID + GRID / 2;
      if (Math.hypot(x - eye.x, z - eye.z) > reach) continue;
      const top = topAt(bot, vision, x, z, ceiling, floor);
      if (!top) continue;
      const distance = Math.hypot(x + 0.5 - eye.x, top.y + 0.5 - eye.y, z + 0.5 - eye.z);
      const l = distance <= reach ? classify(top.name, { x, y: top.y, z }, distance) : null;
      if (l) found.push(l);
    }
  found.sort((a, b) => a.distance - b.distance);
  const perName = new Map<string, number>();
  return found.filter((l) => {
    const name = l.log ?? l.top ?? l.kind;
    const n = perName.get(name) ?? 0;
    if (n >= scan.perName || !(senses.xray || blockVisible(vision.sight, eye.x, eye.y, eye.z, l.pos.x, l.pos.y, l.pos.z))) return false;
    perName.set(name, n + 1);
    return true;
  });
}

/** Mountains' bare tops (stone or snow at or above MOUNTAIN_Y), read from the build limit down; the nearest four. */
export function mountainsInSight(bot: Bot, vision: BotVision, senses: Senses): Landmark[] {
  const g = bot.game as unknown as { minY?: number; height?: number } | undefined;
  const top = (g?.minY ?? -64) + (g?.height ?? 384) - 1;
  const scan: Scan = { ceiling: () => top, floor: () => MOUNTAIN_Y, perName: 4 };
  return topsInSight(bot, vision, senses, scan, (name, pos, distance) => (TOPS.has(name) ? { kind: 'mountain', pos, distance } : null));
}

/**
 * Crowns and the land round about stand at most a few dozen blocks over the eyes, and are looked for down to 48
 * under them: no need to read the empty sky from the build limit down. Two of each log or colour, as the simulated
 * body reports.
 */
const NEAR_EYES: Scan = { ceiling: (y) => Math.floor(y) + 64, floor: (y) => Math.floor(y) - 48, perName: 2 };

/** Groves by the leaves on top of their columns (GROVE_LEAVES). */
export const grovesInSight = (bot: Bot, vision: BotVision, senses: Senses): Landmark[] =>
  topsInSight(bot, vision, senses, NEAR_EYES, (top, pos, distance) => (GROVE_LEAVES[top] ? { kind: 'grove', pos, distance, log: GROVE_LEAVES[top] } : null));

const FAR = new Set(FAR_GROUND);

/** Ground told by its colour (FAR_GROUND) on top of its columns. */
export const groundInSight = (bot: Bot, vision: BotVision, senses: Senses): Landmark[] =>
  topsInSight(bot, vision, senses, NEAR_EYES, (top, pos, distance) => (FAR.has(top) ? { kind: 'ground', pos, distance, top } : null));
