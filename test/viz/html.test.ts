import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { countNodes, fromTrace, renderHtml, serveLiveHtml, walk } from '../../src/viz/index.js';
import { hasChromium, launch, SKIP_NOTE, type Browser } from './browser.js';
import { FAKE_BEARER, FAKE_KEY, woodenPickaxeTrace } from './fixtures/trace.js';

if (!hasChromium) console.warn(`HTML report browser tests ${SKIP_NOTE}`);

const model = fromTrace(woodenPickaxeTrace);
const html = renderHtml(model);
const rowOf = (page: Page, label: string) => page.locator('li.node > .row', { has: page.locator(`.label:text-is("${label}")`) });

describe.skipIf(!hasChromium)(`HTML report in headless Chromium${hasChromium ? '' : ` (${SKIP_NOTE})`}`, () => {
  let browser: Browser;
  let page: Page;
  const requests: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    await browser.context.route('**/*', (route) => {
      requests.push(route.request().url());
      return route.abort();
    });
    page = await browser.context.newPage();
    page.on('request', (r) => requests.push(r.url()));
    await page.setContent(html, { waitUntil: 'load' });
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

  it('makes no network request and saves a screenshot', async () => {
    await page.locator('[data-action="expand-all"]').click();
    mkdirSync('test-artifacts', { recursive: true });
    await page.screenshot({ path: 'test-artifacts/viz-report.png', fullPage: true });
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
