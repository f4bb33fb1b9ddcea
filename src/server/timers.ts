/**
 * flying-squid starts a 5-second tab-list timer per player that nothing ever
 * clears, and a dig animation timer that a disconnect can orphan. Both write
 * to closed connections after shutdown. We note the intervals flying-squid's
 * player plugins create so closing the server can clear them.
 */
const tracked = new Set<ReturnType<typeof setInterval>>();
let installed = false;
const SOURCES = ['plugins/login.js', 'plugins/digging.js'];

export function trackSquidTimers(): void {
  if (installed) return;
  installed = true;
  const original = globalThis.setInterval;
  const wrapped = (...args: Parameters<typeof setInterval>) => {
    const timer = original(...args);
    const stack = new Error().stack ?? '';
    if (stack.includes('flying-squid') && SOURCES.some((s) => stack.includes(s))) tracked.add(timer);
    return timer;
  };
  globalThis.setInterval = Object.assign(wrapped, original) as typeof setInterval;
}

export function untrackTimers(): void {
  for (const t of tracked) clearInterval(t);
  tracked.clear();
}
