import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiToken, DEMO_PASSWORD, signIn, toast } from './support/app.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

// Issue 18, the public plan page: the admin of धुलिखेल switches it on; a citizen, who has no
// account, opens /p/{slug} (as from the QR code on a notice board), reads the plan, switches
// to English and to another fiscal year. Switched off, the page is gone at once.

const ADMIN = 'admin@dhulikhel.demo';

let server: RunningServer;
let browser: Browser;
let companyId: number;
let token: string;

const setPublic = async (body: object) => {
  const res = await fetch(`${server.url}/api/companies/${companyId}/public-plan`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { slug: string; url: string } }).data;
};

beforeAll(async () => {
  server = await startServer({ seed: true });
  browser = await launchBrowser();
  token = await apiToken(server.url, ADMIN, DEMO_PASSWORD);
  const me = await fetch(`${server.url}/api/user`, {
    headers: { authorization: `Bearer ${token}` },
  });
  companyId = ((await me.json()) as { data: { company_id: number } }).data.company_id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a citizen without an account', () => {
  let slug: string;

  it('is published by the admin in the municipality’s settings, with its QR code', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signIn(page, ADMIN, DEMO_PASSWORD);
    await page.goto(`/dashboard/settings/company/${companyId}`);
    const section = page.getByRole('region', { name: 'सार्वजनिक कार्ययोजना' });
    await section.getByText('सार्वजनिक पृष्ठ बन्द छ').waitFor();
    await section.getByLabel('नागरिकले हेर्न मिल्ने बनाउनुहोस्').check();
    await section.getByLabel('पृष्ठको ठेगाना').fill('dhulikhel');
    await section.getByRole('button', { name: 'सेभ गर्नुहोस्' }).click();
    await toast(page, 'सार्वजनिक कार्ययोजना पृष्ठको सेटिङ सुरक्षित भयो।').waitFor();
    await section.getByText('सार्वजनिक पृष्ठ खुला छ').waitFor();
    const qr = section.getByRole('img', { name: /QR कोड/ });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toBe('/p/dhulikhel/qr.svg');
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    slug = 'dhulikhel';
    await context.close();
  });

  it('opens the plan from its address and reads it in Nepali', async () => {
    const { page, context } = await newPage(browser, server.url);
    await page.goto(`/p/${slug}`);
    await page.getByRole('heading', { level: 1, name: 'धुलिखेल नगरपालिका' }).waitFor();
    expect(await page.title()).toMatch(/^धुलिखेल नगरपालिका: वार्षिक कार्ययोजना २०८३\/८४$/);
    // The progress summary and the months, Shrawan first, with the demo plan's events.
    await page.getByRole('heading', { name: 'प्रगतिको सारांश' }).waitFor();
    await page.getByRole('heading', { name: '२०८३ श्रावण' }).waitFor();
    await page.getByRole('heading', { name: 'कृषि अनुदान वितरण' }).waitFor();
    // Nothing of the signed-in app: no script, no token, no tasks.
    expect(await page.locator('script').count()).toBe(0);
    expect(await page.evaluate(() => Object.keys(localStorage).length)).toBe(0);
    expect(await page.content()).not.toContain('योजना अधिकृत');
    // The shared link shows the municipality's name.
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain(
      'धुलिखेल नगरपालिका',
    );
    await context.close();
  });

  it('switches to English and to the year before', async () => {
    const { page, context } = await newPage(browser, server.url);
    await page.goto(`/p/${slug}`);
    await page.getByRole('link', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Progress at a glance' }).waitFor();
    await page.getByRole('heading', { name: '2083 Shrawan' }).waitFor();
    await page.getByLabel('Fiscal year').selectOption({ label: '2082/83' });
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(/fy=\d+/);
    await page.getByRole('heading', { name: '2082 Shrawan' }).waitFor();
    expect(await page.title()).toContain('2082/83');
    await context.close();
  });

  it('finds the QR code of the page, and nothing once the page is switched off', async () => {
    const qr = await fetch(`${server.url}/p/${slug}/qr.svg`);
    expect(qr.status).toBe(200);
    expect(await qr.text()).toContain('<svg');
    await setPublic({ enabled: false });
    const { page, context } = await newPage(browser, server.url);
    const res = await page.goto(`/p/${slug}`);
    expect(res?.status()).toBe(404);
    await page.getByText('यो पृष्ठ भेटिएन').waitFor();
    await context.close();
  });
});
