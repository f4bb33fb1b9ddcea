/** The helpers behind crash-safe output (src/contracts/atomic.ts) and numeric flags (src/contracts/flags.ts). */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPartialFile, writeFileAtomic, writeFileAtomicSync } from '../../src/contracts/atomic.js';
import { FlagError, parseWholeFlag, RANGES } from '../../src/contracts/flags.js';

const fresh = () => mkdtempSync(join(tmpdir(), 'sapling-atomic-'));

describe('writeFileAtomic', () => {
  for (const [name, write] of [
    ['sync', async (p: string, t: string) => writeFileAtomicSync(p, t)],
    ['async', writeFileAtomic],
  ] as const) {
    it(`${name}: writes a new file and replaces an old one, leaving no temp file`, async () => {
      const d = fresh();
      const f = join(d, 'out.json');
      await write(f, 'first');
      await write(f, 'second, longer');
      await write(f, '3');
      expect(readFileSync(f, 'utf8')).toBe('3');
      expect(readdirSync(d)).toEqual(['out.json']);
    });

    it(`${name}: keeps the permission bits of the file it replaces`, async () => {
      const d = fresh();
      const f = join(d, 'script.sh');
      writeFileSync(f, 'old');
      chmodSync(f, 0o751);
      await write(f, 'new');
      expect(statSync(f).mode & 0o777).toBe(0o751);
    });

    it(`${name}: a failure throws, removes the temp file and leaves the destination alone`, async () => {
      const d = fresh();
      mkdirSync(join(d, 'taken'));
      writeFileSync(join(d, 'taken', 'inside'), 'kept');
      await expect(write(join(d, 'taken'), 'text')).rejects.toMatchObject({ code: 'EISDIR' });
      await expect(write(join(d, 'missing', 'out'), 'text')).rejects.toMatchObject({ code: 'ENOENT' });
      expect(readdirSync(d)).toEqual(['taken']);
      expect(readFileSync(join(d, 'taken', 'inside'), 'utf8')).toBe('kept');
    });
  }
});

describe('openPartialFile', () => {
  it('writes to <path>.partial and publishes it under <path> on commit', () => {
    const d = fresh();
    const f = join(d, 'trace.jsonl');
    writeFileSync(f, 'an older trace\n');
    const p = openPartialFile(f);
    p.write('one\n');
    p.write('two\n');
    expect(readFileSync(`${f}.partial`, 'utf8')).toBe('one\ntwo\n');
    expect(readFileSync(f, 'utf8')).toBe('an older trace\n');
    p.commit();
    p.commit();
    p.write('ignored\n');
    expect(readFileSync(f, 'utf8')).toBe('one\ntwo\n');
    expect(readdirSync(d)).toEqual(['trace.jsonl']);
  });

  it('abandon keeps the .partial and leaves the final name alone', () => {
    const d = fresh();
    const p = openPartialFile(join(d, 't.jsonl'));
    p.write('half');
    p.abandon();
    expect(readdirSync(d)).toEqual(['t.jsonl.partial']);
  });
});

describe('parseWholeFlag', () => {
  it('takes digits with an optional sign, within the range', () => {
    expect(parseWholeFlag('--seed', '42')).toBe(42);
    expect(parseWholeFlag('--seed', '-7', RANGES.seed)).toBe(-7);
    expect(parseWholeFlag('--seed', '+3')).toBe(3);
    expect(parseWholeFlag('--max-minutes', '1440', RANGES.maxMinutes)).toBe(1440);
  });

  it('names the flag, the value and the form for anything else', () => {
    const cases: [string | undefined, string][] = [
      ['abc', "--n takes a whole number from 1 to 9, got 'abc'"],
      ['', '--n takes a whole number from 1 to 9, got an empty value'],
      ['  ', '--n takes a whole number from 1 to 9, got an empty value'],
      [undefined, '--n takes a whole number from 1 to 9, got nothing'],
      ['-5', "--n takes a whole number from 1 to 9, got '-5'"],
      ['10', "--n takes a whole number from 1 to 9, got '10'"],
      ['2.5', "--n takes a whole number from 1 to 9, got '2.5'"],
      ['0x3', "--n takes a whole number from 1 to 9, got '0x3'"],
      ['1e0', "--n takes a whole number from 1 to 9, got '1e0'"],
    ];
    for (const [text, message] of cases) expect(() => parseWholeFlag('--n', text, { min: 1, max: 9 })).toThrow(new FlagError(message));
    expect(() => parseWholeFlag('--n', '99999999999999999999')).toThrow(/--n takes a whole number, got '99999999999999999999'/);
    expect(() => parseWholeFlag('--n', '0', { min: 1 })).toThrow(/--n takes a whole number of at least 1, got '0'/);
  });
});
