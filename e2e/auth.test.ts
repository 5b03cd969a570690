import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.js';
import { startServer, SUPER_ADMIN, type RunningServer } from './support/server.js';

const DEMO_PASSWORD = 'demo-password';
const ADMIN = 'admin@dhulikhel.demo';
const OFFICER = 'officer@dhulikhel.demo';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ seed: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('इमेल').fill(email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'लगइन गर्नुहोस्' }).click();
}

describe('signing in', () => {
  it("shows the server's message for a wrong password and stays on the login page", async () => {
    const { page, context } = await newPage(browser, server.url);
    await signIn(page, ADMIN, 'not-the-password');
    await expect(page.getByText('इमेल वा पासवर्ड मिलेन।').waitFor()).resolves.toBeUndefined();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it("shows today's Nepali date on the login page", async () => {
    const { page, context } = await newPage(browser, server.url);
    await page.goto('/');
    // Devanagari year of the 21st century BS, a month name and a weekday, with the AD date.
    await page
      .getByText(/२०[८९][०-९] (बैशाख|जेठ|असार|श्रावण|भाद्र|आश्विन|कार्तिक|मंसिर|पौष|माघ|फाल्गुण|चैत्र)/)
      .first()
      .waitFor();
    await context.close();
  });

  it('takes a signed-in user to /home, and / back to /home while the token lasts', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signIn(page, OFFICER, DEMO_PASSWORD);
    await page.waitForURL('**/home');
    await page.getByRole('heading', { name: 'वार्षिक कार्ययोजना' }).waitFor();
    await page.goto('/');
    await page.waitForURL('**/home');
    await context.close();
  });
});

describe('each role sees its own layout', () => {
  const cases = [
    // Every role has the navigation (issue 27), with the links its role may open.
    { who: 'a plain user', email: OFFICER, password: DEMO_PASSWORD, sidebar: true, config: false },
    // An admin's Configurations: its municipality's people, branches and wards (issue 28).
    { who: 'an admin', email: ADMIN, password: DEMO_PASSWORD, sidebar: true, config: true },
    {
      who: 'the Super-Admin',
      email: SUPER_ADMIN.email,
      password: SUPER_ADMIN.password,
      sidebar: true,
      config: true,
    },
  ];
  for (const c of cases) {
    it(`${c.who}: sidebar ${c.sidebar ? 'shown' : 'hidden'}, Configurations ${c.config ? 'shown' : 'hidden'}`, async () => {
      const { page, context } = await newPage(browser, server.url);
      await signIn(page, c.email, c.password);
      await page.waitForURL('**/home');
      await page.getByRole('heading', { name: 'वार्षिक कार्ययोजना' }).waitFor();
      const nav = page.getByRole('navigation', { name: 'मुख्य मेनु' });
      expect(await nav.count()).toBe(c.sidebar ? 1 : 0);
      if (c.sidebar) {
        await nav.getByRole('link', { name: 'कार्ययोजना', exact: true }).waitFor();
        expect(await nav.getByText('कन्फिगरेसन').count()).toBe(c.config ? 1 : 0);
      }
      await context.close();
    });
  }

  it('a plain user who opens a configuration route sees the not-found page', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signIn(page, OFFICER, DEMO_PASSWORD);
    await page.waitForURL('**/home');
    await page.goto('/dashboard/config/fiscal-year');
    await page.getByText('माफ गर्नुहोस्, पृष्ठ भेटिएन।').waitFor();
    await context.close();
  });
});

describe('the not-found page', () => {
  it('shows the not-found page ("माफ गर्नुहोस्, पृष्ठ भेटिएन।") for an unknown path and goes back after 3 seconds', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signIn(page, ADMIN, DEMO_PASSWORD);
    await page.waitForURL('**/home');
    await page.goto('/no-such-page');
    await page.getByText('माफ गर्नुहोस्, पृष्ठ भेटिएन।').waitFor();
    const shownAt = Date.now();
    await page.waitForURL('**/home', { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);
    await context.close();
  });

  it('sends a visitor without a token to the login page', async () => {
    const { page, context } = await newPage(browser, server.url);
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'लगइन गर्नुहोस्' }).waitFor();
    await context.close();
  });
});

describe('logging out', () => {
  it('revokes the token: the old token then gets 401', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signIn(page, ADMIN, DEMO_PASSWORD);
    await page.waitForURL('**/home');
    const token = await page.evaluate(() => localStorage.getItem('karyayojana.token'));
    expect(token).toBeTruthy();
    await page
      .getByRole('button', { name: /प्रयोगकर्ता मेनु|प्रशासक/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'लग आउट' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'लगइन गर्नुहोस्' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('karyayojana.token'))).toBeNull();
    const res = await fetch(`${server.url}/api/user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(401);
    await context.close();
  });
});
