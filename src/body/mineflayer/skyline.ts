/**
 * The mineflayer body's far sight: a village seen by its bell, the meeting
 * point every vanilla village has, in the chunks the server sent and within
 * SKYLINE blocks, when a ray from the eyes reaches the bell's open face by
 * the senses' own rule (knowledge/sight.ts), by day. The simulated body sees
 * the roofs as well (body/sim/skyline.ts); a server body cannot tell a house
 * from any other planks.
 */
import type { Bot } from 'mineflayer';
import { SKYLINE, type Landmark, type Senses } from '../../contracts/body.js';
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
