/**
 * The one redactor for everything Sapling writes: traces, memory, cassettes,
 * reports and error messages. Known secrets (the API key, the password of a
 * base URL) become "[redacted]" wherever they appear, and so do the
 * credentials of any URL written as scheme://user:pass@host.
 */
export const REDACTED = '[redacted]';

export type Secrets = readonly (string | null | undefined)[];

/** Shorter secrets are not scrubbed: they would blank ordinary words. */
const MIN_SECRET = 4;

/** scheme://userinfo@ — userinfo holds no slash, space, quote or second @. */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@"'<>\\]+@/gi;

/** `scheme://[redacted]@host` for every URL in the text that carries credentials. */
export function redactUrlCredentials(text: string): string {
  return text.replace(URL_CREDENTIALS, `$1${REDACTED}@`);
}

/** Each secret as written, URL-encoded and JSON-escaped, longest first. */
function variants(secrets: Secrets): string[] {
  const out = new Set<string>();
  for (const s of secrets) {
    if (!s || s.length < MIN_SECRET) continue;
    out.add(s);
    out.add(encodeURIComponent(s));
    out.add(JSON.stringify(s).slice(1, -1));
  }
  return [...out].sort((a, b) => b.length - a.length);
}

/** The text with every known secret and every URL's credentials replaced by "[redacted]". */
export function redactString(text: string, secrets: Secrets = []): string {
  let out = text;
  for (const s of variants(secrets)) if (out.includes(s)) out = out.split(s).join(REDACTED);
  return redactUrlCredentials(out);
}

/**
 * A deep copy of a JSON-like value with `scrub` applied to every string (keys
 * too); a key matching `secretKey` has its whole value blanked.
 */
export function redactDeep(value: unknown, scrub: (s: string) => string, secretKey?: RegExp): unknown {
  if (typeof value === 'string') return scrub(value);
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, scrub, secretKey));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [scrub(k), secretKey?.test(k) ? REDACTED : redactDeep(v, scrub, secretKey)]));
  }
  return value;
}

/** `redactString` over every string of a JSON-like value. */
export function redactSecrets<T>(value: T, secrets: Secrets = []): T {
  return redactDeep(value, (s) => redactString(s, secrets)) as T;
}

export interface UrlCredentials {
  /** The URL without user name and password. */
  url: string;
  /** Decoded. */
  username: string;
  /** Decoded. */
  password: string;
  /** Every form the credentials could be written in, for `redactString`. */
  secrets: string[];
}

/** Splits `http://user:pass@host/v1` into the bare URL and its credentials; null when it has none or is no URL. */
export function splitUrlCredentials(raw: string): UrlCredentials | null {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return null;
  }
  if (!u.username && !u.password) return null;
  const decode = (s: string): string => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  const username = decode(u.username);
  const password = decode(u.password);
  const secrets = [u.password, password, `${u.username}:${u.password}`, `${username}:${password}`, basicToken(username, password)];
  u.username = '';
  u.password = '';
  return { url: u.href, username, password, secrets: secrets.filter((s) => s !== ':' && s !== '') };
}

/** The token of an `Authorization: Basic` header. */
export function basicToken(username: string, password: string): string {
  return Buffer.from(`${username}:${password}`, 'utf8').toString('base64');
}
