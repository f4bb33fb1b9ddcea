import type { Body } from '../body/types.js';

const VERBS = new Set(['goto', 'dig', 'place', 'craft', 'smelt', 'equip', 'attack', 'consume', 'useOn', 'collect', 'deposit', 'withdraw', 'toss', 'wait']);

/**
 * Wraps a body so every verb call is counted (the run summary's "actions")
 * and passes through `beforeVerb`. A simulated body settles verbs without
 * yielding to timers, so budgets are enforced here, not by the heartbeat.
 */
export function countingBody(body: Body, beforeVerb: () => void = () => {}): { body: Body; actions: () => number } {
  let actions = 0;
  const proxy = new Proxy(body, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof prop === 'string' && VERBS.has(prop) && typeof value === 'function') {
        return (...args: unknown[]) => {
          actions++;
          beforeVerb();
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { body: proxy, actions: () => actions };
}
