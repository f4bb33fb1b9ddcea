/** Per-task tables: every rate with a small bar under its number, sortable by any column (the page's script). */
import { esc } from '../../viz/html/escape.js';

export interface Column {
  name: string;
  /** Rate columns draw a bar in this colour. */
  colour?: string;
  paper?: boolean;
}

export interface Cell {
  text: string;
  /** What the column sorts by; a rate's 0–1 value, or text. Missing figures sort last. */
  sort: number | string | null;
  /** 0–1: draw a bar this long. */
  meter?: number;
  /** Tooltip: the runs behind a rate, the reason a task was not run. */
  title?: string;
}

const td = (c: Cell, col: Column): string => {
  const sort = c.sort === null ? '' : ` data-sort="${esc(c.sort)}"`;
  const title = c.title ? ` title="${esc(c.title)}"` : '';
  const meter =
    c.meter === undefined || !col.colour
      ? ''
      : `<span class="meter${col.paper ? ' paper' : ''}" style="--c:${col.colour};width:${(100 * Math.max(0, Math.min(1, c.meter))).toFixed(1)}%"></span>`;
  return `<td${sort}${title}${typeof c.sort === 'number' ? ' class="num"' : ''}>${esc(c.text)}${meter}</td>`;
};

export function sortableTable(id: string, caption: string, columns: Column[], rows: Cell[][]): string {
  const head = columns
    .map(
      (c) => `<th scope="col" aria-sort="none"><button type="button" data-sort-table="${esc(id)}">${esc(c.name)}${c.paper ? ' (published)' : ''}</button></th>`,
    )
    .join('');
  const body = rows.map((r) => `<tr>${r.map((c, i) => td(c, columns[i]!)).join('')}</tr>`).join('');
  return `<table class="tasks sortable" id="${esc(id)}"><caption>${esc(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/**
 * The page's one script: sort a table by the clicked column, numbers as numbers,
 * cells without a figure last, clicking again reverses. No network, no eval.
 */
export const SORT_JS = `
document.addEventListener('click', (ev) => {
  const b = ev.target.closest('button[data-sort-table]');
  if (!b) return;
  const th = b.closest('th'), table = b.closest('table'), col = [...th.parentNode.children].indexOf(th);
  const dir = th.getAttribute('aria-sort') === 'descending' ? 'ascending' : 'descending';
  for (const h of th.parentNode.children) h.setAttribute('aria-sort', 'none');
  th.setAttribute('aria-sort', dir);
  const key = (tr) => tr.children[col].dataset.sort;
  const rows = [...table.tBodies[0].rows];
  rows.sort((a, b) => {
    const x = key(a), y = key(b);
    if (x === undefined || y === undefined) return (x === undefined) - (y === undefined);
    const nx = Number(x), ny = Number(y);
    const c = !isNaN(nx) && !isNaN(ny) ? nx - ny : String(x).localeCompare(String(y));
    return dir === 'ascending' ? c : -c;
  });
  table.tBodies[0].append(...rows);
});
`;
