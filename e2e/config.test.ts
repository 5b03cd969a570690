import {
  bsToAd,
  bsToEpochDay,
  daysInBsMonth,
  formatAd,
  formatBs,
  shiftBsYears,
  addBsMonths,
  todayBs,
  type BsDate,
} from '@karyayojana/nepali-calendar';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendar, datePicker, signIn, TINY_PNG, toast, waitOrExplain } from './support/app.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startServer, SUPER_ADMIN, type RunningServer } from './support/server.js';

// Issue "Platform configuration": the Super-Admin sets up the platform on a fresh install
// (no demo data: the first start adds 3 fiscal years and the 5 national categories).

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const asSuperAdmin = async () => {
  const opened = await newPage(browser, server.url);
  await signIn(opened.page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  return opened;
};

/** A day's name in the picker's grid: "बुधबार, २०८५ श्रावण १". */
const dayName = (date: BsDate) => formatBs(date, 'DDDD, YYYY MMMM D', 'ne');
/** The field's text once a date is chosen: "२०८५-०४-०१". */
const fieldText = (date: BsDate) => formatBs(date, 'YYYY-MM-DD', 'ne');
/** How a table shows a BS date and the AD date under it. */
const bsText = (date: BsDate) => formatBs(date, 'YYYY MMMM D', 'ne');
const adText = (date: BsDate) => formatAd(bsToAd(date), 'D MMMM YYYY', 'ne');

/**
 * The keys that move the picker's focused day from `from` to `to`, as the APG grid defines
 * them: Shift+PageDown a year, PageDown a month, ArrowDown a week, ArrowRight a day.
 */
function keysBetween(from: BsDate, to: BsDate): string[] {
  const keys: string[] = [];
  let at = from;
  const months = to.year * 12 + to.month - (at.year * 12 + at.month);
  const years = Math.trunc(months / 12);
  for (let i = 0; i < Math.abs(years); i++)
    keys.push(years > 0 ? 'Shift+PageDown' : 'Shift+PageUp');
  at = shiftBsYears(at, years);
  const rest = months - years * 12;
  for (let i = 0; i < Math.abs(rest); i++) keys.push(rest > 0 ? 'PageDown' : 'PageUp');
  at = addBsMonths(at, rest);
  const days = bsToEpochDay(to) - bsToEpochDay(at);
  const weeks = Math.trunc(days / 7);
  for (let i = 0; i < Math.abs(weeks); i++) keys.push(weeks > 0 ? 'ArrowDown' : 'ArrowUp');
  const single = days - weeks * 7;
  for (let i = 0; i < Math.abs(single); i++) keys.push(single > 0 ? 'ArrowRight' : 'ArrowLeft');
  return keys;
}

/** The texts of one column of a table's body rows, top to bottom. */
async function column(table: Locator, index: number): Promise<string[]> {
  const rows = table.locator('tbody tr');
  const texts: string[] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    texts.push((await rows.nth(i).getByRole('cell').nth(index).innerText()).trim());
  }
  return texts;
}

