import { describe, expect, it } from 'vitest';
import { eat } from '../../src/reflexes/eat.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import type { ReflexContext } from '../../src/reflexes/types.js';
import { createScriptedBody } from '../support/scripted-body.js';

const ctx: ReflexContext = { knowledge: getKnowledge(), keep: new Set(), tuning: {} };
const zombieAt = (x: number) => [{ id: 1, name: 'zombie', kind: 'hostile' as const, pos: { x, y: 64, z: 0 } }];

describe('eat reflex', () => {
  it('eats to heal when hurt and short of 18 hunger', () => {
    expect(eat.due(createScriptedBody({ inventory: { cooked_beef: 2 }, vitals: { health: 15, food: 17 } }), ctx)).toBe(true);
  });

  it('does not put the weapon down to eat with a zombie at arm’s length', () => {
    expect(eat.due(createScriptedBody({ inventory: { cooked_beef: 2 }, vitals: { health: 15, food: 17 }, entities: zombieAt(2) }), ctx)).toBe(false);
    expect(eat.due(createScriptedBody({ inventory: { cooked_beef: 2 }, vitals: { health: 15, food: 17 }, entities: zombieAt(12) }), ctx)).toBe(true);
  });

  it('eats whatever is near when starving', () => {
    expect(eat.due(createScriptedBody({ inventory: { cooked_beef: 2 }, vitals: { health: 15, food: 3 }, entities: zombieAt(2) }), ctx)).toBe(true);
  });
});
