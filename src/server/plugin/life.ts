/**
 * Death, respawn, picking up items and reconnecting. flying-squid's respawn
 * handler checks for action 0 while 1.20 clients send 'perform_respawn', its
 * pickup adds one item whatever the stack size, and without a world folder a
 * player who reconnects starts over; these fix that for Sapling.
 */
import type { SquidEntity, SquidItem, SquidPlayer, SquidServer } from 'flying-squid';
import { Vec3 } from 'vec3';
import { squidItemClass } from './squid-require.js';
import type { Windows } from './windows.js';

interface Saved {
  slots: (SquidItem | null)[];
  position: Vec3;
  health: number;
  food: number;
}

export function installLife(serv: SquidServer, windows: Windows, opts: { keepInventory: boolean }): void {
  const Item = squidItemClass(serv.registry);
  const saved = new Map<string, Saved>();

  serv.on('newEntity', (entity: SquidEntity) => {
    // A hit from far away gives knockback too large for the velocity packet's
    // short fields, which silently disconnects clients; cap it.
    const send = entity.sendVelocity;
    entity.sendVelocity = (vel: Vec3, maxVel?: Vec3) => {
      const cap = (v: number) => Math.max(-20, Math.min(20, v));
      send(new Vec3(cap(vel.x), cap(vel.y), cap(vel.z)), maxVel);
    };
  });

  serv.on('newPlayer', (player: SquidPlayer) => {
    restoreOnLogin(player);
    let dead = false;
    const updateHealth = player.updateHealth;
    player.updateHealth = (health: number) => {
      updateHealth(health);
      if (health <= 0 && !dead) {
        dead = true;
        if (!opts.keepInventory) for (let i = 0; i < player.inventory.slots.length; i++) if (player.inventory.slots[i]) player.inventory.updateSlot(i, null);
      }
    };
    player._client.on('client_command', (data: { actionId?: unknown; payload?: unknown }) => {
      const action = data.actionId ?? data.payload;
      if (!(action === 0 || action === 'perform_respawn') || !dead) return;
      dead = false;
      // flying-squid's _sendRespawn writes a numeric dimension, which 1.20 cannot encode.
      player._client.write('respawn', respawnPacket(serv, player.gameMode));
      player.position = player.spawnPoint.clone();
      player.sendSelfPosition(player.spawnPoint);
      player.updateHealth(20);
      player.updateFood(20);
      player.updateFoodSaturation(5);
      player.nearbyEntities = [];
      player.updateAndSpawn();
      windows.resync(player, 0);
    });
    player.collect = (entity: SquidEntity) => collect(player, entity, () => dead);
    player.on('disconnected', () => {
      saved.set(player.username, {
        slots: player.inventory.slots.map((it) => (it ? new Item(it.type, it.count, it.metadata, it.nbt) : null)),
        position: player.position.clone(),
        health: player.health,
        food: player.food,
      });
    });
  });

  function collect(player: SquidPlayer, entity: SquidEntity, isDead: () => boolean): void {
    if (isDead() || entity.itemId === undefined || !serv.entities[entity.id]) return;
    const count = entity.itemCount ?? 1;
    const probe = new Item(entity.itemId, count);
    if (!fits(player, probe)) return;
    windows.addToInventory(player, probe);
    entity._writeOthersNearby('collect', { collectedEntityId: entity.id, collectorEntityId: player.id, pickupItemCount: count });
    entity.destroy();
  }

  function fits(player: SquidPlayer, item: SquidItem): boolean {
    let room = 0;
    for (let slot = 9; slot <= 44; slot++) {
      const it = player.inventory.slots[slot];
      room += !it ? item.stackSize : it.type === item.type ? it.stackSize - it.count : 0;
    }
    return room >= item.count;
  }

  /** A player who comes back gets their items and place back, as a vanilla world folder would. */
  function restoreOnLogin(player: SquidPlayer): void {
    const s = saved.get(player._client.username);
    if (!s) return;
    saved.delete(player._client.username);
    const findSpawnPoint = player.findSpawnPoint;
    player.findSpawnPoint = async () => {
      await findSpawnPoint();
      player.trueSpawn = player.spawnPoint;
      player.spawnPoint = s.position.clone();
    };
    player.once('spawned', () => {
      player.spawnPoint = player.trueSpawn ?? player.spawnPoint;
      player.findSpawnPoint = findSpawnPoint;
      s.slots.forEach((it, i) => {
        if (it) player.inventory.updateSlot(i, it);
      });
      player.updateHealth(s.health > 0 ? s.health : 20);
      player.updateFood(s.food);
    });
  }
}

const GAME_MODES = ['survival', 'creative', 'adventure', 'spectator'] as const;

/**
 * A respawn into the same world. Up to 1.20.4 the packet is flat with the
 * dimension as a string; from 1.20.5 it nests a `worldState` (the login
 * packet's, dimension 0 = the overworld) and `copyMetadata` became flag bits.
 * The same dimension as at login keeps mineflayer from unloading the chunks it
 * has, which the server would not resend.
 */
function respawnPacket(serv: SquidServer, gameMode: number): Record<string, unknown> {
  // minecraft-data's LoginPacket type lacks worldType (1.20's dimension) and worldState (1.20.5+).
  const login = serv.registry.loginPacket as { worldType?: string; worldState?: Record<string, unknown> } | undefined;
  if (login?.worldState) {
    const worldState = { ...login.worldState, hashedSeed: serv.hashedSeed, gamemode: GAME_MODES[gameMode] ?? 'survival', previousGamemode: 255 };
    return { worldState: { ...worldState, isDebug: false, isFlat: false, death: undefined, portalCooldown: 0 }, copyMetadata: 3 };
  }
  return {
    dimension: login?.worldType ?? 'minecraft:overworld',
    worldName: 'minecraft:overworld',
    hashedSeed: serv.hashedSeed,
    gamemode: gameMode,
    previousGamemode: 255,
    isDebug: false,
    isFlat: false,
    portalCooldown: 0,
    copyMetadata: true,
  };
}
