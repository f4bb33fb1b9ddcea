/**
 * Eight processes record three successes each of one goal into one directory
 * at the same moment: every one of the 24 must be counted (a read-modify-write
 * count lost some), and the entry must stay whole.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../src/memory/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
let dir = '';
let bundle = '';

/**
 * Node cannot run the TypeScript source, so build src/memory once into one
 * ESM file with vite (vitest's own dependency), beside a link to node_modules
 * for its packages: each child then starts in a fraction of a second.
 */
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sapling-mem-'));
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const vite = createRequire(createRequire(import.meta.url).resolve('vitest/package.json')).resolve('vite');
  const { build } = (await import(pathToFileURL(vite).href)) as typeof import('vite');
  const ssr = join(root, 'src/memory/index.ts');
  await build({
    configFile: false,
    logLevel: 'silent',
    root,
    build: { ssr, outDir: dir, emptyOutDir: false, rollupOptions: { output: { entryFileNames: 'memory.mjs' } } },
  });
  bundle = join(dir, 'memory.mjs');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function child(memoryDir: string, goal: string, n: number) {
  const p = spawn(process.execPath, [join(here, 'record-successes.mjs'), bundle, memoryDir, goal, String(n)], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  const ready = new Promise<void>((ok, fail) => {
    p.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('ready\n')) ok();
    });
    p.on('exit', (code) => fail(new Error(`child exited ${code} before it was ready`)));
  });
  return { p, ready, exited: once(p, 'exit') };
}

describe('MemoryStore across processes', () => {
  it('counts every success of 8 processes recording 3 each into one directory', async () => {
    const memoryDir = join(dir, 'memory');
    const goal = 'obtain a stick';
    const children = Array.from({ length: 8 }, () => child(memoryDir, goal, 3));
    await Promise.all(children.map((c) => c.ready));
    for (const c of children) c.p.stdin.end('go\n');
    const codes = await Promise.all(children.map((c) => c.exited));
    expect(codes.map(([code]) => code)).toEqual(Array(8).fill(0));

    const entry = new MemoryStore(memoryDir).lookup('get one stick');
    expect(entry?.successes).toBe(24);
    expect(entry?.plan.plan).toMatchObject({ skill: 'obtain', args: { item: 'stick' } });
    expect(readdirSync(memoryDir).sort()).toEqual([
      expect.stringMatching(/^obtain-stick-1\.[0-9a-f]{64}\.[0-9a-f]{12}\.json$/),
      expect.stringMatching(/\.runs\.jsonl$/),
    ]);
  });
});
