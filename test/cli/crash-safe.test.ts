/**
 * Crash-safe output through the CLI: numeric flags that name themselves,
 * SIGTERM ending a run as Ctrl-C does, atomic -o / --write / --trace, and the
 * bench writing its results as each section ends.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCH, ROOT, sapling, startSapling } from './run-cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'sapling-crash-safe-'));
const dir = (name: string) => {
  const d = join(tmp, name);
  mkdirSync(d);
  return d;
};
/** One line, no stack trace. */
const oneLine = (stderr: string) => {
  expect(stderr.trim().split('\n')).toHaveLength(1);
  expect(stderr).not.toMatch(/\n\s+at /);
};
const traceLines = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { type: string; ok?: boolean; code?: string });
const PLAN = 'examples/plans/iron_pickaxe.json';

describe('numeric flags', () => {
  it('a bad value is a one-line usage error (exit 2) naming the flag, the value and the form', async () => {
    const cases: [string[], RegExp][] = [
      [['--seed', 'abc'], /^sapling: --seed takes a whole number.*, got 'abc'$/],
      [['--seed', ''], /^sapling: --seed takes a whole number.*, got an empty value$/],
      [['--seed', '1.5'], /^sapling: --seed takes a whole number.*, got '1\.5'$/],
      [['--seed', '1e3'], /^sapling: --seed takes a whole number.*, got '1e3'$/],
      [['--seed=99999999999'], /^sapling: --seed takes a whole number from -2147483648 to 2147483647, got '99999999999'$/],
      [['--max-minutes', '-5'], /^sapling: --max-minutes takes a whole number from 1 to 1440, got '-5'$/],
      [['--max-minutes', '0'], /^sapling: --max-minutes takes a whole number from 1 to 1440, got '0'$/],
      [['--max-minutes', ''], /^sapling: --max-minutes takes .*, got an empty value$/],
      [['--max-minutes', '100000'], /^sapling: --max-minutes takes .*, got '100000'$/],
      [['--server', 'localhost:99999'], /^sapling: --server takes host:port with a port from 1 to 65535, got 'localhost:99999'$/],
    ];
    for (const [flags, pattern] of cases) {
      const trace = join(tmp, 'never.jsonl');
      const r = await sapling(['run', 'obtain a wooden pickaxe', '--trace', trace, ...flags]);
      expect(r.code, flags.join(' ')).toBe(2);
      expect(r.stderr.trim(), flags.join(' ')).toMatch(pattern);
      oneLine(r.stderr);
      // Refused before anything ran or was written.
      expect(existsSync(trace) || existsSync(`${trace}.partial`), flags.join(' ')).toBe(false);
    }
  });

  it('good values still work: a negative seed, a one-minute budget', async () => {
    const r = await sapling(['run', 'obtain a wooden pickaxe', '--seed', '-7', '--max-minutes', '1', '--json']);
    expect([0, 1], r.stderr).toContain(r.code);
    expect(JSON.parse(r.stdout)).toHaveProperty('gameMinutes');
  });

  it("the bench's flags too, exit 2", async () => {
    for (const [flags, pattern] of [
      [['--seeds', 'abc'], /^bench: --seeds takes a whole number from 1 to 1000, got 'abc'$/],
      [['--seeds', ''], /^bench: --seeds takes .*, got an empty value$/],
      [['--seeds', '-5'], /^bench: --seeds takes .*, got '-5'$/],
      [['--suite-seeds'], /^bench: --suite-seeds takes .*, got nothing$/],
      [['--only', 'nope'], /^bench: unknown section 'nope'/],
    ] as [string[], RegExp][]) {
      const r = await sapling(flags, { bin: BENCH, cwd: tmp });
      expect(r.code, flags.join(' ')).toBe(2);
      expect(r.stderr.trim(), flags.join(' ')).toMatch(pattern);
    }
    expect(existsSync(join(tmp, 'bench-results'))).toBe(false);
  });
});

