import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveLlmConfig } from '../../src/llm/config.js';
import { extractJson } from '../../src/llm/extract.js';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));
const file = (content: string) => {
  dir = mkdtempSync(join(tmpdir(), 'sapling-cfg-'));
  const f = join(dir, 'config.json');
  writeFileSync(f, content);
  return f;
};

describe('resolveLlmConfig', () => {
  it('is null when nothing configures an LLM', () => {
    expect(resolveLlmConfig({ config: file('{}') }, {})).toBeNull();
  });

  it('takes flags over environment over the config file', () => {
    const cfg = file(JSON.stringify({ OPENAI_BASE_URL: 'http://file/v1', SAPLING_MODEL: 'file-model', OPENAI_API_KEY: 'file-key' }));
    expect(resolveLlmConfig({ config: cfg }, {})).toMatchObject({ baseURL: 'http://file/v1', model: 'file-model', apiKey: 'file-key', mode: 'auto' });
    const env = { OPENAI_BASE_URL: 'http://env/v1', SAPLING_MODEL: 'env-model' };
    expect(resolveLlmConfig({ config: cfg }, env)).toMatchObject({ baseURL: 'http://env/v1', model: 'env-model', apiKey: 'file-key' });
    expect(resolveLlmConfig({ config: cfg, model: 'flag-model', mode: 'text' }, env)).toMatchObject({ model: 'flag-model', mode: 'text' });
  });

  it('takes the request deadline and the retry budget from flags, environment or file, with defaults', () => {
    const cfg = file(JSON.stringify({ OPENAI_BASE_URL: 'http://file/v1', requestTimeoutMs: 5000, retryBudgetMs: '9000' }));
    expect(resolveLlmConfig({ config: cfg }, {})).toMatchObject({ timeoutMs: 5000, retryBudgetMs: 9000 });
    expect(resolveLlmConfig({ config: cfg }, { SAPLING_LLM_TIMEOUT_MS: '1000', SAPLING_LLM_RETRY_BUDGET_MS: '2000' })).toMatchObject({
      timeoutMs: 1000,
      retryBudgetMs: 2000,
    });
    expect(resolveLlmConfig({ config: cfg, timeoutMs: 42 }, { SAPLING_LLM_TIMEOUT_MS: '1000' })).toMatchObject({ timeoutMs: 42 });
    expect(resolveLlmConfig({ config: file('{}'), baseURL: 'http://x/v1' }, {})).toMatchObject({ timeoutMs: 60_000, retryBudgetMs: 120_000 });
    expect(() => resolveLlmConfig({ config: file('{}'), baseURL: 'http://x/v1' }, { SAPLING_LLM_TIMEOUT_MS: 'soon' })).toThrow(
      /request timeout \(SAPLING_LLM_TIMEOUT_MS\) must be a positive number of milliseconds, got NaN/,
    );
  });

  it('explains a bad config file, a missing one and a bad mode in one line', () => {
    expect(() => resolveLlmConfig({ config: file('{oops') }, {})).toThrow(/config file .* is not valid JSON .*; fix or remove it/);
    expect(() => resolveLlmConfig({ config: '/nope/config.json' }, {})).toThrow(/does not exist; create it or drop --config/);
    expect(() => resolveLlmConfig({ baseURL: 'http://x/v1', mode: 'yaml', config: file('{}') }, {})).toThrow(
      /unknown LLM output mode 'yaml': use auto, json_schema, json_object, text/,
    );
  });
});

describe('extractJson', () => {
  it('reads pure JSON, fenced JSON and JSON inside prose', () => {
    expect(extractJson('{"a":1}')).toMatchObject({ ok: true, value: { a: 1 } });
    expect(extractJson('Plan:\n```json\n{"a":[1,2]}\n```\nDone.')).toMatchObject({ ok: true, value: { a: [1, 2] } });
    expect(extractJson('```\n{"a":2}\n```')).toMatchObject({ ok: true, value: { a: 2 } });
    expect(extractJson('I think {"a": "has } brace", "b": {"c": 3}} works. {"other": 1}')).toMatchObject({
      ok: true,
      value: { a: 'has } brace', b: { c: 3 } },
    });
    // Prose braces before the JSON are skipped.
    expect(extractJson('Use {curly} words then {"a":4}')).toMatchObject({ ok: true, value: { a: 4 } });
  });

  it('tells a cut-off reply from one without JSON', () => {
    expect(extractJson('{"a": {"b": 1')).toMatchObject({ ok: false, truncated: true });
    expect(extractJson('```json\n{"a": 1,\n')).toMatchObject({ ok: false, truncated: true });
    expect(extractJson('no json here')).toMatchObject({ ok: false, truncated: false, error: 'the reply was not JSON and had no JSON in it: "no json here"' });
    expect(extractJson('{"a": 1,}')).toMatchObject({ ok: false, truncated: false });
    expect(extractJson('   ')).toMatchObject({ ok: false, truncated: false, error: 'the reply was empty' });
  });
});
