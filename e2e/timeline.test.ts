import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BS_MONTHS, formatBs, TIMELINE_MONTHS_NE, todayBs } from '@karyayojana/nepali-calendar';
import { launchBrowser, newPage } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

const PASSWORD = 'demo-password';
const OFFICER = 'officer@dhulikhel.demo';
const ADMIN = 'admin@dhulikhel.demo';
// From the demo plan: the first item is moved onto today; 'कृषि अनुदान वितरण' is in Kartik.
const TODAY_EVENT = 'वार्षिक नीति तथा कार्यक्रम सार्वजनिकीकरण';
const KARTIK_EVENT = 'कृषि अनुदान वितरण';
const SOCIAL_EVENT = 'विद्यालय स्वास्थ्य शिविर';

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

async function signIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByLabel('इमेल').fill(email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'लगइन गर्नुहोस्' }).click();
  await page.waitForURL('**/home**');
}

const monthNav = (page: Page) => page.getByRole('navigation', { name: 'महिनामा जानुहोस्' });
const monthBlock = (page: Page, heading: RegExp) =>
  page.locator('section[data-month-block]', { has: page.getByRole('heading', { name: heading }) });
const card = (page: Page, title: string) =>
  page.locator('article[data-timeline-card]', { has: page.getByRole('link', { name: title }) });

async function jumpTo(page: Page, monthNe: string) {
  await monthNav(page)
    .getByRole('button', { name: new RegExp(`^${monthNe}`) })
    .click();
}

async function enabledMonths(page: Page): Promise<number> {
  return monthNav(page).locator('button:not([disabled])').count();
}

describe('the timeline of a plain user', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage(browser, server.url));
    await signIn(page, OFFICER);
  });
  afterAll(() => context.close());

  it('lands on the annual work plan with the twelve months in fiscal-year order', async () => {
    await page.getByRole('heading', { name: 'वार्षिक कार्ययोजना', level: 1 }).waitFor();
    const names = await monthNav(page).getByRole('button').allInnerTexts();
    expect(names.map((n) => n.split('\n')[0]?.trim())).toEqual([...TIMELINE_MONTHS_NE]);
  });

  it("opens at this month, where today's event says आज", async () => {
    const today = todayBs();
    const heading = new RegExp(formatBs(today, 'YYYY MMMM'));
    const block = monthBlock(page, heading);
    await block.waitFor();
    const todays = card(page, TODAY_EVENT).filter({ hasText: 'आज' });
    await todays.waitFor();
    expect(await block.locator('article', { hasText: TODAY_EVENT }).count()).toBe(1);
    const box = await block.boundingBox();
    expect(box && box.y < 900).toBe(true);
  });

  it('puts a seeded event in its own month block, and the month menu scrolls there', async () => {
    await jumpTo(page, 'कार्तिक');
    const kartik = monthBlock(page, /२०८३ कार्तिक/);
    await kartik.getByRole('link', { name: KARTIK_EVENT }).waitFor();
    const heading = kartik.getByRole('heading', { name: /२०८३ कार्तिक/ });
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeLessThan(400);
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('narrows the cards with the search box', async () => {
    expect(await enabledMonths(page)).toBe(12);
    await page.getByPlaceholder('खोज्नुहोस्…').fill('कृषि');
    await expect.poll(() => enabledMonths(page)).toBe(1);
    await card(page, KARTIK_EVENT).waitFor();
    await page.getByPlaceholder('खोज्नुहोस्…').fill('');
    await expect.poll(() => enabledMonths(page)).toBe(12);
  });

  it('narrows the cards by category and by status', async () => {
    await page.getByLabel('विषयगत क्षेत्र').selectOption({ label: 'सामाजिक विकास' });
    await expect.poll(() => enabledMonths(page)).toBeLessThan(12);
    await jumpTo(page, 'भाद्र');
    await card(page, SOCIAL_EVENT).waitFor();
    expect(await page.getByRole('link', { name: KARTIK_EVENT }).count()).toBe(0);
    await page.getByLabel('विषयगत क्षेत्र').selectOption('0');

    await page.getByLabel('स्थिति').selectOption({ label: 'रद्द गरिएको' });
    await page.waitForURL(/status=canceled/);
    await expect
      .poll(() => monthNav(page).getByRole('button', { name: /^भाद्र/ }).isDisabled())
      .toBe(true);
    await jumpTo(page, 'कार्तिक');
    const canceled = card(page, KARTIK_EVENT);
    await canceled.waitFor();
    expect(await canceled.innerText()).toContain('रद्द गरिएको');
    await page.getByLabel('स्थिति').selectOption('all');
    await expect.poll(() => enabledMonths(page)).toBe(12);
  });

  it('shows another fiscal year when one is chosen', async () => {
    await page
      .getByRole('combobox', { name: 'आर्थिक वर्ष', exact: true })
      .selectOption({ label: '२०८२/८३' });
    await page.waitForURL(/fiscal_year_id=/);
    await monthBlock(page, /२०८२ (श्रावण|भाद्र|आश्विन|कार्तिक)/)
      .first()
      .waitFor({ state: 'attached' });
    expect(await page.getByRole('heading', { name: /२०८३ कार्तिक/ }).count()).toBe(0);
  });

  it('opens a card in a new tab on the event view', async () => {
    await page.goto('/home');
    await jumpTo(page, 'कार्तिक');
    const link = card(page, KARTIK_EVENT).getByRole('link', { name: KARTIK_EVENT });
    await link.waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForURL(/\/dashboard\/events\/\d+\/view$/);
    await tab.getByRole('heading', { name: KARTIK_EVENT }).waitFor();
    await tab.close();
  });

  it('cannot open the event form without the right to plan', async () => {
    await page.goto('/dashboard/events/add');
    // Issue 28: the page says why instead of pretending it is not there.
    await page.getByText('कार्ययोजना थप्ने, सम्पादन गर्ने वा कार्य थप्ने अधिकार तपाईंलाई छैन।').waitFor();
    expect(await page.getByLabel('शीर्षक', { exact: true }).count()).toBe(0);
  });

  it('shows English month names with the English switch', async () => {
    await page.goto('/home');
    await page
      .getByRole('button', { name: /English/ })
      .first()
      .click();
    const names = await page
      .getByRole('navigation', { name: 'Jump to a month' })
      .getByRole('button')
      .allInnerTexts();
    expect(names[0]).toContain(BS_MONTHS.en[3]);
    await page.getByRole('button', { name: /नेपाली/ }).first().click();
  });
});

