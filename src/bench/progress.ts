/**
 * A one-line progress bar with an ETA on stderr, redrawn with a carriage
 * return. Only on a terminal: CI logs and redirected stderr get nothing, so
 * they keep just the bench's own lines.
 */
export interface Progress {
  tick(): void;
  /** Print a line above the bar (the bar is cleared, then redrawn). */
  log(line: string): void;
  end(): void;
}

const WIDTH = 24;

/** 75 → "1m15s", 9 → "9s". */
export const clock = (s: number): string => (s >= 60 ? `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, '0')}s` : `${Math.round(s)}s`);

/** The bar's text: done of total, percent, elapsed and (once a job has ended) the time left at the pace so far. */
export function progressLine(label: string, done: number, total: number, elapsedMs: number): string {
  const filled = total ? Math.round((WIDTH * done) / total) : WIDTH;
  const eta = done ? clock(((total - done) * elapsedMs) / done / 1000) : '?';
  const pct = total ? Math.floor((100 * done) / total) : 100;
  return `${label} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${done}/${total} ${pct}% ${clock(elapsedMs / 1000)} elapsed, ETA ${eta}`;
}

export function startProgress(label: string, total: number, stream: NodeJS.WriteStream = process.stderr): Progress {
  if (!stream.isTTY) return { tick() {}, log: (line) => void stream.write(`${line}\n`), end() {} };
  const started = Date.now();
  let done = 0;
  // Clear to the end of the line so a shorter redraw leaves no tail.
  const draw = () => stream.write(`\r${progressLine(label, done, total, Date.now() - started)}\x1b[K`);
  const clear = () => stream.write('\r\x1b[K');
  draw();
  return {
    tick() {
      done++;
      draw();
    },
    log(line) {
      clear();
      stream.write(`${line}\n`);
      draw();
    },
    end: clear,
  };
}
