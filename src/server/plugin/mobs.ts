/**
 * Mobs that can be spawned, hurt, killed and looted. flying-squid 1.12 only
 * lists a few entity types as spawnable mobs on 1.18+, leaves killed mobs in
 * the world and drops nothing. Loot comes from minecraft-data's entityLoot.
 * Mobs still have no AI: they stand where they are put (see README).
 */
import type { SquidEntity, SquidPlayer, SquidServer } from 'flying-squid';
import { Vec3 } from 'vec3';

const LIVING_TYPES = new Set(['animal', 'hostile', 'passive', 'water_creature', 'ambient', 'mob', 'living']);

/** Melee damage by weapon (half-hearts); anything else hits for 1 like a fist. */
const WEAPON_DAMAGE: Record<string, number> = {
  wooden_sword: 4,
  stone_sword: 5,
  iron_sword: 6,
  golden_sword: 4,
  diamond_sword: 7,
  netherite_sword: 8,
  wooden_axe: 7,
  stone_axe: 9,
  iron_axe: 9,
  golden_axe: 7,
  diamond_axe: 9,
  netherite_axe: 10,
};

export interface Mobs {
  /** Spawn a mob by minecraft-data name; returns its entity id. */
  spawn(name: string, pos: Vec3): SquidEntity;
}

export function installMobs(serv: SquidServer): Mobs {
  const reg = serv.registry;
  for (const e of Object.values(reg.entitiesByName)) {
    if (LIVING_TYPES.has(e.type) && e.name !== 'player') reg.mobs[e.id] = e;
  }

  serv.on('newPlayer', (player: SquidPlayer) => {
    player.on('attack', (data: { damage?: number }) => {
      const held = player.inventory.slots[36 + player.heldItemSlot];
      data.damage = (held && WEAPON_DAMAGE[held.name]) || 1;
    });
  });

  serv.on('newEntity', (entity: SquidEntity) => {
    if (entity.type !== 'mob') return;
    const takeDamage = entity.takeDamage;
    let dead = false;
    entity.takeDamage = (opts) => {
      if (dead) return;
      takeDamage(opts);
      if (entity.health > 0) return;
      dead = true;
      // Tell clients it is gone (flying-squid only forgets it) and drop its loot.
      entity._writeOthersNearby('entity_destroy', { entityIds: [entity.id] });
      delete serv.entities[entity.id];
      dropLoot(entity);
    };
  });

  return {
    spawn(name, pos) {
      const e = reg.entitiesByName[name];
      if (!e || !reg.mobs[e.id]) throw new Error(`spawnMob: ${name} is not a mob in minecraft-data ${reg.version.minecraftVersion}`);
      const mob = serv.spawnMob(e.id, serv.overworld, new Vec3(pos.x, pos.y, pos.z));
      mob.health = e.type === 'hostile' ? 20 : 10;
      mob.size = new Vec3(e.width ?? 0.75, e.height ?? 1.75, e.width ?? 0.75);
      return mob;
    },
  };

  function dropLoot(entity: SquidEntity): void {
    const loot = reg.entityLoot?.[entity.name];
    if (!loot) return;
    for (const drop of loot.drops as { item: string; dropChance: number; stackSizeRange: [number, number?] }[]) {
      if (Math.random() >= drop.dropChance) continue;
      const [lo, hi = lo] = drop.stackSizeRange;
      const count = lo + Math.floor(Math.random() * (hi - lo + 1));
      const item = reg.itemsByName[drop.item];
      if (!item || count <= 0) continue;
      serv.spawnObject(reg.entitiesByName.item.id, entity.world, entity.position.offset(0, 0.5, 0), {
        velocity: new Vec3(Math.random() - 0.5, 2, Math.random() - 0.5),
        itemId: item.id,
        itemCount: count,
        pickupTime: 500,
        deathTime: 5 * 60 * 1000,
      });
    }
  }
}
