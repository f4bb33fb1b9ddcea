/**
 * A Body for tests: it records every verb call in order, keeps a plain
 * inventory and a sparse world of named blocks and entities, and lets a test
 * script each verb's replies (succeed, fail with a code, or hold until the
 * test releases it). Every verb advances a fake game clock and resolves
 * `aborted` as soon as its signal fires. Queries are not recorded.
 */
import type { Body, BodyStatus, EquipSlot, FindOptions, ItemStack, SeenBlock, SeenEntity, Senses, Vec3Like, Vitals } from '../../src/contracts/body.js';
import { BODY_VERBS, type BodyVerb } from '../../src/contracts/body.js';
import { fail, ok, type Outcome } from '../../src/contracts/outcome.js';

export type VerbName = BodyVerb;

export interface BodyCall {
  verb: VerbName;
  /** The verb's arguments without the signal. */
  args: unknown[];
  /** Game tick when the call arrived. */
  tick: number;
}

type Result = Outcome | 'default';
/** A scripted reply: an outcome, `'default'` (behave normally), or a function deciding per call. */
export type Reply = Result | ((call: BodyCall, body: ScriptedBody) => Result | Promise<Result>);

export interface Gate {
  /** Resolves when a call reaches the gate, so a test can act while the verb is in flight. */
  entered: Promise<BodyCall>;
  /** Let the held call finish with `reply` (default: normal behaviour). */
  release(reply?: Reply): void;
}

export interface ScriptedEntity {
  id: number;
  name: string;
  pos: Vec3Like;
  kind?: SeenEntity['kind'];
  /** What killing it adds to the inventory. */
  drops?: Record<string, number>;
}

export interface ScriptedBodyOptions {
  inventory?: Record<string, number>;
  position?: Vec3Like;
  /** Blocks the body can sense (findBlocks) and blockAt reports. */
  blocks?: { name: string; pos: Vec3Like }[];
  entities?: ScriptedEntity[];
  /** blockAt for positions not in `blocks` (default: air everywhere). Not reported by findBlocks. */
  world?: (pos: Vec3Like) => string | null;
  senses?: Partial<Senses>;
  vitals?: Partial<Vitals>;
  ticksPerVerb?: number;
  /** What digging a block gives (default: one of the block itself). */
  drops?: Record<string, Record<string, number>>;
  /** What one craft of an item yields and uses (default: yields 1, uses nothing). */
  recipes?: Record<string, { yields?: number; uses?: Record<string, number> }>;
  /** Smelting: input → output. */
  smelts?: Record<string, string>;
  /** useOn: the held item → what using it gives (`bucket` → `water_bucket`) and whether the item is used up. */
  uses?: Record<string, { gives: string; consumes?: boolean }>;
  /** place: the block an item puts down when it is not the item's name (`wheat_seeds` → `wheat`). */
  places?: Record<string, string>;
  /** useOn an item on a block: block name → what it becomes (`wooden_hoe`: `grass_block` → `farmland`). */
  transforms?: Record<string, Record<string, string>>;
  /** blockState for a position; without it the body has no blockState query. */
  blockState?: (pos: Vec3Like, name: string | null, body: ScriptedBody) => Record<string, string | number> | null;
  /** Chest contents by position key `x,y,z`. */
  chests?: Record<string, Record<string, number>>;
  script?: Partial<Record<VerbName, Reply[]>>;
}

export interface ScriptedBody extends Body {
  readonly calls: BodyCall[];
  /** Verb names in call order. */
  verbs(): VerbName[];
  /** Queue replies for the next calls to `verb`; once used up, the verb behaves normally. */
  script(verb: VerbName, ...replies: Reply[]): void;
  /** Hold the next call to `verb` until the test releases it. */
  hold(verb: VerbName): Gate;
  give(item: string, n: number): void;
  setBlock(pos: Vec3Like, name: string | null): void;
  setPosition(pos: Vec3Like): void;
  readonly chests: Map<string, Map<string, number>>;
}

export const key = (p: Vec3Like): string => `${Math.floor(p.x)},${Math.floor(p.y)},${Math.floor(p.z)}`;
const dist = (a: Vec3Like, b: Vec3Like): number => Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);
const TOOL = /_(pickaxe|axe|shovel|hoe|sword)$|^shears$/;

