/** Tree and trace renderers: ASCII, Mermaid, Graphviz DOT and SVG, a self-contained HTML report (with a map of the run), and live views. */
import type { Plan } from '../contracts/plan.js';
import { renderAscii } from './ascii.js';
import { renderBlueprint } from './blueprint.js';
import { detect, type Detected } from './detect.js';
import { renderDot } from './dot.js';
import { VizError } from './errors.js';
import { fromPlan } from './fromPlan.js';
import { fromTrace } from './fromTrace.js';
import { fromMdsl, fromTree } from './fromTree.js';
import { renderHtml } from './html/render.js';
import { renderMermaid } from './mermaid.js';
import type { VizModel } from './model.js';
import { collapseLarge } from './share.js';
import { renderSvg } from './svg.js';

export * from './model.js';
export { VizError } from './errors.js';
export { fromPlan } from './fromPlan.js';
export { fromTree, fromMdsl, type TreeOptions } from './fromTree.js';
export { fromTrace, type TraceOptions } from './fromTrace.js';
export { detect, parseJsonl, type Detected } from './detect.js';
export { renderBlueprint, renderBlueprintAscii, renderBlueprintSvg, renderBlueprintHtml, toBlueprint, BLUEPRINT_FORMATS } from './blueprint.js';
export { shareSubtrees, collapseLarge, hiddenCount } from './share.js';
export { renderAscii, type AsciiOptions } from './ascii.js';
export { renderMermaid } from './mermaid.js';
export { renderDot } from './dot.js';
export { renderSvg } from './svg.js';
export { renderHtml, reportBody, type HtmlOptions } from './html/render.js';
export { mapSvg } from './html/map.js';
export { mapOf, type MapPoint, type RunMap } from './map.js';
export { redactText, redactValue } from './html/redact.js';
export { createLiveView, serveLiveHtml, type LiveSnapshot, type LiveView, type LiveViewOptions, type LiveHtmlServer, type LiveHtmlOptions } from './live.js';

export const DUMP_FORMATS = ['ascii', 'mermaid', 'dot', 'svg', 'html'] as const;
export type DumpFormat = (typeof DUMP_FORMATS)[number];

export interface DumpOptions {
  /** ANSI colours in ASCII output. */
  color?: boolean;
  /** Fold graph outputs (mermaid, dot, svg) beyond this many nodes (default 300); HTML folds at 200 but keeps all nodes. */
  maxNodes?: number;
}

export { MAX_NESTING, nesting, assertDrawable } from './nesting.js';

/** Any supported input (file text or parsed JSON) → a model. */
export function toModel(input: unknown): VizModel {
  return modelOf(detect(input));
}

function modelOf(d: Detected): VizModel {
  switch (d.kind) {
    case 'plan':
      return fromPlan(d.value as Plan);
    case 'tree':
      return fromTree(d.value);
    case 'mdsl':
      return fromMdsl(d.value);
    case 'trace':
      return fromTrace(d.value);
    case 'blueprint':
      throw new VizError('a blueprint is layers of blocks, not a tree: dump it with --format ascii, svg or html');
  }
}

export async function dump(input: unknown, format: DumpFormat, opts: DumpOptions = {}): Promise<string> {
  if (!(DUMP_FORMATS as readonly string[]).includes(format)) {
    throw new VizError(`unknown format "${String(format)}"; use one of ${DUMP_FORMATS.join(', ')}`);
  }
  const d = detect(input);
  if (d.kind === 'blueprint') return renderBlueprint(d.value, format);
  const model = modelOf(d);
  const folded = () => collapseLarge(model, opts.maxNodes ?? 300);
  switch (format) {
    case 'ascii':
      return renderAscii(model, { color: opts.color });
    case 'mermaid':
      return renderMermaid(folded());
    case 'dot':
      return renderDot(folded());
    case 'svg':
      return renderSvg(folded());
    case 'html':
      return renderHtml(model);
  }
}
