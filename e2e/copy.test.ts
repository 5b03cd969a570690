import {
  bsToAd,
  fiscalYearBounds,
  fiscalYearOf,
  formatAd,
  formatBs,
  shiftBsYears,
  todayBs,
  toDevanagariDigits,
  type BsDate,
} from '@karyayojana/nepali-calendar';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAN } from '../apps/server/src/operations/demo/demo-plan.js';
import { DEMO_PASSWORD, signIn, toast } from './support/app.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startServer, SUPER_ADMIN, type RunningServer } from './support/server.js';

// The Super-Admin copies the template plan (the owner company's events of this fiscal year)
// into both demo municipalities' next fiscal year; each admin then finds it there, every event
// on the same month and day one BS year later.

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

const MUNICIPALITIES = [
  { name: 'धुलिखेल नगरपालिका', admin: 'admin@dhulikhel.demo' },
  { name: 'बुटवल उपमहानगरपालिका', admin: 'admin@butwal.demo' },
];
const today = todayBs();
const current = fiscalYearOf(today).label; // '2083/84'
const next = fiscalYearBounds(fiscalYearOf(today).startYear + 1).label; // '2084/85'
// The seed puts the template's first event on today; the copy moves it one year on.
const KNOWN = DEMO_PLAN[0]?.title ?? '';
const copiedOn = shiftBsYears(today, 1);

/** As the list writes a date: "२०८४ मंसिर ६", the time, and "(ई.सं. २२ नोभेम्बर २०२७)". */
const bsText = (date: BsDate) => formatBs(date, 'YYYY MMMM D', 'ne');
const adText = (date: BsDate) => `(ई.सं. ${formatAd(bsToAd(date), 'D MMMM YYYY', 'ne')})`;

/**
 * The events list of one fiscal year (chosen in its filter), then searched for the known
 * event: checks the year's total and returns the text of the event's row.
 */
async function knownEventIn(page: Page, yearLabel: string, total: number): Promise<string> {
  await page.goto('/dashboard/events');
  const filters = page.getByRole('search', { name: 'कार्ययोजना छान्नुहोस्' });
  const year = filters.getByLabel('आर्थिक वर्ष', { exact: true });
  await year.selectOption({ label: toDevanagariDigits(yearLabel) });
  await page.waitForURL((url) => url.searchParams.has('fiscal_year_id'));
  await page
    .getByRole('heading', { level: 1, name: `कार्ययोजना (${toDevanagariDigits(total)})` })
    .waitFor();

  await filters.getByLabel('खोज्नुहोस्').fill(KNOWN);
  await filters.getByLabel('खोज्नुहोस्').press('Enter');
  await page.getByRole('heading', { level: 1, name: 'कार्ययोजना (१)' }).waitFor();
  const row = page
    .getByRole('table', { name: 'कार्ययोजनाको सूची' })
    .locator('tbody tr')
    .filter({ has: page.getByRole('link', { name: KNOWN, exact: true }) });
  await row.waitFor();
  // The fiscal-year filter stays where it was after the search.
  expect(await year.locator('option:checked').innerText()).toBe(toDevanagariDigits(yearLabel));
  return row.innerText();
}

describe('copying the template year to two municipalities', () => {
  it('the Super-Admin copies this year into the next for both municipalities', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signIn(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
    // The template (the operator's own plan) has the known event on today.
    const template = await knownEventIn(page, current, DEMO_PLAN.length);
    expect(template).toContain(bsText(today));
    expect(template).toContain(adText(today));

    await page.goto('/dashboard/config/companies');
    await page.getByRole('heading', { level: 1, name: 'नगरपालिकाहरू (२)' }).waitFor();

    await page.getByRole('button', { name: 'छान्नुहोस्', exact: true }).click();
    const tools = page.getByRole('toolbar', { name: 'छानिएका पालिकामा कार्ययोजना नक्कल' });
    await tools.waitFor();
    for (const { name } of MUNICIPALITIES) {
      await page.getByRole('checkbox', { name: `${name} छान्नुहोस्` }).check();
    }
    await tools.getByText('२ पालिका छानिएको').waitFor();
    await tools.getByRole('button', { name: 'नक्कल', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'कार्यक्रम स्थानान्तरण' });
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: 'छानिएका पालिका (२)' }).waitFor();
    for (const { name } of MUNICIPALITIES) {
      await dialog.getByRole('listitem').filter({ hasText: name }).waitFor();
    }
    await dialog
      .getByLabel('कुन आर्थिक वर्षबाट')
      .selectOption({ label: `${toDevanagariDigits(current)} (चालु)` });
    await dialog.getByLabel('कुन आर्थिक वर्षमा').selectOption({ label: toDevanagariDigits(next) });
    await dialog.getByRole('button', { name: 'डाटा सार्नुहोस्' }).click();

    const created = toDevanagariDigits(DEMO_PLAN.length * MUNICIPALITIES.length);
    await toast(page, `${created} वटा कार्यक्रम सिर्जना भयो।`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'छान्नुहोस्', exact: true }).waitFor();
    await context.close();
  });

  for (const { name, admin } of MUNICIPALITIES) {
    it(`the admin of ${name} finds the template in ${next}, one BS year on`, async () => {
      const { page, context } = await newPage(browser, server.url);
      await signIn(page, admin, DEMO_PASSWORD);
      // The whole template arrived (the year holds as many events as the template), and the
      // known event sits on the same month and day one year on, not done yet.
      const text = await knownEventIn(page, next, DEMO_PLAN.length);
      expect(text).toContain(bsText(copiedOn));
      expect(text).toContain(adText(copiedOn));
      expect(text).toContain('सम्पन्न नभएको');
      await context.close();
    });
  }
});
