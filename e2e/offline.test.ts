import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiToken, DEMO_PASSWORD, signIn, toast } from './support/app.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

// Issue 18, the offline-capable app: the admin of धुलिखेल uses the app online (the service
// worker installs and keeps what was read), then the connection drops: the timeline and the
// event still show, with a banner saying since when; a save button says why it waits; what
// was typed survives until the connection is back and saves then. Signing out clears it all.

const ADMIN = 'admin@dhulikhel.demo';
const EVENT = 'कृषि अनुदान वितरण';
const DOCUMENT = 'वार्षिक प्रगति प्रतिवेदन २०८२/८३';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let eventId: number;
/** A copy of the built app for this server alone: a test deploys a new version into it. */
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'karyayojana-web-'));
  fs.cpSync(path.resolve(import.meta.dirname, '../apps/web/dist'), webDist, { recursive: true });
  server = await startServer({ seed: true, env: { WEB_DIST: webDist } });
  browser = await launchBrowser();
  const token = await apiToken(server.url, ADMIN, DEMO_PASSWORD);
  const res = await fetch(`${server.url}/api/events?q=${encodeURIComponent(EVENT)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const events = ((await res.json()) as { data: { id: number; title: string }[] }).data;
  const found = events.find((e) => e.title === EVENT);
  if (!found) throw new Error(`no ${EVENT} in the demo plan`);
  eventId = found.id;
  const form = new FormData();
  form.set('name', DOCUMENT);
  const made = await fetch(`${server.url}/api/other-documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!made.ok) throw new Error(`other document: ${made.status} ${await made.text()}`);
  ({ context, page } = await newPage(browser, server.url, { serviceWorkers: true }));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
});

const banner = () => page.getByRole('status').filter({ hasText: 'इन्टरनेट जडान छैन।' });

describe('the app on a phone that loses its connection', () => {
  it('is installable: a Nepali manifest, and a service worker that controls the app', async () => {
    const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as {
      short_name: string;
      lang: string;
      start_url: string;
      icons: { sizes: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'कार्ययोजना', lang: 'ne', start_url: '/home' });
    expect(manifest.icons.map((i) => i.sizes)).toContain('512x512');

    await signIn(page, ADMIN, DEMO_PASSWORD);
    expect(await page.locator('link[rel="manifest"]').count()).toBe(1);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
  });

  it('shows the timeline, a viewed event and the documents offline, saying since when', async () => {
    // Online, as the officer uses it: the timeline, the event, its form.
    await page.goto('/home');
    await page.locator('article[data-timeline-card]').first().waitFor();
    await page.goto(`/dashboard/events/${eventId}/view`);
    await page.getByRole('heading', { name: EVENT }).waitFor();
    await page.goto(`/dashboard/events/add/${eventId}`);
    await expect.poll(() => page.getByLabel('शीर्षक', { exact: true }).inputValue()).toBe(EVENT);
    await page.goto('/dashboard/other-documents');
    await page.getByText(DOCUMENT).first().waitFor();

    await context.setOffline(true);
    await page.goto('/home');
    await page.locator('article[data-timeline-card]').first().waitFor();
    await banner().waitFor();
    expect(await banner().innerText()).toMatch(
      /देखाइएका विवरण २०८३ \S+ [०-९]+, [०-९]+:[०-९]+ सम्मका हुन्/,
    );

    await page.goto(`/dashboard/events/${eventId}/view`);
    await page.getByRole('heading', { name: EVENT }).waitFor();
    await banner().waitFor();

    await page.goto('/dashboard/other-documents');
    await page.getByText(DOCUMENT).first().waitFor();
    await banner().waitFor();
  });

  it('keeps what was typed offline, says why the update waits, and saves it once online', async () => {
    await page.goto(`/dashboard/events/add/${eventId}`);
    const title = page.getByLabel('शीर्षक', { exact: true });
    await expect.poll(() => title.inputValue()).toBe(EVENT);
    await title.fill(`${EVENT} (संशोधित)`);
    const save = page.getByRole('button', { name: 'अपडेट गर्नुहोस्' });
    expect(await save.isDisabled()).toBe(true);
    const why = await save.getAttribute('aria-describedby');
    expect(why).toBeTruthy();
    expect(await page.locator(`#${why}`).innerText()).toContain('इन्टरनेट चाहिन्छ');

    await context.setOffline(false);
    await expect.poll(() => save.isEnabled()).toBe(true);
    expect(await title.inputValue()).toBe(`${EVENT} (संशोधित)`);
    await save.click();
    await toast(page, 'कार्यक्रम अद्यावधिक भयो।').waitFor();
  });

  it('offers a reload when a new version is deployed, never mixing the two', async () => {
    // A new deployment: another service worker (and no precompressed copy of the old one).
    const sw = path.join(webDist, 'sw.js');
    for (const old of [`${sw}.br`, `${sw}.gz`]) fs.rmSync(old, { force: true });
    fs.appendFileSync(sw, '\n// the next version\n');
    await page.goto('/home');
    await page.locator('article[data-timeline-card]').first().waitFor();
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const prompt = toast(page, 'कार्ययोजनाको नयाँ संस्करण आएको छ।');
    await prompt.waitFor();
    // The old version keeps the page until the user says so.
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await prompt.getByRole('button', { name: 'फेरि लोड गर्नुहोस्' }).click();
    await page.waitForEvent('load');
    await page.locator('article[data-timeline-card]').first().waitFor();
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
    ).toBeFalsy();
  });

  it('signing out clears the stored pages and answers', async () => {
    const stored = () =>
      page.evaluate(async () =>
        (await caches.keys()).filter((name) => name.startsWith('karyayojana-')),
      );
    await page.goto('/home');
    await page.locator('article[data-timeline-card]').first().waitFor();
    expect((await stored()).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'लग आउट' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'लगइन गर्नुहोस्' }).waitFor();
    expect(await stored()).toEqual([]);
  });
});
