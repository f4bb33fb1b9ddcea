/** SVG through Graphviz compiled to WebAssembly (@viz-js/viz): no system binary needed. */
import { instance, type Viz } from '@viz-js/viz';
import { renderDot } from './dot.js';
import type { VizModel } from './model.js';
import { VizError } from './errors.js';

let viz: Promise<Viz> | null = null;

export async function renderSvg(model: VizModel): Promise<string> {
  viz ??= instance();
  const result = (await viz).render(renderDot(model), { format: 'svg' });
  if (result.status !== 'success') {
    throw new VizError(`Graphviz could not lay out the tree: ${result.errors.map((e) => e.message).join('; ')}`);
  }
  return result.output;
}
