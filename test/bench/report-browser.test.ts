/** The bench report in headless Chromium (the run report's harness and skip rule): charts drawn, tables sort, nothing fetched, no errors. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parseBenchResults, renderBenchReport } from '../../src/bench/report/index.js';
import { hasChromium, launch, refuseNetwork, SKIP_NOTE, type Browser } from '../viz/browser.js';
import { fixtureResults } from './fixtures/bench-results.js';

if (!hasChromium) console.warn(`bench report browser tests ${SKIP_NOTE}`);

describe.skipIf(!hasChromium)(`bench report in headless Chromium${hasChromium ? '' : ` (${SKIP_NOTE})`}`, () => {
  let browser: Browser;
  let page: Page;
  const requests: string[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    await refuseNetwork(browser, requests);
    page = await browser.context.newPage();
    page.on('request', (r) => requests.push(r.url()));
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setContent(renderBenchReport(parseBenchResults(fixtureResults(), 'fixture.json')), { waitUntil: 'load' });
  });
  afterAll(async () => browser?.close());

  it('draws every chart with visible bars, each titled with its value', async () => {
    // Per chart, in one round trip: its id, how many bars it has, and the rendered height of its first bar.
    const charts = await page
      .locator('figure.bench-chart')
      .evaluateAll((fs) =>
        fs.map((f) => [f.id, f.querySelectorAll('svg rect.bar').length, f.querySelector('svg rect.bar')?.getBoundingClientRect().height ?? 0] as const),
      );
    const ids = charts.map(([id]) => id);
    expect(ids).toEqual(
      expect.arrayContaining(['diamond-success', 'diamond-minutes', 'plan4mc-groups', 'plan4mc-tasks', 'jarvis-groups', 'odyssey-groups', 'explore-items']),
    );
    for (const [id, count, height] of charts) expect([id, count > 0, height > 0]).toEqual([id, true, true]);
    const stick = page.locator('#plan4mc-tasks rect.bar[data-series="Plan4MC"][data-category="Cut-Trees · stick"]');
    expect(await stick.locator('title').textContent()).toBe('Plan4MC (published) · Cut-Trees · stick: 30.0%');
    // A hatched published bar is as wide as its value says: 30% of the 100% axis, beside a 100% Sapling bar.
    const full = await page.locator('#plan4mc-tasks rect.bar[data-series="Sapling (honest)"][data-category="Cut-Trees · stick"]').boundingBox();
    const paper = await stick.boundingBox();
    expect(paper!.width / full!.width).toBeCloseTo(0.3, 2);
  });

  it('sorts a per-task table by a column, numbers as numbers', async () => {
    const table = page.locator('#plan4mc-table');
    const tasks = () => table.locator('tbody tr td:nth-child(2)').allInnerTexts();
    await table.locator('th button', { hasText: 'LLaMA-Rider' }).click();
    expect(await tasks()).toEqual(['crafting_table_nearby', 'stick', 'iron_ingot', 'bucket (not run)']);
    await table.locator('th button', { hasText: 'LLaMA-Rider' }).click();
    expect((await tasks())[0]).toBe('bucket (not run)');
    expect(await table.locator('th', { hasText: 'LLaMA-Rider' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('opens a chart’s table of numbers, and fetches nothing and logs no error', async () => {
    const details = page.locator('#jarvis-groups details.numbers');
    await details.locator('summary').click();
    expect(await details.locator('table').innerText()).toMatch(/Wood\s+83\.3% \(5\/6 runs\)\s+88\.8%\s+91\.5%\s+80\.2%/);
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
  });
});
