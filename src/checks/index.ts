/**
 * The check registry: every condition kind a plan, a repeat's `until` or a
 * hand-written tree may test. Adding one is one file and one line here; the
 * plan schema, the MDSL condition names, the agent's conditions and the dump
 * labels are derived from this list.
 */
import { toNamed, toPositional } from '../contracts/args.js';
import type { ArgValue, Check } from '../contracts/plan.js';
import { blocksNear } from './blocks-near.js';
import { carriesFood } from './carries-food.js';
import { food } from './food.js';
import { hasItem } from './has-item.js';
import { health } from './health.js';
import { nearBlock } from './near-block.js';
import { nearEntity } from './near-entity.js';
import { timeOfDay } from './time-of-day.js';
import type { AnyCheck } from './types.js';
import { yLevel } from './y-level.js';

export type { AnyCheck, CheckDef } from './types.js';

export const CHECKS: readonly AnyCheck[] = [hasItem, nearBlock, blocksNear, nearEntity, timeOfDay, health, food, carriesFood, yLevel];

const BY_KIND = new Map(CHECKS.map((c) => [c.kind, c]));

export const getCheck = (kind: string): AnyCheck | undefined => BY_KIND.get(kind);
export const checkKinds = (): string[] => CHECKS.map((c) => c.kind);

/** A check's arguments, by name, without its kind. */
export function checkArgs(c: Check): Record<string, ArgValue> {
  const { kind: _kind, ...args } = c;
  return args;
}

/** The check's arguments in declared order, as the compiled tree's definition shows them. */
export function checkPositional(c: Check): ArgValue[] {
  const def = getCheck(c.kind);
  return def ? toPositional(def.args, c) : Object.values(checkArgs(c));
}

/** A check from positional arguments (MDSL trees), or null for an unknown kind. */
export function checkFromPositional(kind: string, positional: readonly unknown[]): Check | null {
  const def = getCheck(kind);
  return def ? { kind, ...toNamed(def.args, positional) } : null;
}

export const checkLabel = (c: Check): string => getCheck(c.kind)?.label(c) ?? `${c.kind} ${Object.values(checkArgs(c)).join(' ')}`;
