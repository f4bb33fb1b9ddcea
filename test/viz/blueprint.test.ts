import { readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { detect, dump, VizError } from '../../src/viz/index.js';
import { legend, renderBlueprintAscii, toBlueprint } from '../../src/viz/blueprint.js';

const text = (name: string): string => readFileSync(new URL(`../../blueprints/${name}.json`, import.meta.url), 'utf8');

describe('dumping blueprints', () => {
  it('detects a blueprint among the other inputs', () => {
    expect(detect(text('house')).kind).toBe('blueprint');
    expect(detect(JSON.parse(text('pillar'))).kind).toBe('blueprint');
  });

  it('draws ASCII: one top view per layer, the top first, with a legend and the materials', async () => {
    const out = await dump(text('farm_plot'), 'ascii');
    expect(out).toBe(
      [
        'blueprint farm_plot: ' + JSON.parse(text('farm_plot')).description,
        '15 blocks; materials: 15 oak_fence',
        '',
        'legend: o oak_fence, . nothing; north (−z) up, east (+x) right, + marks the origin column',
        '',
        'y=0 (on the ground)',
        '   01234  (x)',
        '0  oo.oo',
        '1  o...o',
        '2  o...o',
        '3  o...o',
        '4  ooooo',
        '',
      ].join('\n'),
    );
    const house = await dump(text('house'), 'ascii');
    const layers = [...house.matchAll(/^y=(-?\d+)/gm)].map((m) => Number(m[1]));
    expect(layers).toEqual([3, 2, 1, 0]);
    // The door gap: two layers open at x 2 on the north wall, the third closed.
    const row0 = (y: number) => house.split(`y=${y}`)[1]!.split('\n')[2];
    expect(row0(0)).toBe('0  pp.pp');
    expect(row0(1)).toBe('0  pp.pp');
    expect(row0(2)).toBe('0  ppppp');
  });

  it('gives distinct symbols to distinct blocks, and marks the origin where no block is', () => {
    const bp = toBlueprint({
      name: 't',
      description: 'd',
      blocks: [
        { x: 1, y: 0, z: 0, block: 'cobblestone' },
        { x: 2, y: 0, z: 0, block: 'cobbled_deepslate' },
        { x: 1, y: 0, z: 1, block: 'dirt' },
      ],
    });
    const sym = legend(bp);
    expect(new Set(sym.values()).size).toBe(3);
    expect(renderBlueprintAscii(bp)).toMatch(/^0 {2}\+\w\w$/m);
  });

  it('draws SVG with a group per layer and a square per block, well-formed; HTML adds the materials table', async () => {
    const svg = await dump(text('shelter'), 'svg');
    const doc = new XMLParser({ ignoreAttributes: false }).parse(svg) as { svg: { g: { '@_data-y': string; rect: unknown[] }[] } };
    const groups = doc.svg.g;
    expect(groups.map((g) => g['@_data-y'])).toEqual(['2', '1', '0']);
    // Each layer: the background and 9 or 8 blocks.
    expect(groups.map((g) => g.rect.length)).toEqual([10, 9, 9]);
    const html = await dump(text('shelter'), 'html');
    expect(html).toMatch(/<tr><td>dirt<\/td><td>16<\/td><\/tr>/);
    expect(html).toMatch(/<tr><td>cobblestone<\/td><td>9<\/td><\/tr>/);
  });

  it('refuses graph formats and broken blueprints with a message that says why', async () => {
    await expect(dump(text('pillar'), 'mermaid')).rejects.toThrow(/a blueprint draws as ascii, svg, html/);
    const bad = JSON.stringify({ name: 'bad', description: 'x', blocks: [{ x: 0, y: 0, z: 0, block: 'oak_plank' }] });
    await expect(dump(bad, 'ascii')).rejects.toThrow(VizError);
    await expect(dump(bad, 'ascii')).rejects.toThrow(/unknown block 'oak_plank' at \/blocks\/0\/block; did you mean 'oak_planks'\?/);
  });
});
