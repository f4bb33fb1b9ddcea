import { BODY_VERBS, type Body } from '../contracts/body.js';

const VERBS = new Set<string>(BODY_VERBS);

export interface VerbHooks {
  /** Before each verb: budgets are enforced here, since a simulated body settles verbs without yielding to timers. */
  before?: () => void;
  /** After each verb, before its outcome reaches the skill: where a due reflex gets the tree stepped at once. */
  after?: () => Promise<void> | void;
}

/** Wraps a body so every verb call is counted (the run summary's "actions") and passes through the hooks. */
export function countingBody(body: Body, hooks: VerbHooks = {}): { body: Body; actions: () => number } {
  let actions = 0;
  const proxy = new Proxy(body, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof prop === 'string' && VERBS.has(prop) && typeof value === 'function') {
        return async (...args: unknown[]) => {
          actions++;
          hooks.before?.();
          const out = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          await hooks.after?.();
          return out;
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { body: proxy, actions: () => actions };
}
