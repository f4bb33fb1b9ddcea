import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { wrapReflexes } from '../../src/compile/reflexes.js';
import {
  VizError,
  collapseLarge,
  countNodes,
  detect,
  dump,
  fromMdsl,
  fromPlan,
  fromTrace,
  fromTree,
  isNotYet,
  markOf,
  walk,
  type VizNode,
} from '../../src/viz/index.js';
import { woodenPickaxePlan } from './fixtures/plan.js';
import { EVIL_MESSAGE, reflexPlainTree, reflexTrace, reflexTraceJsonl, reflexTree } from './fixtures/reflexes.js';
import { traceJsonl, woodenPickaxeTrace } from './fixtures/trace.js';
import { woodenPickaxeTree } from './fixtures/tree.js';

const MDSL = readFileSync(new URL('./fixtures/tree.mdsl', import.meta.url), 'utf8');
const nodes = (root: VizNode) => [...walk(root)].map((w) => w.node);
const byLabel = (root: VizNode, label: string) => nodes(root).filter((n) => n.label === label);

/** Counts mistreevous definition nodes by walking the raw JSON, independently of the builders. */
function definitionSize(def: unknown): number {
  const d = def as { children?: unknown[]; child?: unknown };
  return 1 + (d.children ?? (d.child ? [d.child] : [])).reduce<number>((n, c) => n + definitionSize(c), 0);
}

describe('fromPlan', () => {
  it('gives every plan node its JSON-pointer path', () => {
    const m = fromPlan(woodenPickaxePlan);
    expect(nodes(m.root).map((n) => n.path)).toEqual([
      '/plan',
      '/plan/steps/0',
      '/plan/steps/0/step',
      '/plan/steps/1',
      '/plan/steps/1/steps/0',
      '/plan/steps/1/steps/1',
      '/plan/steps/2',
      '/plan/steps/3',
    ]);
    expect(nodes(m.root).every((n) => n.origin === 'plan' && n.state === 'never')).toBe(true);
    expect(byLabel(m.root, 'craft stick 4')[0].args).toEqual({ item: 'stick', count: 4 });
  });

  it('rejects a non-plan with a VizError naming the fix', () => {
    expect(() => fromPlan({} as never)).toThrow(/top-level "plan"/);
  });
});

describe('fromTree', () => {
  it('reads skill, args and origin from leaves and shares the repeated oak_planks chain', () => {
    const m = fromTree(woodenPickaxeTree);
    const refs = nodes(m.root).filter((n) => n.kind === 'ref');
    expect(refs.map((r) => r.path)).toEqual(['/plan/steps/2/needs/0', '/plan/steps/3/needs/0']);
    const original = nodes(m.root).find((n) => n.id === refs[0].ref)!;
    expect(original.path).toBe('/plan/steps/1/steps/1/needs/0');
    expect(original.origin).toBe('prerequisite');
    expect(original.sharedBy).toEqual(refs.map((r) => r.id));
    // Drawn nodes plus the nodes each ref stands for equal the definition's nodes.
    const hidden = refs.reduce((n, r) => n + (r.refSize ?? 0) - 1, 0);
    expect(countNodes(m.root) + hidden).toBe(definitionSize(woodenPickaxeTree.definition));
    expect(countNodes(fromTree(woodenPickaxeTree, { share: false }).root)).toBe(definitionSize(woodenPickaxeTree.definition));
  });

  it('accepts a bare definition and an array of roots', () => {
    const bare = fromTree({ type: 'sequence', children: [{ type: 'action', call: 'Jump' }] });
    expect(bare.root.kind).toBe('sequence');
    const multi = fromTree([
      { type: 'root', child: { type: 'branch', ref: 'B' } },
      { type: 'root', id: 'B', child: { type: 'action', call: 'Jump' } },
    ]);
    expect(multi.root.children).toHaveLength(2);
    const branch = nodes(multi.root).find((n) => n.kind === 'branch')!;
    expect(branch.ref).toBe(multi.root.children[1].id);
  });

  it('names the bad node when the definition is not mistreevous', () => {
    expect(() => fromTree({ type: 'root', child: { type: 'jump' } })).toThrow(/definition\.child/);
  });
});

