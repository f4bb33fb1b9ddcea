/**
 * The mineflayer body's eyes and memory: the same rule as the simulated body
 * (knowledge/sight.ts) over what the client has loaded. A block is seen when a
 * ray from the eyes reaches one of its open faces; what was seen is
 * remembered (../seen.ts); the cells the body touches are known by touch.
 */
import type { Bot } from 'mineflayer';
import type { FindOptions, SeenBlock, Senses } from '../../contracts/body.js';
import { blockVisible, EYE_HEIGHT, fluidIds, hasOpenFace, notableTable, seeThroughTable, touchedCells, touches, type Sight } from '../../knowledge/sight.js';
import { SeenBlocks } from '../seen.js';

interface Section {
  /** The state ids present, or undefined for a section on the global palette. */
  palette?: number[];
  get(pos: { x: number; y: number; z: number }): number;
}
interface ChunkColumn {
  sections: (Section | null | undefined)[];
  getBlockType(pos: { x: number; y: number; z: number }): number;
}

interface Registry {
  blocksArray: { id: number; name: string; transparent: boolean; minStateId?: number; maxStateId?: number }[];
  blocksByName: Record<string, { id: number } | undefined>;
  blocks: Record<number, { name: string } | undefined>;
}

export class BotVision {
  readonly memory: SeenBlocks;
  readonly sight: Sight;
  private readonly names: Registry['blocks'];
  private readonly byName: Registry['blocksByName'];
  private readonly air: number;
  private readonly bedrock: number;
  /** notableState[stateId]: the block in that state is notable. */
  private readonly notableState: Uint8Array;
  private col: { cx: number; cz: number; c: ChunkColumn | null } = { cx: NaN, cz: NaN, c: null };
  private readonly local = { x: 0, y: 0, z: 0 };
  private lastGlance = { x: NaN, y: NaN, z: NaN, tick: -1, changes: -1 };
  /** Block and chunk updates the client has received: a change in view must be seen even when neither the eyes nor the clock moved. */
  private changes = 0;

  /** `memory`: what an earlier connection to the same world saw (a reconnect does not make the body forget). */
  constructor(
    private readonly bot: Bot,
    private readonly senses: () => Senses,
    private readonly tick: () => number,
    memory?: SeenBlocks,
  ) {
    const reg = bot.registry as unknown as Registry;
    this.names = reg.blocks;
    this.byName = reg.blocksByName;
    this.air = reg.blocksByName.air?.id ?? 0;
    this.bedrock = reg.blocksByName.bedrock?.id ?? this.air;
    this.memory = memory ?? new SeenBlocks(notableTable(reg.blocksArray));
    this.notableState = new Uint8Array(reg.blocksArray.reduce((n, b) => Math.max(n, (b.maxStateId ?? 0) + 1), 0));
    for (const b of reg.blocksArray) for (let st = b.minStateId ?? 0; st <= (b.maxStateId ?? -1); st++) this.notableState[st] = this.memory.notable[b.id];
    this.sight = { look: this.look, see: seeThroughTable(reg.blocksArray), fluids: fluidIds(reg.blocksArray) };
    const changed = (): void => {
      this.changes++;
    };
    bot.on('blockUpdate', changed);
    bot.on('chunkColumnLoad', changed);
  }

  /** Block id the client holds at (x,y,z), or -1 where its chunk is not loaded. */
  readonly look = (x: number, y: number, z: number): number => {
    const { minY, height } = this.extent();
    if (y < minY) return this.bedrock;
    if (y >= minY + height) return this.air;
    const cx = x >> 4,
      cz = z >> 4;
    if (cx !== this.col.cx || cz !== this.col.cz) this.col = { cx, cz, c: (this.bot.world.getColumn(cx, cz) as unknown as ChunkColumn | undefined) ?? null };
    const c = this.col.c;
    if (!c) return -1;
    this.local.x = x & 15;
    this.local.y = y;
    this.local.z = z & 15;
    return c.getBlockType(this.local);
  };

  /** The world's floor and height as the server announced them (1.20.4 overworld: -64, 384). */
  private extent(): { minY: number; height: number } {
    const g = this.bot.game as unknown as { minY?: number; height?: number } | undefined;
    return { minY: g?.minY ?? -64, height: g?.height ?? 384 };
  }

