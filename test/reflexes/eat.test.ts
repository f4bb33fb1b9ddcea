import { describe, expect, it } from 'vitest';
import { eat } from '../../src/reflexes/eat.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { bestFood, canHeal } from '../../src/skills/inventory.js';
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

  it('leaves the catch of a hunt alone when healing or hungry, and eats it only when starving', () => {
    // A `kill cow` leaf is running: its beef is what the plan is after (seed 24's cow hunt ate its only beef at 17
    // hunger; Odyssey's cook-meat seed 1 ate the beef it was to cook at 15).
    const hunting: ReflexContext = { ...ctx, keep: new Set(['cow', 'beef', 'leather']) };
    expect(eat.due(createScriptedBody({ inventory: { beef: 1 }, vitals: { health: 15, food: 17 } }), hunting)).toBe(false);
    expect(eat.due(createScriptedBody({ inventory: { beef: 1, bread: 1 }, vitals: { health: 15, food: 17 } }), hunting)).toBe(true);
    expect(eat.due(createScriptedBody({ inventory: { beef: 1 }, vitals: { health: 15, food: 12 } }), hunting)).toBe(false);
    expect(eat.due(createScriptedBody({ inventory: { beef: 1 }, vitals: { health: 15, food: 5 } }), hunting)).toBe(true);
  });

  it('never eats poisonous food to heal or for hunger, only when starving (a spider eye poisons for 5 s)', () => {
    const eye = (food: number) => createScriptedBody({ inventory: { spider_eye: 2 }, vitals: { health: 14, food } });
    expect(eat.due(eye(17), ctx)).toBe(false);
    expect(eat.due(eye(12), ctx)).toBe(false);
    expect(eat.due(eye(5), ctx)).toBe(true);
    // Rotten flesh only makes the bot hungrier for a while: still eaten to heal when nothing better is carried.
    expect(eat.due(createScriptedBody({ inventory: { rotten_flesh: 2 }, vitals: { health: 14, food: 17 } }), ctx)).toBe(true);
  });

  it('does not count poisonous food as a way to heal', () => {
    const k = getKnowledge();
    expect(canHeal(createScriptedBody({ inventory: { spider_eye: 3, poisonous_potato: 1 }, vitals: { health: 8, food: 15 } }), k)).toBe(false);
    expect(canHeal(createScriptedBody({ inventory: { spider_eye: 3, bread: 1 }, vitals: { health: 8, food: 15 } }), k)).toBe(true);
    expect(bestFood(createScriptedBody({ inventory: { spider_eye: 3 } }), k, undefined, { poisonous: true })).toBe('spider_eye');
  });
});
