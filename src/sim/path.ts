/**
 * A* over voxels for the player: walk (8 directions), jump up one, drop (up to 3
 * safely, more with fall damage priced in), swim, dig through, dig down and
 * pillar up. Costs are game ticks: walking 20/4.317 per block, digging the
 * exact digTime with the best tool at hand, pillaring a jump plus a place.
 * A node budget bounds the search; when it runs out the path to the node
 * closest to the goal is returned as `partial`.
 */
import { MinHeap } from './heap.js';
import { CellValues, PathNodes } from './path-nodes.js';
import { provenOutOfReach } from './path-proof.js';
import { B, blockFlags, F_GRAVITY, F_LAVA, F_WATER, isPassable, isSolid } from './data.js';
import { MIN_Y, MAX_Y } from './chunk.js';
import { digTicks, bestTool } from './digging.js';
import type { World } from './world.js';

export const WALK_TICKS = 20 / 4.317;
const SWIM_TICKS = 20 / 2.2;
const JUMP_EXTRA = 2;
const PILLAR_TICKS = 12;
const FALL_DAMAGE_TICKS = 40;
const UNDERWATER_DIG = 5;
/** Weighted A*: paths up to this factor longer than optimal, found far faster. */
const HEURISTIC_WEIGHT = 1.5;

export type Move = 'walk' | 'up' | 'drop' | 'swim' | 'dig_down' | 'pillar' | 'swim_up' | 'swim_down';

export interface Step {
  x: number;
  y: number;
  z: number;
  move: Move;
}

export interface PathOptions {
  /** Stop within this distance (blocks) of the target. */
  range: number;
  maxNodes?: number;
  canDig?: boolean;
  /** Throwaway blocks available for pillaring (0 disables it). */
  scaffold?: number;
  /** Answer `none` without searching when path-proof.ts shows the goal out of reach (default true; false for tests comparing both). */
  prove?: boolean;
}

export interface PathResult {
  status: 'found' | 'partial' | 'none';
  steps: Step[];
  /** Nodes expanded: 0 when the goal was proven out of reach before searching (path-proof.ts). */
  expanded: number;
  cost: number;
}

/** The 8 horizontal steps: the 4 straight ones first (+x, -x, +z, -z), then the diagonals. */
const DX = [1, -1, 0, 0, 1, 1, -1, -1],
  DZ = [0, 0, 1, -1, 1, -1, 1, -1];
/** One search's storage, reused by the next (findPath never runs inside another). */
const NODES = new PathNodes();
const OPEN = new MinHeap();
/** clear() of the solid cells met so far in a search. */
const SOLID = new CellValues();
/** clear() of the 4 straight neighbours' feet and head cells, per expanded node (index as in DX/DZ). */
const SIDE_FEET = new Float64Array(4),
  SIDE_HEAD = new Float64Array(4);
const MOVES: Move[] = ['walk', 'up', 'drop', 'swim', 'dig_down', 'pillar', 'swim_up', 'swim_down'];

/** A fall that hurts must leave a margin of 4 health; one that does not hurt is always fine (a wounded bot may still step down). */
const safeFall = (damage: number, health: number): boolean => damage === 0 || damage < health - 4;