describe('fromMdsl', () => {
  it('draws the tree as it compiles, like a plan: branches inlined, every leaf skipped when done and given its prerequisites', () => {
    const m = fromMdsl(MDSL);
    expect(m.source).toBe('mdsl');
    expect(nodes(m.root).some((n) => n.kind === 'branch')).toBe(false);
    expect(byLabel(m.root, 'craft wooden_pickaxe 1')).toHaveLength(1);
    expect(byLabel(m.root, 'done').length).toBeGreaterThanOrEqual(4);
    expect(byLabel(m.root, 'craft #planks 3')).toHaveLength(1);
  });

  it('turns a syntax error into a VizError', () => {
    expect(() => fromMdsl('root { sequence { action [Foo ')).toThrow(VizError);
  });
});

describe('fromTrace', () => {
  const m = fromTrace(woodenPickaxeTrace);

  it('colours nodes by their final state and infers composites', () => {
    expect(byLabel(m.root, 'craft wooden_pickaxe 1')[0].state).toBe('failed');
    expect(byLabel(m.root, 'craft wooden_pickaxe 1')[0].outcome).toMatchObject({ ok: false, code: 'unreachable' });
    expect(byLabel(m.root, 'craft stick 4')[0].state).toBe('succeeded');
    expect(byLabel(m.root, 'has_item(stick, 4)')[0].state).toBe('failed');
    expect(m.root.state).toBe('failed');
    const selectors = nodes(m.root).filter((n) => n.kind === 'selector' && n.path === '/plan/steps/2');
    expect(selectors[0].state).toBe('succeeded');
  });

  it('draws the tree the repair recorded and sums game ticks of its calls only', () => {
    const mine = byLabel(m.root, 'mine oak_log 1')[0];
    const repairAt = woodenPickaxeTrace.findIndex((e) => e.type === 'repair');
    const after = woodenPickaxeTrace.slice(repairAt).filter((e) => e.type === 'skill_end' && e.path === '/plan/steps/0/step');
    expect(after).toHaveLength(3);
    expect(mine.ticks).toBe(after.reduce((n, e) => n + (e.type === 'skill_end' ? e.ticks : 0), 0));
    expect(mine.state).toBe('succeeded');
    // The generation-0 failure is still in the run, on the timeline and in the repair note.
    expect(m.run!.calls.filter((c) => c.path === '/plan/steps/0/step')).toHaveLength(4);
  });

  it('without a recorded tree, maps later generations by plan path and label only', () => {
    const stripped = woodenPickaxeTrace.map((e) => {
      if (e.type === 'repair') {
        const { tree: _drop, ...rest } = e as typeof e & { tree?: unknown };
        return rest;
      }
      return e;
    }) as typeof woodenPickaxeTrace;
    const s = fromTrace(stripped);
    expect(byLabel(s.root, 'craft wooden_pickaxe 1')[0].state).toBe('failed');
    expect(byLabel(s.root, 'mine oak_log 1')[0].state).toBe('succeeded');
    expect(byLabel(s.root, 'has_item(stick, 4)')[0].state).toBe('failed');
    expect(s.run!.unmatched).toBe(0);
    // A later generation's composite events say nothing about this tree's composites: they are inferred.
    expect(s.root.state).toBe('failed');
  });

  it("maps events by path and label when ids are not the runner's", () => {
    const renamed = woodenPickaxeTrace.map((e) => (e.type === 'node' ? { ...e, id: `x${e.id}` } : e));
    const r = fromTrace(renamed);
    expect(byLabel(r.root, 'has_item(crafting_table, 1)')[0].state).toBe('failed');
    expect(byLabel(r.root, 'craft crafting_table 1')[0].state).toBe('succeeded');
  });

  it('marks the repaired subtree with the critic explanation and the failure before it', () => {
    const repaired = nodes(m.root).filter((n) => n.repaired);
    expect(repaired).toHaveLength(1);
    expect(repaired[0].kind).toBe('repeat');
    expect(repaired[0].repaired).toMatchObject({ by: 'llm', failure: { code: 'not_found' } });
    expect(repaired[0].repaired!.explanation).toMatch(/explore/);
  });

  it('collects calls, inventory, LLM exchanges and the end of the run', () => {
    const run = m.run!;
    expect(run.calls).toHaveLength(woodenPickaxeTrace.filter((e) => e.type === 'skill_start').length);
    expect(run.calls.filter((c) => c.ok === false).map((c) => c.code)).toEqual(['not_found', 'unreachable']);
    expect(run.inventory.at(-1)!.items).toEqual({ oak_planks: 6, stick: 4, crafting_table: 1 });
    expect(run.llm).toHaveLength(1);
    expect(run.end).toMatchObject({ ok: false, code: 'unreachable' });
    expect(run.unmatched).toBe(0);
  });

  it('builds from the plan when run_start carries no tree', () => {
    const noTree = woodenPickaxeTrace.map((e) => (e.type === 'run_start' || e.type === 'repair' ? { ...e, tree: undefined } : e));
    const pm = fromTrace(noTree);
    expect(pm.root.path).toBe('/plan');
    expect(nodes(pm.root).find((n) => n.path === '/plan/steps/3')!.state).toBe('failed');
  });

  it('needs a run_start', () => {
    expect(() => fromTrace(woodenPickaxeTrace.slice(1))).toThrow(/no run_start/);
  });
});

