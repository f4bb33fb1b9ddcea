/**
 * Keeping large trees readable: identical prerequisite subtrees are drawn once
 * and referenced elsewhere, and trees too big to read are folded breadth-first.
 */
import { createHash } from 'node:crypto';
import { countNodes, makeNode, type VizModel, type VizNode } from './model.js';

/** Structure and run state, not path or ids: two `craft oak_planks` chains under different steps hash alike. */
function hashAll(node: VizNode, out: Map<VizNode, string>): string {
  const kids = node.children.map((c) => hashAll(c, out)).join(',');
  const h = createHash('sha1')
    .update(`${node.kind}\u0000${node.label}\u0000${node.origin}\u0000${node.state}\u0000${node.repaired ? 'r' : ''}\u0000${kids}`)
    .digest('hex');
  out.set(node, h);
  return h;
}

/** Replaces every repeat of an identical prerequisite subtree (2+ nodes) by a `ref` node. Returns a new model. */
export function shareSubtrees(model: VizModel): VizModel {
  const root = structuredClone(model.root);
  const hashes = new Map<VizNode, string>();
  hashAll(root, hashes);
  const first = new Map<string, VizNode>();
  const visit = (node: VizNode): void => {
    node.children = node.children.map((c) => {
      const h = hashes.get(c)!;
      const seen = first.get(h);
      if (c.origin === 'prerequisite' && c.children.length > 0 && seen) {
        (seen.sharedBy ??= []).push(c.id);
        return refTo(c, seen);
      }
      if (c.origin === 'prerequisite' && c.children.length > 0) first.set(h, c);
      visit(c);
      return c;
    });
  };
  visit(root);
  return { ...model, root };
}

function refTo(copy: VizNode, original: VizNode): VizNode {
  const { children, sharedBy, collapsed, ...own } = copy;
  return makeNode({ ...own, kind: 'ref', ref: original.id, refSize: countNodes(copy), children: [] });
}

/**
 * Folds subtrees so that at most `maxVisible` nodes show: breadth-first, a
 * node's children are shown only if all of them still fit. Returns a new model.
 */
export function collapseLarge(model: VizModel, maxVisible: number): VizModel {
  if (countNodes(model.root) <= maxVisible) return model;
  const root = structuredClone(model.root);
  let visible = 1;
  const queue: VizNode[] = [root];
  while (queue.length) {
    const node = queue.shift()!;
    if (node.children.length === 0) continue;
    if (visible + node.children.length <= maxVisible) {
      visible += node.children.length;
      queue.push(...node.children);
    } else {
      node.collapsed = true;
    }
  }
  return { ...model, root };
}

/** Nodes hidden under a collapsed node, or stood for by a ref. */
export const hiddenCount = (node: VizNode): number => (node.kind === 'ref' ? (node.refSize ?? 1) - 1 : countNodes(node) - 1);
