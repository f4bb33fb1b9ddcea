/**
 * Fuzzing the dump renderers (ASCII, Mermaid, DOT, SVG, HTML) on accepted
 * plans, their compiled trees, MDSL trees and small synthetic traces: every
 * renderer returns a string, and `dump` throws nothing but VizError, whatever
 * it is given, however deep.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CompileError, compilePlan, type Tree } from '../../src/compile/index.js';
import type { Plan } from '../../src/contracts/plan.js';
import type { TraceEvent } from '../../src/contracts/trace.js';
import { validatePlan } from '../../src/plan/index.js';
import { SKILLS } from '../../src/skills/index.js';
import {
  DUMP_FORMATS,
  dump,
  fromPlan,
  fromTrace,
  fromTree,
  renderAscii,
  renderDot,
  renderHtml,
  renderMermaid,
  VizError,
  walk,
  type DumpFormat,
  type VizModel,
} from '../../src/viz/index.js';
import { deepNode, k, mdslText, mutatedText, onlyAsync, runs, traceArb, validishPlan } from './arbitraries.js';

const SYNC_FORMATS = DUMP_FORMATS.filter((f) => f !== 'svg');

/** Plans the validator accepts (the generator's refusals are filtered out). */
const acceptedPlan: fc.Arbitrary<Plan> = validishPlan.filter((p) => validatePlan(p, k).ok);

/** Accepted plans with their compiled tree (with or without the reflex layer), where knowledge can compile them. */
const compiledTree: fc.Arbitrary<Tree> = fc
  .tuple(acceptedPlan, fc.boolean())
  .map(([p, reflexes]) => {
    try {
      return compilePlan(p, k, SKILLS, reflexes ? {} : { reflexes: false });
    } catch (e) {
      if (e instanceof CompileError) return null;
      throw e;
    }
  })
  .filter((t): t is Tree => t !== null);

/** Every renderer on one model: each returns a non-empty string. */
function renderAll(model: VizModel, color: boolean): void {
  for (const out of [renderAscii(model, { color }), renderMermaid(model), renderDot(model), renderHtml(model)]) {
    expect(typeof out).toBe('string');
    expect(out.length).toBeGreaterThan(0);
  }
}

/** `dump` in the given formats: a string, or a VizError. */
async function dumpIn(formats: readonly DumpFormat[], input: unknown, maxNodes?: number): Promise<void> {
  for (const format of formats) {
    const out = await onlyAsync(() => dump(input, format, { maxNodes }), VizError);
    if (out !== undefined) expect(typeof out).toBe('string');
  }
}

/** One format per input (the renderers are also called directly on every model): keeps the suite fast. */
const format = fc.constantFrom(...SYNC_FORMATS);

const pathsOf = (model: VizModel): string[] => [...walk(model.root)].map(({ node }) => node.path).filter((p): p is string => !!p);

/** Small runs of an accepted plan or of its compiled tree, with events around their paths. */
const trace: fc.Arbitrary<TraceEvent[]> = traceArb(
  fc.oneof(
    acceptedPlan.map((plan) => ({ plan })),
    compiledTree.map((tree) => ({ tree })),
    fc.tuple(acceptedPlan, compiledTree).map(([plan, tree]) => ({ plan, tree })),
  ),
  (s) => pathsOf(s.tree ? fromTree(s.tree) : fromPlan(s.plan as Plan)),
);

const maxNodes = fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined });

