/**
 * A tree file as a skill: plans and other trees call it by name with
 * arguments, validated like any skill call, and the call is inlined into the
 * plan before it is walked, so the tree's leaves get everything a plan's get.
 */
import type { ArgSchema } from '../contracts/args.js';
import type { ArgValue, PlanNode } from '../contracts/plan.js';
import { fail } from '../contracts/outcome.js';
import type { NameKind } from '../knowledge/types.js';
import type { AnySkill } from '../skills/types.js';
import { PARAM_KINDS, type TreeParam } from './tree-header.js';
import type { TreeSource } from './tree-file.js';
import { bindParams } from './tree-params.js';

/** A tree that can be called: its file and what it reads as. */
export type TreeSkill = AnySkill & { tree: TreeSource & { name: string }; file: string | null };

export function treeSkill(tree: TreeSource & { name: string }, file: string | null = null): TreeSkill {
  const args = Object.fromEntries(tree.params.map((p) => [p.name, argSchema(p)]));
  const argKinds: Record<string, NameKind> = {};
  for (const p of tree.params) if (PARAM_KINDS[p.type]) argKinds[p.name] = PARAM_KINDS[p.type]!;
  return {
    name: tree.name,
    description: `${tree.description || `the tree ${tree.name}`} (a tree)`,
    kind: 'compositional',
    args,
    argKinds,
    tree,
    file,
    requirements: () => ({ consumes: [], needs: [] }),
    effects: () => ({ has: [] }),
    expand: (values: Record<string, ArgValue>): PlanNode => bindParams(tree, values).plan.plan,
    done: () => false,
    run: async () => fail('world_error', `the tree '${tree.name}' runs inlined into the plan that calls it; compile that plan instead`),
  };
}

export const isTreeSkill = (s: AnySkill): s is TreeSkill => typeof s.expand === 'function' && 'tree' in s;

function argSchema(p: TreeParam): ArgSchema {
  const optional = p.default !== undefined;
  const described = `${p.description || p.name}${optional ? ` (null: ${JSON.stringify(p.default)})` : ''}`;
  switch (p.type) {
    case 'integer':
      return { type: optional ? ['integer', 'null'] : 'integer', description: described };
    case 'number':
      return { type: optional ? ['number', 'null'] : 'number', description: described };
    case 'boolean':
      return { type: optional ? ['boolean', 'null'] : 'boolean', description: described };
    default:
      return { type: optional ? ['string', 'null'] : 'string', description: described };
  }
}
