import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, DEMO_PASSWORD, signIn } from './support/app.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

// Issue 27, item 6: an officer's navigation on a phone and a desktop, the selection bar that
// stays below the top bar, and the writes that wait offline. Tap sizes are measured on every
// page in e2e/accessibility.test.ts.

const ADMIN = 'admin@dhulikhel.demo';
const OFFICER = 'officer@dhulikhel.demo';
const REASON = /परिवर्तन सेभ गर्न इन्टरनेट चाहिन्छ/;

let server: RunningServer;
let browser: Browser;
let eventId: number;

beforeAll(async () => {
  server = await startServer({ seed: true });
  browser = await launchBrowser();
  const token = await apiToken(server.url, ADMIN, DEMO_PASSWORD);
  const res = await fetch(`${server.url}/api/events`, {
    headers: { authorization: `Bearer ${token}` },
  });
  eventId = ((await res.json()) as { data: { id: number }[] }).data[0]!.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('an officer', () => {
  it('has the main navigation in a drawer on a phone and beside the page on a desktop', async () => {
    const { context, page } = await newPage(browser, server.url, { width: 360, height: 740 });
    await signIn(page, OFFICER, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'मेनु खोल्नुहोस्' }).click();
    const drawer = page.getByRole('dialog', { name: 'मुख्य मेनु' });
    const links = drawer.getByRole('navigation', { name: 'मुख्य मेनु' }).getByRole('link');
    expect(await links.allInnerTexts()).toEqual([
      'वार्षिक कार्ययोजना',
      'ड्यासबोर्ड',
      'कार्ययोजना',
      'प्रगति प्रतिवेदन',
      'अन्य कागजात',
      'सेटिङ',
    ]);
    // The documents' read-only list; no activity log, trash or configuration.
    expect(await drawer.getByRole('link', { name: 'अन्य कागजात' }).getAttribute('href')).toBe(
      '/home/other-documents',
    );
    await drawer.getByRole('link', { name: 'प्रगति प्रतिवेदन' }).click();
    await page.waitForURL('**/dashboard/reports/progress');
    await expect.poll(() => drawer.isVisible()).toBe(false);

    await page.setViewportSize({ width: 1280, height: 900 });
    const sidebar = page.getByRole('navigation', { name: 'मुख्य मेनु' });
    await sidebar.getByRole('link', { name: 'कार्ययोजना', exact: true }).click();
    await page.waitForURL('**/dashboard/events');
    await context.close();
  });
});

describe('an admin on a phone', () => {
  it('keeps the selection bar in view below the top bar while the list scrolls', async () => {
    const { context, page } = await newPage(browser, server.url, { width: 360, height: 740 });
    await signIn(page, ADMIN, DEMO_PASSWORD);
    await page.goto('/dashboard/events');
    await page.getByRole('button', { name: /^(छान्नुहोस्|Select)$/ }).click();
    const bar = page.getByRole('toolbar');
    await bar.waitFor();
    await page.locator('main').evaluate((main) => main.scrollTo(0, main.scrollHeight));
    await page.waitForTimeout(200);
    const header = await page.locator('header').first().boundingBox();
    const box = await bar.boundingBox();
    expect(header && box).toBeTruthy();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 0.5);
    expect(box!.y).toBeLessThan(740 / 2);
    await context.close();
  });

  it('offline, upload and duplicate wait and say why, as delete does', async () => {
    const { context, page } = await newPage(browser, server.url, { width: 360, height: 740 });
    await signIn(page, ADMIN, DEMO_PASSWORD);
    await page.goto(`/dashboard/events/${eventId}/view`);
    const upload = page.getByRole('button', { name: 'अपलोड गर्नुहोस्' }).first();
    await upload.waitFor();
    expect(await upload.isEnabled()).toBe(true);
    await context.setOffline(true);
    await expect.poll(() => upload.isDisabled()).toBe(true);
    expect(await upload.getAttribute('title')).toMatch(REASON);
    const describedBy = await upload.getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy}`).innerText()).toMatch(REASON);
    await context.setOffline(false);
    await expect.poll(() => upload.isEnabled()).toBe(true);

    await page.goto('/dashboard/events');
    await page.getByRole('button', { name: /^(छान्नुहोस्|Select)$/ }).click();
    const duplicate = page.getByRole('toolbar').getByRole('button', { name: 'दोहोर्‍याउनुहोस्' });
    await duplicate.waitFor();
    await context.setOffline(true);
    await expect.poll(() => duplicate.isDisabled()).toBe(true);
    expect(await duplicate.getAttribute('title')).toMatch(REASON);
    await context.close();
  });
});
