import { WHEREABOUTS_TYPES, type TraceEvent } from '../contracts/trace.js';

/** Distributive Omit, so each event variant keeps its own fields. */
export type EventBody = TraceEvent extends infer E ? (E extends TraceEvent ? Omit<E, 't' | 'tick'> : never) : never;

/**
 * Collects trace events, stamps them with wall time and game tick, keeps the
 * most recent ones for failure reports, and fans out to listeners (the JSONL
 * file, the live view).
 */
export class TraceRecorder {
  readonly events: TraceEvent[] = [];
  private listeners: ((e: TraceEvent) => void)[] = [];
  private start = performance.now();

  constructor(
    private tick: () => number,
    /** Wall time makes traces differ run to run; off for byte-for-byte comparisons. */
    private wallTimes = true,
  ) {}

  on(listener: (e: TraceEvent) => void): void {
    this.listeners.push(listener);
  }

  emit(e: EventBody): TraceEvent {
    const t = this.wallTimes ? Math.round(performance.now() - this.start) : 0;
    const event = { t, tick: this.tick(), ...e } as TraceEvent;
    this.events.push(event);
    for (const l of this.listeners) l(event);
    return event;
  }

  /** The last `n` events, without the run map's samples (a walk would fill the failure report with positions). */
  recent(n = 20): TraceEvent[] {
    const out: TraceEvent[] = [];
    for (let i = this.events.length - 1; i >= 0 && out.length < n; i--) if (!WHEREABOUTS_TYPES.has(this.events[i].type)) out.push(this.events[i]);
    return out.reverse();
  }
}

export const toJsonl = (events: readonly TraceEvent[]): string => events.map((e) => JSON.stringify(e)).join('\n') + (events.length ? '\n' : '');
