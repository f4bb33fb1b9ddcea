/**
 * Melee numbers (vanilla 1.20.4 Java): attack damage and attack speed per held
 * item. The attack cooldown is 20 / attackSpeed ticks; a hit at full cooldown
 * deals full damage. Mobs have a 10-tick hurt invulnerability.
 */
import { blockFlags, F_WATER, isPassable } from './data.js';
const SWORD: Record<string, number> = { wooden: 4, golden: 4, stone: 5, iron: 6, diamond: 7, netherite: 8 };
const AXE: Record<string, [number, number]> = { wooden: [7, 0.8], golden: [7, 1], stone: [9, 0.8], iron: [9, 0.9], diamond: [9, 1], netherite: [10, 1] };
const PICK: Record<string, number> = { wooden: 2, golden: 2, stone: 3, iron: 4, diamond: 5, netherite: 6 };
const SHOVEL: Record<string, number> = { wooden: 2.5, golden: 2.5, stone: 3.5, iron: 4.5, diamond: 5.5, netherite: 6.5 };
const HOE_SPEED: Record<string, number> = { wooden: 1, golden: 1, stone: 2, iron: 3, diamond: 4, netherite: 4 };

export interface Weapon {
  damage: number;
  cooldownTicks: number;
  isSword: boolean;
  isTool: boolean;
}

export function weaponOf(held: string | null): Weapon {
  const m = held?.match(/^(wooden|golden|stone|iron|diamond|netherite)_(sword|axe|pickaxe|shovel|hoe)$/);
  if (!m) return { damage: 1, cooldownTicks: 5, isSword: false, isTool: false };
  const [, mat, kind] = m;
  const w = (damage: number, speed: number, isSword = false): Weapon => ({ damage, cooldownTicks: Math.ceil(20 / speed), isSword, isTool: true });
  switch (kind) {
    case 'sword':
      return w(SWORD[mat], 1.6, true);
    case 'axe':
      return w(AXE[mat][0], AXE[mat][1]);
    case 'pickaxe':
      return w(PICK[mat], 1.2);
    case 'shovel':
      return w(SHOVEL[mat], 1);
    default:
      return w(1, HOE_SPEED[mat]);
  }
}

export const MOB_HURT_INVULNERABLE_TICKS = 10;

/** Vanilla `Player.attack`: a critical hit (falling, not on the ground, not in water or climbing, not sprinting, cooldown over 90 %) deals × 1.5. */
export const CRIT_MULTIPLIER = 1.5;

/**
 * Vanilla jump from the ground: vertical speed 0.42, then each tick y += vy, vy = (vy − 0.08) × 0.98. The hit
 * can crit from the first tick the player moves down (fall distance > 0) until it lands.
 */
function jumpArc(): { fallsFrom: number; lands: number } {
  let y = 0,
    vy = 0.42,
    fallsFrom = 0;
  for (let t = 1; t < 40; t++) {
    y += vy;
    vy = (vy - 0.08) * 0.98;
    if (!fallsFrom && vy < 0) fallsFrom = t + 1;
    if (y <= 0) return { fallsFrom, lands: t };
  }
  return { fallsFrom, lands: 40 };
}
export const JUMP = jumpArc();

export interface PushWorld {
  readonly player: { pos: { x: number; y: number; z: number }; knockbackResistance(): number };
  blockId(x: number, y: number, z: number): number;
  fall(blocks: number): void;
}

/** Vanilla `LivingEntity.hurt` knocks the victim back with strength 0.4: about one block on the ground. */
export const MELEE_KNOCKBACK = 1;

/**
 * Knockback in a block world: move the player up to `cells` blocks along (dx, dz) while feet and head fit,
 * scaled down by knockback resistance (netherite 0.1 a piece), then let it fall to the ground (fall damage applies).
 */
export function pushPlayer(w: PushWorld, dx: number, dz: number, cells: number): void {
  const p = w.player.pos;
  const len = Math.hypot(dx, dz);
  const n = Math.round(cells * (1 - w.player.knockbackResistance()));
  if (len === 0 || n <= 0) return;
  const y = Math.floor(p.y);
  let x = Math.floor(p.x),
    z = Math.floor(p.z);
  for (let i = 1; i <= n; i++) {
    const nx = Math.floor(p.x + (dx / len) * i),
      nz = Math.floor(p.z + (dz / len) * i);
    if (!isPassable(w.blockId(nx, y, nz)) || !isPassable(w.blockId(nx, y + 1, nz))) break;
    x = nx;
    z = nz;
  }
  if (x === Math.floor(p.x) && z === Math.floor(p.z)) return;
  let fy = y;
  for (; fy > y - 64; fy--) {
    const below = w.blockId(x, fy - 1, z);
    if (blockFlags[below] & F_WATER) fy--; // into the water, which breaks the fall
    if (!isPassable(below)) break;
  }
  w.player.pos = { x: x + 0.5, y: fy, z: z + 0.5 };
  if (fy < y) w.fall(y - fy);
}
