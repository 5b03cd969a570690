import {
  bsToAd,
  fiscalYearOf,
  formatAd,
  formatBs,
  todayBs,
  type BsDate,
} from '@karyayojana/nepali-calendar';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendar, datePicker, DEMO_PASSWORD, pdfOfSize, signIn, toast } from './support/app.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

// Issue "Action plans": an admin of धुलिखेल plans events, proves a task with a document,
// re-dates and duplicates events; a plain user may not open the form. The steps build on each
// other (one event series, followed from creation to duplication), so they run in order.

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

// Two days of Falgun in the active fiscal year (the seed makes the year around today active).
const year = fiscalYearOf(todayBs()).startYear;
const first: BsDate = { year, month: 11, day: 5 };
const second: BsDate = { year, month: 11, day: 20 };
const moved: BsDate = { year, month: 11, day: 25 };
const TITLE = 'ई-परीक्षण: सार्वजनिक सुनुवाइ';
const TASKS = ['सूचना प्रकाशन', 'सुनुवाइ सञ्चालन', 'प्रतिवेदन तयारी'];
const PDF_NAME = 'सुनुवाइ-प्रतिवेदन.pdf';
const PDF = pdfOfSize(300 * 1024);

/** How the list shows a date: "२०८३ फाल्गुण ५", then the time and "(ई.सं. 17 February 2027)". */
const bsText = (date: BsDate) => formatBs(date, 'YYYY MMMM D', 'ne');
const adText = (date: BsDate) => formatAd(bsToAd(date), 'D MMMM YYYY', 'ne');

async function asAdmin() {
  const opened = await newPage(browser, server.url);
  await signIn(opened.page, ADMIN, DEMO_PASSWORD);
  return opened;
}

/** The events list searched for the test's title (Enter searches at once). */
async function searchList(page: Page) {
  await page.goto('/dashboard/events');
  const search = page.getByRole('search', { name: 'कार्ययोजना छान्नुहोस्' });
  await search.getByLabel('खोज्नुहोस्').fill(TITLE);
  await search.getByLabel('खोज्नुहोस्').press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === TITLE);
}

/** The rows of the list that are the test's events. */
const rowsOf = (page: Page) =>
  page
    .getByRole('table', { name: 'कार्ययोजनाको सूची' })
    .locator('tbody tr')
    .filter({
      has: page.getByRole('link', { name: TITLE, exact: true }),
    });