describe('renderers on accepted plans, compiled trees and traces', () => {
  it('plans: every renderer returns a string; dump never throws', async () => {
    await fc.assert(
      fc.asyncProperty(acceptedPlan, fc.boolean(), maxNodes, format, async (p, color, max, f) => {
        renderAll(fromPlan(p), color);
        await dumpIn([f], p, max);
      }),
      runs(150),
    );
  });

  it('compiled trees: every renderer returns a string; dump never throws', async () => {
    await fc.assert(
      fc.asyncProperty(compiledTree, fc.boolean(), maxNodes, format, async (t, color, max, f) => {
        renderAll(fromTree(t, { share: color }), color);
        await dumpIn([f], t, max);
      }),
      runs(100),
    );
  });

  it('MDSL text, well-formed or hand-edited: dump returns a string or a VizError', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(mdslText, mutatedText(mdslText)), maxNodes, format, async (text, max, f) => {
        await dumpIn([f], text, max);
      }),
      runs(200),
    );
  });

  it('traces: every renderer returns a string; dump never throws, as events or as JSON lines', async () => {
    await fc.assert(
      fc.asyncProperty(trace, fc.boolean(), maxNodes, format, fc.boolean(), async (events, color, max, f, asText) => {
        renderAll(fromTrace(events, { share: color }), color);
        await dumpIn([f], asText ? events.map((e) => JSON.stringify(e)).join('\n') : events, max);
      }),
      runs(120),
    );
  });

  it('SVG (Graphviz in wasm) of plans, trees and traces', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(acceptedPlan, compiledTree, trace), maxNodes, async (input, max) => {
        await dumpIn(['svg'], input, max);
      }),
      runs(10),
    );
  });
});

describe('dump on anything else', () => {
  it('arbitrary JSON, text and plan-, tree- and trace-like junk: a string or a VizError', async () => {
    const junk = fc.jsonValue({ maxDepth: 3 });
    const input = fc.oneof(
      junk,
      fc.string(),
      junk.map((v) => JSON.stringify(v) ?? ''),
      fc.record({ plan: junk, goal: junk }, { requiredKeys: ['plan'] }),
      fc.record({ definition: junk, leaves: junk }),
      fc.record({ type: fc.constantFrom('root', 'sequence', 'action', 'run_start', 'node'), tick: fc.oneof(fc.nat(), junk), child: junk, children: junk }),
      fc.array(
        fc.record({ type: fc.constantFrom('run_start', 'node', 'skill_end', 'repair'), tick: fc.nat(), t: fc.nat(), tree: junk, plan: junk, path: junk }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(input, fc.constantFrom(...SYNC_FORMATS), async (v, format) => {
        const out = await onlyAsync(() => dump(v, format), VizError);
        if (out !== undefined) expect(typeof out).toBe('string');
      }),
      runs(500),
    );
  });
});

describe('deep plans', () => {
  /** The plan's JSON text, written directly: JSON.stringify overflows a few thousand levels down. */
  const deepText = (depth: number): string =>
    `{"goal":"deep","thoughts":"","plan":${'{"type":"sequence","steps":['.repeat(depth - 1)}{"type":"skill","skill":"mine","args":{"block":"stone","count":1}}${']}'.repeat(depth - 1)}}`;
  const depth = fc.oneof(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 3000 }), fc.constantFrom(255, 256, 257, 2000));

  it('dump returns a string or a VizError however deep the plan, never a stack overflow', async () => {
    await fc.assert(
      fc.asyncProperty(
        depth,
        fc.constantFrom('sequence', 'selector', 'parallel', 'repeat', 'mixed' as const),
        fc.boolean(),
        fc.constantFrom(...DUMP_FORMATS),
        async (d, w, asText, f) => {
          await dumpIn([f], asText ? deepText(d) : { goal: 'deep', thoughts: '', plan: deepNode(d, w) });
        },
      ),
      {
        ...runs(60),
        examples: [
          [2000, 'sequence', true, 'ascii'],
          [255, 'sequence', false, 'svg'],
          [2000, 'mixed', false, 'html'],
        ],
      },
    );
  });

  /**
   * Builders and renderers recurse over the model, and were once reached by callers that skip dump() (a plan 2,000
   * sequences deep overflowed the stack in collapseLarge; ~6,000 in fromPlan). fromPlan, fromTree and fromTrace now
   * refuse input nested beyond MAX_NESTING themselves.
   */
  it('the renderers themselves (without dump) draw a deep plan or refuse it with a VizError, never overflow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6000 }), (d) => {
        let model: VizModel;
        try {
          model = fromPlan({ goal: 'deep', thoughts: '', plan: deepNode(d, 'sequence') } as Plan);
        } catch (e) {
          expect(e).toBeInstanceOf(VizError);
          return;
        }
        renderAll(model, false);
      }),
      { ...runs(10), examples: [[2000]], endOnFailure: true },
    );
  });
});
