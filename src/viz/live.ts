/**
 * Live views of a running tree. In a terminal the status block redraws in
 * place (ANSI cursor moves, at most ~10 frames a second of wall time); when
 * output is not a TTY it prints one plain line each time the running node
 * changes. `serveLiveHtml` is the browser counterpart.
 */
import type { ItemStack } from '../contracts/body.js';
import { formatTicks } from './model.js';

export { serveLiveHtml, type LiveHtmlServer, type LiveHtmlOptions } from './liveHtml.js';

export interface LiveSnapshot {
  activePath: string | null;
  activeLabel: string | null;
  inventory: ItemStack[] | Record<string, number>;
  health: number;
  food: number;
  /** Game ticks since the run started. */
  tick: number;
  /** Skill calls so far. */
  actions: number;
}

export interface LiveViewOptions {
  stream: NodeJS.WritableStream & { columns?: number };
  isTTY: boolean;
  /** Shortest wall time between two frames on a TTY (default 100 ms). */
  minIntervalMs?: number;
  /** Wall clock, for tests. */
  now?: () => number;
}

export interface LiveView {
  update(snapshot: LiveSnapshot): void;
  /** Draws the last pending frame, restores the cursor, and stops any timer. */
  close(): void;
}

export function createLiveView(opts: LiveViewOptions): LiveView {
  return opts.isTTY ? ttyView(opts) : logView(opts);
}

const inventoryText = (inv: LiveSnapshot['inventory']): string => {
  const pairs = Array.isArray(inv) ? inv.map((s) => [s.name, s.count] as const) : Object.entries(inv);
  return pairs.length ? pairs.map(([k, n]) => `${k}×${n}`).join(' ') : '(empty)';
};

const activeText = (s: LiveSnapshot) => `${s.activeLabel ?? 'idle'}${s.activePath ? `  ${s.activePath}` : ''}`;

export function frameLines(s: LiveSnapshot): string[] {
  return [
    `▶ ${activeText(s)}`,
    `  game ${formatTicks(s.tick)} · actions ${s.actions} · health ${s.health} · food ${s.food}`,
    `  inventory: ${inventoryText(s.inventory)}`,
  ];
}

function ttyView(opts: LiveViewOptions): LiveView {
  const now = opts.now ?? Date.now;
  const interval = opts.minIntervalMs ?? 100;
  let drawn = 0;
  let lastDraw = -Infinity;
  let pending: LiveSnapshot | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  const draw = () => {
    if (!pending) return;
    const width = Math.max(20, (opts.stream.columns ?? 80) - 1);
    // Lines are cut to the width so none wraps: wrapped lines would break the cursor arithmetic.
    const lines = frameLines(pending).map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l));
    const back = drawn ? `\x1b[${drawn}F\x1b[0J` : '\x1b[?25l';
    opts.stream.write(back + lines.join('\n') + '\n');
    drawn = lines.length;
    lastDraw = now();
    pending = null;
  };
  const flushLater = () => {
    timer = null;
    if (!closed) draw();
  };

  return {
    update(s) {
      if (closed) return;
      pending = s;
      const wait = lastDraw + interval - now();
      if (wait <= 0) {
        if (timer) clearTimeout(timer);
        timer = null;
        draw();
      } else if (!timer) {
        timer = setTimeout(flushLater, wait);
        timer.unref();
      }
    },
    close() {
      if (closed) return;
      if (timer) clearTimeout(timer);
      timer = null;
      draw();
      closed = true;
      if (drawn) opts.stream.write('\x1b[?25h');
    },
  };
}

function logView(opts: LiveViewOptions): LiveView {
  let last: string | null = null;
  let closed = false;
  return {
    update(s) {
      const key = `${s.activePath}\u0000${s.activeLabel}`;
      if (closed || key === last) return;
      last = key;
      if (s.activePath === null && s.activeLabel === null) return;
      opts.stream.write(`[tick ${s.tick}] ${activeText(s)} · actions ${s.actions} · health ${s.health} · food ${s.food} · ${inventoryText(s.inventory)}\n`);
    },
    close() {
      closed = true;
    },
  };
}