export function createScriptedBody(opts: ScriptedBodyOptions = {}): ScriptedBody {
  const inv = new Map(Object.entries(opts.inventory ?? {}).filter(([, n]) => n > 0));
  const blocks = new Map((opts.blocks ?? []).map((b) => [key(b.pos), { name: b.name, pos: b.pos }]));
  const entities = new Map((opts.entities ?? []).map((e) => [e.id, e]));
  const chests = new Map(Object.entries(opts.chests ?? {}).map(([k, c]) => [k, new Map(Object.entries(c))]));
  const replies = new Map<VerbName, Reply[]>(Object.entries(opts.script ?? {}) as [VerbName, Reply[]][]);
  const gates = new Map<VerbName, { gate: Gate; enter: (c: BodyCall) => void; wait: Promise<Reply> }[]>();
  const calls: BodyCall[] = [];
  const vitals: Vitals = { health: 20, food: 20, saturation: 5, oxygen: 20, ...opts.vitals };
  let position = opts.position ?? { x: 0, y: 64, z: 0 };
  let held: string | null = null;
  let tick = 0;

  const count = (item: string): number => inv.get(item) ?? 0;
  const give = (item: string, n: number): void => {
    const left = count(item) + n;
    if (left > 0) inv.set(item, left);
    else inv.delete(item);
  };
  const blockAt = (p: Vec3Like): string | null => blocks.get(key(p))?.name ?? (opts.world ? opts.world(p) : 'air');
  const setBlock = (p: Vec3Like, name: string | null): void => {
    blocks.set(key(p), { name: name ?? 'air', pos: { x: Math.floor(p.x), y: Math.floor(p.y), z: Math.floor(p.z) } });
  };
  const lacks = (item: string, n = 1): Outcome | null => (count(item) >= n ? null : fail('missing_item', `need ${n} ${item}, have ${count(item)}`));

  const kill = (id: number): Outcome => {
    const e = entities.get(id);
    if (!e) return fail('not_found', `no entity ${id}`);
    entities.delete(id);
    for (const [item, n] of Object.entries(e.drops ?? {})) give(item, n);
    return ok(e.drops ?? {});
  };

  // Each verb takes its own arguments: `never[]` accepts every signature, and the call below passes a call's recorded args.
  const defaults: Record<VerbName, (...a: never[]) => Outcome> = {
    // Moves straight onto the target unless already within range.
    goto(target: Vec3Like, range: number) {
      if (dist(position, target) > range) position = { ...target };
      return ok();
    },
    dig(pos: Vec3Like) {
      const name = blockAt(pos);
      if (name === null || name === 'air') return fail('not_found', `nothing to dig at ${key(pos)}`);
      setBlock(pos, 'air');
      const got = opts.drops?.[name] ?? { [name]: 1 };
      for (const [item, n] of Object.entries(got)) give(item, n);
      return ok(got);
    },
    place(item: string, pos: Vec3Like | null) {
      const p = pos ?? { x: Math.floor(position.x) + 1, y: Math.floor(position.y), z: Math.floor(position.z) };
      const missing = lacks(item);
      if (missing) return missing;
      give(item, -1);
      setBlock(p, opts.places?.[item] ?? item);
      return ok({ [item]: -1 }, { pos: p });
    },
    craft(item: string, times: number) {
      const r = opts.recipes?.[item] ?? {};
      for (const [need, n] of Object.entries(r.uses ?? {})) {
        const missing = lacks(need, n * times);
        if (missing) return missing;
      }
      for (const [need, n] of Object.entries(r.uses ?? {})) give(need, -n * times);
      give(item, (r.yields ?? 1) * times);
      return ok({ [item]: (r.yields ?? 1) * times });
    },
    smelt(input: string, fuel: string, n: number) {
      const out = opts.smelts?.[input];
      if (!out) return fail('world_error', `${input} does not smelt`);
      const missing = lacks(input, n) ?? lacks(fuel);
      if (missing) return missing;
      give(input, -n);
      give(fuel, -1);
      give(out, n);
      return ok({ [out]: n });
    },
    equip(item: string, slot: EquipSlot) {
      const missing = lacks(item);
      if (missing) return missing;
      if (slot === 'hand') held = item;
      return ok();
    },
    attack: (id: number) => kill(id),
    swing: (id: number) => kill(id),
    consume(item: string) {
      const missing = lacks(item);
      if (missing) return missing;
      give(item, -1);
      vitals.food = Math.min(20, vitals.food + 4);
      return ok({ [item]: -1 });
    },
    useOn(item: string, target?: { block?: Vec3Like }) {
      const missing = lacks(item);
      if (missing) return missing;
      const into = target?.block ? opts.transforms?.[item]?.[blockAt(target.block) ?? ''] : undefined;
      if (target?.block && into) {
        setBlock(target.block, into);
        return ok();
      }
      const use = opts.uses?.[item];
      if (!use) return ok();
      if (use.consumes) give(item, -1);
      give(use.gives, 1);
      return ok({ [use.gives]: 1 });
    },
    collect: () => ok(),
    deposit(chest: Vec3Like, items: ItemStack[]) {
      for (const s of items) {
        const missing = lacks(s.name, s.count);
        if (missing) return missing;
      }
      const c = chests.get(key(chest)) ?? new Map<string, number>();
      chests.set(key(chest), c);
      for (const s of items) {
        give(s.name, -s.count);
        c.set(s.name, (c.get(s.name) ?? 0) + s.count);
      }
      return ok();
    },
    withdraw(chest: Vec3Like, items: ItemStack[]) {
      const c = chests.get(key(chest)) ?? new Map<string, number>();
      for (const s of items) {
        const n = Math.min(s.count, c.get(s.name) ?? 0);
        c.set(s.name, (c.get(s.name) ?? 0) - n);
        give(s.name, n);
      }
      return ok();
    },
    toss(item: string, n: number) {
      const missing = lacks(item, n);
      if (missing) return missing;
      give(item, -n);
      return ok({ [item]: -n });
    },
    wait: (ticks: number) => ((tick += ticks), ok()),
    sleep: () => fail('world_error', 'sleep: the scripted world has no beds', { problem: 'not_possible_now' }),
  };

  async function reply(call: BodyCall, signal: AbortSignal): Promise<Outcome> {
    const queue = gates.get(call.verb);
    let r: Reply;
    if (!queue?.length) r = replies.get(call.verb)?.shift() ?? 'default';
    else {
      const g = queue.shift()!;
      g.enter(call);
      const abortedP = new Promise<'aborted'>((res) => signal.addEventListener('abort', () => res('aborted'), { once: true }));
      const released = await Promise.race([g.wait, abortedP]);
      if (released === 'aborted') return fail('aborted', `${call.verb} aborted`);
      r = released;
    }
    const result = typeof r === 'function' ? await r(call, body) : r;
    if (signal.aborted) return fail('aborted', `${call.verb} aborted`);
    return result === 'default' ? (defaults[call.verb] as (...a: unknown[]) => Outcome)(...call.args) : result;
  }

  function verb(name: VerbName) {
    return async (...a: unknown[]): Promise<Outcome> => {
      // The signal is last but for goto's options; the call keeps the other arguments in order.
      const signal = a.splice(
        a.findIndex((x) => x instanceof AbortSignal),
        1,
      )[0] as AbortSignal;
      const call: BodyCall = { verb: name, args: a, tick };
      calls.push(call);
      tick += opts.ticksPerVerb ?? 20;
      if (signal.aborted) return fail('aborted', `${name} aborted`);
      return reply(call, signal);
    };
  }

  const inventory = (): ItemStack[] => [...inv].map(([name, n]) => ({ name, count: n, durabilityLeft: TOOL.test(name) ? 100 : null }));
  const senses: Senses = { radius: 32, xray: false, ...opts.senses };

  const body: ScriptedBody = {
    kind: 'scripted',
    senses,
    calls,
    chests,
    verbs: () => calls.map((c) => c.verb),
    script: (v, ...r) => replies.set(v, [...(replies.get(v) ?? []), ...r]),
    hold(v) {
      let enter!: (c: BodyCall) => void;
      let release!: (r: Reply) => void;
      const entered = new Promise<BodyCall>((res) => (enter = res));
      const wait = new Promise<Reply>((res) => (release = res));
      const gate: Gate = { entered, release: (r = 'default') => release(r) };
      gates.set(v, [...(gates.get(v) ?? []), { gate, enter, wait }]);
      return gate;
    },
    give,
    setBlock,
    setPosition: (p) => (position = { ...p }),
    status: (): BodyStatus => ({
      position,
      vitals: { ...vitals },
      timeOfDay: 1000,
      gameTick: tick,
      biome: 'plains',
      dimension: 'overworld',
      heldItem: held,
      inventory: inventory(),
      deaths: 0,
    }),
    inventory,
    count,
    position: () => ({ ...position }),
    vitals: () => ({ ...vitals }),
    timeOfDay: () => 1000,
    gameTick: () => tick,
    freeSlots: () => 36 - inv.size,
    heldItem: () => held,
    findBlocks(names, o: FindOptions = {}): SeenBlock[] {
      const max = Math.min(o.maxDistance ?? senses.radius, senses.radius);
      return [...blocks.values()]
        .filter((b) => names.includes(b.name))
        .map((b) => ({ name: b.name, pos: b.pos, distance: dist(b.pos, position) }))
        .filter((b) => b.distance <= max)
        .sort((a, b) => a.distance - b.distance)
        .slice(0, o.count ?? 16);
    },
    blockAt,
    ...(opts.blockState ? { blockState: (p: Vec3Like) => opts.blockState!(p, blockAt(p), body) } : {}),
    entities(f = {}): SeenEntity[] {
      const max = Math.min(f.maxDistance ?? senses.radius, senses.radius);
      return [...entities.values()]
        .filter((e) => !f.names || f.names.includes(e.name))
        .map((e) => ({ id: e.id, name: e.name, kind: e.kind ?? 'passive', pos: e.pos, distance: dist(e.pos, position), health: 10 }))
        .filter((e) => e.distance <= max)
        .sort((a, b) => a.distance - b.distance);
    },
    deaths: () => [],
    ...(Object.fromEntries(BODY_VERBS.map((v) => [v, verb(v)])) as Pick<Body, BodyVerb>),
  };
  return body;
}