describe('fiscal years', () => {
  it('adds a year with the BS date picker: end by keyboard, start by mouse, start re-typed', async () => {
    const { page, context } = await asSuperAdmin();
    await page.goto('/dashboard/config/fiscal-year');
    await page.getByRole('heading', { level: 1, name: 'आर्थिक वर्ष (३)' }).waitFor();
    await page.getByRole('button', { name: 'नयाँ', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'नयाँ आर्थिक वर्ष' });
    await form.waitFor();

    const start: BsDate = { year: 2085, month: 4, day: 1 };
    const end: BsDate = { year: 2086, month: 3, day: daysInBsMonth(2086, 3) };
    const startField = datePicker(form, 'सुरु मिति');
    const endField = datePicker(form, 'अन्तिम मिति');

    // The end date by keyboard: Tab from the field to its calendar button, Enter opens the
    // dialog on today, the keys walk to the last day of Asar 2086, Enter picks it.
    await endField.input.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const picker = calendar(page);
    await picker.waitFor();
    const today = todayBs();
    const todayButton = picker.getByRole('button', { name: dayName(today), exact: true });
    await expect.poll(() => todayButton.evaluate((b) => b === document.activeElement)).toBe(true);
    for (const key of keysBetween(today, end)) await page.keyboard.press(key);
    const focusedDay = picker.getByRole('button', { name: dayName(end), exact: true });
    await expect.poll(() => focusedDay.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'hidden' });
    await expect.poll(() => endField.input.inputValue()).toBe(fieldText(end));

    // The start date by mouse: the year select, the month arrows, a click on a day. The mouse
    // picks 3 Shrawan; typing below corrects it to 1 Shrawan, so the typing visibly counts.
    await startField.opener.click();
    await picker.waitFor();
    await picker.getByRole('combobox', { name: 'वर्ष छान्नुहोस्' }).selectOption('2085');
    const step = today.month > start.month ? 'अघिल्लो महिना' : 'अर्को महिना';
    for (let i = 0; i < Math.abs(today.month - start.month); i++) {
      await picker.getByRole('button', { name: step }).click();
    }
    await picker.getByRole('heading', { name: 'श्रावण २०८५' }).waitFor();
    await picker.getByRole('button', { name: dayName({ ...start, day: 3 }), exact: true }).click();
    await picker.waitFor({ state: 'hidden' });
    await expect.poll(() => startField.input.inputValue()).toBe(fieldText({ ...start, day: 3 }));
    // Choosing the start suggests the year label (the end date, already chosen, stays).
    await expect
      .poll(() => form.getByLabel('आर्थिक वर्ष', { exact: true }).inputValue())
      .toBe('2085/86');
    expect(await endField.input.inputValue()).toBe(fieldText(end));

    // Typing: the start date re-typed in Devanagari digits, committed with Enter; the line under
    // the field reads the new day back in words with its AD date.
    await startField.input.fill('२०८५-०४-०१');
    await startField.input.press('Enter');
    await form.getByText(`${dayName(start)} · ई.सं. ${adText(start)}`).waitFor();
    expect(await startField.input.inputValue()).toBe(fieldText(start));
    expect(await form.getByRole('alert').count()).toBe(0);

    await form.getByLabel('स्थिति', { exact: true }).selectOption({ label: 'निष्क्रिय' });
    await form.getByRole('button', { name: 'सेभ गर्नुहोस्' }).click();
    await toast(page, 'आर्थिक वर्ष थपियो।').waitFor();
    await form.waitFor({ state: 'hidden' });

    await page.getByRole('heading', { level: 1, name: 'आर्थिक वर्ष (४)' }).waitFor();
    const row = page
      .getByRole('table', { name: 'आर्थिक वर्षहरूको सूची' })
      .getByRole('row')
      .filter({ hasText: '२०८५/८६' });
    await row.waitFor();
    const cells = row.getByRole('cell');
    expect(await cells.nth(2).innerText()).toBe(`${bsText(start)}\n${adText(start)}`);
    expect(await cells.nth(3).innerText()).toBe(`${bsText(end)}\n${adText(end)}`);
    expect(await cells.nth(4).innerText()).toBe('निष्क्रिय');
    await context.close();
  });
});

describe('categories', () => {
  it('reorders by dragging with the mouse and by the keyboard; the order survives a reload', async () => {
    const { page, context } = await asSuperAdmin();
    await page.goto('/dashboard/config/categories');
    const table = page.getByRole('table', { name: 'विषयगत क्षेत्रहरूको सूची' });
    await page.getByRole('heading', { level: 1, name: 'विषयगत क्षेत्र (५)' }).waitFor();
    const before = await column(table, 1);
    expect(before).toEqual([
      'आर्थिक विकास',
      'सामाजिक विकास',
      'पूर्वाधार विकास',
      'वन, वातावरण तथा विपद् व्यवस्थापन',
      'सुशासन तथा संस्थागत विकास',
    ]);
    const [a, b, c, d, e] = before as [string, string, string, string, string];

    await page.getByRole('button', { name: 'क्रम मिलाउनुहोस्' }).click();
    const handle = (name: string) =>
      page.getByRole('button', { name: `क्रम बदल्न समात्नुहोस्: ${name}` });

    // Mouse: press the first row's handle, move down in small steps onto the third row, let go.
    await dragOnto(page, handle(a), handle(c));
    await expect.poll(() => column(table, 2)).toEqual([b, c, a, d, e]);

    // Keyboard: the handle of the fourth row, Space picks it up, ArrowDown, Space drops it.
    await handle(d).focus();
    await page.keyboard.press('Space');
    await page.getByText(`${d} समातियो।`, { exact: false }).waitFor();
    // dnd-kit measures the rows just after the pick-up and ignores an arrow that comes before;
    // to the last place, a second ArrowDown is harmless, so press until the move is announced.
    const moved = page.getByText(`${d} ५ मध्ये ५ नम्बरमा सारियो।`);
    for (let i = 0; i < 10 && !(await moved.isVisible()); i++) {
      await page.keyboard.press('ArrowDown');
      await moved.waitFor({ timeout: 500 }).catch(() => undefined);
    }
    await page.keyboard.press('Space');
    await page.getByText(`${d} ५ मध्ये ५ नम्बरमा राखियो।`).waitFor();
    const expected = [b, c, a, e, d];
    await expect.poll(() => column(table, 2)).toEqual(expected);

    await page.getByRole('button', { name: 'क्रम सेभ गर्नुहोस्' }).click();
    await toast(page, 'क्रम सुरक्षित भयो।').waitFor();
    await page.getByRole('button', { name: 'क्रम मिलाउनुहोस्' }).waitFor();
    expect(await column(table, 1)).toEqual(expected);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'विषयगत क्षेत्र (५)' }).waitFor();
    await table.waitFor();
    expect(await column(table, 1)).toEqual(expected);
    await context.close();
  });
});

