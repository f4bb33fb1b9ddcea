/**
 * World setup through the server's own API, for tests and the conformance
 * harness: set blocks, give items (not `/give`, whose counts concatenate as
 * strings), spawn mobs, set the time, hurt or kill a player.
 */
import type { SquidPlayer, SquidServer } from 'flying-squid';
import { Vec3 } from 'vec3';
import type { Vec3Like, ItemStack } from '../contracts/body.js';
import type { Gameplay } from './plugin/index.js';
import { squidItemClass } from './plugin/squid-require.js';

export interface WorldHooks {
  setBlock(pos: Vec3Like, name: string): Promise<void>;
  getBlock(pos: Vec3Like): Promise<string>;
  /** Add items to a player's inventory, merging stacks. */
  give(username: string, item: string, count: number): void;
  clearInventory(username: string): void;
  /** The server's record of a player's inventory (main, hotbar, armour, off-hand). */
  inventory(username: string): ItemStack[];
  spawnMob(name: string, pos: Vec3Like): number;
  /** True while the server still tracks the entity. */
  entityAlive(id: number): boolean;
  /** Take an entity out of the world without loot, as /kill would leave none (a scenario's leftover mob must not fight the next). */
  removeEntity(id: number): void;
  setTime(time: number): void;
  /** Move a player (its client is told, as by /tp). */
  teleport(username: string, pos: Vec3Like): void;
  setHealth(username: string, health: number): void;
  setFood(username: string, food: number): void;
  kill(username: string): void;
  chest(pos: Vec3Like): ItemStack[];
  player(username: string): SquidPlayer;
}

export function createHooks(serv: SquidServer, gameplay: Gameplay): WorldHooks {
  const Item = squidItemClass(serv.registry);
  const v = (p: Vec3Like) => new Vec3(Math.floor(p.x), Math.floor(p.y), Math.floor(p.z));
  const stacks = (slots: ({ name: string; count: number } | null)[]): ItemStack[] =>
    slots.filter((it): it is { name: string; count: number } => !!it).map((it) => ({ name: it.name, count: it.count }));
  const player = (username: string): SquidPlayer => {
    const p = serv.getPlayer(username);
    if (!p) throw new Error(`no player named ${username} is online`);
    return p;
  };
  return {
    async setBlock(pos, name) {
      const b = serv.registry.blocksByName[name];
      if (!b) throw new Error(`setBlock: unknown block ${name}`);
      await serv.setBlock(serv.overworld, v(pos), b.defaultState);
    },
    async getBlock(pos) {
      return (await serv.overworld.getBlock(v(pos))).name;
    },
    give(username, item, count) {
      const it = serv.registry.itemsByName[item];
      if (!it) throw new Error(`give: unknown item ${item}`);
      const left = gameplay.windows.addToInventory(player(username), new Item(it.id, count));
      if (left > 0) throw new Error(`give: inventory full, ${left} ${item} did not fit`);
    },
    clearInventory(username) {
      const p = player(username);
      p.inventory.slots.forEach((it, i) => {
        if (it) p.inventory.updateSlot(i, null);
      });
    },
    inventory: (username) => stacks(player(username).inventory.slots.slice(5, 46)),
    spawnMob: (name, pos) => gameplay.mobs.spawn(name, new Vec3(pos.x, pos.y, pos.z)).id,
    entityAlive: (id) => !!serv.entities[id],
    removeEntity(id) {
      const e = serv.entities[id];
      if (!e) return;
      e._writeOthersNearby('entity_destroy', { entityIds: [id] });
      delete serv.entities[id];
    },
    setTime: (time) => serv.setTime(time),
    teleport: (username, pos) => void player(username).teleport(new Vec3(pos.x, pos.y, pos.z)),
    setHealth: (username, health) => player(username).updateHealth(health),
    setFood: (username, food) => player(username).updateFood(food),
    kill: (username) => player(username).takeDamage({ damage: 1000 }),
    chest: (pos) => stacks(gameplay.containers.chest(v(pos))),
    player,
  };
}
