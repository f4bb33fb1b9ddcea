import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { countNodes, fromTrace, fromTree, renderSvg, walk, type VizModel } from '../../src/viz/index.js';
import { reflexTrace } from './fixtures/reflexes.js';
import { woodenPickaxeTrace } from './fixtures/trace.js';
import { woodenPickaxeTree } from './fixtures/tree.js';

type El = Record<string, unknown>;

/** Every `<g class="node …">` in the parsed SVG, wherever it sits. */
function svgNodes(x: unknown, out: El[] = []): El[] {
  if (Array.isArray(x)) x.forEach((y) => svgNodes(y, out));
  else if (x && typeof x === 'object') {
    const el = x as El;
    if (typeof el['@_class'] === 'string' && (el['@_class'] as string).split(' ').includes('node')) out.push(el);
    Object.values(el).forEach((v) => svgNodes(v, out));
  }
  return out;
}

async function parsed(model: VizModel) {
  const svg = await renderSvg(model);
  expect(XMLValidator.validate(svg)).toBe(true);
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', htmlEntities: true }).parse(svg);
  return { svg, doc, nodes: svgNodes(doc) };
}

describe('renderSvg', () => {
  it('is XML with one graph node per tree node, titled by node id', async () => {
    const model = fromTree(woodenPickaxeTree);
    const { doc, nodes } = await parsed(model);
    expect(doc.svg).toBeDefined();
    expect(nodes).toHaveLength(countNodes(model.root));
    const titles = new Set(nodes.map((n) => n.title));
    for (const { node } of walk(model.root)) expect(titles.has(node.id)).toBe(true);
  });

  it('carries state classes for a run so a failed node is findable', async () => {
    const model = fromTrace(woodenPickaxeTrace);
    const { nodes } = await parsed(model);
    const failed = nodes.filter((n) => String(n['@_class']).includes('state-failed')).map((n) => n.title);
    const expected = [...walk(model.root)].filter((w) => w.node.state === 'failed').map((w) => w.node.id);
    expect(failed.sort()).toEqual(expected.sort());
    expect(failed.length).toBeGreaterThan(0);
  });

  it("draws the reflex subtree of a run with each node's final state", async () => {
    const model = fromTrace(reflexTrace);
    const { svg, nodes } = await parsed(model);
    expect(nodes).toHaveLength(countNodes(model.root));
    const cls = (role: string) => nodes.filter((n) => String(n['@_class']).split(' ').includes(`reflex-${role}`)).map((n) => String(n['@_class']));
    expect(cls('run')).toHaveLength(2);
    expect(cls('run').filter((c) => c.includes('state-failed'))).toHaveLength(1);
    expect(cls('idle')[0]).toContain('state-succeeded');
    for (const text of ['reflex layer', 'watch reflexes', '✓ run eat', '✗ run defend', '○ eat due?', 'fired 2×']) expect(svg).toContain(text);
  });
});
