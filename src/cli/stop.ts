/**
 * Ctrl-C (SIGINT) and SIGTERM stop a run the same way: the first of either
 * calls `stop`, which aborts the run so that it ends as usual (run_end in the
 * trace, the trace published, the summary printed, exit code 1). Once it has,
 * the handlers are gone, so a second signal has Node's default effect and ends
 * a run that will not stop at once.
 */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** Returns the function that removes the handlers. */
export function onStopSignal(stop: (signal: NodeJS.Signals) => void): () => void {
  const off = () => {
    for (const s of STOP_SIGNALS) process.off(s, handler);
  };
  const handler = (signal: NodeJS.Signals) => {
    off();
    stop(signal);
  };
  for (const s of STOP_SIGNALS) process.on(s, handler);
  return off;
}
