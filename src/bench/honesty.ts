/**
 * How honest the world of a bench section is. Every table names it: a number
 * earned with x-ray senses or a clock that stops while the agent thinks is not
 * comparable with one earned without.
 */
export interface Honesty {
  /** Sense every loaded block (true) or only what a player could see (false). */
  xray: boolean;
  /** Stop the simulated clock while planning and repairing (a server never does). */
  pauseWhileThinking: boolean;
}

export const HONEST: Honesty = { xray: false, pauseWhileThinking: false };
export const XRAY: Honesty = { xray: true, pauseWhileThinking: false };

export function honestyLabel(h: Honesty): string {
  return `${h.xray ? 'x-ray senses (every loaded block)' : 'honest senses (line of sight, memory)'}, ${h.pauseWhileThinking ? 'clock paused while thinking' : 'clock runs while thinking'}`;
}

/** A short key for results: `honest` or `xray`, with `+paused` when the clock stops. */
export function honestyKey(h: Honesty): string {
  return `${h.xray ? 'xray' : 'honest'}${h.pauseWhileThinking ? '+paused' : ''}`;
}
