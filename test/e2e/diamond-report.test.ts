import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createSimBody } from '../../src/body/sim/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { knowledgePlan } from '../../src/plan/index.js';
import { createRuleRepairer } from '../../src/llm/index.js';
import { runTree, type TraceEvent } from '../../src/run/index.js';
import { SKILLS } from '../../src/skills/index.js';
import { countNodes, fromTrace, renderAscii, renderHtml, walk } from '../../src/viz/index.js';
import { hasChromium, launch, refuseNetwork, SKIP_NOTE, type Browser } from '../viz/browser.js';

const GOAL = 'obtain a diamond pickaxe';

describe.skipIf(!hasChromium)(`HTML report of a diamond-pickaxe run, in headless Chromium${hasChromium ? '' : ` (${SKIP_NOTE})`}`, () => {
  let browser: Browser;
  let page: Page;
  let trace: TraceEvent[];
  const requests: string[] = [];

  beforeAll(async () => {
    const k = getKnowledge();
    const r = await runTree({
      body: createSimBody({ seed: 3, pauseWhileThinking: true }),
      knowledge: k,
      skills: SKILLS,
      goal: GOAL,
      plan: knowledgePlan(GOAL, k),
      repairer: createRuleRepairer(k),
    });
    expect(r.ok, r.reason).toBe(true);
    trace = r.trace;
    browser = await launch();
    await refuseNetwork(browser, requests);
    page = await browser.context.newPage();
    page.on('request', (req) => requests.push(req.url()));
    await page.setContent(renderHtml(fromTrace(trace)), { waitUntil: 'load' });
  }, 60_000);
  afterAll(async () => browser?.close());

  it('draws every node of the run, coloured by final state', async () => {
    const model = fromTrace(trace);
    expect(await page.locator('li.node').count()).toBe(countNodes(model.root));
    const states = [...walk(model.root)].map(({ node }) => node.state);
    expect(await page.locator('li.node[data-state="succeeded"]').count()).toBe(states.filter((s) => s === 'succeeded').length);
    expect(
      await page
        .locator('li.node[data-state="succeeded"] > .row')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(200, 230, 201)');
  });

  it('marks prerequisites expanded from knowledge differently from plan steps', async () => {
    const rows = page.locator('li.node.origin-prerequisite > .row');
    const planRows = page.locator('li.node.origin-plan > .row');
    if ((await rows.count()) > 0) expect(await rows.first().evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('dashed');
    expect(await planRows.first().evaluate((el) => getComputedStyle(el).borderTopStyle)).not.toBe('dashed');
  });

  it('collapses a subtree', async () => {
    const step = page.locator('li.node[data-path="/plan/steps/0"].kind-selector');
    const child = step.locator(':scope > ul > li').first();
    expect(await child.isVisible()).toBe(true);
    await step.locator(':scope > .row > button.toggle').click();
    expect(await child.isVisible()).toBe(false);
  });

  it('has a timeline entry per skill call and makes no network request', async () => {
    const calls = trace.filter((e) => e.type === 'skill_start').length;
    expect(await page.locator('svg.timeline rect.call').count()).toBe(calls);
    mkdirSync('test-artifacts', { recursive: true });
    await page.screenshot({ path: 'test-artifacts/diamond-pickaxe-report.png', fullPage: false });
    expect(requests).toEqual([]);
  });

  it('shows the reflex layer: its nodes in the dump, and a marker on the timeline for each time a reflex fired', async () => {
    const fired = trace.filter((e): e is Extract<TraceEvent, { type: 'reflex_start' }> => e.type === 'reflex_start');
    expect(fired.length).toBeGreaterThan(0);
    const ascii = renderAscii(fromTrace(trace));
    for (const name of ['defend', 'retreat', 'arm', 'shelter', 'eat', 'toss_junk', 'spare_pickaxe']) expect(ascii).toContain(`/reflexes/${name}`);
    expect(await page.locator('svg.timeline g.reflex-marker').count()).toBe(fired.length);
    expect(await page.locator('svg.timeline g.reflex-marker').evaluateAll((gs) => gs.map((g) => (g as SVGGElement).dataset.reflex))).toEqual(
      fired.map((e) => e.name),
    );
  });
});
