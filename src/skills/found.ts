import type { Body } from '../contracts/body.js';
import { ok, type Outcome } from '../contracts/outcome.js';
import { sense, type Target } from './target.js';

/** The target if sensed now, as a search's successful outcome (data: pos, name, entityId). */
export const found = (body: Body, target: Target): Outcome | null => {
  const s = sense(body, target);
  return s ? ok(undefined, { pos: s.pos, name: s.name, ...(s.entityId !== undefined ? { entityId: s.entityId } : {}) }) : null;
};