  private feet(): { x: number; y: number; z: number } {
    const p = this.bot.entity.position;
    return { x: p.x, y: p.y, z: p.z };
  }

  /** Columns may have been (re)loaded since the last lookup: forget the cached one. */
  private fresh(): void {
    this.col = { cx: NaN, cz: NaN, c: null };
  }

  /** Is block (x,y,z) in view right now: touched, or within the senses radius with a clear ray to an open face? */
  sees(x: number, y: number, z: number): boolean {
    const p = this.feet();
    if (touches(Math.floor(p.x), Math.floor(p.y), Math.floor(p.z), x, y, z)) return this.look(x, y, z) >= 0;
    const r = this.senses().radius;
    if ((x + 0.5 - p.x) ** 2 + (y + 0.5 - p.y) ** 2 + (z + 0.5 - p.z) ** 2 > r * r) return false;
    this.fresh();
    return blockVisible(this.sight, p.x, p.y + EYE_HEIGHT, p.z, x, y, z);
  }

  /** The name of what the body knows at (x,y,z): in view now (and remembered from now on), else as last seen, else null. */
  blockName(x: number, y: number, z: number): string | null {
    const id = this.sees(x, y, z) ? this.look(x, y, z) : -1;
    if (id >= 0) {
      this.memory.set(x, y, z, id);
      return this.names[id]?.name ?? null;
    }
    const was = this.memory.get(x, y, z);
    return was >= 0 ? (this.names[was]?.name ?? null) : null;
  }

  /** The body changed this cell itself (dug or placed): it knows what is there now. */
  know(x: number, y: number, z: number): void {
    this.fresh();
    const id = this.look(x, y, z);
    if (id >= 0) this.memory.set(x, y, z, id);
  }

  /** Feel the cells the body touches, then remember every notable block in view (skipped when nothing moved or changed since the last glance). */
  glance(force = false): void {
    const p = this.feet();
    const l = this.lastGlance;
    if (!force && l.x === p.x && l.y === p.y && l.z === p.z && l.tick === this.tick() && l.changes === this.changes) return;
    this.lastGlance = { ...p, tick: this.tick(), changes: this.changes };
    this.fresh();
    const fx = Math.floor(p.x),
      fy = Math.floor(p.y),
      fz = Math.floor(p.z);
    for (const [x, y, z] of touchedCells(fx, fy, fz)) {
      const id = this.look(x, y, z);
      if (id >= 0) this.memory.set(x, y, z, id);
    }
    const r = this.senses().radius;
    const ex = p.x,
      ey = p.y + EYE_HEIGHT,
      ez = p.z;
    this.eachNotable(p, r, (x, y, z) => {
      const id = this.look(x, y, z);
      if (id < 0 || this.memory.get(x, y, z) === id) return;
      if (hasOpenFace(this.sight, x, y, z, id) && blockVisible(this.sight, ex, ey, ez, x, y, z)) this.memory.set(x, y, z, id);
    });
  }

  /** Every notable block the client holds within r of p. */
  private eachNotable(p: { x: number; y: number; z: number }, r: number, f: (x: number, y: number, z: number) => void): void {
    this.eachOf(this.notableState, p, r, f);
  }

  /**
   * Every block named `name` the client holds within r of p, the eyes' rule left to the caller: a far look for a
   * landmark, where mineflayer's own findBlocks reads every cell of sections on the global palette (seconds at 128).
   */
  blocksNamed(name: string, p: { x: number; y: number; z: number }, r: number): { x: number; y: number; z: number }[] {
    const b = (this.bot.registry as unknown as Registry).blocksArray.find((x) => x.name === name);
    if (!b) return [];
    const states = new Uint8Array(this.notableState.length);
    for (let st = b.minStateId ?? 0; st <= (b.maxStateId ?? -1); st++) states[st] = 1;
    const out: { x: number; y: number; z: number }[] = [];
    this.eachOf(states, p, r, (x, y, z) => out.push({ x, y, z }));
    return out;
  }

