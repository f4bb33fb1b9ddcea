/**
 * Gravity blocks against vanilla 1.20.4 (FallingBlock, FallingBlockEntity,
 * LivingEntity.baseTick; https://minecraft.wiki/w/Falling_Block, https://minecraft.wiki/w/Damage#Suffocation).
 * Flat world: grass at y 63, the player standing at (0.5, 64, 0.5).
 */
import { describe, expect, it } from 'vitest';
import { World, followPath } from '../../src/sim/index.js';
import { B } from '../../src/sim/data.js';
import { findPath } from '../../src/sim/path.js';

function flat(): World {
  const w = new World({ seed: 7, terrain: 'flat', mobs: false });
  w.player.pos = { x: 30.5, y: 64, z: 30.5 };
  return w;
}

/** Ticks a falling block takes to drop `blocks` blocks: each tick speed += 0.04 down, move, speed *= 0.98 (FallingBlockEntity.tick). */
function fallTicks(blocks: number): number {
  let y = 0,
    v = 0,
    t = 0;
  while (y > -blocks) {
    v -= 0.04;
    y += v;
    v *= 0.98;
    t++;
  }
  return t;
}

describe('falling blocks (FallingBlock, FallingBlockEntity)', () => {
  it('a gravel column falls one block at a time, each 2 ticks after the one under it left', () => {
    // FallingBlock.getDelayAfterPlace = 2: a block update schedules the check 2 ticks later.
    const w = flat();
    w.setBlock({ x: 0, y: 64, z: 0 }, 'stone');
    for (let y = 65; y <= 68; y++) w.setBlock({ x: 0, y, z: 0 }, 'gravel');
    w.advance(5);
    w.setBlock({ x: 0, y: 64, z: 0 }, 'air');
    const left: number[] = [];
    let refilled = 0;
    for (let t = 1; t <= 12; t++) {
      w.advance(1);
      for (let y = 65; y <= 68; y++) if (w.blockId(0, y, 0) === B.air && left.length === y - 65) left.push(t);
      if (!refilled && w.blockId(0, 64, 0) === B.gravel) refilled = t;
    }
    expect(left).toEqual([2, 4, 6, 8]);
    // no instant settling: the dug cell refills only when the first block has fallen its one block (moving from tick 2)
    expect(refilled).toBe(2 + fallTicks(1) - 1);
    w.advance(100);
    for (let y = 64; y <= 67; y++) expect(w.blockId(0, y, 0)).toBe(B.gravel);
    expect(w.blockId(0, 68, 0)).toBe(B.air);
    expect(w.falling.entities.length).toBe(0);
  });

  it('the first falling block lands exactly when the 0.04 / 0.98 physics says', () => {
    const w = flat();
    w.setBlock({ x: 0, y: 70, z: 0 }, 'sand'); // six blocks of air under it
    w.advance(2); // checked and set falling at tick 2, and moved once that tick
    expect(w.blockId(0, 70, 0)).toBe(B.air);
    const t = fallTicks(6);
    w.advance(t - 2);
    expect(w.blockId(0, 64, 0)).toBe(B.air);
    w.advance(1);
    expect(w.blockId(0, 64, 0)).toBe(B.sand);
  });

  it('breaks into its item when it lands in a torch', () => {
    const w = flat();
    w.setBlock({ x: 0, y: 64, z: 0 }, 'torch');
    w.setBlock({ x: 0, y: 67, z: 0 }, 'gravel');
    w.advance(40);
    expect(w.blockId(0, 64, 0)).toBe(B.torch);
    expect(w.items.some((e) => e.name === 'gravel')).toBe(true);
  });

  it('suffocates the player whose head a block lands in: 1 damage per 10 ticks', () => {
    // LivingEntity.baseTick: isInWall() -> hurt(inWall, 1) each tick; the 10-tick hurt invulnerability makes it 1 per 10 ticks.
    const w = flat();
    w.player.pos = { x: 0.5, y: 64, z: 0.5 };
    w.player.food = 17; // below 18: no natural regeneration to hide the damage
    w.player.saturation = 0;
    w.setBlock({ x: 0, y: 66, z: 0 }, 'gravel');
    w.advance(40);
    expect(w.blockId(0, 64, 0)).toBe(B.gravel); // the first lands at the feet: no harm, the eyes are free
    expect(w.player.health).toBe(20);
    w.setBlock({ x: 0, y: 67, z: 0 }, 'gravel');
    let t = 0;
    while (w.blockId(0, 65, 0) !== B.gravel && t++ < 40) w.advance(1);
    expect(w.blockId(0, 65, 0)).toBe(B.gravel);
    const h0 = w.player.health;
    w.advance(100);
    expect(h0 - w.player.health).toBe(10);
    expect(w.player.lastCause).toBe('suffocation');
  });

  it('walking into a gravel column digs until the cells stay clear, instead of stepping into refilled gravel', () => {
    const w = flat();
    w.player.pos = { x: 0.5, y: 64, z: 0.5 };
    w.setBlock({ x: 1, y: 64, z: 1 }, 'stone'); // a wall beside, so the step is a tunnel
    for (let y = 64; y <= 69; y++) w.setBlock({ x: 1, y, z: 0 }, 'gravel');
    w.advance(5);
    const r = followPath(w, [{ x: 1, y: 64, z: 0, move: 'walk' }]);
    expect(r.ok).toBe(true);
    expect(w.player.pos).toEqual({ x: 1.5, y: 64, z: 0.5 });
    for (let y = 64; y <= 69; y++) expect(w.blockId(1, y, 0)).toBe(B.air);
    w.advance(40);
    expect(w.player.health).toBe(20);
  });

  it('the way finder does not dig the block over the head from under gravel, as mineflayer-pathfinder would not', () => {
    // Climbing out of a pit in solid stone to (0, 69, 2); two blocks over the head, stone or gravel.
    const way = (over: string): string[] => {
      const w = flat();
      w.give('iron_pickaxe', 1);
      w.give('cobblestone', 16);
      for (let x = -3; x <= 3; x++) for (let z = -3; z <= 3; z++) for (let y = 64; y <= 72; y++) w.setBlock({ x, y, z }, 'stone');
      w.setBlock({ x: 0, y: 64, z: 0 }, 'air');
      w.setBlock({ x: 0, y: 65, z: 0 }, 'air');
      w.setBlock({ x: 0, y: 67, z: 0 }, over);
      w.player.pos = { x: 0.5, y: 64, z: 0.5 };
      const r = findPath(w, { x: 0, y: 64, z: 0 }, { x: 0, y: 69, z: 2 }, { range: 0, canDig: true, scaffold: 16, maxNodes: 4000 });
      expect(r.status).toBe('found');
      return r.steps.map((s) => `${s.move} ${s.x},${s.y},${s.z}`);
    };
    // Under stone it pillars straight up where it stands; under gravel the load would fall through the head's cell
    // and bury the player (diamond seed 6 suffocated so at y -52), so it steps aside and pillars there.
    expect(way('stone')[0]).toBe('pillar 0,65,0');
    const aside = way('gravel');
    expect(aside[0]).toBe('walk 0,64,1');
    expect(aside.filter((s) => s.endsWith(' 0,65,0') || s.endsWith(' 0,66,0'))).toEqual([]);
  });
});
