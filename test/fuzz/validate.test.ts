/**
 * Fuzzing the plan validator and the JSON reader in front of it: whatever the
 * input, validatePlan returns a result (never throws), and a refusal names
 * each problem by a JSON pointer with a message.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonSyntaxError, MAX_DEPTH, parseJson, validatePlan, type ValidationResult } from '../../src/plan/index.js';
import { chaoticPlan, deepNode, k, mutatedText, runs, validishPlan } from './arbitraries.js';

/** What every result must look like, accepted or not. */
function wellFormed(r: ValidationResult, input: unknown): void {
  if (r.ok) {
    expect(r.plan).toBe(input);
    return;
  }
  expect(Array.isArray(r.issues)).toBe(true);
  expect(r.issues.length).toBeGreaterThan(0);
  for (const i of r.issues) {
    expect(typeof i.path).toBe('string');
    expect(i.path === '' || i.path.startsWith('/')).toBe(true);
    expect(typeof i.message).toBe('string');
    expect(i.message.length).toBeGreaterThan(0);
    expect(i.suggestion === null || typeof i.suggestion === 'string').toBe(true);
  }
}

describe('validatePlan never throws and reports typed issues', () => {
  it('on arbitrary JSON values, bare or as the plan of a plan', () => {
    const input = fc.oneof(
      fc.jsonValue(),
      fc.record({ goal: fc.string(), thoughts: fc.string(), plan: fc.jsonValue() }),
      fc.constantFrom(undefined, Number.NaN, Infinity, () => 0, Symbol('s'), new Date(0), [undefined]),
    );
    fc.assert(
      fc.property(input, (v) => wellFormed(validatePlan(v, k), v)),
      runs(1200),
    );
  });

  it('on plan-shaped values: wrong node types, near-miss skill and item names, args of any type, shuffled keys, any depth', () => {
    fc.assert(
      fc.property(chaoticPlan, (v) => wellFormed(validatePlan(v, k), v)),
      runs(1600),
    );
  });

  /**
   * SKILL_ALIASES was a plain object, so skill "constructor" was answered "did you mean 'function Object() { [native
   * code] }'?". Aliases are own properties only now.
   */
  it('suggests only real names (no prototype members in "did you mean")', () => {
    fc.assert(
      fc.property(chaoticPlan, (v) => {
        const r = validatePlan(v, k);
        if (r.ok) return;
        for (const i of r.issues) expect(i.suggestion ?? '').not.toMatch(/\[object |\[native code\]/);
      }),
      {
        ...runs(300),
        endOnFailure: true,
        examples: [
          [{ goal: 'g', thoughts: '', plan: { type: 'skill', skill: 'constructor', args: {} } }],
          [{ goal: 'g', thoughts: '', plan: { type: 'skill', skill: '__proto__', args: {} } }],
        ],
      },
    );
  });

  it('refuses plans nested past MAX_DEPTH, at the first level too deep', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MAX_DEPTH + 1, max: 3000 }),
        fc.constantFrom('sequence', 'selector', 'parallel', 'repeat', 'mixed' as const),
        (depth, w) => {
          const r = validatePlan({ goal: 'deep', thoughts: '', plan: deepNode(depth, w) }, k);
          expect(r.ok).toBe(false);
          if (!r.ok) expect(r.issues.map((i) => i.message)).toContain(`plan nests deeper than ${MAX_DEPTH} levels`);
        },
      ),
      runs(100),
    );
  });

  it('gives the same verdict for the same plan read back from its JSON text', () => {
    fc.assert(
      fc.property(validishPlan, (p) => {
        const first = validatePlan(p, k);
        const again = validatePlan(parseJson(JSON.stringify(p)), k);
        expect(again.ok).toBe(first.ok);
        if (!first.ok && !again.ok) expect(again.issues).toEqual(first.issues);
      }),
      runs(300),
    );
  });

  /**
   * The whole-plan ajv check once ran with `allErrors: true` over a node `anyOf` of every node kind, so each composite
   * level was validated under all three composite branches: 3^depth work (11 nested sequences took ~7 s; a plan at
   * MAX_DEPTH never finished). Counted in property reads, so the check is deterministic.
   */
  it('does work linear in nesting depth, not exponential', () => {
    const reads = (depth: number): number => {
      const counter = { n: 0 };
      const counted = (v: unknown): unknown => {
        if (!v || typeof v !== 'object') return v;
        const inner = Array.isArray(v) ? v.map(counted) : Object.fromEntries(Object.entries(v).map(([key, x]) => [key, counted(x)]));
        return new Proxy(inner, {
          get(t, p, r) {
            counter.n++;
            return Reflect.get(t, p, r) as unknown;
          },
        });
      };
      const r = validatePlan(counted({ goal: 'g', thoughts: '', plan: deepNode(depth, 'sequence') }), k);
      expect(r.ok).toBe(true);
      return counter.n;
    };
    expect(reads(8) / reads(4)).toBeLessThan(10);
  });
});

describe('parseJson', () => {
  const examples = readdirSync(new URL('../../examples/plans/', import.meta.url))
    .filter((f) => f.endsWith('.json'))
    .map((f) => readFileSync(new URL(`../../examples/plans/${f}`, import.meta.url), 'utf8'));

  const parsesOrSyntaxError = (text: string) => {
    let value: unknown;
    try {
      value = parseJson(text);
    } catch (e) {
      if (!(e instanceof JsonSyntaxError)) throw e;
      expect(e.line === null || (Number.isInteger(e.line) && e.line >= 1)).toBe(true);
      expect(e.column === null || (Number.isInteger(e.column) && e.column >= 1)).toBe(true);
      return;
    }
    // What parses goes on to the validator, which must take it too.
    wellFormed(validatePlan(value, k), value);
  };

  it('reads any text into a value or a JsonSyntaxError with a line and column', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json()), parsesOrSyntaxError), runs(800));
  });

  it('reads hand-edited (mutated) example plans into a value or a JsonSyntaxError', () => {
    fc.assert(fc.property(mutatedText(fc.constantFrom(...examples)), parsesOrSyntaxError), runs(400));
  });

  it('reads back what JSON.stringify wrote', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(JSON.stringify(parseJson(JSON.stringify(v)))).toBe(JSON.stringify(v));
      }),
      runs(300),
    );
  });
});