/** A pointer drag from one element's centre to another's, in steps, as a hand moves. */
async function dragOnto(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const target = await to.boundingBox();
  if (!start || !target) throw new Error('drag: element not on screen');
  const x = start.x + start.width / 2;
  const y = start.y + start.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 8, { steps: 4 }); // past the 4 px that start a drag
  await page.mouse.move(x, target.y + target.height / 2 + 4, { steps: 20 });
  await page.mouse.up();
}

describe('a new municipality and its admin', () => {
  const municipality = 'काठमाडौं महानगरपालिका';
  const adminEmail = 'admin@kathmandu.example';
  const adminPassword = 'kathmandu-admin-1';

  it('creates the municipality with a logo and the province → district → local level address', async () => {
    const { page, context } = await asSuperAdmin();
    await page.goto('/dashboard/config/companies');
    await page.getByRole('heading', { level: 1, name: 'नगरपालिकाहरू (०)' }).waitFor();
    await page.getByRole('link', { name: 'नयाँ', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'नयाँ पालिका' }).waitFor();

    await page.getByLabel('लोगो बदल्नुहोस्', { exact: true }).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    // The chosen file is previewed before it is saved.
    const preview = page.getByRole('figure').filter({ hasText: /^लोगो/ }).getByRole('img');
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    await page.getByLabel('नाम', { exact: true }).fill(municipality);
    await page.getByLabel('नारा (ट्यागलाइन)').fill('सुन्दर, शान्त, समृद्ध काठमाडौं');
    await page.getByLabel('इमेल', { exact: true }).fill('info@kathmandu.example');
    await page.getByLabel('सम्पर्क नम्बर').fill('01-4200000');

    const district = page.getByLabel('जिल्ला', { exact: true });
    const level = page.getByLabel('स्थानीय तह', { exact: true });
    expect(await district.isDisabled()).toBe(true);
    expect(await level.isDisabled()).toBe(true);
    await page.getByLabel('प्रदेश', { exact: true }).selectOption({ label: 'बागमती' });
    await district.selectOption({ label: 'काठमाडौं' });
    await level.selectOption({ label: municipality });
    await page.getByLabel('ठेगाना (टोल, वडा)').fill('बागदरबार, वडा नं. २०');

    await page.getByRole('button', { name: 'सुरक्षित गर्नुहोस्' }).click();
    await toast(page, 'पालिका थपियो।').waitFor();
    await page.waitForURL('**/dashboard/config/companies');
    await page.getByRole('heading', { level: 1, name: 'नगरपालिकाहरू (१)' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: municipality });
    await row.first().waitFor();
    expect(await row.first().innerText()).toContain('काठमाडौं महानगरपालिका, काठमाडौं');
    await context.close();
  });

  it('registers its admin (the confirmation says the passwords match)', async () => {
    const { page, context } = await asSuperAdmin();
    await page.goto('/dashboard/config/company-user');
    await page.getByRole('link', { name: 'नयाँ प्रयोगकर्ता' }).click();
    await page.getByRole('heading', { level: 1, name: 'दर्ता' }).waitFor();

    await page.getByLabel('पालिका', { exact: true }).selectOption({ label: municipality });
    await page.getByLabel('प्रयोगकर्ताको नाम').fill('काठमाडौं प्रशासक');
    await page.getByLabel('भूमिका', { exact: true }).selectOption({ label: 'एडमिन' });
    await page.getByLabel('इमेल', { exact: true }).fill(adminEmail);
    await page.getByLabel('पासवर्ड', { exact: true }).fill(adminPassword);
    const register = page.getByRole('button', { name: 'दर्ता गर्नुहोस्' });
    expect(await register.isDisabled()).toBe(true);
    await page.getByLabel('पासवर्ड फेरि').fill(adminPassword.slice(0, -1));
    await page.getByText('पासवर्ड मिलेन।').waitFor();
    await page.getByLabel('पासवर्ड फेरि').fill(adminPassword);
    await page.getByText('पासवर्ड मिल्यो, अब अगाडि बढ्न सक्नुहुन्छ').waitFor();

    await register.click();
    await toast(page, 'प्रयोगकर्ता दर्ता भयो।').waitFor();
    await page.waitForURL('**/dashboard/config/company-user');
    const row = page.getByRole('row').filter({ hasText: adminEmail });
    await row.waitFor();
    expect(await row.innerText()).toContain(municipality);
    await context.close();
  });

  it('that admin signs in and sees the banner with the logo and the name on /dashboard', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signIn(page, adminEmail, adminPassword);
    await page
      .getByRole('navigation', { name: 'मुख्य मेनु' })
      .getByRole('link', { name: 'ड्यासबोर्ड' })
      .click();
    await page.waitForURL('**/dashboard');
    await waitOrExplain(page, page.getByRole('heading', { level: 1, name: 'ड्यासबोर्ड' }));
    const logo = page.getByRole('img', { name: `${municipality} को लोगो` });
    await logo.waitFor();
    expect(await logo.getAttribute('src')).toMatch(/^\/storage\//);
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByText(municipality, { exact: true }).first().waitFor();
    await page.getByText('सुन्दर, शान्त, समृद्ध काठमाडौं').waitFor();
    await context.close();
  });
});
