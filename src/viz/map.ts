/**
 * A run seen from above: where the bot went (position samples, broken into
 * legs at each death, since the bot respawns elsewhere), and where it dug,
 * placed, killed, died and was repaired. Read from the trace's whereabouts
 * events (src/run/whereabouts.ts); traces recorded before them give an empty map.
 */
import type { TraceEvent } from '../contracts/trace.js';

export interface MapPoint {
  tick: number;
  x: number;
  y: number;
  z: number;
}

export interface RunMap {
  /** The bot's path: one leg per life, samples in game-time order. */
  legs: MapPoint[][];
  digs: Array<MapPoint & { block: string | null }>;
  places: Array<MapPoint & { block: string }>;
  deaths: Array<MapPoint & { cause: string }>;
  kills: Array<MapPoint & { mob: string }>;
  /** Where the bot stood when the plan was repaired, and which plan path was. */
  repairs: Array<MapPoint & { path: string; by: string; kind: string; explanation: string }>;
}

export const emptyMap = (): RunMap => ({ legs: [], digs: [], places: [], deaths: [], kills: [], repairs: [] });

/** Every marker kind, in drawing order (later ones on top). */
export const MARKER_KINDS = ['dig', 'place', 'kill', 'repair', 'death'] as const;
export type MarkerKind = (typeof MARKER_KINDS)[number];

export function mapOf(events: readonly TraceEvent[]): RunMap {
  const map = emptyMap();
  let leg: MapPoint[] | null = null;
  let last: MapPoint | null = null;
  for (const e of events) {
    switch (e.type) {
      case 'position':
        last = { tick: e.tick, ...xyz(e.pos) };
        if (!leg) map.legs.push((leg = []));
        leg.push(last);
        break;
      case 'death':
        map.deaths.push({ tick: e.tick, ...xyz(e.pos), cause: e.cause });
        // Close the leg where the bot fell, so the path does not run on to the respawn point.
        if (leg && last && (last.x !== e.pos.x || last.z !== e.pos.z)) leg.push({ tick: e.tick, ...xyz(e.pos) });
        leg = null;
        break;
      case 'dig':
        map.digs.push({ tick: e.tick, ...xyz(e.pos), block: e.block });
        break;
      case 'place':
        map.places.push({ tick: e.tick, ...xyz(e.pos), block: e.block });
        break;
      case 'kill':
        map.kills.push({ tick: e.tick, ...xyz(e.pos), mob: e.mob });
        break;
      case 'repair': {
        // Older traces carry no position: the last sample stands in (the bot does not walk while the plan is repaired).
        const at = e.pos ? xyz(e.pos) : last;
        if (at) map.repairs.push({ tick: e.tick, x: at.x, y: at.y, z: at.z, path: e.path, by: e.by, kind: e.kind, explanation: e.explanation });
        break;
      }
    }
  }
  return map;
}

const xyz = (p: { x: number; y: number; z: number }) => ({ x: p.x, y: p.y, z: p.z });

/** Whether the trace said where anything happened. */
export const hasWhereabouts = (m: RunMap): boolean => m.legs.length > 0 || m.digs.length + m.places.length + m.deaths.length + m.kills.length > 0;