describe('an admin plans, proves, re-dates and duplicates events', () => {
  it('creates one event on two dates with three tasks; both appear in the list', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/dashboard/events');
    await page.getByRole('link', { name: 'नयाँ', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'नयाँ कार्ययोजना' }).waitFor();

    // The active fiscal year is chosen already.
    const fiscalYear = page.getByLabel('आर्थिक वर्ष', { exact: true });
    await expect
      .poll(async () => (await fiscalYear.locator('option:checked').innerText()).trim())
      .toMatch(/\(चालु\)$/);
    await page.getByLabel('शीर्षक', { exact: true }).fill(TITLE);
    await page
      .getByLabel('विवरण', { exact: true })
      .fill('वडाबासीसँग वार्षिक योजना र बजेटबारे सार्वजनिक सुनुवाइ गर्ने।');

    // Each date: typed into the picker (Devanagari digits) and confirmed with Enter; it joins
    // the list at once (issue 27), and the field is empty for the next one.
    const date = datePicker(page, 'मिति');
    const list = page.getByRole('region', { name: /^छानिएका मितिहरू/ });
    for (const day of [second, first]) {
      await date.input.fill(formatBs(day, 'YYYY-MM-DD', 'ne'));
      await date.input.press('Enter');
      await list.getByText(bsText(day), { exact: true }).waitFor();
      expect(await date.input.inputValue()).toBe('');
    }
    await page.getByRole('heading', { name: 'छानिएका मितिहरू (२)' }).waitFor();
    // The list keeps the dates in order, whatever the order they were added in.
    expect(await list.getByRole('listitem').allInnerTexts()).toEqual([
      bsText(first),
      bsText(second),
    ]);

    const taskName = page.getByLabel('कार्यको नाम', { exact: true });
    for (const name of TASKS) {
      await taskName.fill(name);
      await page.getByRole('button', { name: 'कार्य थप्नुहोस्' }).click();
      await page.getByRole('button', { name: `हटाउनुहोस्: ${name}` }).waitFor();
    }

    await page.getByRole('button', { name: 'सेभ गर्नुहोस्' }).click();
    await toast(page, '२ वटा कार्यक्रम थपियो।').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard/events');

    await searchList(page);
    await page.getByRole('heading', { level: 1, name: 'कार्ययोजना (२)' }).waitFor();
    await page.getByText('२ मध्ये १–२ देखाइँदै').waitFor();
    const rows = rowsOf(page);
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).innerText()).toContain(bsText(first));
    expect(await rows.nth(0).innerText()).toContain(adText(first));
    expect(await rows.nth(1).innerText()).toContain(bsText(second));
    await context.close();
  });

  it('uploads a PDF to a task: a progress bar, then the tick and a link that downloads it', async () => {
    const { page, context } = await asAdmin();
    await searchList(page);
    await rowsOf(page).first().getByRole('link', { name: TITLE, exact: true }).click();
    await page.waitForURL(/\/dashboard\/events\/\d+\/view$/);
    await page.getByRole('heading', { name: TITLE }).waitFor();
    const tasks = page.getByRole('region', { name: 'कार्यहरू' }).getByRole('listitem');
    expect(await tasks.count()).toBe(3);
    const task = tasks.filter({ hasText: TASKS[0] });
    await task.getByRole('img', { name: 'प्रमाण कागजात छैन' }).waitFor();

    // Upload at 150 KB/s so that the 300 KB travel for about two seconds, as on a slow link.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 150 * 1024,
    });

    await task
      .getByLabel(`प्रमाण कागजात: ${TASKS[0]}`)
      .setInputFiles({ name: PDF_NAME, mimeType: 'application/pdf', buffer: PDF });
    await task.getByRole('button', { name: 'अपलोड गर्नुहोस्' }).click();
    const progress = task.getByRole('progressbar', { name: 'अपलोड प्रगति' });
    await progress.waitFor({ timeout: 5_000 });
    await task.getByText('अपलोड हुँदैछ…').waitFor();
    // The bar moves: seen part of the way, neither empty nor full.
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')))
      .toSatisfy((percent: number) => percent > 0 && percent < 100);

    const tick = task.getByRole('img', { name: 'प्रमाण कागजात छ' });
    await tick.waitFor({ timeout: 30_000 });
    await toast(page, 'कार्य अद्यावधिक भयो।').waitFor();
    expect(await progress.count()).toBe(0);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const link = task.getByRole('link', { name: new RegExp(`^हेर्नुहोस्: ${PDF_NAME}`) });
    await link.waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
    const href = await link.getAttribute('href');
    expect(href).toBeTruthy();
    const res = await fetch(new URL(href ?? '', page.url()));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    // The other tasks still wait for their proof.
    expect(await page.getByRole('img', { name: 'प्रमाण कागजात छैन' }).count()).toBe(2);
    // The event's own history shows the upload, the file by its name (issue 27).
    const upload = page
      .getByRole('region', { name: 'कार्यक्रमको इतिहास' })
      .getByRole('listitem')
      .filter({ hasText: 'फाइल अपलोड गरियो' });
    await upload.waitFor();
    expect(await upload.innerText()).toContain(`कार्य "${TASKS[0]}"`);
    expect(await upload.innerText()).toContain(`प्रमाण कागजात: (खाली) बाट ${PDF_NAME}`);
    await context.close();
  });

  it('re-dates an event in the list with a double-click and the picker; a reload keeps it', async () => {
    const { page, context } = await asAdmin();
    await searchList(page);
    // Sorted by date, the first row is the first date (its text changes while it is edited).
    const row = rowsOf(page).first();
    expect(await row.innerText()).toContain(bsText(first));
    await row.getByText(bsText(first), { exact: true }).dblclick();
    const field = row.getByLabel('नयाँ मिति');
    await field.waitFor();

    await row.getByRole('button', { name: 'पात्रो खोल्नुहोस्' }).click();
    const picker = calendar(page);
    await picker.waitFor();
    const day = formatBs(moved, 'DDDD, YYYY MMMM D', 'ne');
    await picker.getByRole('button', { name: day, exact: true }).click();
    await picker.waitFor({ state: 'hidden' });
    await expect.poll(() => field.inputValue()).toBe(formatBs(moved, 'YYYY-MM-DD', 'ne'));
    await row.getByRole('button', { name: 'मिति सेभ गर्नुहोस्' }).click();
    await toast(page, 'मिति परिवर्तन भयो।').waitFor();

    const redated = rowsOf(page).filter({ hasText: bsText(moved) });
    await redated.waitFor();
    expect(await redated.innerText()).toContain(adText(moved));
    expect(
      await rowsOf(page)
        .filter({ hasText: bsText(first) })
        .count(),
    ).toBe(0);

    await page.reload();
    await rowsOf(page).first().waitFor();
    expect(await rowsOf(page).count()).toBe(2);
    expect(
      await rowsOf(page)
        .filter({ hasText: bsText(moved) })
        .count(),
    ).toBe(1);
    expect(
      await rowsOf(page)
        .filter({ hasText: bsText(first) })
        .count(),
    ).toBe(0);
    await context.close();
  });

  it('duplicates two events in select mode; the total grows by two', async () => {
    const { page, context } = await asAdmin();
    await searchList(page);
    await page.getByRole('heading', { level: 1, name: 'कार्ययोजना (२)' }).waitFor();

    await page.getByRole('button', { name: 'छान्नुहोस्', exact: true }).click();
    const toolbar = page.getByRole('toolbar', { name: 'छान्नुहोस्' });
    await toolbar.waitFor();
    const boxes = page.getByRole('checkbox', { name: `छान्नुहोस्: ${TITLE}` });
    expect(await boxes.count()).toBe(2);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await toolbar.getByText('२ छानिएको').waitFor();
    await toolbar.getByRole('button', { name: 'दोहोर्\u200dयाउनुहोस्' }).click();
    await toast(page, '२ वटा कार्यक्रम सिर्जना भयो।').waitFor();

    await page.getByRole('heading', { level: 1, name: 'कार्ययोजना (४)' }).waitFor();
    await page.getByText('४ मध्ये १–४ देखाइँदै').waitFor();
    await toolbar.waitFor({ state: 'hidden' });
    expect(await rowsOf(page).count()).toBe(4);
    // The copies keep their dates: each date now twice.
    expect(
      await rowsOf(page)
        .filter({ hasText: bsText(second) })
        .count(),
    ).toBe(2);
    expect(
      await rowsOf(page)
        .filter({ hasText: bsText(moved) })
        .count(),
    ).toBe(2);
    await context.close();
  });
});

describe('a plain user', () => {
  it('without the right to plan, who opens /dashboard/events/add, is told so and gets no form', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signIn(page, OFFICER, DEMO_PASSWORD);
    await page.goto('/dashboard/events/add');
    // Issue 28: the route opens for officers (those with can_plan plan); the page refuses.
    await page.getByText('कार्ययोजना थप्ने, सम्पादन गर्ने वा कार्य थप्ने अधिकार तपाईंलाई छैन।').waitFor();
    expect(await page.getByLabel('शीर्षक', { exact: true }).count()).toBe(0);
    await context.close();
  });
});
