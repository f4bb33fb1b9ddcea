/**
 * The trees in a folder as skills (the shipped `trees/` by default): read in
 * two passes, so trees may call each other in any order. First each file's
 * header gives its name and parameters; then each body is read and checked
 * against the skills and every tree's signature.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plan } from '../contracts/plan.js';
import type { Knowledge } from '../knowledge/types.js';
import type { AnySkill } from '../skills/types.js';
import { TREE_NAME, type TreeHeader } from './tree-header.js';
import { checkTree, parseTree, readHeader, TreeSyntaxError, type TreeSource } from './tree-file.js';
import { treeSkill, type TreeSkill } from './tree-skill.js';
import { syntaxError } from './tree-syntax.js';

export const TREES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'trees');
const EXTENSIONS = ['.mdsl', '.json'];

/** An error in one file of a library, naming the file. */
export class TreeLibraryError extends Error {
  constructor(
    readonly file: string,
    readonly error: TreeSyntaxError,
  ) {
    super(`${file}: ${error.message}`);
    this.name = 'TreeLibraryError';
  }
}

export interface TreeText {
  file: string;
  text: string;
}

export function readTreeDir(dir: string = TREES_DIR): TreeText[] {
  return readdirSync(dir)
    .filter((f) => EXTENSIONS.includes(extname(f)))
    .sort()
    .map((f) => ({ file: join(dir, f), text: readFileSync(join(dir, f), 'utf8') }));
}

/** The trees of a folder as skills, each checked against `skills` and the other trees. */
export function loadTreeSkills(texts: readonly TreeText[], skills: readonly AnySkill[], k: Knowledge): TreeSkill[] {
  return loadTrees(texts, skills, k).trees;
}

/**
 * The trees, and the registry of skills and trees they were checked against.
 * Use that registry rather than a copy: the plan schema is compiled once per
 * registry.
 */
export function loadTrees(texts: readonly TreeText[], skills: readonly AnySkill[], k: Knowledge): { trees: TreeSkill[]; registry: AnySkill[] } {
  const signatures = texts.map(({ file, text }) => inFile(file, () => signature(file, text, skills)));
  signatures.forEach((sig, i) => {
    const twin = signatures.findIndex((o) => o.name === sig.name);
    if (twin !== i) throw new TreeLibraryError(basename(texts[i]!.file), syntaxError(`the tree name '${sig.name}' is taken by ${basename(texts[twin]!.file)}`));
  });
  const known = [...skills, ...signatures.map((h) => treeSkill({ ...h, format: 'mdsl', plan: PLACEHOLDER, positions: new Map() }))];
  const trees = texts.map(({ file, text }) => inFile(file, () => parseTree(text, known, nameOf(file))));
  const out = trees.map((t, i) => treeSkill(t as TreeSource & { name: string }, texts[i]!.file));
  const all = [...skills, ...out];
  trees.forEach((t, i) => inFile(texts[i]!.file, () => checkTree(t, all, k)));
  return { trees: out, registry: all };
}

/** The shipped skills and the trees of a folder, in one registry. */
export function withTrees(skills: readonly AnySkill[], k: Knowledge, dir: string = TREES_DIR): AnySkill[] {
  return loadTrees(readTreeDir(dir), skills, k).registry;
}

/** A signature's stand-in body: calls are checked against the signature only. */
const PLACEHOLDER: Plan = { goal: '', thoughts: '', plan: { type: 'sequence', steps: [] } };

/** Name and parameters, from the header alone. */
function signature(file: string, text: string, skills: readonly AnySkill[]): TreeHeader & { name: string } {
  const header = readHeader(text);
  const name = header.name ?? nameOf(file);
  if (!TREE_NAME.test(name)) throw syntaxError(`the tree's name '${name}' must be lower_snake_case; rename the file or set @name`);
  if (skills.some((s) => s.name === name)) throw syntaxError(`the tree's name '${name}' is already a skill's; rename the file or set @name`);
  return { ...header, name };
}

const nameOf = (file: string): string => basename(file, extname(file));

function inFile<T>(file: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof TreeSyntaxError) throw new TreeLibraryError(basename(file), e);
    throw e;
  }
}
