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

/** Columns looked at for mountains: one per 8×8 (the explored map's cell), and the nearest few tops in sight reported. */
const GRID = 8;
const MAX_MOUNTAINS = 4;
const TOPS = new Set(MOUNTAIN_TOPS);

/** The top block of column (x, z) at or above `floor` in the chunks the client holds: its y and name, or null. */
function topAt(bot: Bot, vision: BotVision, x: number, z: number, ceiling: number, floor = MOUNTAIN_Y): { y: number; name: string } | null {
  for (let y = ceiling; y >= floor; y--) {
    const id = vision.look(x, y, z);
    if (id === -1) return null;
    const name = bot.registry.blocks[id]?.name ?? 'air';
    if (name !== 'air' && name !== 'cave_air' && name !== 'void_air') return { y, name };
  }
  return null;
}

/** Mountains' bare tops (stone or snow at or above MOUNTAIN_Y) in the chunks the server sent, seen by the senses' ray rule, by day. */
export function mountainsInSight(bot: Bot, vision: BotVision, senses: Senses): Landmark[] {
  if (!senses.xray && !isDaylight(bot.time?.timeOfDay ?? 0)) return [];
  const p = bot.entity.position;
  const eye = { x: p.x, y: p.y + EYE_HEIGHT, z: p.z };
  const reach = skylineReach(bot);
  const g = bot.game as unknown as { minY?: number; height?: number } | undefined;
  const ceiling = (g?.minY ?? -64) + (g?.height ?? 384) - 1;
  const tops: Landmark[] = [];
  const r = Math.ceil(reach / GRID);
  for (let dx = -r; dx <= r; dx++)
    for (let dz = -r; dz <= r; dz++) {
      const x = (Math.floor(eye.x / GRID) + dx) * GRID + GRID / 2,
        z = (Math.floor(eye.z / GRID) + dz) * GRID + GRID / 2;
      if (Math.hypot(x - eye.x, z - eye.z) > reach) continue;
      const top = topAt(bot, vision, x, z, ceiling);
      if (!top || !TOPS.has(top.name)) continue;
      const distance = Math.hypot(x + 0.5 - eye.x, top.y + 0.5 - eye.y, z + 0.5 - eye.z);
      if (distance <= reach) tops.push({ kind: 'mountain', pos: { x, y: top.y, z }, distance });
    }
  tops.sort((a, b) => a.distance - b.distance);
  return tops.filter((t) => senses.xray || blockVisible(vision.sight, eye.x, eye.y, eye.z, t.pos.x, t.pos.y, t.pos.z)).slice(0, MAX_MOUNTAINS);
}

/** How far under the eyes a crown or a column's top is looked for, and how many are reported per kind (as the simulated body). */
const BELOW_EYES = 48;
const PER_KIND = 2;

/**
 * Columns (one per 8×8 cell) in the chunks the server sent whose top block `classify` names (a grove's log, a
 * ground's colour), seen by the senses' ray rule, by day: per name, the nearest PER_KIND.
 */
function topsInSight(bot: Bot, vision: BotVision, senses: Senses, classify: (top: string, pos: Vec3Like, distance: number) => Landmark | null): Landmark[] {
  if (!senses.xray && !isDaylight(bot.time?.timeOfDay ?? 0)) return [];
  const p = bot.entity.position;
  const eye = { x: p.x, y: p.y + EYE_HEIGHT, z: p.z };
  const reach = skylineReach(bot);
  // Crowns and the land stand at most a few dozen blocks over the eyes: no need to read the empty sky from the build limit down.
  const ceiling = Math.floor(eye.y) + 64;
  const found: Landmark[] = [];
  const r = Math.ceil(reach / GRID);
  for (let dx = -r; dx <= r; dx++)
    for (let dz = -r; dz <= r; dz++) {
      const x = (Math.floor(eye.x / GRID) + dx) * GRID + GRID / 2,
        z = (Math.floor(eye.z / GRID) + dz) * GRID + GRID / 2;
      if (Math.hypot(x - eye.x, z - eye.z) > reach) continue;
      const top = topAt(bot, vision, x, z, ceiling, Math.floor(eye.y) - BELOW_EYES);
      if (!top) continue;
      const distance = Math.hypot(x + 0.5 - eye.x, top.y + 0.5 - eye.y, z + 0.5 - eye.z);
      const l = distance <= reach ? classify(top.name, { x, y: top.y, z }, distance) : null;
      if (l) found.push(l);
    }
  found.sort((a, b) => a.distance - b.distance);
  const perName = new Map<string, number>();
  return found.filter((l) => {
    const name = l.log ?? l.top ?? '';
    const n = perName.get(name) ?? 0;
    if (n >= PER_KIND || !(senses.xray || blockVisible(vision.sight, eye.x, eye.y, eye.z, l.pos.x, l.pos.y, l.pos.z))) return false;
    perName.set(name, n + 1);
    return true;
  });
}

/** Groves by the leaves on top of their columns (GROVE_LEAVES). */
export const grovesInSight = (bot: Bot, vision: BotVision, senses: Senses): Landmark[] =>
  topsInSight(bot, vision, senses, (top, pos, distance) => (GROVE_LEAVES[top] ? { kind: 'grove', pos, distance, log: GROVE_LEAVES[top] } : null));

const FAR = new Set(FAR_GROUND);

/** Ground told by its colour (FAR_GROUND) on top of its columns. */
export const groundInSight = (bot: Bot, vision: BotVision, senses: Senses): Landmark[] =>
  topsInSight(bot, vision, senses, (top, pos, distance) => (FAR.has(top) ? { kind: 'ground', pos, distance, top } : null));
