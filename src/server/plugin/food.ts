/**
 * Eating: holding food and using it takes 32 ticks, then the food is used up,
 * hunger and saturation rise (values from minecraft-data's foods), and the
 * client is told with entity status 9, which is what `bot.consume` waits for.
 */
import type { SquidPlayer, SquidServer } from 'flying-squid';
import { squidItemClass } from './squid-require.js';

const EAT_TICKS = 32;
/** Items that can be eaten on a full stomach in vanilla. */
const ALWAYS_EDIBLE = new Set(['golden_apple', 'enchanted_golden_apple', 'chorus_fruit', 'honey_bottle', 'potion', 'milk_bucket']);

export function installFood(serv: SquidServer): void {
  const Item = squidItemClass(serv.registry);
  const eating = new Map<SquidPlayer, { slot: number; doneAt: number }>();

  serv.on('newPlayer', (player: SquidPlayer) => {
    player._client.on('use_item', () => {
      const slot = 36 + player.heldItemSlot;
      const item = player.inventory.slots[slot];
      const food = item && serv.registry.foodsByName[item.name];
      if (!food || (player.food >= 20 && !ALWAYS_EDIBLE.has(item.name))) return;
      eating.set(player, { slot, doneAt: serv.tickCount + EAT_TICKS });
    });
    // Releasing the use button or switching slots cancels eating.
    player._client.on('block_dig', ({ status }: { status: number }) => {
      if (status === 5) eating.delete(player);
    });
    player._client.on('held_item_slot', () => eating.delete(player));
    player.on('disconnected', () => eating.delete(player));
  });

  serv.on('tick', () => {
    for (const [player, e] of eating) {
      if (serv.tickCount < e.doneAt) continue;
      eating.delete(player);
      const item = player.inventory.slots[e.slot];
      const food = item && serv.registry.foodsByName[item.name];
      if (!food) continue;
      player.inventory.updateSlot(e.slot, item.count > 1 ? new Item(item.type, item.count - 1) : null);
      player.food = Math.min(20, player.food + food.foodPoints);
      player.foodSaturation = Math.min(player.food, (player.foodSaturation ?? 0) + food.saturation);
      player.updateFood(player.food);
      player._client.write('entity_status', { entityId: player.id, entityStatus: 9 });
    }
  });
}
