import { describe, expect, it } from 'vitest';
import { redactSecrets, redactString, redactUrlCredentials, splitUrlCredentials } from '../../src/contracts/redact.js';
import { redactText, redactValue } from '../../src/viz/html/redact.js';

describe('the shared redactor', () => {
  it('replaces known secrets as written, URL-encoded and JSON-escaped, and ignores ones too short to be secrets', () => {
    const key = 'sk-a"b/c+d';
    expect(redactString(`key ${key}, ${encodeURIComponent(key)}, ${JSON.stringify(key)}`, [key, null, 'abc'])).toBe('key [redacted], [redacted], "[redacted]"');
    expect(redactString('abc stays', ['abc'])).toBe('abc stays');
  });

  it('blanks the credentials of any URL, and only those', () => {
    expect(redactUrlCredentials('see http://bob:pw@host:8/v1 and https://tok@x.io/ and mailto:a@b and http://plain/v1')).toBe(
      'see http://[redacted]@host:8/v1 and https://[redacted]@x.io/ and mailto:a@b and http://plain/v1',
    );
  });

  it('goes deep through values, keys included, without changing their shape', () => {
    expect(redactSecrets({ a: ['x SECRET1 y', 3, null, { SECRET1: true }], b: 'ok' }, ['SECRET1'])).toEqual({
      a: ['x [redacted] y', 3, null, { '[redacted]': true }],
      b: 'ok',
    });
  });

  it('splits credentials off a base URL, decoded, with every form worth scrubbing', () => {
    const c = splitUrlCredentials('http://us%40er:p%3Ass@127.0.0.1:8080/v1');
    expect(c).toMatchObject({ url: 'http://127.0.0.1:8080/v1', username: 'us@er', password: 'p:ss' });
    expect(c?.secrets).toEqual(expect.arrayContaining(['p%3Ass', 'p:ss', Buffer.from('us@er:p:ss').toString('base64')]));
    expect(splitUrlCredentials('http://127.0.0.1/v1')).toBeNull();
    expect(splitUrlCredentials('not a url')).toBeNull();
  });

  it('is what the HTML report uses for URLs, alongside its patterns', () => {
    expect(redactText('base http://u:hunter22@h/v1 key sk-abcdef1234567890')).toBe('base http://[redacted]@h/v1 key sk-[redacted]');
    expect(redactValue({ url: 'http://u:p@h', apiKey: 'k' })).toEqual({ url: 'http://[redacted]@h', apiKey: '[redacted]' });
  });
});
