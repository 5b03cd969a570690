import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn, toast, waitOrExplain } from './support/app.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

// Issue 15: the admin of धुलिखेल downloads the template from the events list, fills it in as
// an officer does in Excel, previews it, sees the row that is wrong and why, fixes the file,
// previews again, imports, and finds the events on the annual work plan.

const ADMIN = 'admin@dhulikhel.demo';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let dir: string;

beforeAll(async () => {
  server = await startServer({ seed: true });
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, server.url));
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karyayojana-import-'));
  await signIn(page, ADMIN, DEMO_PASSWORD);
});
// The page outlives each test (it is opened once): a failed test keeps its picture here.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const results = path.resolve(import.meta.dirname, '../test-results');
  fs.mkdirSync(results, { recursive: true });
  await page.screenshot({ path: path.join(results, `imports-${task.id}.png`), fullPage: true });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const SPORTS = 'खेलकुद प्रतियोगिता (आयात)';
const TRAINING = 'महिला उद्यमी तालिम (आयात)';
const HEARING = 'वडा स्तरीय सार्वजनिक सुनुवाइ (आयात)';

/** The template's data sheet with the example row replaced by `rows`, saved as a new file. */
async function fill(template: string, rows: (string | null)[][], name: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(template);
  const sheet = workbook.worksheets.find((s) => s.name === 'कार्यक्रमहरू');
  if (!sheet) throw new Error(`no data sheet in ${workbook.worksheets.map((s) => s.name).join()}`);
  sheet.spliceRows(2, sheet.rowCount - 1);
  for (const row of rows) sheet.addRow(row);
  const file = path.join(dir, name);
  await workbook.xlsx.writeFile(file);
  return file;
}

const rowsWith = (date: string, category: string) => [
  [
    '2083-09-05',
    '11:00',
    SPORTS,
    'वडास्तरीय खेलकुद',
    'सामाजिक विकास',
    'युवा शाखा',
    'खेलाडी छनोट\nप्रतियोगिता',
  ],
  [
    '२०८३/१०/१२',
    '',
    TRAINING,
    'सीप विकास तालिम',
    'आर्थिक विकास',
    'उद्योग शाखा',
    'तालिम; प्रमाणपत्र वितरण',
  ],
  [date, '14:00', HEARING, 'वडाका योजनाबारे सुनुवाइ', category, 'सूचना अधिकारी', null],
];

describe('an admin imports a plan from Excel', () => {
  let template: string;

  it('downloads the template from the import page, opened from the events list', async () => {
    await page.goto('/dashboard/events');
    await page.getByRole('link', { name: 'Excel बाट आयात' }).click();
    await page.getByRole('heading', { name: 'Excel बाट कार्ययोजना आयात', level: 1 }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'ढाँचा डाउनलोड (.xlsx)' }).click(),
    ]);
    template = path.join(dir, 'template.xlsx');
    await download.saveAs(template);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(template);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['निर्देशन', 'कार्यक्रमहरू']);
  });

  it('previews a file with a wrong date and a misspelt category: the row is red and says why', async () => {
    const file = await fill(template, rowsWith('2083-11-32', 'आर्थिक विकाश'), 'plan.xlsx');
    await page.locator('#import-file-input').setInputFiles(file);
    await page.getByRole('button', { name: 'पूर्वावलोकन गर्नुहोस्' }).click();
    await page.getByText('३ पङ्क्तिमध्ये २ ठीक छन्, १ मा त्रुटि छ।').waitFor();

    const bad = page.locator('tr[data-invalid]');
    expect(await bad.count()).toBe(1);
    const text = await bad.innerText();
    expect(text).toContain(HEARING);
    expect(text).toMatch(/फाल्गुण|फागुन/);
    expect(text).toContain('"आर्थिक विकास" हो कि?');
    expect(await page.getByRole('button', { name: /वटा आयात गर्नुहोस्/ }).isDisabled()).toBe(true);
    // The good rows are there too when asked for.
    await page.getByLabel('त्रुटि भएका पङ्क्ति मात्र देखाउनुहोस्').uncheck();
    expect(await page.locator('tbody tr').count()).toBe(3);
    expect(await page.locator('tbody tr', { hasText: TRAINING }).innerText()).toContain('२०८३');
  });

  it('previews the fixed file, imports it and finds the events on the annual work plan', async () => {
    const file = await fill(template, rowsWith('2083-11-20', 'आर्थिक विकास'), 'plan-fixed.xlsx');
    await page.locator('#import-file-input').setInputFiles(file);
    // The page names the newly chosen file before its check is asked for, as a person sees it.
    await page.getByTestId('chosen-file').filter({ hasText: 'plan-fixed.xlsx' }).waitFor();
    await page.getByRole('button', { name: 'पूर्वावलोकन गर्नुहोस्' }).click();
    await waitOrExplain(page, page.getByText('सबै ३ पङ्क्ति ठीक छन्। अब आयात गर्न सकिन्छ।'));

    await page.getByRole('button', { name: '३ वटा आयात गर्नुहोस्' }).click();
    await toast(page, '३ वटा कार्यक्रम आयात भयो।').waitFor();
    await page.getByText(/३ वटा कार्यक्रम आर्थिक वर्ष २०८३\/८४ मा थपिए।/).waitFor();

    await page.getByRole('link', { name: 'वार्षिक कार्ययोजनामा हेर्नुहोस्' }).click();
    await page.waitForURL(/\/home\?fiscal_year_id=\d+/);
    for (const [month, title] of [
      ['पौष', SPORTS],
      ['माघ', TRAINING],
      ['फाल्गुण', HEARING],
    ] as const) {
      await page
        .getByRole('navigation', { name: 'महिनामा जानुहोस्' })
        .getByRole('button', { name: new RegExp(`^${month}`) })
        .click();
      await page
        .locator('section[data-month-block]', {
          has: page.getByRole('heading', { name: new RegExp(`२०८३ ${month}`) }),
        })
        .getByRole('link', { name: title })
        .waitFor();
    }

    // The same file again: every row is now a duplicate, and nothing more is written.
    await page.goto('/dashboard/events/import');
    await page.locator('#import-file-input').setInputFiles(file);
    await page.getByRole('button', { name: 'पूर्वावलोकन गर्नुहोस्' }).click();
    await page.getByText('३ पङ्क्तिमध्ये ० ठीक छन्, ३ मा त्रुटि छ।').waitFor();
  });
});
