import { describe, expect, it } from 'vitest';
import { farm, seedsFor } from '../../src/skills/farm.js';
import { fieldAt } from '../../src/skills/field.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { createScriptedBody, key, type ScriptedBody } from '../support/scripted-body.js';
import { live, skillContext } from '../support/skill-context.js';

const k = getKnowledge();

/** Water at (0,63,0) with grass around it on the same level; the bot stands nearby. */
function field(inventory: Record<string, number>, ripeAfterWaits: number): ScriptedBody {
  const blocks = [{ name: 'water', pos: { x: 0, y: 63, z: 0 } }];
  for (const [x, z] of [
    [2, 0],
    [2, 1],
    [3, 0],
    [1, 2],
  ])
    blocks.push({ name: 'grass_block', pos: { x, y: 63, z } });
  blocks.push({ name: 'short_grass', pos: { x: 2, y: 64, z: 1 } });
  return createScriptedBody({
    inventory,
    position: { x: 0, y: 64, z: 4 },
    blocks,
    places: { wheat_seeds: 'wheat' },
    transforms: { wooden_hoe: { grass_block: 'farmland', dirt: 'farmland' } },
    drops: { wheat: { wheat: 1, wheat_seeds: 2 }, short_grass: { wheat_seeds: 1 } },
    // Crops ripen after a few waits: age 7 once enough game time has passed.
    blockState: (_p, name, body) => (name === 'wheat' ? { age: body.verbs().filter((v) => v === 'wait').length >= ripeAfterWaits ? 7 : 0 } : null),
  });
}

describe('farm skill', () => {
  it('tills soil by water, plants, waits, harvests ripe wheat and replants until the count is held', async () => {
    const body = field({ wooden_hoe: 1, wheat_seeds: 1 }, 2);
    const r = await farm.run(body, { item: 'wheat', count: 2 }, live(), skillContext(k));
    expect(r.ok).toBe(true);
    expect(body.count('wheat')).toBeGreaterThanOrEqual(2);
    const verbs = body.verbs();
    // Tilling comes before planting, and planting before the first wait.
    const firstUse = verbs.indexOf('useOn');
    const firstPlace = verbs.indexOf('place');
    const firstWait = verbs.indexOf('wait');
    expect(firstUse).toBeGreaterThanOrEqual(0);
    expect(firstUse).toBeLessThan(firstPlace);
    expect(firstPlace).toBeLessThan(firstWait);
    // The grass on a plot is cleared before the hoe (vanilla tills only under air).
    const tilled = body.calls.filter((c) => c.verb === 'useOn').map((c) => key((c.args[1] as { block: { x: number; y: number; z: number } }).block));
    expect(tilled).toContain('2,63,0');
    expect(body.blockAt({ x: 2, y: 63, z: 0 })).toBe('farmland');
    // Ripe crops were dug and the plot replanted.
    expect(body.calls.some((c) => c.verb === 'dig' && (c.args[0] as { y: number }).y === 64)).toBe(true);
  });

  it('waits without digging unripe crops', async () => {
    const body = field({ wooden_hoe: 1, wheat_seeds: 1 }, 3);
    const r = await farm.run(body, { item: 'wheat', count: 1 }, live(), skillContext(k));
    expect(r.ok).toBe(true);
    const waits = body.calls.filter((c) => c.verb === 'wait');
    const digsOfCrops = body.calls.filter((c) => c.verb === 'dig' && body.blockAt(c.args[0] as { x: number; y: number; z: number }) !== 'short_grass');
    expect(waits.length).toBeGreaterThanOrEqual(3);
    // Every crop dig happened after the third wait.
    const thirdWait = waits[2]!.tick;
    for (const d of digsOfCrops.filter((c) => (c.args[0] as { y: number }).y === 64 && key(c.args[0] as { x: number; y: number; z: number }) !== '2,64,1')) {
      expect(d.tick).toBeGreaterThan(thirdWait);
    }
  });

  it('refuses without a hoe (no_tool) and without anything to plant (missing_item)', async () => {
    const noHoe = field({ wheat_seeds: 3 }, 1);
    const a = await farm.run(noHoe, { item: 'wheat', count: 1 }, live(), skillContext(k));
    expect(a.ok).toBe(false);
    if (!a.ok) expect(a.code).toBe('no_tool');
    const noSeeds = createScriptedBody({
      inventory: { wooden_hoe: 1 },
      blocks: [
        { name: 'water', pos: { x: 0, y: 63, z: 0 } },
        { name: 'grass_block', pos: { x: 1, y: 63, z: 0 } },
      ],
    });
    const b = await farm.run(noSeeds, { item: 'wheat', count: 1 }, live(), skillContext(k));
    expect(b.ok).toBe(false);
    if (!b.ok) expect(b.code).toBe('missing_item');
  });

  it('asks for a hoe and a field of seeds, one carrot for carrots, and is done by inventory count', () => {
    expect(farm.requirements({ item: 'wheat', count: 20 }, k)).toEqual({
      consumes: [{ item: 'wheat_seeds', count: seedsFor('wheat', 20) }],
      needs: ['wooden_hoe'],
    });
    expect(seedsFor('wheat', 20)).toBe(8);
    expect(seedsFor('wheat', 3)).toBe(3);
    expect(farm.requirements({ item: 'carrot', count: 5 }, k).consumes).toEqual([{ item: 'carrot', count: 1 }]);
    const body = createScriptedBody({ inventory: { wheat: 4 } });
    expect(farm.done(body, { item: 'wheat', count: 4 }, skillContext(k))).toBe(true);
    expect(farm.done(body, { item: 'wheat', count: 5 }, skillContext(k))).toBe(false);
  });
});