describe('other documents', () => {
  it('an admin adds, views and deletes one; a plain user sees it read-only under /home', async () => {
    const admin = await newPage(browser, server.url);
    await signIn(admin.page, ADMIN);
    await admin.page.goto('/dashboard/other-documents');
    await admin.page.getByRole('button', { name: 'नयाँ' }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByLabel('शीर्षक').fill('खरिद कार्यविधि २०८३');
    await dialog.getByLabel('कैफियत').fill('कार्यपालिकाबाट स्वीकृत');
    await dialog.getByLabel('फाइल').setInputFiles({
      name: 'karyabidhi.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await dialog.getByRole('button', { name: 'सेभ गर्नुहोस्' }).click();
    await dialog.waitFor({ state: 'detached' });
    const view = admin.page.getByRole('link', { name: /खरिद कार्यविधि २०८३ हेर्नुहोस्/ }).first();
    await view.waitFor();
    const href = (await view.getAttribute('href')) ?? '';
    const file = await fetch(new URL(href, server.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');

    const officer = await newPage(browser, server.url);
    await signIn(officer.page, OFFICER);
    await officer.page.goto('/home/other-documents');
    await officer.page.getByText('खरिद कार्यविधि २०८३').first().waitFor();
    expect(await officer.page.getByRole('button', { name: /मेटाउनुहोस्/ }).count()).toBe(0);
    expect(await officer.page.getByRole('button', { name: 'नयाँ' }).count()).toBe(0);
    await officer.page.getByRole('button', { name: 'पछाडि' }).waitFor();

    await admin.page.getByRole('button', { name: 'मेटाउनुहोस्: खरिद कार्यविधि २०८३' }).first().click();
    await admin.page
      .getByText('के तपाईं "खरिद कार्यविधि २०८३" मेटाउन निश्चित हुनुहुन्छ?', { exact: false })
      .waitFor();
    await admin.page
      .getByRole('button', { name: /^(Delete|मेटाउनुहोस्)$/ })
      .last()
      .click();
    await expect.poll(() => admin.page.getByText('खरिद कार्यविधि २०८३').count()).toBe(0);
    expect((await fetch(new URL(href, server.url))).status).toBe(404);
    await admin.context.close();
    await officer.context.close();
  });
});

describe('opening /home in a new tab', () => {
  it('asks for the year’s events once (the first script’s request, taken over by the page) and shows them', async () => {
    const { context, page } = await newPage(browser, server.url);
    try {
      await signIn(page, OFFICER);
      await page.locator('article[data-timeline-card]').first().waitFor();
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/events') asked.push(request.url());
      });
      await page.reload();
      await page.locator('article[data-timeline-card]').first().waitFor();
      // One request, its answer taken over by the page (no second one once the page runs).
      expect(asked, asked.join(' | ')).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});

describe('opening the timeline on a phone', () => {
  it('does not move what is on screen while the cards come in (layout shift under 0.1)', async () => {
    const { context, page } = await newPage(browser, server.url, { width: 412, height: 823 });
    try {
      await signIn(page, OFFICER);
      await page.addInitScript(
        `window.__shifts = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value); }).observe({ type: 'layout-shift', buffered: true });`,
      );
      await page.reload();
      await page.locator('article[data-timeline-card]').first().waitFor();
      // The runs near the screen are built one a frame, the far ones made skippable.
      await page.waitForTimeout(1500);
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: number[] }).__shifts,
      );
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.1);
    } finally {
      await context.close();
    }
  });
});

describe('printing the timeline', () => {
  it('draws every card of the year, none skipped as off screen', async () => {
    const { context, page } = await newPage(browser, server.url, { width: 1280, height: 500 });
    try {
      await signIn(page, OFFICER);
      await page.locator('article[data-timeline-card]').first().waitFor();
      await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
      await page.emulateMedia({ media: 'print' });
      await expect.poll(() => page.locator('[data-placeholder]').count()).toBe(0);
      const drawn = await page.evaluate(() => {
        const cards = [...document.querySelectorAll('article[data-timeline-card]')];
        const runs = [...document.querySelectorAll('[role="list"] > [role="none"]')];
        return {
          cards: cards.length,
          withHeight: cards.filter((card) => card.getBoundingClientRect().height > 0).length,
          skippable: runs.filter((run) => getComputedStyle(run).contentVisibility !== 'visible')
            .length,
        };
      });
      expect(drawn.cards).toBeGreaterThan(5);
      expect(drawn.withHeight).toBe(drawn.cards);
      expect(drawn.skippable).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('the HTML of a page asks for its chunks at once', () => {
  it('/home names the signed-in layout and the timeline page; / names the sign-in page', async () => {
    const links = async (path: string) =>
      [
        ...(await (await fetch(`${server.url}${path}`)).text()).matchAll(
          /modulepreload[^>]*href="([^"]+)"/g,
        ),
      ].map((m) => m[1] ?? '');
    const home = await links('/home');
    for (const chunk of ['/assets/app-layout-', '/assets/timeline-page-', '/assets/feature-texts-'])
      expect(home.some((href) => href.startsWith(chunk))).toBe(true);
    // And every one of them is served.
    for (const href of home) expect((await fetch(`${server.url}${href}`)).status).toBe(200);
    // The timeline's first script, which starts the plan's requests before the app has run.
    const html = await (await fetch(`${server.url}/home`)).text();
    expect(html).toMatch(
      /<script type="module" async crossorigin src="\/assets\/early-[\w-]+\.js">/,
    );
    const signIn = await links('/');
    expect(signIn.some((href) => href.startsWith('/assets/login-page-'))).toBe(true);
    expect(signIn.some((href) => href.startsWith('/assets/app-layout-'))).toBe(false);
  });
});