describe('collapseLarge', () => {
  it('folds breadth-first so at most the limit stays visible, keeping every node', () => {
    const m = fromTree(woodenPickaxeTree, { share: false });
    const folded = collapseLarge(m, 8);
    let visible = 0;
    const count = (n: VizNode) => {
      visible++;
      if (!n.collapsed) n.children.forEach(count);
    };
    count(folded.root);
    expect(visible).toBeLessThanOrEqual(8);
    expect(nodes(folded.root).some((n) => n.collapsed)).toBe(true);
    expect(countNodes(folded.root)).toBe(countNodes(m.root));
    expect(nodes(m.root).some((n) => n.collapsed)).toBe(false);
  });
});

describe('detect and dump', () => {
  it('recognises each input kind', () => {
    expect(detect(JSON.stringify(woodenPickaxePlan)).kind).toBe('plan');
    expect(detect(JSON.stringify(woodenPickaxeTree)).kind).toBe('tree');
    expect(detect(JSON.stringify(woodenPickaxeTree.definition)).kind).toBe('tree');
    expect(detect(MDSL).kind).toBe('mdsl');
    expect(detect(traceJsonl()).kind).toBe('trace');
  });

  it('dumps every kind in every text format', async () => {
    for (const input of [JSON.stringify(woodenPickaxePlan), JSON.stringify(woodenPickaxeTree), MDSL, traceJsonl()]) {
      for (const f of ['ascii', 'mermaid', 'dot', 'html'] as const) expect((await dump(input, f)).length).toBeGreaterThan(50);
    }
  });

  it('explains unrecognised or malformed input in one line', async () => {
    await expect(dump('{"hello": 1}', 'ascii')).rejects.toThrow(/unrecognised input: expected a plan/);
    await expect(dump('{"plan": ', 'ascii')).rejects.toThrow(/^malformed JSON/);
    await expect(dump(traceJsonl().replace('"type":"node"', '"type":"nodes"'), 'ascii')).rejects.toThrow(/line \d+ is not a trace event/);
    await expect(dump(JSON.stringify(woodenPickaxePlan), 'png' as never)).rejects.toThrow(/unknown format "png"/);
    const err = await dump('', 'ascii').catch((e: Error) => e);
    expect(err).toBeInstanceOf(VizError);
    expect(String((err as Error).message)).not.toContain('\n');
  });
});