describe('knowledge: farming', () => {
  it('farms wheat rather than looking for a village hay bale, and bread farms too', () => {
    const steps = k.chain([{ item: 'wheat', count: 3 }]);
    const farmStep = steps.find((s) => s.item === 'wheat')!;
    expect(farmStep.action).toBe('farm');
    expect(farmStep.consumes).toEqual([{ item: 'wheat_seeds', count: 3 }]);
    expect(farmStep.needs).toContain('wooden_hoe');
    expect(steps.some((s) => s.item === 'hay_block')).toBe(false);
    expect(k.chain([{ item: 'bread', count: 1 }]).find((s) => s.item === 'wheat')?.action).toBe('farm');
    // A big harvest still fetches only a field's worth of seeds.
    expect(k.chain([{ item: 'wheat', count: 40 }]).find((s) => s.item === 'wheat_seeds')?.count).toBe(8);
  });

  it('farms carrots only from a carrot already held', () => {
    expect(k.chain([{ item: 'carrot', count: 5 }]).find((s) => s.item === 'carrot')?.action).not.toBe('farm');
    const held = k.chain([{ item: 'carrot', count: 5 }], { carrot: 1 });
    const step = held.find((s) => s.item === 'carrot')!;
    expect(step.action).toBe('farm');
    expect(step.consumes).toEqual([]);
  });
});

describe('where a field goes', () => {
  /** Water at (0,63,0) on stone, with the given soils (and what stands on them) around it. */
  const by = (soils: Record<string, [string, ...string[]]>): ScriptedBody => {
    const blocks = [{ name: 'water', pos: { x: 0, y: 63, z: 0 } }];
    for (const [at, [soil, ...plants]] of Object.entries(soils)) {
      const [x, z] = at.split(',').map(Number) as [number, number];
      blocks.push({ name: soil, pos: { x, y: 63, z } });
      plants.forEach((p, i) => blocks.push({ name: p, pos: { x, y: 64 + i, z } }));
    }
    return createScriptedBody({ blocks, position: { x: 0, y: 64, z: 5 }, world: (p) => (p.y <= 63 ? 'stone' : 'air') });
  };

  it('tills grass under a flower or a tall plant (broken first), coarse and rooted dirt; not podzol or mud (HoeItem.TILLABLES)', () => {
    const body = by({
      '1,0': ['grass_block', 'poppy'],
      '2,0': ['grass_block', 'rose_bush', 'rose_bush'],
      '-2,0': ['coarse_dirt'],
      '-1,1': ['rooted_dirt'],
      '0,2': ['podzol'],
      '0,-2': ['mud'],
      '3,0': ['grass_block', 'oak_log'],
    });
    const plots = fieldAt(body, { x: 0, y: 63, z: 0 }, 10)!.plots.map(key);
    expect(plots.sort()).toEqual(['-1,63,1', '-2,63,0', '1,63,0', '2,63,0']);
  });

  it('coarse dirt takes two strokes of the hoe: to dirt, then farmland', async () => {
    const body = by({ '2,0': ['coarse_dirt'] });
    const b = createScriptedBody({
      inventory: { wooden_hoe: 1, wheat_seeds: 1 },
      position: { x: 0, y: 64, z: 3 },
      blocks: [
        { name: 'water', pos: { x: 0, y: 63, z: 0 } },
        { name: 'coarse_dirt', pos: { x: 2, y: 63, z: 0 } },
      ],
      world: (p) => body.blockAt(p),
      places: { wheat_seeds: 'wheat' },
      transforms: { wooden_hoe: { coarse_dirt: 'dirt', dirt: 'farmland' } },
      blockState: () => ({ age: 7 }),
      drops: { wheat: { wheat: 1, wheat_seeds: 1 } },
    });
    const r = await farm.run(b, { item: 'wheat', count: 1 }, live(), skillContext(k));
    expect(r.ok).toBe(true);
    expect(b.calls.filter((c) => c.verb === 'useOn')).toHaveLength(2);
  });

  it('walks on past water with no soil by it to other water, and farms there', async () => {
    // Near water on bare stone; far water whose grass is out of sight until the bot stands beside it.
    let body: ScriptedBody | null = null;
    const far = { x: 40, y: 63, z: 0 };
    const grass = (p: { x: number; y: number; z: number }): boolean => p.y === 63 && p.x === 42 && p.z === 0;
    body = createScriptedBody({
      inventory: { wooden_hoe: 1, wheat_seeds: 1 },
      position: { x: 0, y: 64, z: 3 },
      blocks: [
        { name: 'water', pos: { x: 0, y: 63, z: 0 } },
        { name: 'water', pos: far },
      ],
      world: (p) => (grass(p) ? (Math.abs(body!.position().x - far.x) <= 12 ? 'grass_block' : null) : p.y <= 63 ? 'stone' : 'air'),
      places: { wheat_seeds: 'wheat' },
      transforms: { wooden_hoe: { grass_block: 'farmland' } },
      blockState: () => ({ age: 7 }),
      drops: { wheat: { wheat: 1, wheat_seeds: 1 } },
    });
    const r = await farm.run(body, { item: 'wheat', count: 1 }, live(), skillContext(k));
    expect(r.ok, r.ok ? '' : r.message).toBe(true);
    expect(body.blockAt({ x: 42, y: 63, z: 0 })).toBe('farmland');
  });
});
