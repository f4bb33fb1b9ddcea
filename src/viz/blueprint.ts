/**
 * Drawings of a blueprint: one top view per layer (y), north up and east to
 * the right, as text, as SVG squares, or as an HTML page with the materials.
 * A blueprint is no tree, so Mermaid and DOT have nothing to draw.
 */
import { bounds, formatBlueprintIssue, materials, validateBlueprint, type Blueprint } from '../knowledge/blueprints.js';
import { getKnowledge } from '../knowledge/index.js';
import { esc } from './html/escape.js';
import { VizError } from './errors.js';

export const BLUEPRINT_FORMATS = ['ascii', 'svg', 'html'] as const;

/** The blueprint, checked as the build skill checks it; a broken one is named issue by issue. */
export function toBlueprint(input: unknown): Blueprint {
  const r = validateBlueprint(input, getKnowledge());
  if (!r.ok) throw new VizError(`invalid blueprint: ${r.issues.map(formatBlueprintIssue).join('; ')}`);
  return r.blueprint;
}

/** One symbol per distinct block: a letter of its name not yet taken, else a digit. */
export function legend(bp: Blueprint): Map<string, string> {
  const out = new Map<string, string>();
  const used = new Set<string>(['.', '+']);
  for (const b of bp.blocks) {
    if (out.has(b.block)) continue;
    const letters = b.block.replace(/[^a-z]/g, '');
    const pick = [...letters, ...letters.toUpperCase(), ...'0123456789*+=%&@$'].find((c) => !used.has(c)) ?? '?';
    used.add(pick);
    out.set(b.block, pick);
  }
  return out;
}

/** y from the top layer down, as a top view reads: the roof first, the ground layer last. */
const layers = (bp: Blueprint): number[] => {
  const { min, max } = bounds(bp);
  const ys: number[] = [];
  for (let y = max.y; y >= min.y; y--) ys.push(y);
  return ys;
};

const materialsLine = (bp: Blueprint): string =>
  materials(bp)
    .map((m) => `${m.count} ${m.item}`)
    .join(', ');

