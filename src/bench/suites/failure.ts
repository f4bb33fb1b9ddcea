/** A failed run's reason folded into a kind, so counting kinds points at the weakest skill. */

/** The failing step's own words inside a repairer's give-up message. */
function stepMessage(reason: string): string {
  let s = reason.replace(/^gave up: rules: /, '');
  s = /^already tried "(.+)" at \/plan\S* (?:once|\d+ times)/.exec(s)?.[1] ?? s;
  s = s.replace(/; retry.*$/, '').replace(/^repair budget of \d+ used up; last failure at \/plan\S*: /, '');
  s = /^\w+ at \/plan\S*(?: without a known item to obtain)? \((.*)\)$/.exec(s)?.[1] ?? s;
  return s.replace(/^\w+ at \/plan\S* and nothing to search for: /, '');
}

/** A tail cut at a colon inside brackets ("stuck (swim: out of breath)") keeps the closing bracket of a part it lost. */
const balanced = (s: string): string => ((s.match(/\)/g)?.length ?? 0) > (s.match(/\(/g)?.length ?? 0) ? s.replace(/\)$/, '') : s);

/**
 * A failed run's reason, folded into a few kinds so the top kinds point at the
 * weakest skill: deaths by cause, the game-time budget, and otherwise the
 * outcome code with the last one or two parts of the step's message
 * ("place: no free spot next to the player"), positions and numbers blanked.
 */
export function failureKind(r: { reason: string; code: string | null; lastStep?: string | null }): string {
  const died = /died(?: fighting| while [a-z ]+?)? \(([a-z_ ]+)\)/.exec(r.reason) ?? /died (while [a-z_ ]+)/.exec(r.reason);
  if (died) return `died (${died[1]})`;
  if (/game-time budget/.test(r.reason)) return `game-time budget used up${r.lastStep ? ` in ${r.lastStep.split(' ')[0]}` : ''}`;
  const parts = stepMessage(r.reason).split(': ');
  const tail = parts.length > 1 && /^\w+$/.test(parts.at(-2)!) ? parts.slice(-2).join(': ') : parts.at(-1)!;
  const words = balanced(tail)
    .replace(/\(-?\d+, -?\d+, -?\d+\)/g, '(x, y, z)')
    .replace(/\(craft \d+ of \d+\)/g, '')
    .replace(/\b\d+\b/g, '#')
    .replace(/\s+/g, ' ')
    .trim();
  return `${r.code ?? 'failed'}: ${words.slice(0, 90)}`;
}
