import { fail, type Outcome } from '../contracts/outcome.js';

/**
 * Abortable skill calls keyed by plan path. mistreevous keeps an aborted
 * promise alive, and when the node is entered again a late result from the old
 * call would complete the new one. Each call therefore gets a token; a call
 * that is no longer current never settles its promise, and its signal is
 * aborted so the skill stops acting on the world.
 */
export class Calls {
  private live = new Map<string, { ctrl: AbortController; token: number }>();
  private next = 0;

  start(path: string, parent?: AbortSignal): { signal: AbortSignal; isCurrent: () => boolean; finish: () => void } {
    this.abort(path);
    const ctrl = new AbortController();
    const onParent = () => ctrl.abort(parent?.reason);
    parent?.addEventListener('abort', onParent, { once: true });
    const token = ++this.next;
    this.live.set(path, { ctrl, token });
    return {
      signal: ctrl.signal,
      isCurrent: () => this.live.get(path)?.token === token,
      finish: () => {
        parent?.removeEventListener('abort', onParent);
        if (this.live.get(path)?.token === token) this.live.delete(path);
      },
    };
  }

  /** Abort the call at path, if one is running; its result will be ignored. */
  abort(path: string): void {
    const call = this.live.get(path);
    if (!call) return;
    this.live.delete(path);
    call.ctrl.abort(new Error(`node ${path} was aborted`));
  }

  abortAll(): void {
    for (const path of [...this.live.keys()]) this.abort(path);
  }

  get running(): number {
    return this.live.size;
  }

  private inflight = new Set<Promise<unknown>>();

  /** Remember a call's settlement, aborted or not, so the run can wait for it before it ends. */
  track(p: Promise<unknown>): void {
    this.inflight.add(p);
    void p.finally(() => this.inflight.delete(p));
  }

  /** Wait until aborted calls have settled (skills honour their signal promptly), at most `ms`. */
  async drain(ms: number): Promise<void> {
    if (this.inflight.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((r) => (timer = setTimeout(r, ms)));
    await Promise.race([Promise.allSettled([...this.inflight]), limit]);
    clearTimeout(timer);
  }
}

/** A promise that never settles: what a stale call hands back to mistreevous. */
export const never = <T>(): Promise<T> => new Promise<T>(() => {});

/** Run an action that should resolve to an Outcome; a throw or a rejection becomes `world_error`. */
export function settled(run: () => Promise<Outcome>, what: string): Promise<Outcome> {
  let p: Promise<Outcome>;
  try {
    p = run();
  } catch (e) {
    p = Promise.resolve(fail('world_error', `${what} threw: ${(e as Error).message}`));
  }
  return p.catch((e: unknown) => fail('world_error', `${what} failed: ${(e as Error)?.message ?? String(e)}`));
}