export function renderBlueprintAscii(bp: Blueprint): string {
  const box = bounds(bp);
  // The origin column is drawn even beside the structure, so the grid says where x 0, z 0 is.
  const min = { x: Math.min(0, box.min.x), z: Math.min(0, box.min.z) };
  const max = { x: Math.max(0, box.max.x), z: Math.max(0, box.max.z) };
  const sym = legend(bp);
  const at = new Map(bp.blocks.map((b) => [`${b.x},${b.y},${b.z}`, sym.get(b.block)!]));
  const lines = [`blueprint ${bp.name}: ${bp.description}`, `${bp.blocks.length} blocks; materials: ${materialsLine(bp)}`, ''];
  lines.push(`legend: ${[...sym].map(([block, c]) => `${c} ${block}`).join(', ')}, . nothing; north (−z) up, east (+x) right, + marks the origin column`);
  const pad = Math.max(String(min.z).length, String(max.z).length);
  const header = `${' '.repeat(pad + 2)}${Array.from({ length: max.x - min.x + 1 }, (_, i) => String(Math.abs(min.x + i) % 10)).join('')}  (x)`;
  for (const y of layers(bp)) {
    lines.push('', `y=${y}${y === 0 ? ' (on the ground)' : y < 0 ? ' (in the ground)' : ''}`, header);
    for (let z = min.z; z <= max.z; z++) {
      let row = '';
      for (let x = min.x; x <= max.x; x++) row += at.get(`${x},${y},${z}`) ?? (x === 0 && z === 0 ? '+' : '.');
      lines.push(`${String(z).padStart(pad)}  ${row}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Colours of common building blocks; others get a colour from their name. */
const COLOURS: Record<string, string> = {
  dirt: '#8b5a2b',
  grass_block: '#5d9b3a',
  cobblestone: '#8a8a8a',
  stone: '#9a9a9a',
  '#planks': '#c8a064',
  oak_planks: '#c8a064',
  oak_fence: '#a07840',
  oak_log: '#6b5030',
  '#logs': '#6b5030',
  glass: '#cfe8f0',
  water: '#3a6fd8',
  sand: '#e0d090',
  torch: '#f0c020',
};

function colour(block: string): string {
  const known = COLOURS[block];
  if (known) return known;
  let h = 0;
  for (const c of block) h = (h * 31 + c.charCodeAt(0)) % 360;
  return `hsl(${h}, 45%, 55%)`;
}

const CELL = 16;
const GAP = 24;

export function renderBlueprintSvg(bp: Blueprint): string {
  const { min, max } = bounds(bp);
  const w = (max.x - min.x + 1) * CELL;
  const h = (max.z - min.z + 1) * CELL;
  const ys = layers(bp);
  const sym = legend(bp);
  const legendH = 20 * sym.size + 10;
  const width = Math.max(ys.length * (w + GAP) + GAP, 260);
  const height = 40 + h + 30 + legendH;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<title>${esc(`blueprint ${bp.name}`)}</title>`,
    `<text x="${GAP}" y="18" font-weight="bold">${esc(`${bp.name}: ${bp.blocks.length} blocks, one top view per layer (north up)`)}</text>`,
  ];
  ys.forEach((y, i) => {
    const ox = GAP + i * (w + GAP);
    const oy = 40;
    parts.push(`<g class="layer" data-y="${y}">`, `<text x="${ox}" y="${oy - 6}">y=${y}</text>`);
    parts.push(`<rect x="${ox}" y="${oy}" width="${w}" height="${h}" fill="#f4f4f4" stroke="#ccc"/>`);
    for (const b of bp.blocks.filter((b) => b.y === y)) {
      const x = ox + (b.x - min.x) * CELL;
      const z = oy + (b.z - min.z) * CELL;
      parts.push(
        `<rect x="${x}" y="${z}" width="${CELL}" height="${CELL}" fill="${colour(b.block)}" stroke="#333" stroke-width="0.5"><title>${esc(`${b.block} at (${b.x}, ${b.y}, ${b.z})`)}</title></rect>`,
      );
    }
    parts.push('</g>');
  });
  let ly = 40 + h + 30;
  for (const [block] of sym) {
    parts.push(`<rect x="${GAP}" y="${ly - 11}" width="12" height="12" fill="${colour(block)}" stroke="#333" stroke-width="0.5"/>`);
    parts.push(`<text x="${GAP + 18}" y="${ly}">${esc(block)}</text>`);
    ly += 20;
  }
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

export function renderBlueprintHtml(bp: Blueprint): string {
  const rows = materials(bp)
    .map((m) => `<tr><td>${esc(m.item)}</td><td>${m.count}</td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${esc(`blueprint ${bp.name}`)}</title>
<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 8px;text-align:left}pre{background:#f8f8f8;padding:1em}</style></head>
<body>
<h1>${esc(bp.name)}</h1>
<p>${esc(bp.description)}</p>
<h2>Materials</h2>
<table><tr><th>item</th><th>count</th></tr>
${rows}
</table>
<h2>Layers</h2>
${renderBlueprintSvg(bp)}
<h2>As text</h2>
<pre>${esc(renderBlueprintAscii(bp))}</pre>
</body>
</html>
`;
}

export function renderBlueprint(input: unknown, format: string): string {
  const bp = toBlueprint(input);
  switch (format) {
    case 'ascii':
      return renderBlueprintAscii(bp);
    case 'svg':
      return renderBlueprintSvg(bp);
    case 'html':
      return renderBlueprintHtml(bp);
    default:
      throw new VizError(`a blueprint draws as ${BLUEPRINT_FORMATS.join(', ')}, not ${format}; it has layers, not a tree`);
  }
}
