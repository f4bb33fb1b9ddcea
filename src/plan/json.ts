/** JSON parsing with a line and column in the error, for files people edit by hand. */
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';

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
    // Node's own message rarely has a position; jsonc-parser's strict mode gives the offset.
    const errors: ParseError[] = [];
    parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    const first = errors[0];
    if (!first) throw new JsonSyntaxError((e as Error).message, null, null);
    const before = text.slice(0, first.offset);
    const line = before.split('\n').length;
    throw new JsonSyntaxError(describe(printParseErrorCode(first.error)), line, first.offset - before.lastIndexOf('\n'));
  }
}

const describe = (code: string): string => code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
