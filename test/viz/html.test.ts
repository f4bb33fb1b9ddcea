import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { countNodes, fromTrace, renderHtml, serveLiveHtml, walk } from '../../src/viz/index.js';
import { hasChromium, launch, refuseNetwork, SKIP_NOTE, type Browser } from './browser.js';
import { EVIL_MESSAGE, reflexTrace } from './fixtures/reflexes.js';
import { stonePickaxeRun } from './fixtures/stone-run.js';
import { FAKE_BEARER, FAKE_KEY, woodenPickaxeTrace } from './fixtures/trace.js';

if (!hasChromium) console.warn(`HTML report browser tests ${SKIP_NOTE}`);

const model = fromTrace(woodenPickaxeTrace);
const html = renderHtml(model);
const reflexModel = fromTrace(reflexTrace);
const reflexStarts = reflexTrace.filter((e) => e.type === 'reflex_start');
const rowOf = (page: Page, label: string) => page.locator('li.node > .row', { has: page.locator(`.label:text-is("${label}")`) });

describe.skipIf(!hasChromium)(`HTML report in headless Chromium${hasChromium ? '' : ` (${SKIP_NOTE})`}`, () => {
  let browser: Browser;
  let page: Page;
  let reflexPage: Page;
  let mapPage: Page; // the report of a real stone-pickaxe run, for its map
  let stone: ReturnType<typeof fromTrace>;
  const requests: string[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    await refuseNetwork(browser, requests);
    page = await browser.context.newPage();
    page.on('request', (r) => requests.push(r.url()));
    await page.setContent(html, { waitUntil: 'load' });
    reflexPage = await browser.context.newPage();
    reflexPage.on('request', (r) => requests.push(r.url()));
    reflexPage.on('dialog', (d) => {
      requests.push(`dialog: ${d.message()}`);
      return d.dismiss();
    });
    await reflexPage.setContent(renderHtml(reflexModel), { waitUntil: 'load' });
    stone = fromTrace(await stonePickaxeRun());
    mapPage = await browser.context.newPage();
    mapPage.on('request', (r) => requests.push(r.url()));
    mapPage.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    mapPage.on('pageerror', (e) => errors.push(e.message));
    await mapPage.setContent(renderHtml(stone), { waitUntil: 'load' });
  });
  afterAll(async () => browser?.close());

  it('has one node element per model node', async () => {
    expect(await page.locator('li.node').count()).toBe(countNodes(model.root));
  });

  it('styles a failed node as failed and a prerequisite as dashed', async () => {
    const failed = rowOf(page, 'craft wooden_pickaxe 1');
    expect(await failed.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 205, 210)');
    expect(await failed.evaluate((el) => el.parentElement!.dataset.state)).toBe('failed');
    const ok = rowOf(page, 'craft stick 4');
    expect(await ok.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(200, 230, 201)');
    const prereq = rowOf(page, 'craft oak_planks 4');
    expect(await prereq.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('dashed');
  });

  it('folds and unfolds a subtree', async () => {
    const step3 = page.locator('li.node[data-path="/plan/steps/3"].kind-selector');
    const child = rowOf(page, 'craft wooden_pickaxe 1');
    expect(await child.isVisible()).toBe(true);
    await step3.locator(':scope > .row > button.toggle').click();
    expect(await child.isVisible()).toBe(false);
    expect(await step3.locator(':scope > .row').isVisible()).toBe(true);
    await step3.locator(':scope > .row > button.toggle').click();
    expect(await child.isVisible()).toBe(true);
  });

  it('shows node details and the critic explanation on the repaired subtree', async () => {
    const row = rowOf(page, 'craft wooden_pickaxe 1');
    const details = page.locator('li.node', { has: page.locator(':scope > .row .label:text-is("craft wooden_pickaxe 1")') }).locator(':scope > dl.details');
    expect(await details.isVisible()).toBe(false);
    await row.click();
    expect(await details.innerText()).toMatch(/\/plan\/steps\/3[\s\S]*"item":"wooden_pickaxe"[\s\S]*40t[\s\S]*unreachable/);
    const note = page.locator('li.repaired > .repair-note');
    expect(await note.count()).toBe(1);
    expect(await note.innerText()).toContain('explore with a wider surface spiral');
  });

  it('draws the timeline, inventory, LLM exchange and summary, without secrets', async () => {
    expect(await page.locator('svg.timeline rect.call').count()).toBe(model.run!.calls.length);
    expect(await page.locator('svg.timeline rect.call.failed').count()).toBe(2);
    const items = new Set(model.run!.inventory.flatMap((s) => Object.keys(s.items)));
    expect(await page.locator('svg.inventory polyline').count()).toBe(items.size + 2); // plus health and food
    expect(await page.locator('details.llm').count()).toBe(1);
    expect(await page.locator('.figures').innerText()).toMatch(/failed: leaf failed after repairs[\s\S]*stats.repairs\s*1/);
    const text = await page.content();
    expect(text).not.toContain(FAKE_KEY);
    expect(text).not.toContain(FAKE_BEARER.split(' ')[1]);
    expect(text).toContain('[redacted]');
  });

  it('draws one reflex marker per firing on the timeline, coloured per reflex as in the legend', async () => {
    const markers = reflexPage.locator('svg.timeline g.reflex-marker');
    expect(await markers.count()).toBe(reflexStarts.length);
    expect(await markers.evaluateAll((gs) => gs.map((g) => (g as SVGGElement).dataset.reflex))).toEqual(reflexStarts.map((e) => e.name));
    for (const g of await markers.all()) {
      const box = await g.boundingBox();
      expect(box && box.width > 0 && box.height > 0).toBe(true);
    }
    const fill = (name: string) =>
      reflexPage
        .locator(`svg.timeline g.reflex-marker[data-reflex="${name}"] polygon`)
        .first()
        .evaluate((el) => getComputedStyle(el).fill);
    const swatch = (name: string) =>
      reflexPage.locator(`section:has(svg.timeline) .reflex-key[data-reflex="${name}"] i.swatch`).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await fill('defend')).not.toBe(await fill('eat'));
    expect(await fill('defend')).toBe(await swatch('defend'));
    expect(await fill('eat')).toBe(await swatch('eat'));
    expect(await reflexPage.locator('section:has(svg.timeline) .reflex-legend').innerText()).toMatch(/defend ×1[\s\S]*eat ×2/);
    // The inventory charts carry the same markers; the wooden-pickaxe run, with no reflexes, has none.
    expect(await reflexPage.locator('svg.inventory g.reflex-marker').count()).toBe(2 * reflexStarts.length);
    expect(await page.locator('g.reflex-marker').count()).toBe(0);
  });

  it('lists each reflex firing and shows the reflex nodes with their final states', async () => {
    const rows = reflexPage.locator('section.reflexes tr.reflex-firing');
    expect(await rows.count()).toBe(reflexStarts.length);
    expect(await rows.nth(0).innerText()).toMatch(/5\.0s\s+100\s+defend\s+unreachable: zombie fled/);
    expect(await rows.nth(0).locator('td.outcome').innerText()).toBe(`unreachable: ${EVIL_MESSAGE}`);
    expect(await reflexPage.locator('img').count()).toBe(0);
    expect(await rows.nth(2).innerText()).toMatch(/25\.0s\s+500\s+eat\s+ok\s+30t \(1\.5s\)/);
    const runEat = rowOf(reflexPage, 'run eat');
    expect(await runEat.evaluate((el) => el.parentElement!.dataset.state)).toBe('succeeded');
    expect(await runEat.locator('.badge.fired').innerText()).toBe('fired 2×');
    expect(await rowOf(reflexPage, 'run defend').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 205, 210)');
    // Not due is drawn neutral, not failed.
    expect(await rowOf(reflexPage, 'eat due?').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(238, 238, 238)');
    expect(await rowOf(reflexPage, 'reflex idle').evaluate((el) => el.parentElement!.dataset.state)).toBe('succeeded');
    // A firing's node link reveals the reflex in the tree.
    await reflexPage.locator('[data-action="collapse-all"]').click();
    expect(await runEat.isVisible()).toBe(false);
    await rows.nth(1).locator('a[data-path]').click();
    expect(await rowOf(reflexPage, 'reflex eat').isVisible()).toBe(true);
  });

  it('maps a real run: the path in steps and a marker per dug block, all inside the map', async () => {
    const map = mapPage.locator('section.map svg.run-map');
    const steps = stone.run!.map.legs.reduce((n, leg) => n + leg.length - 1, 0);
    expect([steps > 3, stone.run!.map.digs.length > 0]).toEqual([true, true]);
    expect(await map.locator('polyline.map-step').count()).toBe(steps);
    expect(await map.locator('g.map-marker.map-dig').count()).toBe(stone.run!.map.digs.length);
    const outside = (svg: Element, r = svg.getBoundingClientRect()) =>
      [...svg.querySelectorAll('.map-step, .map-marker')]
        .map((el) => el.getBoundingClientRect())
        .filter((b) => b.left < r.left || b.top < r.top || b.right > r.right || b.bottom > r.bottom);
    expect(await map.evaluate(outside)).toEqual([]);
  });

  it("the map's slider hides what happened after the chosen game time, and shows it again", async () => {
    const map = mapPage.locator('section.map svg.run-map');
    const slider = mapPage.locator('section.map input.map-slider');
    await slider.fill(String(stone.run!.startTick));
    expect(await mapPage.locator('section.map output.map-now').innerText()).toBe('0.0s');
    expect(await map.locator('g.map-marker.map-dig:visible, polyline.map-step:visible, g.map-marker.map-end:visible').count()).toBe(0);
    expect(await map.locator('g.map-marker.map-start').isVisible()).toBe(true);
    await slider.fill(String(stone.run!.endTick));
    expect(await map.locator('g.map-marker.map-dig:visible').count()).toBe(stone.run!.map.digs.length);
  });

  it('makes no network request, logs no error and saves a screenshot', async () => {
    expect(errors).toEqual([]);
    await page.locator('[data-action="expand-all"]').click();
    mkdirSync('test-artifacts', { recursive: true });
    await page.screenshot({ path: 'test-artifacts/viz-report.png', fullPage: true });
    await mapPage.locator('section.map').screenshot({ path: 'test-artifacts/viz-run-map.png' });
    await reflexPage.locator('[data-action="expand-all"]').click();
    await reflexPage.screenshot({ path: 'test-artifacts/viz-report-reflexes.png', fullPage: true });
    expect(requests).toEqual([]);
  });

  it('a live page updates as events are pushed over server-sent events', async () => {
    const [start, ...rest] = woodenPickaxeTrace;
    const server = await serveLiveHtml({ events: [start], renderIntervalMs: 0 });
    const live = await browser.context.newPage();
    try {
      await browser.context.unroute('**/*');
      await live.goto(server.url);
      expect(await live.locator('li.node[data-state="failed"]').count()).toBe(0);
      await live.waitForFunction(() => document.getElementById('live-status')?.textContent === 'live: connected');
      for (const e of rest) server.push(e);
      await live.waitForFunction(() => document.querySelectorAll('li.node[data-state="failed"]').length > 0);
      const failedIds = [...walk(model.root)].filter((w) => w.node.state === 'failed').length;
      await live.waitForFunction((n) => document.querySelectorAll('li.node[data-state="failed"]').length === n, failedIds);
      expect(await live.locator('li.node').count()).toBe(countNodes(model.root));
    } finally {
      await live.close();
      await server.close();
    }
  });
});
