/**
 * Fuzzing the compiler: every plan the validator accepts compiles to a tree
 * mistreevous accepts, or fails with a CompileError (knowledge has no way to
 * obtain an item); never any other exception.
 */
import fc from 'fast-check';
import { validateDefinition } from 'mistreevous';
import { afterAll, describe, expect, it } from 'vitest';
import { CompileError, compilePlan, type Tree } from '../../src/compile/index.js';
import { validatePlan } from '../../src/plan/index.js';
import { SKILLS } from '../../src/skills/index.js';
import { k, only, runs, validishPlan } from './arbitraries.js';

const tally = { generated: 0, accepted: 0, compiled: 0, compileErrors: 0 };

function wellFormedTree(tree: Tree): void {
  const v = validateDefinition(tree.definition as never);
  expect(v.errorMessage ?? null).toBe(null);
  expect(v.succeeded).toBe(true);
  expect(tree.source).toBe('plan');
  for (const [path, leaf] of Object.entries(tree.leaves)) {
    expect(leaf.path).toBe(path);
    expect(path.startsWith('/plan')).toBe(true);
    expect(SKILLS.some((s) => s.name === leaf.skill)).toBe(true);
  }
}

describe('compilePlan on plans the validator accepts', () => {
  afterAll(() => {
    const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(0)}%`;
    console.log(
      `fuzz compile: ${tally.generated} plans generated, ${tally.accepted} accepted by the validator (${pct(tally.accepted, tally.generated)}), ` +
        `${tally.compiled} compiled, ${tally.compileErrors} CompileError (${pct(tally.compileErrors, tally.accepted)} of accepted)`,
    );
  });

  it('compiles, with and without the reflex layer, or throws only CompileError', () => {
    fc.assert(
      fc.property(validishPlan, (p) => {
        tally.generated++;
        const v = validatePlan(p, k);
        if (!v.ok) return;
        tally.accepted++;
        const tree = only(() => compilePlan(v.plan, k, SKILLS), CompileError);
        if (!tree) {
          tally.compileErrors++;
          return;
        }
        tally.compiled++;
        wellFormedTree(tree);
        const bare = compilePlan(v.plan, k, SKILLS, { reflexes: false });
        wellFormedTree(bare);
      }),
      runs(800),
    );
    // Keeps the generator honest: most of what it makes should pass the validator, or property 2 tests little.
    expect(tally.accepted / tally.generated).toBeGreaterThan(0.5);
  });

  it('compiles from any starting inventory, and without prerequisites', () => {
    const inventory = fc.dictionary(
      fc.constantFrom('oak_log', 'oak_planks', 'stick', 'cobblestone', 'iron_ingot', 'crafting_table', 'coal'),
      fc.nat({ max: 100 }),
      {
        maxKeys: 4,
      },
    );
    fc.assert(
      fc.property(validishPlan, inventory, fc.boolean(), (p, inv, prerequisites) => {
        const v = validatePlan(p, k);
        if (!v.ok) return;
        const tree = only(() => compilePlan(v.plan, k, SKILLS, { inventory: inv, prerequisites }), CompileError);
        if (tree) wellFormedTree(tree);
      }),
      runs(200),
    );
  });
});
