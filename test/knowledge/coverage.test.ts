import { describe, expect, it } from 'vitest';
import { GameKnowledge, UNOBTAINABLE, getKnowledge, unobtainableReason } from '../../src/knowledge/index.js';

const k = getKnowledge() as GameKnowledge;
const items = k.game.itemsArray.map((i) => i.name).filter((n) => n !== 'air');

describe('coverage of 1.20.4 items', () => {
  it('every item has a source or a documented reason it has none', () => {
    const missing = items.filter((n) => k.sources(n).length === 0 && !unobtainableReason(n));
    expect(missing).toEqual([]);
  });

  it('no item with a source is listed as unobtainable', () => {
    const listed = items.filter((n) => unobtainableReason(n) && k.sources(n).length > 0);
    expect(listed).toEqual([]);
    expect(UNOBTAINABLE.length).toBeGreaterThan(3);
  });

  it('most items can be had', () => {
    const obtainable = items.filter((n) => k.sources(n).length > 0).length;
    console.log(`obtainable: ${obtainable} of ${items.length} items`);
    expect(obtainable / items.length).toBeGreaterThan(0.7);
  });
});
