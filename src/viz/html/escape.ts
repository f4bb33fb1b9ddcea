import { redactText } from './redact.js';

/** Text for HTML: secrets scrubbed first, then escaped, so no caller can forget either. */
export const esc = (s: unknown): string =>
  redactText(String(s ?? ''))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
