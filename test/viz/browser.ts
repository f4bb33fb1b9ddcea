/** Debian's chromium driven by playwright-core; tests skip (with this message) only when it is absent. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
export const SKIP_NOTE = `skipped: ${CHROMIUM} not found (install it with: apt-get install -y chromium)`;

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A fresh profile per launch so no state leaks between runs; `extraArgs` for what one suite needs (WebGL). */
export async function launch(extraArgs: string[] = []): Promise<Browser> {
  const dir = mkdtempSync(join(tmpdir(), 'sapling-chromium-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, headless: true, args: [...ARGS, ...extraArgs] });
  return {
    context,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The reports must load with no network: every request is recorded in `requests` and refused. */
export async function refuseNetwork(browser: Browser, requests: string[]): Promise<void> {
  await browser.context.route('**/*', (route) => {
    requests.push(route.request().url());
    return route.abort();
  });
}
