/**
 * Melee numbers (vanilla 1.20.4 Java): attack damage and attack speed per held
 * item. The attack cooldown is 20 / attackSpeed ticks; a hit at full cooldown
 * deals full damage. Mobs have a 10-tick hurt invulnerability.
 */
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
