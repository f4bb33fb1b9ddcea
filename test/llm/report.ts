import type { BodyStatus, ItemStack } from '../../src/contracts/body.js';
import type { Plan } from '../../src/contracts/plan.js';
import type { FailureReport } from '../../src/run/types.js';
import type { OutcomeCode } from '../../src/contracts/outcome.js';
import { nodeAt as nodeAtPath } from '../../src/contracts/pointer.js';
import { ownerPath } from '../../src/llm/repair.js';

export function statusWith(inventory: ItemStack[] = []): BodyStatus {
  return {
    position: { x: 0, y: 64, z: 0 },
    vitals: { health: 20, food: 20, saturation: 5, oxygen: 20 },
    timeOfDay: 1000,
    gameTick: 100,
    biome: 'plains',
    dimension: 'overworld',
    heldItem: null,
    inventory,
    deaths: 0,
  };
}

/** A failure report as the runner builds it, for the leaf at `path`. */
export function reportFor(
  plan: Plan,
  path: string,
  code: OutcomeCode,
  opts: { message?: string; details?: Record<string, unknown>; inventory?: ItemStack[]; skill?: string; args?: Record<string, unknown> } = {},
): FailureReport {
  const owner = ownerPath(path);
  const subtree = nodeAtPath(plan, owner);
  const leaf = subtree?.type === 'skill' ? subtree : null;
  return {
    path,
    plan,
    subtree,
    subtreePath: owner,
    skill: opts.skill ?? leaf?.skill ?? 'obtain',
    args: opts.args ?? leaf?.args ?? {},
    outcome: { ok: false, code, message: opts.message ?? `${code} happened`, ...(opts.details ? { details: opts.details } : {}) },
    status: statusWith(opts.inventory),
    recent: [],
    repairs: 0,
  };
}
