import { describe, expect, it } from 'vitest';
import { fromPlan, fromTrace, fromTree, renderAscii, renderDot, renderMermaid } from '../../src/viz/index.js';
import { expectGolden } from './golden.js';
import { woodenPickaxePlan } from './fixtures/plan.js';
import { woodenPickaxeTrace } from './fixtures/trace.js';
import { woodenPickaxeTree } from './fixtures/tree.js';

const models = {
  plan: () => fromPlan(woodenPickaxePlan),
  tree: () => fromTree(woodenPickaxeTree),
  run: () => fromTrace(woodenPickaxeTrace),
};

describe('golden dumps', () => {
  for (const [name, build] of Object.entries(models)) {
    it(`ascii of the ${name}`, () => expectGolden(`${name}.ascii.txt`, renderAscii(build())));
    it(`mermaid of the ${name}`, () => expectGolden(`${name}.mmd`, renderMermaid(build())));
    it(`dot of the ${name}`, () => expectGolden(`${name}.dot`, renderDot(build())));
  }
});

describe('renderer details', () => {
  it('ascii marks every node of a run with its state and colours it on request', () => {
    const model = fromTrace(woodenPickaxeTrace);
    const plain = renderAscii(model).trimEnd().split('\n');
    expect(plain.every((l) => /[✓✗▶·] /.test(l))).toBe(true);
    const coloured = renderAscii(model, { color: true });
    expect(coloured).toContain('\x1b[31m✗ craft wooden_pickaxe 1');
    expect(plain.join('\n')).not.toContain('\x1b[');
  });

  it('ascii of a plan shows no state marks (nothing ran)', () => {
    expect(renderAscii(fromPlan(woodenPickaxePlan))).not.toMatch(/[✓✗▶]/);
  });

  it('dot draws prerequisites dashed and repaired nodes bold orange', () => {
    const dot = renderDot(fromTrace(woodenPickaxeTrace));
    const planks = dot.split('\n').find((l) => l.includes('craft oak_planks 4'))!;
    expect(planks).toMatch(/style="[^"]*dashed/);
    const repaired = dot.split('\n').filter((l) => l.includes('⟲ repaired'));
    expect(repaired).toHaveLength(1);
    expect(repaired[0]).toMatch(/penwidth=3/);
    expect(repaired[0]).toContain('repeat ×3');
  });

  it('mermaid escapes quotes and angle brackets in labels', () => {
    const model = fromTree({ type: 'root', child: { type: 'action', call: 'say', args: ['he said "<hi>"'] } });
    const out = renderMermaid(model);
    expect(out).toContain('#quot;#lt;hi#gt;#quot;');
    expect(out).not.toMatch(/"<hi>"/);
  });
});

describe('redaction', () => {
  it('blanks keys, bearer tokens and secret-named fields', async () => {
    const { redactText, redactValue } = await import('../../src/viz/index.js');
    expect(redactText('key sk-abcdef1234567890 and Bearer abc.def-123')).toBe('key sk-[redacted] and Bearer [redacted]');
    expect(redactText('{"api_key": "xyz123", "model": "gpt"}')).toBe('{"api_key": "[redacted]", "model": "gpt"}');
    expect(redactText('authorization=hunter22;')).toBe('authorization="[redacted]";');
    expect(redactValue({ headers: { Authorization: 'x' }, apiKey: 'y', max_tokens: 5, nested: ['sk-0123456789ab'] })).toEqual({
      headers: { Authorization: '[redacted]' }, apiKey: '[redacted]', max_tokens: 5, nested: ['sk-[redacted]'],
    });
  });
});
