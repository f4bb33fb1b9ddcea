/**
 * Hand-authored trees (MDSL or mistreevous JSON) compile as plans do: the
 * file is read into a plan (plan/tree-file) and goes through compilePlan, so
 * its leaves get skip-if-done and prerequisites like any plan's. The reflex
 * layer is left to the caller, as for a plan compiled with `reflexes: false`.
 */
import { getKnowledge } from '../knowledge/index.js';
import type { Knowledge } from '../knowledge/types.js';
import { nearestPosition, readTree } from '../plan/tree-file.js';
import { bindParams } from '../plan/tree-params.js';
import { syntaxError } from '../plan/tree-syntax.js';
import type { AnySkill } from '../skills/types.js';
import { compilePlan, CompileError, type CompileOptions } from './compile.js';
import type { Tree } from './types.js';

export { TreeSyntaxError } from '../plan/tree-file.js';

export function loadTreeText(text: string, skills: readonly AnySkill[], k: Knowledge = getKnowledge(), opts: CompileOptions = {}): Tree {
  const src = readTree(text, skills, k);
  // Parameters at their defaults; a required one stays "$name" and its leaf gets no prerequisites.
  const plan = bindParams(src, {}).plan;
  try {
    return { ...compilePlan(plan, k, skills, { reflexes: false, ...opts }), source: src.format };
  } catch (e) {
    // Knowledge has no way to what a leaf needs: an error at the leaf, like any other in the file.
    if (e instanceof CompileError) throw syntaxError(e.message.replace(/ at \/plan\S*$/, ''), nearestPosition(src.positions, e.path));
    throw e;
  }
}
