/**
 * Reports are shared, so anything that looks like a credential is blanked
 * before it reaches the page: OpenAI-style keys, bearer tokens, and values of
 * fields named like api_key or authorization.
 */
const SECRET_KEY = /^(api[_-]?key|x-api-key|authorization|proxy-authorization|password|secret|client[_-]?secret|access[_-]?token|refresh[_-]?token)$/i;
const TEXT_RULES: Array<[RegExp, string]> = [
  [/\bsk-[A-Za-z0-9_-]{6,}/g, 'sk-[redacted]'],
  [/\bBearer\s+[A-Za-z0-9._~+/=-]{4,}/gi, 'Bearer [redacted]'],
  [/(["']?(?:api[_-]?key|x-api-key|authorization|password|client[_-]?secret|access[_-]?token)["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,;}]+)/gi, '$1"[redacted]"'],
];

export function redactText(s: string): string {
  return TEXT_RULES.reduce((acc, [re, to]) => acc.replace(re, to), s);
}

/** A deep copy with secret-named fields blanked and every string scrubbed. */
export function redactValue(v: unknown): unknown {
  if (typeof v === 'string') return redactText(v);
  if (Array.isArray(v)) return v.map(redactValue);
  if (v && typeof v === 'object') {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, SECRET_KEY.test(k) ? '[redacted]' : redactValue(x)]));
  }
  return v;
}
