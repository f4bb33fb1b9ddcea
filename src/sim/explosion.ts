/**
 * Explosions by vanilla 1.20.4's `Explosion.explode` / `finalizeExplosion`.
 *
 * Blocks: 1352 rays from the centre (the surface of a 16³ grid), each with strength power × (0.7 + rand·0.6),
 * stepping 0.3 blocks and losing 0.225 a step plus (resistance + 0.3) × 0.3 in every non-air cell (resistance
 * from minecraft-data, the fluid's if higher); a cell the ray still has strength in breaks. Each broken block
 * drops its loot with probability 1/power (`survives_explosion`; loot tables ask for no tool), containers
 * spill everything.
 *
 * Entities within 2·power: impact = (1 − distance / (2·power)) × exposure, exposure being the share of rays
 * from points over the entity's box to the centre that no block stops (`getSeenPercent`); damage =
 * floor((impact² + impact) / 2 × 7 × 2·power + 1), and a push of impact away from the centre.
 */
import { B, BLOCK_COUNT, blockFlags, F_AIR, itemName, mcData, pblock } from './data.js';
import { MIN_Y, MAX_Y } from './chunk.js';
import { blockDrops } from './loot.js';
import { clip } from './raycast.js';
import { pushPlayer, type PushWorld } from './combat.js';
import type { Rng } from './rng.js';
import type { Vec3 } from './player.js';

interface Stack {
  name: string;
  count: number;
  durability?: number | null;
}

export interface ExplosionWorld extends PushWorld {
  readonly rng: Rng;
  readonly mobs: Map<number, unknown>;
  setBlockId(x: number, y: number, z: number, id: number): void;
  hurtPlayer(amount: number, cause: string, from?: Vec3): number;
  dropItem(name: string, count: number, durability: number | null, at: Vec3): unknown;
  chestAt?(pos: Vec3): Stack[] | undefined;
  furnaceAt?(pos: Vec3): { input: Stack | null; fuel: Stack | null; output: Stack | null } | undefined;
}

/** minecraft-data 1.20.4 blast resistance per block id. */
const RESISTANCE = new Float32Array(BLOCK_COUNT);
for (const b of mcData.blocksArray) RESISTANCE[b.id] = b.resistance ?? 0;

/** Vanilla: `radius * 2` is the reach of the damage; the player's box is 0.6 × 1.8. */
const PLAYER_BOX = { width: 0.6, height: 1.8 };
/** Horizontal blocks slid per unit of knockback on the ground: v / (1 − 0.6 · 0.91), vanilla ground friction times drag. */
const SLIDE = 1 / (1 - 0.6 * 0.91);

/** Blow up at (cx, cy, cz): hurt and push the player, then break blocks. Returns the cells broken. */
export function explode(w: ExplosionWorld, cx: number, cy: number, cz: number, power: number, cause: string): Vec3[] {
  const toBlow = blockedRays(w, cx, cy, cz, power);
  hitPlayer(w, cx, cy, cz, power, cause);
  for (const c of toBlow) breakBlock(w, c, power);
  return toBlow;
}

function blockedRays(w: ExplosionWorld, cx: number, cy: number, cz: number, power: number): Vec3[] {
  const seen = new Set<number>();
  const out: Vec3[] = [];
  for (let i = 0; i < 16; i++)
    for (let j = 0; j < 16; j++)
      for (let k = 0; k < 16; k++) {
        if (i !== 0 && i !== 15 && j !== 0 && j !== 15 && k !== 0 && k !== 15) continue;
        let dx = (i / 15) * 2 - 1,
          dy = (j / 15) * 2 - 1,
          dz = (k / 15) * 2 - 1;
        const len = Math.hypot(dx, dy, dz);
        dx /= len;
        dy /= len;
        dz /= len;
        let f = power * (0.7 + w.rng.next() * 0.6);
        let x = cx,
          y = cy,
          z = cz;
        for (; f > 0; f -= 0.22500001) {
          const bx = Math.floor(x),
            by = Math.floor(y),
            bz = Math.floor(z);
          if (by < MIN_Y || by > MAX_Y) break;
          const id = w.blockId(bx, by, bz);
          if (!(blockFlags[id] & F_AIR)) {
            f -= (RESISTANCE[id] + 0.3) * 0.3;
            const key = ((bx + 0x8000) * 0x10000 + (bz + 0x8000)) * 512 + (by - MIN_Y);
            if (f > 0 && !seen.has(key)) {
              seen.add(key);
              out.push({ x: bx, y: by, z: bz });
            }
          }
          x += dx * 0.3;
          y += dy * 0.3;
          z += dz * 0.3;
        }
      }
  return out;
}