export function findPath(world: World, from: { x: number; y: number; z: number }, to: { x: number; y: number; z: number }, opts: PathOptions): PathResult {
  const maxNodes = opts.maxNodes ?? 20000;
  const canDig = opts.canDig ?? true;
  const inv = world.player.inventory;
  const digCache = new Map<number, number>();
  const dig = (id: number): number => {
    let t = digCache.get(id);
    if (t === undefined) {
      t = digTicks(id, bestTool(inv, id));
      digCache.set(id, t);
    }
    return t;
  };
  const tx = to.x,
    ty = to.y,
    tz = to.z;
  const range2 = opts.range * opts.range;
  const stoneCost = dig(B.stone) + 1,
    deepCost = dig(B.deepslate) + 1;
  // Underground (both ends well below the surface) the way is usually a tunnel: price each
  // horizontal block near a two-high dig so the search runs straight instead of flooding caves.
  const below = (p: { x: number; y: number; z: number }): boolean => p.y < world.heightAt(Math.floor(p.x), Math.floor(p.z)) - 3;
  const underground = canDig && below(from) && below(to);
  const tunnel = Math.max(WALK_TICKS, 0.8 * (WALK_TICKS + 2 * (to.y < 0 ? deepCost : stoneCost)));
  const perBlock = underground ? tunnel : WALK_TICKS;
  const downCost = (yFrom: number, yTo: number): number => {
    const aboveZero = Math.max(0, yFrom - Math.max(yTo, 0));
    return aboveZero * (stoneCost + 3) + (yFrom - yTo - aboveZero) * (deepCost + 3);
  };
  // climbing out from underground means pillaring through rock
  const upCost = (opts.scaffold ?? 0) > 0 ? 0.8 * (PILLAR_TICKS + (canDig && below(from) ? stoneCost : 0)) : 6;
  const h = (x: number, y: number, z: number): number => {
    const dx = Math.abs(x - tx),
      dz = Math.abs(z - tz),
      dy = y - ty;
    const flat = Math.max(dx, dz) + 0.41 * Math.min(dx, dz);
    const horiz = Math.max(0, flat - opts.range) * perBlock;
    const v = Math.max(0, Math.abs(dy) - opts.range);
    const vert = dy > 0 ? (canDig ? downCost(y, y - v) : v * 2) : v * upCost;
    return (horiz + vert) * HEURISTIC_WEIGHT;
  };
  const done = (x: number, y: number, z: number): boolean => {
    const dx = x - tx,
      dy = y - ty,
      dz = z - tz;
    return dx * dx + dy * dy + dz * dz <= range2;
  };
  const id = (x: number, y: number, z: number): number => world.blockId(x, y, z);
  const liquidNear = (x: number, y: number, z: number): boolean => {
    const lava = (a: number, b: number, c: number): boolean => (blockFlags[id(a, b, c)] & F_LAVA) !== 0;
    return lava(x + 1, y, z) || lava(x - 1, y, z) || lava(x, y, z + 1) || lava(x, y, z - 1) || (blockFlags[id(x, y + 1, z)] & (F_LAVA | F_WATER)) !== 0;
  };
  /** Ticks to make (x,y,z) passable: 0 if it is, dig time if it may be dug, Infinity otherwise. */
  const ox = Math.floor(from.x),
    oz = Math.floor(from.z);
  const clear = (x: number, y: number, z: number): number => {
    const b = id(x, y, z);
    if (isPassable(b)) return 0;
    if (!canDig) return Infinity;
    // A solid cell's answer reads up to 5 neighbours: keep it for the rest of the search (the world stands still
    // meanwhile). Cells outside the key window are rare and just worked out again.
    const rx = x - ox + 512,
      rz = z - oz + 512;
    const k = rx >= 0 && rx < 1024 && rz >= 0 && rz < 1024 && y >= MIN_Y && y <= MAX_Y ? (rx * 1024 + rz) * 400 + (y - MIN_Y) : -1;
    let v = k < 0 ? NaN : SOLID.get(k);
    if (v !== v) {
      if (blockFlags[b] & (F_WATER | F_LAVA) || y <= MIN_Y || liquidNear(x, y, z)) v = Infinity;
      else {
        const t = dig(b);
        v = t === Infinity ? Infinity : t + 1;
      }
      if (k >= 0) SOLID.add(k, v);
    }
    return v;
  };
  const water = (x: number, y: number, z: number): boolean => (blockFlags[id(x, y, z)] & F_WATER) !== 0;
  /**
   * A dig from dry ground beside water: the cell fills and the way behind floods (a staircase cut down a lake shore
   * drowned arena seed 2). Priced as a dig with the head under water, so a dry way round wins when there is one;
   * from water already, the dig's own price is all.
   */
  const flooded = (t: number, x: number, y: number, z: number): number =>
    t > 0 && (water(x + 1, y, z) || water(x - 1, y, z) || water(x, y, z + 1) || water(x, y, z - 1)) ? t * UNDERWATER_DIG : t;
  /**
   * The cell over the head of a player standing at (x, y, z), to jump or pillar into. Not dug from under sand or
   * gravel: what rests on it falls through the head's cell onto the feet, and the next load buries the head (diamond
   * seed 6 suffocated so at y -52). mineflayer-pathfinder's `dontMineUnderFallingBlock` refuses the same digs.
   */
  const overhead = (x: number, y: number, z: number): number => {
    const t = clear(x, y + 2, z);
    return t > 0 && blockFlags[id(x, y + 3, z)] & F_GRAVITY ? Infinity : t;
  };
  const side = (memo: Float64Array, i: number, x: number, y: number, z: number): number => {
    const v = memo[i];
    return v === v ? v : (memo[i] = clear(x, y, z));
  };

  const nodes = NODES;
  nodes.reset();
  SOLID.reset();
  const start = { x: Math.floor(from.x), y: Math.floor(from.y), z: Math.floor(from.z) };
  if (opts.prove !== false && start.y >= MIN_Y + 1 && start.y <= MAX_Y - 2) {
    // h grows by at least perBlock per block sideways and 2 per block up or down (a drop without digging); +1 for rounding
    const hs = h(start.x, start.y, start.z) / HEURISTIC_WEIGHT;
    const reach = { flat: opts.range + hs / perBlock + 1, up: opts.range + hs / 2 + 1 };
    // A node's feet are in lava only while it swims with the head in water, and its head only below such a node
    // (dug down from it); a pillar's node the proof follows down itself.
    const lava = (x: number, y: number, z: number): boolean => (blockFlags[id(x, y, z)] & F_LAVA) !== 0;
    const standing = (x: number, y: number, z: number): boolean =>
      (isSolid(id(x, y - 1, z)) || water(x, y - 1, z) || water(x, y, z) || water(x, y + 1, z)) &&
      (!lava(x, y, z) || water(x, y + 1, z)) &&
      (!lava(x, y + 1, z) || water(x, y + 2, z));
    const view = { h, done, standing, clear, loaded: (x: number, z: number) => world.isLoaded(x, z) };
    if (provenOutOfReach(view, start, to, reach, (opts.scaffold ?? 0) > 0)) return { status: 'none', steps: [], expanded: 0, cost: 0 };
  }
  const open = OPEN;
  open.clear();
  const visit = (x: number, y: number, z: number, cost: number, from: number, move: number): void => {
    if (y < MIN_Y + 1 || y > MAX_Y - 2 || cost === Infinity) return;
    const rx = x - ox + 512,
      rz = z - oz + 512;
    if (rx < 0 || rx >= 1024 || rz < 0 || rz >= 1024) return;
    const n = nodes.node((rx * 1024 + rz) * 400 + (y - MIN_Y), x, y, z);
    if (nodes.closed[n] || cost >= nodes.g[n]) return;
    nodes.g[n] = cost;
    nodes.parent[n] = from;
    nodes.move[n] = move;
    open.push(n, cost + h(x, y, z));
  };

  visit(start.x, start.y, start.z, 0, -1, 0);
  let best = 0,
    bestH = Infinity,
    expanded = 0,
    goal = -1;
  while (open.size > 0 && expanded < maxNodes) {
    const n = open.pop();
    if (nodes.closed[n]) continue;
    nodes.closed[n] = 1;
    expanded++;
    const x = nodes.x[n],
      y = nodes.y[n],
      z = nodes.z[n],
      c = nodes.g[n];
    if (done(x, y, z)) {
      goal = n;
      break;
    }
    const hn = h(x, y, z);
    if (hn < bestH) {
      bestH = hn;
      best = n;
    }
    const inWater = water(x, y, z);
    // digging with the head under water is 5 times slower (Player.getDestroySpeed without Aqua Affinity), as breakBlock charges
    const headWet = water(x, y + 1, z);
    const digMul = headWet ? UNDERWATER_DIG : 1;
    // clear() is pure during a search, so a repeat of a call already made for this node is answered from
    // these memos (NaN: not asked yet). Calls still first happen where they always did, so chunks generate in the same order.
    SIDE_FEET.fill(NaN);
    SIDE_HEAD.fill(NaN);
    let up = NaN;
    for (let d = 0; d < 8; d++) {
      const dx = DX[d],
        dz = DZ[d];
      const ax = x + dx,
        az = z + dz,
        diag = d >= 4;
      const len = diag ? Math.SQRT2 : 1;
      const sx = dx > 0 ? 0 : 1,
        sz = dz > 0 ? 2 : 3;
      if (
        diag &&
        (side(SIDE_FEET, sx, x + dx, y, z) !== 0 ||
          side(SIDE_HEAD, sx, x + dx, y + 1, z) !== 0 ||
          side(SIDE_FEET, sz, x, y, z + dz) !== 0 ||
          side(SIDE_HEAD, sz, x, y + 1, z + dz) !== 0)
      )
        continue;
      const feetW = water(ax, y, az);
      if (feetW || (inWater && water(ax, y + 1, az))) {
        if (!(blockFlags[id(ax, y + 1, az)] & F_LAVA)) visit(ax, y, az, c + SWIM_TICKS * len, n, 3);
        continue;
      }
      const feet = diag ? (isPassable(id(ax, y, az)) ? 0 : Infinity) : (SIDE_FEET[d] = clear(ax, y, az));
      const head = diag ? (isPassable(id(ax, y + 1, az)) ? 0 : Infinity) : (SIDE_HEAD[d] = clear(ax, y + 1, az));
      const below = id(ax, y - 1, az);
      if (feet !== Infinity && head !== Infinity) {
        if (isSolid(below) && !(blockFlags[below] & F_LAVA)) {
          const dug = digMul === 1 ? flooded(feet, ax, y, az) + flooded(head, ax, y + 1, az) : (feet + head) * digMul;
          visit(ax, y, az, c + WALK_TICKS * len + dug, n, 0);
        } else if (feet === 0 && head === 0) {
          // walk off the edge and fall
          let k = 1;
          while (k <= 20 && isPassable(id(ax, y - k, az))) k++;
          const land = y - k + 1;
          const floor = id(ax, land - 1, az);
          if ((isSolid(floor) || water(ax, land - 1, az) || water(ax, land, az)) && !(blockFlags[floor] & F_LAVA) && !(blockFlags[id(ax, land, az)] & F_LAVA)) {
            const fall = k - 1;
            const landsInWater = water(ax, land - 1, az) || water(ax, land, az);
            const dmg = landsInWater ? 0 : Math.max(0, fall - 3);
            if (safeFall(dmg, world.player.health))
              visit(ax, landsInWater && water(ax, land - 1, az) ? land - 1 : land, az, c + WALK_TICKS * len + fall * 2 + dmg * FALL_DAMAGE_TICKS, n, 2);
          }
        }
      }
      // jump up one
      if (up !== up) up = overhead(x, y, z);
      if (up !== Infinity && !inWater) {
        // the cell stepped into at head height: the same test `head` made above
        const f2 = head;
        const h2 = diag ? (isPassable(id(ax, y + 2, az)) ? 0 : Infinity) : clear(ax, y + 2, az);
        const ground = id(ax, y, az);
        if (f2 !== Infinity && h2 !== Infinity && isSolid(ground) && !(blockFlags[ground] & F_LAVA)) {
          const dug = digMul === 1 ? flooded(up, x, y + 2, z) + flooded(f2, ax, y + 1, az) + flooded(h2, ax, y + 2, az) : (up + f2 + h2) * digMul;
          visit(ax, y + 1, az, c + WALK_TICKS * len + JUMP_EXTRA + dug, n, 1);
        }
      }
    }
    const under = id(x, y - 1, z);
    // standing on nothing (a block just dug out from under the feet): fall straight down
    if (!inWater && isPassable(under) && !water(x, y - 1, z)) {
      let k = 1;
      while (k <= 20 && isPassable(id(x, y - k, z))) k++;
      const land = y - k + 1;
      const floor = id(x, land - 1, z);
      if ((isSolid(floor) || water(x, land - 1, z)) && !(blockFlags[floor] & F_LAVA) && !(blockFlags[id(x, land, z)] & F_LAVA)) {
        const fall = k - 1;
        const dmg = water(x, land - 1, z) ? 0 : Math.max(0, fall - 3);
        if (safeFall(dmg, world.player.health)) visit(x, land, z, c + fall * 2 + dmg * FALL_DAMAGE_TICKS, n, 2);
      }
    }
    // dig straight down (never onto lava, water or a long fall)
    if (!inWater && canDig && isSolid(under) && under !== B.bedrock) {
      const t = clear(x, y - 1, z);
      const floor = id(x, y - 2, z);
      if (t !== Infinity && isSolid(floor) && !(blockFlags[floor] & F_LAVA)) visit(x, y - 1, z, c + flooded(t, x, y - 1, z) + 3, n, 4);
    }
    // pillar up: jump and place a block under the feet
    // (a node reached by pillaring stands on the block just placed, which the world does not have yet)
    if (!inWater && (opts.scaffold ?? 0) > 0 && (isSolid(under) || nodes.move[n] === 5)) {
      const t = up === up ? up : overhead(x, y, z);
      if (t !== Infinity) visit(x, y + 1, z, c + PILLAR_TICKS + flooded(t, x, y + 2, z), n, 5);
    }
    // A head under water swims up even when the feet stand in air: a shaft dug down beside a lake, flooding from the
    // top, has its bottom cell dry for a moment (diamond seed 10 drowned cutting a staircase out instead).
    if (inWater || headWet) {
      // Up one: the head goes where the feet were going, so its cell (y + 2) must be open too (the walk would dig it, under water, by hand).
      const open = (yy: number): boolean => water(x, yy, z) || isPassable(id(x, yy, z));
      if (open(y + 1) && open(y + 2)) visit(x, y + 1, z, c + SWIM_TICKS, n, 6);
      if (inWater && water(x, y - 1, z)) visit(x, y - 1, z, c + SWIM_TICKS, n, 7);
    }
  }
  const end = goal >= 0 ? goal : best;
  const steps: Step[] = [];
  if (nodes.size === 0) return { status: 'none', steps, expanded, cost: Infinity };
  for (let n = end; nodes.parent[n] !== -1; n = nodes.parent[n]) steps.push({ x: nodes.x[n], y: nodes.y[n], z: nodes.z[n], move: MOVES[nodes.move[n]] });
  steps.reverse();
  return { status: goal >= 0 ? 'found' : steps.length > 0 ? 'partial' : 'none', steps, expanded, cost: nodes.g[end] };
}
