/** `sapling bench report` through the built CLI: the page from a results file, one-line errors, exit codes. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureResults } from '../bench/fixtures/bench-results.js';
import { sapling } from './run-cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'sapling-bench-report-'));

describe('sapling bench report', () => {
  // Each spawn is the CLI and then the bench process: two, so the file stays quick. -o, bad flags and short files are unit-tested (test/bench/report.test.ts).
  it('writes the page beside the results', async () => {
    const json = join(tmp, 'latest.json');
    writeFileSync(json, JSON.stringify(fixtureResults()));
    const r = await sapling(['bench', 'report', json]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr.trim()).toBe(`bench report: wrote ${join(tmp, 'latest.html')}`);
    expect(readFileSync(join(tmp, 'latest.html'), 'utf8')).toContain('<figure class="bench-chart" id="plan4mc-groups">');
  });

  it('a missing file is one line naming it, exit 1', async () => {
    const missing = await sapling(['bench', 'report', join(tmp, 'none.json')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe(`bench: ${join(tmp, 'none.json')}: no such file; run \`npm run bench\` first, which writes bench-results/latest.json`);
  });
});