describe('the reflex layer', () => {
  const m = fromTrace(reflexTrace);
  const labels = (root: VizNode) => nodes(root).map((n) => n.label);

  it('the hand-written fixture is the layer the compiler wraps', () => {
    expect(wrapReflexes(reflexPlainTree, { names: ['defend', 'eat'] }).definition).toEqual(reflexTree.definition);
  });

  it('labels the layer readably in a tree', () => {
    const t = fromTree(reflexTree);
    expect(labels(t.root)).toEqual([
      'root',
      'reflex layer',
      'plan',
      'sequence',
      'mine oak_log 3',
      'craft oak_planks 4',
      'mine oak_log 2',
      'watch reflexes [until plan_done]',
      'selector',
      'reflex defend',
      'defend due?',
      'run defend',
      'reflex eat',
      'eat due?',
      'run eat',
      'reflex idle',
    ]);
    const eat = nodes(t.root).filter((n) => n.reflex?.name === 'eat');
    expect(eat.map((n) => [n.kind, n.reflex!.role, n.path, n.traceLabel])).toEqual([
      ['sequence', 'reflex', '/reflexes/eat', 'sequence'],
      ['condition', 'due', '/reflexes/eat', 'reflex_due? eat'],
      ['action', 'run', '/reflexes/eat', 'reflex eat'],
    ]);
    // Reflexes are not plan steps.
    expect(eat.every((n) => n.origin === 'tree')).toBe(true);
  });

  it('maps reflex_start and reflex_end onto the reflex actions, as skill calls map onto skill leaves', () => {
    const eat = byLabel(m.root, 'run eat')[0];
    expect(eat).toMatchObject({ state: 'succeeded', fired: 2, ticks: 32 + 30, start: 320, end: 530, outcome: { ok: true, message: 'ok' } });
    const defend = byLabel(m.root, 'run defend')[0];
    expect(defend).toMatchObject({ state: 'failed', fired: 1, ticks: 60, outcome: { ok: false, code: 'unreachable', message: EVIL_MESSAGE } });
    // A reflex's sequence shows the time its reflex took, and the watch's selector the time all took.
    expect(byLabel(m.root, 'reflex eat')[0]).toMatchObject({ fired: 2, ticks: 62 });
    expect(byLabel(m.root, 'selector').find((n) => n.path === null)!.ticks).toBe(122);
    expect(m.run!.unmatched).toBe(0);
  });

  it('draws a reflex that was not due as "not yet", not as a failure', () => {
    const due = byLabel(m.root, 'eat due?')[0];
    expect(due.state).toBe('failed');
    expect(isNotYet(due)).toBe(true);
    expect(markOf(due)).toBe('○');
    expect(markOf(byLabel(m.root, 'reflex eat')[0])).toBe('○');
    expect(markOf(byLabel(m.root, 'run defend')[0])).toBe('✗');
    expect(byLabel(m.root, 'reflex idle')[0].state).toBe('succeeded');
    expect(m.root.state).toBe('succeeded');
  });

  it('lists every firing in the run, with its outcome and ticks', () => {
    const starts = reflexTrace.filter((e) => e.type === 'reflex_start');
    expect(m.run!.reflexes.map((r) => [r.name, r.start, r.end, r.ok, r.ticks])).toEqual([
      ['defend', 100, 160, false, 60],
      ['eat', 320, 352, true, 32],
      ['eat', 500, 530, true, 30],
    ]);
    expect(m.run!.reflexes).toHaveLength(starts.length);
  });

  it("maps reflex node events by path and runner label when ids are not the runner's", () => {
    const renamed = fromTrace(reflexTrace.map((e) => (e.type === 'node' ? { ...e, id: `x${e.id}` } : e)));
    for (const label of ['run eat', 'run defend', 'eat due?', 'reflex idle', 'reflex eat', 'watch reflexes [until plan_done]']) {
      expect(byLabel(renamed.root, label)[0].state).toBe(byLabel(m.root, label)[0].state);
    }
    expect(renamed.run!.unmatched).toBe(0);
  });

  it('keeps a firing that is still running open', () => {
    const cut = reflexTrace.findIndex((e) => e.type === 'reflex_end' && e.name === 'eat');
    const live = fromTrace(reflexTrace.slice(0, cut));
    expect(live.run!.reflexes.at(-1)).toMatchObject({ name: 'eat', end: null, ok: null, ticks: null });
    expect(byLabel(live.root, 'run eat')[0]).toMatchObject({ state: 'running', fired: 1 });
  });

  it('reads and dumps a JSON-lines trace with reflex events in every format', async () => {
    expect(detect(reflexTraceJsonl()).kind).toBe('trace');
    const ascii = await dump(reflexTraceJsonl(), 'ascii');
    expect(ascii).toContain('✓ run eat  /reflexes/eat  fired 2×  62t (3.1s)');
    for (const f of ['mermaid', 'dot', 'html'] as const) expect(await dump(reflexTraceJsonl(), f)).toContain('run eat');
  });
});

describe('reflex events without the reflex layer drawn', () => {
  it('a trace drawn from its plan still lists every firing and counts no reflex node event as unmatched', () => {
    const planOnly = fromTrace(reflexTrace.map((e) => (e.type === 'run_start' ? { ...e, tree: undefined } : e)));
    expect(planOnly.root.path).toBe('/plan');
    expect(planOnly.run!.reflexes).toHaveLength(3);
    expect(planOnly.run!.unmatched).toBe(0);
    expect(nodes(planOnly.root).some((n) => n.reflex)).toBe(false);
  });
});

describe('hostile input', () => {
  it('refuses a plan nested 2,000 levels deep with a VizError, not a stack overflow', async () => {
    let node: unknown = { type: 'skill', skill: 'obtain', args: { item: 'stick', count: 1 } };
    for (let i = 0; i < 2000; i++) node = { type: 'sequence', steps: [node] };
    const text = JSON.stringify({ goal: 'g', thoughts: 't', plan: node });
    for (const format of ['ascii', 'mermaid', 'dot', 'svg', 'html'] as const) await expect(dump(text, format)).rejects.toThrow(/nests more than 512 levels/);
  });
});
