import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  VizError, collapseLarge, countNodes, detect, dump, fromMdsl, fromPlan, fromTrace, fromTree, walk, type VizNode,
} from '../../src/viz/index.js';
import { woodenPickaxePlan } from './fixtures/plan.js';
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
      '/plan', '/plan/steps/0', '/plan/steps/0/step', '/plan/steps/1', '/plan/steps/1/steps/0', '/plan/steps/1/steps/1', '/plan/steps/2', '/plan/steps/3',
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
    const multi = fromTree([{ type: 'root', child: { type: 'branch', ref: 'B' } }, { type: 'root', id: 'B', child: { type: 'action', call: 'Jump' } }]);
    expect(multi.root.children).toHaveLength(2);
    const branch = nodes(multi.root).find((n) => n.kind === 'branch')!;
    expect(branch.ref).toBe(multi.root.children[1].id);
  });

  it('names the bad node when the definition is not mistreevous', () => {
    expect(() => fromTree({ type: 'root', child: { type: 'jump' } })).toThrow(/definition\.child/);
  });
});

describe('fromMdsl', () => {
  it('parses MDSL through mistreevous and links branches to their root', () => {
    const m = fromMdsl(MDSL);
    expect(m.source).toBe('mdsl');
    expect(m.root.children.map((c) => c.label)).toEqual(['root', 'root MakeTools']);
    expect(nodes(m.root).find((n) => n.kind === 'branch')!.ref).toBe(m.root.children[1].id);
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

  it('maps events by path and label when ids are not the runner\'s', () => {
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