  /** Every block whose state is marked in `states` within r of p: sections whose palette has none are skipped whole. */
  private eachOf(states: Uint8Array, p: { x: number; y: number; z: number }, r: number, f: (x: number, y: number, z: number) => void): void {
    const { minY, height } = this.extent();
    const sections = height >> 4;
    const pos = { x: 0, y: 0, z: 0 };
    for (let cx = Math.floor((p.x - r) / 16); cx <= Math.floor((p.x + r) / 16); cx++) {
      for (let cz = Math.floor((p.z - r) / 16); cz <= Math.floor((p.z + r) / 16); cz++) {
        const col = this.bot.world.getColumn(cx, cz) as unknown as ChunkColumn | undefined;
        if (!col) continue;
        for (let sy = Math.max(0, Math.floor((p.y - r - minY) / 16)); sy <= Math.min(sections - 1, Math.floor((p.y + r - minY) / 16)); sy++) {
          const sec = col.sections[sy];
          if (!sec || (sec.palette && !sec.palette.some((st) => states[st] === 1))) continue;
          for (pos.y = 0; pos.y < 16; pos.y++)
            for (pos.z = 0; pos.z < 16; pos.z++)
              for (pos.x = 0; pos.x < 16; pos.x++) {
                if (states[sec.get(pos)] !== 1) continue;
                const x = cx * 16 + pos.x,
                  y = minY + sy * 16 + pos.y,
                  z = cz * 16 + pos.z;
                if ((x + 0.5 - p.x) ** 2 + (y + 0.5 - p.y) ** 2 + (z + 0.5 - p.z) ** 2 <= r * r) f(x, y, z);
              }
        }
      }
    }
  }

  /** Blocks named `names` in view now or remembered, nearest first: the same rule as the simulated body's findBlocks. */
  findBlocks(names: readonly string[], opts: FindOptions = {}): SeenBlock[] {
    const r = Math.min(opts.maxDistance ?? this.senses().radius, this.senses().radius);
    const want = opts.count ?? 16;
    const ids = new Set(names.map((n) => this.byName[n]?.id).filter((id): id is number => id !== undefined));
    if (ids.size === 0 || r <= 0 || want <= 0) return [];
    this.glance();
    const p = this.feet();
    const notable = new Set([...ids].filter((id) => this.memory.notable[id] === 1));
    const out: SeenBlock[] = [];
    for (const c of this.memory.near(notable, p, r).sort((a, b) => a.distance - b.distance)) {
      if (this.look(c.x, c.y, c.z) !== c.id && this.sees(c.x, c.y, c.z)) {
        this.know(c.x, c.y, c.z);
        continue;
      }
      out.push({ name: this.names[c.id]?.name ?? names[0], pos: { x: c.x, y: c.y, z: c.z }, distance: c.distance });
    }
    const bulk = [...ids].filter((id) => !notable.has(id));
    if (bulk.length > 0) out.push(...this.bulkInView(bulk, r, want));
    return out.sort((a, b) => a.distance - b.distance || a.pos.y - b.pos.y || a.pos.x - b.pos.x || a.pos.z - b.pos.z).slice(0, want);
  }

  /** Stone, dirt, sand…: not remembered one by one; the nearest the client holds, kept if in view now. */
  private bulkInView(ids: number[], r: number, want: number): SeenBlock[] {
    const p = this.feet();
    const ex = p.x,
      ey = p.y + EYE_HEIGHT,
      ez = p.z;
    const found = this.bot.findBlocks({ matching: ids, maxDistance: r, count: want * 8 + 64 } as Parameters<Bot['findBlocks']>[0]);
    const out: SeenBlock[] = [];
    for (const v of found) {
      const id = this.look(v.x, v.y, v.z);
      const distance = Math.hypot(v.x + 0.5 - p.x, v.y + 0.5 - p.y, v.z + 0.5 - p.z);
      if (id < 0 || distance > r || !hasOpenFace(this.sight, v.x, v.y, v.z, id) || !blockVisible(this.sight, ex, ey, ez, v.x, v.y, v.z)) continue;
      out.push({ name: this.names[id]?.name ?? '', pos: { x: v.x, y: v.y, z: v.z }, distance });
    }
    return out;
  }
}