describe('stopping a run with a signal', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal}: the run ends as failed (exit 1), with its summary and a whole trace ending in run_end`, async () => {
      const d = dir(`signal-${signal}`);
      const trace = join(d, 'run.jsonl');
      const run = startSapling(['run', 'obtain a diamond pickaxe', '--seed', '2', '--trace', trace]);
      // Live progress prints a line (to a pipe) as each skill starts; by then the trace has its skill_start.
      await run.stderrLine(/^\[tick \d+\] /);
      expect(existsSync(trace)).toBe(false);
      expect(readFileSync(`${trace}.partial`, 'utf8')).toMatch(/"type":"skill_start"/);
      run.child.kill(signal);
      const r = await run.done;
      expect(r.code, r.stderr).toBe(1);
      expect(r.stdout).toMatch(/FAILED: /);
      const events = traceLines(trace);
      expect(events[0]!.type).toBe('run_start');
      expect(events.at(-1)).toMatchObject({ type: 'run_end', ok: false, code: 'aborted' });
      expect(readdirSync(d)).toEqual(['run.jsonl']);
    });
  }

  it('a trace the run cannot publish is an error before the run', async () => {
    const d = dir('trace-dir');
    mkdirSync(join(d, 'run.jsonl'));
    const r = await sapling(['run', 'obtain a wooden pickaxe', '--trace', join(d, 'run.jsonl')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/cannot write .*run\.jsonl: it is a directory/);
    oneLine(r.stderr);
    expect(readdirSync(d)).toEqual(['run.jsonl']);
  });

  it('a failed run still publishes its trace', async () => {
    const d = dir('trace-failed');
    const plan = join(d, 'stuck.json');
    writeFileSync(
      plan,
      JSON.stringify({
        goal: 'g',
        thoughts: 't',
        plan: { type: 'skill', skill: 'explore', args: { target: 'ancient_debris', strategy: 'surface', y: null, radius: 8 } },
      }),
    );
    const r = await sapling(['run', '--plan', plan, '--critic', 'off', '--trace', join(d, 'run.jsonl'), '-q']);
    expect(r.code).toBe(1);
    expect(traceLines(join(d, 'run.jsonl')).at(-1)).toMatchObject({ type: 'run_end', ok: false });
    expect(readdirSync(d).sort()).toEqual(['run.jsonl', 'stuck.json']);
  });
});

describe('atomic -o and --write', () => {
  it('compile -o and dump -o write whole files, over an old one too, and leave no temp file', async () => {
    const d = dir('outputs');
    const tree = join(d, 'tree.json');
    // Longer than the tree: a write in place that forgot to truncate would leave its tail.
    writeFileSync(tree, 'x'.repeat(1_000_000));
    expect((await sapling(['compile', PLAN, '-o', tree])).code).toBe(0);
    const stdout = (await sapling(['compile', PLAN])).stdout;
    expect(readFileSync(tree, 'utf8')).toBe(stdout.trimEnd());
    expect(JSON.parse(readFileSync(tree, 'utf8')).definition.type).toBe('root');
    for (const [format, name] of [
      ['svg', 'tree.svg'],
      ['mermaid', 'tree.mmd'],
    ]) {
      const r = await sapling(['dump', tree, '--format', format!, '-o', join(d, name!)]);
      expect(r.code, r.stderr).toBe(0);
    }
    expect(readFileSync(join(d, 'tree.svg'), 'utf8')).toMatch(/<\/svg>\s*$/);
    expect(readdirSync(d).sort()).toEqual(['tree.json', 'tree.mmd', 'tree.svg']);
  });

  it('-o through a symlink updates the file it points at and keeps the link', async () => {
    const d = dir('symlink');
    writeFileSync(join(d, 'real.json'), 'old');
    symlinkSync('real.json', join(d, 'link.json'));
    expect((await sapling(['compile', PLAN, '-o', join(d, 'link.json')])).code).toBe(0);
    expect(statSync(join(d, 'link.json')).isFile()).toBe(true);
    expect(readFileSync(join(d, 'real.json'), 'utf8')).toMatch(/"definition"/);
    expect(readdirSync(d).sort()).toEqual(['link.json', 'real.json']);
  });

  it('a write that fails leaves the old file as it was, and no temp file', async () => {
    const d = dir('failures');
    mkdirSync(join(d, 'a-directory.json'));
    const r = await sapling(['compile', PLAN, '-o', join(d, 'a-directory.json')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/cannot write .*a-directory\.json: it is a directory/);
    oneLine(r.stderr);
    const missing = await sapling(['dump', PLAN, '-o', join(d, 'no', 'such', 'dir.txt')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/cannot write .*dir\.txt: no such directory/);
    expect(readdirSync(d)).toEqual(['a-directory.json']);
  });

  it.skipIf(process.platform === 'win32')('a write cut short (file size limit: EFBIG) leaves the old file as it was', () => {
    const d = dir('efbig');
    const out = join(d, 'tree.json');
    writeFileSync(out, 'OLD');
    // ulimit -f 1: at most 512 bytes a file; the tree is far longer. Node ignores SIGXFSZ, so the write fails with EFBIG.
    const bin = join(ROOT, 'dist', 'cli', 'main.js');
    const r = spawnSync('sh', ['-c', `ulimit -f 1 && exec "${process.execPath}" "${bin}" compile ${PLAN} -o "${out}"`], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/cannot write .*tree\.json: file too large/);
    expect(readFileSync(out, 'utf8')).toBe('OLD');
    expect(readdirSync(d)).toEqual(['tree.json']);
  });

  it('schema --write rewrites schemas/ whole and leaves no temp file', async () => {
    // Only when the checked-in files are current, so the test never changes them (the schema --check test reports that).
    if ((await sapling(['schema', '--check'])).code !== 0) return;
    const schemas = join(ROOT, 'schemas');
    const before = readdirSync(schemas).sort();
    const plan = readFileSync(join(schemas, 'plan.schema.json'), 'utf8');
    const r = await sapling(['schema', '--write']);
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(schemas).sort()).toEqual(before);
    expect(readFileSync(join(schemas, 'plan.schema.json'), 'utf8')).toBe(plan);
    expect(plan).toBe((await sapling(['schema'])).stdout);
  });
});

describe('npm run bench', () => {
  it('writes bench-results/latest.json as each section ends: a bench cut short keeps what it finished', async () => {
    const cwd = dir('bench');
    const bench = startSapling(['--only', 'compile,sim', '--seeds', '1'], { bin: BENCH, cwd });
    await bench.stderrLine(/^bench: compile took/);
    bench.child.kill('SIGKILL');
    await bench.done;
    const out = join(cwd, 'bench-results', 'latest.json');
    const partial = JSON.parse(readFileSync(out, 'utf8'));
    expect(partial).toMatchObject({ complete: false, seeds: 1 });
    expect(partial.compile).toBeTruthy();
    expect(partial.sim).toBeUndefined();
    // The page is written after the results, so a bench killed right after a section still has the results.
    expect(readdirSync(join(cwd, 'bench-results')).filter((f) => f !== 'latest.html')).toEqual(['latest.json']);

    const whole = await sapling(['--only', 'compile', '--seeds', '1'], { bin: BENCH, cwd });
    expect(whole.code, whole.stderr).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toMatchObject({ complete: true, compile: expect.any(Object) });
    expect(readdirSync(join(cwd, 'bench-results'))).toEqual(['latest.html', 'latest.json']);
    expect(readFileSync(join(cwd, 'bench-results', 'latest.html'), 'utf8')).toContain('<section id="compile"');
  });
});