/** Vanilla `Explosion.getSeenPercent` for a box of `width` × `height` standing at (x, y, z). */
export function exposure(w: ExplosionWorld, cx: number, cy: number, cz: number, at: Vec3, box: { width: number; height: number }): number {
  const minX = at.x - box.width / 2,
    minZ = at.z - box.width / 2;
  const sx = 1 / (box.width * 2 + 1),
    sy = 1 / (box.height * 2 + 1),
    sz = sx;
  const offX = (1 - Math.floor(1 / sx) * sx) / 2,
    offZ = (1 - Math.floor(1 / sz) * sz) / 2;
  let clear = 0,
    all = 0;
  for (let a = 0; a <= 1; a += sx)
    for (let b = 0; b <= 1; b += sy)
      for (let c = 0; c <= 1; c += sz) {
        const px = minX + a * box.width + offX,
          py = at.y + b * box.height,
          pz = minZ + c * box.width + offZ;
        if (clip(w, px, py, pz, cx, cy, cz) === Infinity) clear++;
        all++;
      }
  return clear / all;
}

/** Impact (1 − d / 2·power) × exposure of an entity box at `at`, or -1 when it is out of reach. */
export function impactAt(w: ExplosionWorld, cx: number, cy: number, cz: number, power: number, at: Vec3, box: { width: number; height: number }): number {
  const d = Math.hypot(at.x - cx, at.y - cy, at.z - cz) / (power * 2);
  if (d > 1) return -1;
  return (1 - d) * exposure(w, cx, cy, cz, at, box);
}

/** Vanilla: (int)((impact² + impact) / 2 × 7 × 2·power + 1). */
export const explosionDamage = (impact: number, power: number): number => Math.floor(((impact * impact + impact) / 2) * 7 * power * 2 + 1);

function hitPlayer(w: ExplosionWorld, cx: number, cy: number, cz: number, power: number, cause: string): void {
  const p = w.player.pos;
  if (p.x === cx && p.y + 1.62 === cy && p.z === cz) return;
  const impact = impactAt(w, cx, cy, cz, power, p, PLAYER_BOX);
  if (impact < 0) return;
  w.hurtPlayer(explosionDamage(impact, power), cause, { x: cx, y: cy, z: cz });
  const ex = p.x - cx,
    ey = p.y + 1.62 - cy,
    ez = p.z - cz;
  const horizontal = (impact * Math.hypot(ex, ez)) / Math.hypot(ex, ey, ez);
  pushPlayer(w, ex, ez, Math.min(4, Math.round(horizontal * SLIDE)));
}

function breakBlock(w: ExplosionWorld, c: Vec3, power: number): void {
  const id = w.blockId(c.x, c.y, c.z);
  if (blockFlags[id] & F_AIR || id === B.water || id === B.lava) return;
  const spill: Stack[] = [...(w.chestAt?.(c) ?? [])];
  const f = w.furnaceAt?.(c);
  if (f) for (const s of [f.input, f.fuel, f.output]) if (s) spill.push(s);
  for (const s of spill) w.dropItem(s.name, s.count, s.durability ?? null, c);
  if (w.rng.chance(1 / power)) for (const d of blockDrops(id, anyHarvestTool(id), w.rng)) w.dropItem(d.name, d.count, null, c);
  w.setBlockId(c.x, c.y, c.z, B.air);
}

/** Loot tables ask for no tool (the tool rule is the player's breaking rule), so explosion drops pass any harvest check. */
function anyHarvestTool(id: number): string | null {
  const tools = pblock(id).harvestTools;
  const first = tools && Object.keys(tools)[0];
  return first ? (itemName(Number(first)) ?? null) : null;
}
