/**
 * The published package, as a user gets it: pack the built repo, install the
 * tarball into an empty project and run examples/library.mjs against it with
 * `import ... from 'sapling'`. Catches a missing entry point, files left out of
 * `files`, and paths to schemas or prompts that only resolve inside the repo.
 *
 * Slow (npm install of the runtime dependencies, from the npm cache where it
 * can). Needs the build `pretest` makes; packs with --ignore-scripts so the
 * `prepare` rebuild does not rewrite dist/ under other tests running alongside.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

// npm hands its own config to scripts through npm_* variables (vitest under `npm test`); keep them away from the nested npm.
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));

function run(cmd: string, args: string[], cwd: string, timeoutMs: number): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(cmd, args, { cwd, env: { ...env, NO_COLOR: '1' }, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : null) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) });
    });
  });
}

const explain = (what: string, r: Ran) => `${what} exited ${r.code}\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`;

describe('npm package', () => {
  let tmp = '';
  let tarball = '';
  let project = '';

  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'sapling-pack-'));
    const packed = await run(NPM, ['pack', '--ignore-scripts', '--json', '--pack-destination', tmp], ROOT, 120_000);
    if (packed.code !== 0) throw new Error(explain('npm pack', packed));
    tarball = join(tmp, (JSON.parse(packed.stdout) as { filename: string }[])[0]!.filename);
    project = join(tmp, 'project');
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), `${JSON.stringify({ name: 'sapling-pack-test', private: true, type: 'module' })}\n`);
  }, 150_000);

  // The scratch project holds several hundred installed packages: removing them takes a while on a busy machine.
  afterAll(async () => {
    if (tmp) await rm(tmp, { recursive: true, force: true });
  }, 180_000);

  it('ships the entry point, schemas, prompts, trees and examples, and no tests', async () => {
    const listed = await run('tar', ['-tzf', tarball], tmp, 60_000);
    expect(listed.code, explain('tar -tzf', listed)).toBe(0);
    const files = listed.stdout
      .split('\n')
      .filter(Boolean)
      .map((f) => f.replace(/^package\//, ''));
    for (const f of [
      'package.json',
      'dist/index.js',
      'dist/index.d.ts',
      'dist/cli/main.js',
      'schemas/plan.schema.json',
      'schemas/repair.schema.json',
      'schemas/blueprint.schema.json',
      'blueprints/house.json',
      'examples/library.mjs',
    ]) {
      expect(files).toContain(f);
    }
    expect(files.some((f) => f.startsWith('prompts/') && f.endsWith('.md'))).toBe(true);
    expect(files.some((f) => f.startsWith('trees/') && f.endsWith('.mdsl'))).toBe(true);
    expect(files.filter((f) => f.startsWith('test/') || /\.test\.[cm]?[jt]s$/.test(f))).toEqual([]);
    expect(files.filter((f) => f.startsWith('src/') || f.startsWith('node_modules/'))).toEqual([]);
  });

  it('installs into an empty project, where examples/library.mjs plans, runs and draws a stone pickaxe', async () => {
    // The dependencies are in the npm cache after `npm ci`; the registry is only asked for what is missing. The optional
    // 3D viewer is left out, as `--omit=optional` users get it: the library must plan, run and draw without it.
    const installed = await run(
      NPM,
      ['install', tarball, '--omit=optional', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
      project,
      180_000,
    );
    expect(installed.code, explain('npm install', installed)).toBe(0);

    copyFileSync(join(ROOT, 'examples', 'library.mjs'), join(project, 'library.mjs'));
    const ran = await run(process.execPath, ['library.mjs'], project, 60_000);
    expect(ran.code, explain('node library.mjs', ran)).toBe(0);
    expect(ran.stdout).toMatch(/^ok: obtain a stone pickaxe on sim seed 1: goal reached; \d+ ticks/m);
    expect(ran.stdout).toMatch(/craft stone_pickaxe 1\s+\/plan\/steps\/\d+/);

    // The installed bin finds its files relative to the package, not the repo.
    const validated = await run(
      process.execPath,
      ['node_modules/sapling/dist/cli/main.js', 'validate', 'node_modules/sapling/examples/plans/wooden_pickaxe.json'],
      project,
      60_000,
    );
    expect(validated.code, explain('sapling validate', validated)).toBe(0);
    const prompt = await run(
      process.execPath,
      ['--input-type=module', '-e', "import { loadTemplate } from 'sapling/dist/llm/prompt.js'; process.stdout.write(loadTemplate('planner'))"],
      project,
      60_000,
    );
    expect(prompt.code, explain('loading the planner prompt', prompt)).toBe(0);
    expect(prompt.stdout).toContain('{{');
  }, 240_000);
});
