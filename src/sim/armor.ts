/**
 * Armour and shields by vanilla 1.20.4 rules. minecraft-data has no armour points, so these are
 * `ArmorMaterials` (1.20.4), as the Minecraft wiki's Armor page lists them: defense per piece
 * (boots, leggings, chestplate, helmet), toughness and knockback resistance per piece.
 */
import { maxDurabilityOf } from './data.js';

export type ArmorSlot = 'head' | 'torso' | 'legs' | 'feet';
export const ARMOR_SLOTS: ArmorSlot[] = ['head', 'torso', 'legs', 'feet'];

interface Material {
  /** Defense for feet, legs, torso, head. */
  defense: [number, number, number, number];
  toughness: number;
  knockbackResistance: number;
}
const MATERIALS: Record<string, Material> = {
  leather: { defense: [1, 2, 3, 1], toughness: 0, knockbackResistance: 0 },
  chainmail: { defense: [1, 4, 5, 2], toughness: 0, knockbackResistance: 0 },
  iron: { defense: [2, 5, 6, 2], toughness: 0, knockbackResistance: 0 },
  golden: { defense: [1, 3, 5, 2], toughness: 0, knockbackResistance: 0 },
  diamond: { defense: [3, 6, 8, 3], toughness: 2, knockbackResistance: 0 },
  netherite: { defense: [3, 6, 8, 3], toughness: 3, knockbackResistance: 0.1 },
  turtle: { defense: [0, 0, 0, 2], toughness: 0, knockbackResistance: 0 },
};
const PIECE: Record<string, number> = { boots: 0, leggings: 1, chestplate: 2, helmet: 3 };

export interface ArmorStats {
  defense: number;
  toughness: number;
  knockbackResistance: number;
}

/** Defense, toughness and knockback resistance of one worn item (zero for anything that is not armour). */
export function armorStats(item: string | null): ArmorStats {
  const m = item?.match(/^(leather|chainmail|iron|golden|diamond|netherite|turtle)_(helmet|chestplate|leggings|boots)$/);
  if (!m) return { defense: 0, toughness: 0, knockbackResistance: 0 };
  const mat = MATERIALS[m[1]];
  return { defense: mat.defense[PIECE[m[2]]], toughness: mat.toughness, knockbackResistance: mat.knockbackResistance };
}

/**
 * Vanilla `CombatRules.getDamageAfterAbsorb`: damage × (1 − clamp(armor − damage / (2 + toughness / 4), armor / 5, 20) / 25),
 * i.e. × (1 − min(20, max(armor / 5, armor − 4·damage / (toughness + 8))) / 25).
 */
export function damageAfterArmor(damage: number, armor: number, toughness: number): number {
  const f = 2 + toughness / 4;
  const absorbed = Math.min(20, Math.max(armor * 0.2, armor - damage / f));
  return damage * (1 - absorbed / 25);
}

/** Vanilla `Inventory.hurtArmor`: each armour piece loses max(1, floor(damage / 4)) durability. */
export const armorWear = (damage: number): number => Math.floor(Math.max(1, damage / 4));

/** Vanilla `Player.hurtCurrentlyUsedShield`: a blocked hit of 3 or more costs the shield 1 + floor(damage) durability. */
export const shieldWear = (damage: number): number => (damage >= 3 ? 1 + Math.floor(damage) : 0);

/** Vanilla `LivingEntity.isBlocking`: a raised shield blocks only after 5 ticks of use. */
export const SHIELD_RAISE_TICKS = 5;

/**
 * Vanilla `LivingEntity.isDamageSourceBlocked`: the source is in front when the horizontal vector from the source to
 * the player points against the way the player faces (dot product < 0).
 */
export function inFront(facing: { x: number; z: number }, player: { x: number; z: number }, source: { x: number; z: number }): boolean {
  const vx = player.x - source.x,
    vz = player.z - source.z;
  const len = Math.hypot(vx, vz);
  if (len === 0) return false;
  return (vx / len) * facing.x + (vz / len) * facing.z < 0;
}

/** Durability of a newly worn piece. */
export const fullDurability = (item: string): number => maxDurabilityOf(item) ?? 0;

/**
 * Damage types that armour does not reduce (1.20.4 tag `#minecraft:bypasses_armor`), as this sim names its
 * causes: fall, drowning, starvation, burning (`on_fire`), suffocation. Mob hits, arrows, explosions, lava,
 * cactus and fire blocks are reduced; poison (`magic`) and wither bypass it too.
 */
export const BYPASSES_ARMOR = new Set(['fall', 'drowning', 'starvation', 'fire', 'suffocation', 'void', 'poison', 'wither']);
