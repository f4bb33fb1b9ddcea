/**
 * What the simulated body perceives. Without xray, blocks as a player sees
 * them (a ray from the eyes to an open face, see knowledge/sight.ts) or
 * remembers them (vision.ts), and entities in line of sight or within
 * earshot. With xray, every block and entity within the senses radius.
 */
import { blockIdOf, blockName } from '../../sim/data.js';
import { MIN_Y } from '../../sim/chunk.js';
import { MOB_STATS, mobHeight, mobWidth } from '../../sim/mobs.js';
import type { World } from '../../sim/world.js';
import type { FindOptions, SeenBlock, SeenEntity, Senses } from '../../contracts/body.js';
import { entityPerceived, EYE_HEIGHT, ITEM_SIZE, itemViewRange, mobViewRange } from '../../knowledge/sight.js';
import { bulkInView } from './in-view.js';
import { NOTABLE, type Vision } from './vision.js';

interface Section {
  cx: number;
  cz: number;
  sy: number;
  d: number;
}

interface Wanted {
  r: number;
  want: number;
  ids: Set<number>;
}

function wanted(senses: Senses, names: readonly string[], opts: FindOptions): Wanted {
  const ids = new Set<number>();
  for (const n of names) {
    const id = blockIdOf(n);
    if (id !== undefined) ids.add(id);
  }
  return { r: Math.min(opts.maxDistance ?? senses.radius, senses.radius), want: opts.count ?? 16, ids };
}

export function findBlocks(world: World, vision: Vision, senses: Senses, names: readonly string[], opts: FindOptions = {}): SeenBlock[] {
  const w = wanted(senses, names, opts);
  if (w.ids.size === 0 || w.r <= 0 || w.want <= 0) return [];
  if (senses.xray) return scan(world, w);
  // Chunks within sight are loaded as a server sends them, and what is in view is remembered.
  vision.glance();
  const notable = new Set([...w.ids].filter((id) => NOTABLE[id] === 1));
  const found = notable.size > 0 ? recall(world, vision, { ...w, ids: notable }) : [];
  if (notable.size < w.ids.size) {
    // Stone, dirt, sand…: not remembered one by one, only seen now.
    const bulk = { ...w, ids: new Set([...w.ids].filter((id) => NOTABLE[id] !== 1)) };
    found.push(...bulkInView(world, vision, bulk.ids, bulk.r, bulk.want));
  }
  return found.sort(byDistance).slice(0, w.want);
}

/** Notable blocks in view now or remembered, nearest first; a remembered block seen to have changed is corrected. */
function recall(world: World, vision: Vision, w: Wanted): SeenBlock[] {
  const p = world.player.pos;
  const out: SeenBlock[] = [];
  for (const c of vision.memory.near(w.ids, p, w.r).sort((a, b) => a.distance - b.distance || a.y - b.y || a.x - b.x || a.z - b.z)) {
    if (world.blockId(c.x, c.y, c.z) !== c.id && vision.sees(c.x, c.y, c.z)) {
      vision.know(c.x, c.y, c.z);
      continue;
    }
    out.push({ name: blockName(c.id), pos: { x: c.x, y: c.y, z: c.z }, distance: c.distance });
    if (out.length >= w.want) break;
  }
  return out;
}

/** Xray: blocks with a wanted id within r, nearest sections first, stopping once `want` are found and no nearer section is left. */
function scan(world: World, w: Wanted): SeenBlock[] {
  const { r, want, ids } = w;
  const p = world.player.pos;
  const sections: Section[] = [];
  for (let cx = Math.floor((p.x - r) / 16); cx <= Math.floor((p.x + r) / 16); cx++) {
    for (let cz = Math.floor((p.z - r) / 16); cz <= Math.floor((p.z + r) / 16); cz++) {
      const dx = Math.max(cx * 16 - p.x, 0, p.x - cx * 16 - 16),
        dz = Math.max(cz * 16 - p.z, 0, p.z - cz * 16 - 16);
      if (dx * dx + dz * dz > r * r) continue;
      const chunk = world.chunk(cx, cz);
      const sy0 = Math.max(0, Math.floor((p.y - r - MIN_Y) / 16)),
        sy1 = Math.min(chunk.sectionIds.length - 1, Math.floor((p.y + r - MIN_Y) / 16));
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
      if (distance <= r) found.push({ name: blockName(id), pos: { x, y, z }, distance });
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

export function seeEntities(world: World, vision: Vision, senses: Senses, filter?: { names?: readonly string[]; maxDistance?: number }): SeenEntity[] {
  const r = Math.min(filter?.maxDistance ?? senses.radius, senses.radius);
  const limit = filter?.maxDistance ?? Infinity;
  const p = world.player.pos;
  const eye = { x: p.x, y: p.y + EYE_HEIGHT, z: p.z };
  const names = filter?.names ? new Set(filter.names) : null;
  if (!senses.xray) vision.ready();
  const out: SeenEntity[] = [];
  for (const m of world.mobs.values()) {
    const distance = Math.hypot(m.x + 0.5 - p.x, m.y - p.y, m.z + 0.5 - p.z);
    if (names && !names.has(m.name)) continue;
    const height = mobHeight(m.name, m.size);
    const width = mobWidth(m.name, m.size);
    // A mob is made out as far as its size lets a player see it (knowledge/sight.ts), x-ray or not.
    if (distance > Math.min(limit, mobViewRange(senses.radius, width, height))) continue;
    const pos = { x: m.x + 0.5, y: m.y, z: m.z + 0.5 };
    // Every simulated mob (hostiles and animals) makes ambient sounds.
    if (!senses.xray && !entityPerceived(vision.sight, eye, pos, height, distance, true)) continue;
    const seen: SeenEntity = { id: m.id, name: m.name, kind: MOB_STATS[m.name].kind, pos, distance, health: m.health };
    if (m.name === 'sheep') seen.wool = { color: m.color ?? 'white', sheared: Boolean(m.sheared) };
    out.push(seen);
  }
  const itemReach = itemViewRange(r, senses.xray);
  for (const e of world.items) {
    const distance = Math.hypot(e.x + 0.5 - p.x, e.y - p.y, e.z + 0.5 - p.z);
    if (distance > itemReach || (names && !names.has('item') && !names.has(e.name))) continue;
    const pos = { x: e.x + 0.5, y: e.y, z: e.z + 0.5 };
    if (!senses.xray && !entityPerceived(vision.sight, eye, pos, ITEM_SIZE, distance, false)) continue;
    out.push({
      id: e.id,
      name: 'item',
      kind: 'item',
      pos,
      distance,
      health: null,
      item: { name: e.name, count: e.count, durabilityLeft: e.durability },
    });
  }
  return out.sort((a, b) => a.distance - b.distance || a.id - b.id);
}
