import { describe, expect, it } from 'vitest';
import { fromPlan, fromTrace, fromTree, renderAscii, renderDot, renderHtml, renderMermaid } from '../../src/viz/index.js';
import { expectGolden } from './golden.js';
import { woodenPickaxePlan } from './fixtures/plan.js';
import { EVIL_MESSAGE, reflexTrace, reflexTree } from './fixtures/reflexes.js';
import { woodenPickaxeTrace } from './fixtures/trace.js';
import { woodenPickaxeTree } from './fixtures/tree.js';

const models = {
  plan: () => fromPlan(woodenPickaxePlan),
  tree: () => fromTree(woodenPickaxeTree),
  run: () => fromTrace(woodenPickaxeTrace),
  'reflex-tree': () => fromTree(reflexTree),
  'reflex-run': () => fromTrace(reflexTrace),
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

describe('the reflex layer in dumps', () => {
  const model = fromTrace(reflexTrace);

  it('ascii shows each reflex, its due check and its action with final states, firings and outcome', () => {
    const lines = renderAscii(model).split('\n');
    const line = (start: string) => lines.find((l) => l.replace(/^[│├└─ ]+/, '').startsWith(start));
    expect(line('✓ reflex layer  /reflexes')).toBeDefined();
    expect(line('✓ plan  /reflexes/plan')).toBeDefined();
    expect(line('✓ watch reflexes [until plan_done]  /reflexes/watch')).toBeDefined();
    expect(line('○ reflex eat  /reflexes/eat  fired 2×')).toBeDefined();
    expect(line('○ eat due?  /reflexes/eat')).toBeDefined();
    expect(line('✓ run eat  /reflexes/eat  fired 2×  62t (3.1s)')).toBeDefined();
    expect(line('✗ run defend  /reflexes/defend  fired 1×  60t (3.0s)  unreachable: zombie fled')).toBeDefined();
    expect(line('✓ reflex idle  /reflexes/watch')).toBeDefined();
    // Not due is no failure: dimmed, not red.
    const coloured = renderAscii(model, { color: true });
    expect(coloured).toContain('\x1b[2m○ eat due?');
    expect(coloured).toContain('\x1b[31m✗ run defend');
  });

  it('mermaid and dot draw the reflex subtree with its states', () => {
    const mmd = renderMermaid(model);
    const runEat = mmd.split('\n').find((l) => l.includes('✓ run eat'))!;
    expect(runEat).toContain('fired 2×');
    const id = runEat.trim().split('(')[0];
    expect(mmd).toContain(`class ${id} succeeded`);
    const dot = renderDot(model).split('\n');
    expect(dot.find((l) => l.includes('✗ run defend'))).toMatch(/class="state-failed origin-tree reflex-run"/);
    expect(dot.find((l) => l.includes('○ eat due?'))).toMatch(/fillcolor="#eeeeee"/);
  });

  it('the HTML report lists each firing in a Reflexes section, escaped, and marks it on every chart', () => {
    const html = renderHtml(model);
    const section = html.match(/<section class="reflexes"><h2>Reflexes<\/h2>([\s\S]*?)<\/section>/)?.[1];
    expect(section).toBeDefined();
    const rows = [...section!.matchAll(/<tr class="reflex-firing (\w+)" data-reflex="(\w+)"><td>\d+<\/td><td>([\d.]+s)<\/td><td>(\d+)<\/td>/g)].map((m) =>
      m.slice(1),
    );
    expect(rows).toEqual([
      ['failed', 'defend', '5.0s', '100'],
      ['succeeded', 'eat', '16.0s', '320'],
      ['succeeded', 'eat', '25.0s', '500'],
    ]);
    expect(section).toContain('60t (3.0s)');
    expect(section).toContain('ok: ate bread');
    expect(section).toMatch(/reflexes fired:[\s\S]*defend ×1[\s\S]*eat ×2/);
    // The failure message is shown as text, never as markup.
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('unreachable: zombie fled &lt;img src=x onerror=alert(1)&gt; &amp; &quot;hid&quot;');
    expect(EVIL_MESSAGE).toContain('<img');
    // Timeline, item counts, health and food: one marker per firing on each.
    expect(html.match(/<g class="reflex-marker"/g)).toHaveLength(3 * 3);
    expect(html).toMatch(/<div class="figure"><span>reflexes fired<\/span><b>3<\/b><\/div>/);
  });

  it('a run without reflexes says so', () => {
    const html = renderHtml(fromTrace(woodenPickaxeTrace));
    expect(html).toContain('<h2>Reflexes</h2><p class="empty">No reflexes fired.</p>');
    expect(html).not.toContain('reflex-marker');
  });
});

describe('redaction', () => {
  it('blanks keys, bearer tokens and secret-named fields', async () => {
    const { redactText, redactValue } = await import('../../src/viz/index.js');
    expect(redactText('key sk-abcdef1234567890 and Bearer abc.def-123')).toBe('key sk-[redacted] and Bearer [redacted]');
    expect(redactText('{"api_key": "xyz123", "model": "gpt"}')).toBe('{"api_key": "[redacted]", "model": "gpt"}');
    expect(redactText('authorization=hunter22;')).toBe('authorization="[redacted]";');
    expect(redactValue({ headers: { Authorization: 'x' }, apiKey: 'y', max_tokens: 5, nested: ['sk-0123456789ab'] })).toEqual({
      headers: { Authorization: '[redacted]' },
      apiKey: '[redacted]',
      max_tokens: 5,
      nested: ['sk-[redacted]'],
    });
  });
});
