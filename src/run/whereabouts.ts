/**
 * Where the run went, for the report's map: position samples, the blocks the
 * bot dug and placed, its deaths and its kills, as trace events.
 *
 * Samples are bounded so traces stay small: one at the start and the end, one
 * after a verb that moved the bot at least a block, and one per game second
 * (at most) while it walks through a long verb. A bot standing still adds
 * nothing. On a body with `onTick` (the simulated world) the bot is watched
 * every tick, so a death is placed where the bot last stood, not where it
 * respawned; a server body is watched on the runner's heartbeat.
 */
import type { Body, BodyVerb, Vec3Like } from '../contracts/body.js';
import type { Outcome } from '../contracts/outcome.js';
import type { TraceRecorder } from './trace-recorder.js';

/** Game ticks between periodic samples while the bot moves. */
export const SAMPLE_TICKS = 20;
/** Blocks the bot must have moved since the last sample for a new one. */
export const MIN_MOVE = 1;

/** A tenth of a block is plenty for a map, and keeps trace lines short. */
const round = (p: Vec3Like): Vec3Like => ({ x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10, z: Math.round(p.z * 10) / 10 });
const far = (a: Vec3Like, b: Vec3Like, d: number) => (a.x - b.x) ** 2 + (a.y - b.y) ** 2 + (a.z - b.z) ** 2 >= d * d;

export class Whereabouts {
  /** Where the bot stood at the last look (before any death since). */
  private here: Vec3Like | null = null;
  private sampled: { pos: Vec3Like; tick: number } | null = null;
  private deaths = 0;
  private stopWatch: (() => void) | null = null;

  constructor(
    private readonly body: Body,
    private readonly trace: TraceRecorder,
  ) {}

  /** The first sample; from here on the bot is watched each tick where the body can tell. */
  start(): void {
    this.deaths = this.body.deaths().length;
    this.sample(true);
    this.stopWatch = this.body.onTick?.(() => this.sample(false)) ?? null;
  }

  /** The runner's heartbeat: the only watch on a body without `onTick`. */
  heartbeat(): void {
    if (!this.stopWatch) this.sample(false);
  }

  /** After a verb: where it left the bot, and what it dug, placed or killed. */
  afterVerb(verb: BodyVerb, args: unknown[], out: Outcome): void {
    this.sample(false, true);
    if (!out.ok) return;
    const data = out.data ?? {};
    const at = this.here ?? round(this.body.position());
    if (verb === 'dig' && isPos(args[0])) this.trace.emit({ type: 'dig', pos: cell(args[0]), block: typeof data.block === 'string' ? data.block : null });
    else if (verb === 'place' && typeof args[0] === 'string') this.trace.emit({ type: 'place', pos: cell(isPos(data.pos) ? data.pos : at), block: args[0] });
    else if ((verb === 'attack' || verb === 'swing') && typeof data.killed === 'string') this.trace.emit({ type: 'kill', pos: at, mob: data.killed });
  }

  /** The last sample, wherever the bot stands; no more watching. */
  stop(): void {
    this.unwatch();
    this.sample(true);
  }

  /** No more watching (a body outlives its runs: exploration runs many on one). */
  unwatch(): void {
    this.stopWatch?.();
    this.stopWatch = null;
  }

  /** Where the bot stands now (rounded), for events such as a repair. */
  where(): Vec3Like {
    return round(this.body.position());
  }

  private sample(always: boolean, afterVerb = false): void {
    let pos: Vec3Like;
    try {
      // Deaths first: the position read next is already the respawn point.
      this.noteDeaths();
      pos = round(this.body.position());
    } catch {
      return; // a server body between connections has no position; the next look will do
    }
    this.here = pos;
    const last = this.sampled;
    const tick = this.body.gameTick();
    const due = always || !last || (far(pos, last.pos, MIN_MOVE) && (afterVerb || tick - last.tick >= SAMPLE_TICKS));
    if (!due) return;
    this.sampled = { pos, tick };
    this.trace.emit({ type: 'position', pos });
  }

  private noteDeaths(): void {
    const deaths = this.body.deaths();
    for (const d of deaths.slice(this.deaths)) {
      this.trace.emit({ type: 'death', pos: this.here ?? round(this.body.position()), cause: d.cause });
      // The path breaks here: the next sample is the respawn point, whatever the distance.
      this.sampled = null;
    }
    this.deaths = deaths.length;
  }
}

const isPos = (v: unknown): v is Vec3Like => !!v && typeof v === 'object' && ['x', 'y', 'z'].every((k) => Number.isFinite((v as Record<string, unknown>)[k]));
const cell = (p: Vec3Like): Vec3Like => ({ x: Math.floor(p.x), y: Math.floor(p.y), z: Math.floor(p.z) });
