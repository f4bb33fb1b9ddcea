/**
 * Reports are shared, so anything that looks like a credential is blanked
 * before it reaches the page: OpenAI-style keys, bearer tokens, values of
 * fields named like api_key or authorization, and the user:pass@ of URLs.
 * Known secrets are scrubbed at the source (the LLM client); these patterns
 * catch what a report is handed from elsewhere.
 */
import { redactDeep, redactUrlCredentials } from '../../contracts/redact.js';

const SECRET_KEY = /^(api[_-]?key|x-api-key|authorization|proxy-authorization|password|secret|client[_-]?secret|access[_-]?token|refresh[_-]?token)$/i;
const TEXT_RULES: Array<[RegExp, string]> = [
  [/\bsk-[A-Za-z0-9_-]{6,}/g, 'sk-[redacted]'],
  [/\bBearer\s+[A-Za-z0-9._~+/=-]{4,}/gi, 'Bearer [redacted]'],
  [/(["']?(?:api[_-]?key|x-api-key|authorization|password|client[_-]?secret|access[_-]?token)["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,;}]+)/gi, '$1"[redacted]"'],
];

export function redactText(s: string): string {
  return redactUrlCredentials(TEXT_RULES.reduce((acc, [re, to]) => acc.replace(re, to), s));
}

/** A deep copy with secret-named fields blanked and every string scrubbed. */
export function redactValue(v: unknown): unknown {
  return redactDeep(v, redactText, SECRET_KEY);
}
