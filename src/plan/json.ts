/** JSON parsing with a line and column in the error, for files people edit by hand. */
export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number | null,
    readonly column: number | null,
  ) {
    super(line === null ? `malformed JSON: ${message}` : `malformed JSON at line ${line}, column ${column}: ${message}`);
    this.name = 'JsonSyntaxError';
  }
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const msg = (e as Error).message;
    const m = /position (\d+)/.exec(msg);
    if (!m) throw new JsonSyntaxError(msg.replace(/^JSON\.parse: /, ''), null, null);
    const at = Number(m[1]);
    const before = text.slice(0, at);
    const line = before.split('\n').length;
    throw new JsonSyntaxError(msg.replace(/ in JSON at position \d+.*$/, '').replace(/^JSON\.parse: /, ''), line, at - before.lastIndexOf('\n'));
  }
}
