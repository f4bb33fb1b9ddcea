/**
 * Fidelity of natural CREATURE spawning after chunk generation against vanilla 1.20.4's `NaturalSpawner`: tried only
 * when the game time is a multiple of 400, on `#animals_spawnable_on` (grass) with raw brightness above 8
 * (`Animal.isBrightEnoughToSpawn`, sky light whatever the hour), more than 24 blocks from the player, kinds from the
 * biome's list, under `MobCategory.CREATURE`'s cap of 10 per 289 spawn chunks.
 */
import { describe, expect, it } from 'vitest';
import { World } from '../../src/sim/world.js';
import { BIO } from '../../src/sim/biomes.js';
import { FLAT_SURFACE } from '../../src/sim/generate.js';
import { Rng } from '../../src/sim/rng.js';
import type { Chunk } from '../../src/sim/chunk.js';
import { creatureCap, CREATURE_EVERY, spawnCreatures, type CreatureSpawnWorld } from '../../src/sim/creature-spawning.js';

const FARM = ['sheep', 'pig', 'chicken', 'cow'];
const GROUND = FLAT_SURFACE + 1;

/** A flat world (grass at y 63, plains), the player at (0.5, 64, 0.5), and the spawner's view of it. */
function flat(time = 6000): { w: World; sw: CreatureSpawnWorld } {
  const w = new World({ seed: 3, terrain: 'flat' });
  w.setTime(time);
  const sw = {
    rng: new Rng(11),
    player: w.player,
    spawn: w.spawn,
    light: w.light,
    loadedChunk: (cx: number, cz: number) => w.loadedChunk(cx, cz),
    spawnMob: (n: string, p: { x: number; y: number; z: number }) => w.spawnMob(n, p),
  };
  return { w, sw };
}

/** Rounds of tries in `chunks` (the mobs cleared after each) until `want` animals stood up; every one spawned. */
function spawnRounds(w: World, sw: CreatureSpawnWorld, chunks: Chunk[], rounds: number, want: number): { name: string; x: number; y: number; z: number }[] {
  const out: { name: string; x: number; y: number; z: number }[] = [];
  for (let i = 0; i < rounds && out.length < want; i++) {
    spawnCreatures(sw, chunks, 0);
    for (const m of w.mobs.values()) out.push({ name: m.name, x: m.x, y: m.y, z: m.z });
    w.mobs.clear();
  }
  return out;
}

/** The chunks from cx0..cx1 × cz0..cz1, generated. */
const area = (w: World, cx0: number, cx1: number, cz0: number, cz1: number): Chunk[] => {
  const out: Chunk[] = [];
  for (let cx = cx0; cx <= cx1; cx++) for (let cz = cz0; cz <= cz1; cz++) out.push(w.chunk(cx, cz));
  return out;
};

describe('natural animal spawning', () => {
  it('farm animals of the plains list stand up on grass in the open, over 24 blocks from the player', () => {
    const { w, sw } = flat();
    const spawned = spawnRounds(w, sw, area(w, -2, 2, -2, 2), 3000, 40);
    expect(spawned.length).toBeGreaterThanOrEqual(40);
    for (const s of spawned) {
      expect(FARM).toContain(s.name);
      expect(s.y).toBe(GROUND);
      expect(w.getBlock({ x: s.x, y: s.y - 1, z: s.z })).toBe('grass_block');
      expect(Math.hypot(s.x + 0.5 - w.player.pos.x, s.y - w.player.pos.y, s.z + 0.5 - w.player.pos.z)).toBeGreaterThan(24);
    }
    // Packs of one kind: every kind of the list turns up.
    expect(new Set(spawned.map((s) => s.name)).size).toBe(FARM.length);
  });

  it('at night too on open grass (raw sky light), never in the dark under a roof, and beside a torch under it', () => {
    const { w, sw } = flat(18000);
    const chunks = area(w, 3, 3, 0, 0);
    expect(spawnRounds(w, sw, chunks, 3000, 5).length).toBeGreaterThanOrEqual(5);
    // A stone roof two blocks over the grass, reaching 32 blocks past every column a pack can walk to.
    for (let x = 0; x <= 112; x++) for (let z = -48; z <= 64; z++) w.setBlock({ x, y: GROUND + 2, z }, 'stone');
    expect(spawnRounds(w, sw, chunks, 3000, 1)).toEqual([]);
    w.setBlock({ x: 56, y: GROUND, z: 8 }, 'torch');
    const lit = spawnRounds(w, sw, chunks, 20000, 3);
    expect(lit.length).toBeGreaterThanOrEqual(3);
    for (const s of lit) expect(w.light.blockLight(s.x, s.y, s.z)).toBeGreaterThanOrEqual(9);
  });

  it('only the biome list: a desert gets rabbits on sand, a badlands nothing', () => {
    const { w, sw } = flat();
    const chunks = area(w, 3, 4, -1, 1);
    for (const c of area(w, 1, 6, -3, 3)) c.biome.fill(BIO.desert);
    for (let x = 16; x < 112; x++) for (let z = -48; z < 64; z++) w.setBlock({ x, y: FLAT_SURFACE, z }, 'sand');
    const rabbits = spawnRounds(w, sw, chunks, 3000, 5);
    expect(rabbits.length).toBeGreaterThanOrEqual(5);
    for (const r of rabbits) expect([r.name, w.getBlock({ x: r.x, y: r.y - 1, z: r.z })]).toEqual(['rabbit', 'sand']);
    // Every chunk a pack can walk into.
    for (const c of area(w, 1, 6, -3, 3)) c.biome.fill(BIO.badlands);
    for (let x = 16; x < 112; x++) for (let z = -48; z < 64; z++) w.setBlock({ x, y: FLAT_SURFACE, z }, 'grass_block');
    expect(spawnRounds(w, sw, chunks, 3000, 1)).toEqual([]);
  });

  it('the cap: 10 per 289 spawn chunks, the animals already there counted', () => {
    expect(creatureCap(289)).toBe(10);
    const { w, sw } = flat();
    const chunks = area(w, -2, 2, -2, 2);
    for (let i = 0; i < 500; i++) expect(spawnCreatures(sw, chunks, Math.ceil(creatureCap(chunks.length)))).toEqual([]);
    expect(w.mobs.size).toBe(0);
  });

  it('a generated world tries only when the game time is a multiple of 400, and refills grassland that was emptied', () => {
    const w = new World({ seed: 5, hostiles: false });
    const at: number[] = [];
    const spawnMob = w.spawnMob.bind(w);
    w.spawnMob = (name, pos, size) => {
      if (FARM.includes(name) || name === 'rabbit') at.push(w.tick);
      return spawnMob(name, pos, size);
    };
    w.advance(1);
    for (const m of [...w.mobs.values()]) w.mobs.delete(m.id);
    w.advance(20 * 1200);
    expect(at.length).toBeGreaterThan(0);
    for (const t of at) expect(t % CREATURE_EVERY).toBe(0);
  });
});
