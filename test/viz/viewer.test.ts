/**
 * The 3D viewer (prismarine-viewer, optional) in headless Chromium: the page
 * loads, WebGL draws, the sim's columns arrive and the picture is the world,
 * not the empty sky; the bot's digging and moves reach the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createSimBody } from '../../src/body/sim/index.js';
import { loadViewer, startViewer, ViewerMissing, ViewerPortError, viewState, type ViewerPackage, type ViewerServer } from '../../src/viewer/index.js';
import { createRequire } from 'node:module';
import { hasChromium, launch, SKIP_NOTE, type Browser } from './browser.js';

const viewer: ViewerPackage | null = await loadViewer().catch((e: unknown) => {
  if (e instanceof ViewerMissing) return null;
  throw e;
});
const skip = !hasChromium ? SKIP_NOTE : !viewer ? 'skipped: prismarine-viewer is not installed (npm install prismarine-viewer)' : '';
if (skip) console.warn(`3D viewer browser tests ${skip}`);

const mcData = createRequire(import.meta.url)('minecraft-data') as (v: string) => import('minecraft-data').IndexedData;

describe('viewer without a browser', () => {
  it('a missing package is ViewerMissing, with the command that installs it', async () => {
    const e = await loadViewer('no-such-viewer-package').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ViewerMissing);
    expect((e as Error).message).toBe(
      '--viewer needs the optional package no-such-viewer-package, which is not installed; run: npm install no-such-viewer-package',
    );
  });

  it("translates 1.20.4 state ids to the page's 1.20.1 by block name and properties", () => {
    const [world, view] = [mcData('1.20.4'), mcData('1.20.1')];
    const state = (d: typeof world, name: string) => d.blocksByName[name]!.defaultState!;
    // deepslate's 1.20.4 id is no 1.20.1 id at all; stone and oak logs keep theirs.
    expect(viewState(state(world, 'deepslate'))).toBe(state(view, 'deepslate'));
    expect(viewState(state(world, 'stone'))).toBe(state(view, 'stone'));
    expect(viewState(state(world, 'short_grass'))).toBe(state(view, 'grass'));
    // A block with properties keeps its state: the third state of netherrack's neighbour basalt (axis=z).
    expect(viewState(world.blocksByName.basalt!.minStateId! + 2)).toBe(view.blocksByName.basalt!.minStateId! + 2);
    expect(viewState(state(world, 'tuff_bricks'))).toBe(state(view, 'stone'));
  });
});

/** Chromium falls back to SwiftShader for WebGL without a GPU; newer versions want this flag to allow it. */
const WEBGL_ARGS = ['--enable-unsafe-swiftshader', '--use-angle=swiftshader'];

/** The share of the page's pixels that are not the viewer's empty sky (three.js 'lightblue', 173 216 230). */
async function worldShare(page: Page): Promise<number> {
  const png = (await page.screenshot()).toString('base64');
  return page.evaluate(async (b64) => {
    const img = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
    const g = new OffscreenCanvas(img.width, img.height).getContext('2d')!;
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, img.width, img.height).data;
    let other = 0;
    for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i]! - 173) + Math.abs(d[i + 1]! - 216) + Math.abs(d[i + 2]! - 230) > 30) other++;
    return other / (d.length / 4);
  }, png);
}

describe.skipIf(Boolean(skip))(`3D viewer in headless Chromium${skip ? ` (${skip})` : ''}`, () => {
  let browser: Browser;
  let server: ViewerServer;
  let page: Page;
  const body = createSimBody({ seed: 1, mobs: false, pauseWhileThinking: true });
  const errors: string[] = [];
  const signal = new AbortController().signal;

  beforeAll(async () => {
    // The columns around spawn, generated as a run's first steps would (the viewer never generates any itself).
    const { x, z } = body.position();
    for (let dx = -2; dx <= 2; dx++) for (let dz = -2; dz <= 2; dz++) body.world.chunk((Math.floor(x) >> 4) + dx, (Math.floor(z) >> 4) + dz);
    server = await startViewer(body, { port: 0, viewer: viewer!, viewDistance: 2 });
    browser = await launch(WEBGL_ARGS);
    page = await browser.context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    page.on('response', (r) => void (r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`)));
    await page.goto(server.url, { waitUntil: 'load' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('serves on 127.0.0.1 at the port the OS chose', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
  });

  it('a port in use is a ViewerPortError naming --viewer and another port to try', async () => {
    const e = await startViewer(body, { port: server.port, viewer: viewer! }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ViewerPortError);
    expect((e as Error).message).toBe(
      `--viewer: port ${server.port} on 127.0.0.1 is in use; pass another port, e.g. --viewer 3007, or --viewer 0 for any free port`,
    );
  });

  it('draws the world around the bot, not the empty sky', async () => {
    // View distance 2: the 3 × 3 columns around the bot's chunk.
    await expect.poll(() => server.sent().loadChunk ?? 0, { timeout: 20_000 }).toBe(9);
    expect(await page.locator('canvas').count()).toBe(1);
    // Meshing runs in the page's four workers (63 MB of script each to parse) after the columns arrive: slow on a busy machine.
    await expect.poll(() => worldShare(page), { timeout: 45_000, interval: 500 }).toBeGreaterThan(0.2);
    expect(errors).toEqual([]);
  });

  it("sends the blocks the bot digs and the bot's moves", async () => {
    const before = server.sent();
    const { x, y, z } = body.position();
    const below = { x: Math.floor(x), y: Math.floor(y) - 1, z: Math.floor(z) };
    const name = body.world.getBlock(below);
    // The bot digs the block it stands on and drops into the hole: a block update and a move.
    expect((await body.dig(below, signal)).ok).toBe(true);
    expect(body.world.getBlock(below)).not.toBe(name);
    await expect.poll(() => server.sent().blockUpdate ?? 0, { timeout: 5_000 }).toBeGreaterThan(before.blockUpdate ?? 0);
    await expect.poll(() => server.sent().position ?? 0, { timeout: 5_000 }).toBeGreaterThan(before.position ?? 0);
    expect(errors).toEqual([]);
  });
});
