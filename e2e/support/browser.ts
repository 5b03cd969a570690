import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const resultsDir = path.resolve(import.meta.dirname, '../../test-results');

/** Flags this closed network needs: no background connections that would be refused. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * A fresh browser context (no stored token) and page; on a failed test a full-page
 * screenshot is kept in test-results/. Service workers are blocked unless asked for.
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  options: { width?: number; height?: number; serviceWorkers?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: 'ne-NP',
    timezoneId: 'Asia/Kathmandu',
    // The offline app's service worker (issue 18) only where a test asks for it: the other
    // tests count and watch the page's own requests.
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
  });
  const page = await context.newPage();
  try {
    onTestFailed(async ({ task }) => {
      fs.mkdirSync(resultsDir, { recursive: true });
      const name = task.name.replace(/[^\w\u0900-\u097F-]+/g, '-').slice(0, 80);
      await page
        .screenshot({ path: path.join(resultsDir, `${name}.png`), fullPage: true })
        .catch(() => {});
    });
  } catch {
    // Opened in a beforeAll hook: no single test to attach the screenshot to.
  }
  return { context, page };
}
