/** What the simulated body can perceive: blocks and entities within the senses radius; without xray only blocks touching air or water. */
import { blockFlags, blockIdOf, blockName, F_AIR, F_WATER } from '../../sim/data.js';
import { MIN_Y, MAX_Y } from '../../sim/chunk.js';
import { MOB_STATS } from '../../sim/mobs.js';
import type { World } from '../../sim/world.js';
import type { FindOptions, SeenBlock, SeenEntity, Senses } from '../../contracts/body.js';

const OPEN = F_AIR | F_WATER;

export function exposed(world: World, x: number, y: number, z: number): boolean {
  return (
    (blockFlags[world.blockId(x + 1, y, z)] & OPEN) !== 0 ||
    (blockFlags[world.blockId(x - 1, y, z)] & OPEN) !== 0 ||
    (blockFlags[world.blockId(x, y + 1, z)] & OPEN) !== 0 ||
    (blockFlags[world.blockId(x, y - 1, z)] & OPEN) !== 0 ||
    (blockFlags[world.blockId(x, y, z + 1)] & OPEN) !== 0 ||
    (blockFlags[world.blockId(x, y, z - 1)] & OPEN) !== 0
  );
}

interface Section {
  cx: number;
  cz: number;
  sy: number;
  d: number;
}

export function findBlocks(world: World, senses: Senses, names: readonly string[], opts: FindOptions = {}): SeenBlock[] {
  const r = Math.min(opts.maxDistance ?? senses.radius, senses.radius);
  const want = opts.count ?? 16;
  const ids = new Set<number>();
  for (const n of names) {
    const id = blockIdOf(n);
    if (id !== undefined) ids.add(id);
  }
  if (ids.size === 0 || r <= 0 || want <= 0) return [];
  const p = world.player.pos;
  const sections: Section[] = [];
  for (let cx = Math.floor((p.x - r) / 16); cx <= Math.floor((p.x + r) / 16); cx++) {
    for (let cz = Math.floor((p.z - r) / 16); cz <= Math.floor((p.z + r) / 16); cz++) {
      const dx = Math.max(cx * 16 - p.x, 0, p.x - cx * 16 - 16),
        dz = Math.max(cz * 16 - p.z, 0, p.z - cz * 16 - 16);
      if (dx * dx + dz * dz > r * r) continue;
      const chunk = world.chunk(cx, cz);
      const sy0 = Math.max(0, Math.floor((p.y - r - MIN_Y) / 16)),
        sy1 = Math.min((MAX_Y - MIN_Y) >> 4, Math.floor((p.y + r - MIN_Y) / 16));
      for (let sy = sy0; sy <= sy1; sy++) {
        const set = chunk.sectionIds[sy];
        let hit = false;
        for (const id of ids)
          if (set.has(id)) {
            hit = true;
            break;
          }
        if (!hit) continue;
        const y0 = MIN_Y + sy * 16;
        const dy = Math.max(y0 - p.y, 0, p.y - y0 - 16);
        const d = Math.sqrt(dx * dx + dy * dy + dz * dz);
        if (d <= r) sections.push({ cx, cz, sy, d });
      }
    }
  }
  sections.sort((a, b) => a.d - b.d || a.cx - b.cx || a.cz - b.cz || a.sy - b.sy);
  const found: SeenBlock[] = [];
  let kth = Infinity;
  for (const s of sections) {
    if (found.length >= want && s.d > kth) break;
    const chunk = world.chunk(s.cx, s.cz);
    const base = s.sy << 12;
    for (let i = 0; i < 4096; i++) {
      const id = chunk.blocks[base + i];
      if (!ids.has(id)) continue;
      const x = s.cx * 16 + (i & 15),
        z = s.cz * 16 + ((i >> 4) & 15),
        y = MIN_Y + s.sy * 16 + (i >> 8);
      const distance = Math.hypot(x + 0.5 - p.x, y + 0.5 - p.y, z + 0.5 - p.z);
      if (distance > r) continue;
      if (!senses.xray && !exposed(world, x, y, z)) continue;
      found.push({ name: blockName(id), pos: { x, y, z }, distance });
    }
    if (found.length >= want) {
      found.sort(byDistance);
      kth = found[want - 1].distance;
    }
  }
  found.sort(byDistance);
  return found.slice(0, want);
}

const byDistance = (a: SeenBlock, b: SeenBlock): number => a.distance - b.distance || a.pos.y - b.pos.y || a.pos.x - b.pos.x || a.pos.z - b.pos.z;

export function seeEntities(world: World, senses: Senses, filter?: { names?: readonly string[]; maxDistance?: number }): SeenEntity[] {
  const r = Math.min(filter?.maxDistance ?? senses.radius, senses.radius);
  const p = world.player.pos;
  const names = filter?.names ? new Set(filter.names) : null;
  const out: SeenEntity[] = [];
  for (const m of world.mobs.values()) {
    const distance = Math.hypot(m.x + 0.5 - p.x, m.y - p.y, m.z + 0.5 - p.z);
    if (distance > r || (names && !names.has(m.name))) continue;
    out.push({ id: m.id, name: m.name, kind: MOB_STATS[m.name].kind, pos: { x: m.x + 0.5, y: m.y, z: m.z + 0.5 }, distance, health: m.health });
  }
  for (const e of world.items) {
    const distance = Math.hypot(e.x + 0.5 - p.x, e.y - p.y, e.z + 0.5 - p.z);
    if (distance > r || (names && !names.has('item') && !names.has(e.name))) continue;
    out.push({
      id: e.id,
      name: 'item',
      kind: 'item',
      pos: { x: e.x + 0.5, y: e.y, z: e.z + 0.5 },
      distance,
      health: null,
      item: { name: e.name, count: e.count, durabilityLeft: e.durability },
    });
  }
  return out.sort((a, b) => a.distance - b.distance || a.id - b.id);
}
