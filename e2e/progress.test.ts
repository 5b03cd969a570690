import { formatAmount, toAsciiDigits, toDevanagariDigits } from '@karyayojana/nepali-calendar';
import type { ProgressReport } from '@karyayojana/contracts';
import type { Browser, Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, DEMO_PASSWORD, signIn, toast } from './support/app.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

// Issue 14: an admin of धुलिखेल records what happened to three events (one from the
// dashboard's overdue list, two through the event form), sees the dashboard move, and prints
// the year's progress report to PDF, whose text holds the totals the server counts.

const ADMIN = 'admin@dhulikhel.demo';

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

/** A figure of the dashboard's status counts, as a number. */
async function figure(page: Page, label: string): Promise<number> {
  const counts = page
    .getByRole('definition')
    .locator('..')
    .filter({
      has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }),
    });
  const text = await counts.getByRole('definition').innerText();
  return Number(toAsciiDigits(text.trim()));
}

/** The year's figures as the API counts them, for the admin. */
async function report(): Promise<ProgressReport> {
  const token = await apiToken(server.url, ADMIN, DEMO_PASSWORD);
  const res = await fetch(`${server.url}/api/reports/progress?detail=events`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: ProgressReport }).data;
}

/** The text of a PDF, page after page, and how many pages it has. */
async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { text: pages.join('\n'), pages: doc.numPages };
}

describe('an admin runs the trimester review from the product', () => {
  it('records three outcomes, sees the dashboard move and prints the report with its totals', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signIn(page, ADMIN, DEMO_PASSWORD);
    const before = await report();
    expect(before.totals.overdue).toBeGreaterThan(0);

    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'यो आर्थिक वर्षको प्रगति' }).waitFor();
    expect(await figure(page, 'सम्पन्न भएको')).toBe(before.totals.done);
    expect(await figure(page, 'म्याद नाघेको')).toBe(before.totals.overdue);

    // 1. From the overdue list, in one click: the outcome dialog.
    const late = before.overdue[0]!;
    await page.getByRole('button', { name: `नतिजा राख्नुहोस्: ${late.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'नतिजा राख्नुहोस्' });
    await dialog.getByLabel('नतिजा (के हासिल भयो)').fill('वडा ४ र ५ मा सम्पन्न; ६० जना सहभागी।');
    await dialog.getByRole('button', { name: 'सम्पन्न भनी राख्नुहोस्' }).click();
    await toast(page, `"${late.title}" सम्पन्न भनी राखियो।`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // 2 and 3. Through the event form: two events still to do, one with its money.
    const open = (before.events ?? []).filter((e) => e.status === 'notDone' && e.id !== late.id);
    const chosen = open.slice(0, 2);
    expect(chosen).toHaveLength(2);
    for (const [index, event] of chosen.entries()) {
      await page.goto(`/dashboard/events/add/${event.id}`);
      await page.getByLabel('शीर्षक', { exact: true }).waitFor();
      await page.getByRole('radio', { name: 'सम्पन्न भएको' }).check();
      await page.getByLabel('उपलब्धि', { exact: true }).fill(`परीक्षणको नतिजा ${index + 1}`);
      if (index === 0) {
        await page.getByLabel('विनियोजित बजेट (रु.)').fill('२,५०,०००');
        await page.getByLabel('खर्च (रु.)').fill('240000');
      }
      await page.getByRole('button', { name: 'अपडेट गर्नुहोस्' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/events');
    }

    // The dashboard moves: three more done, one fewer overdue.
    const after = await report();
    expect(after.totals.done).toBe(before.totals.done + 3);
    expect(after.totals.overdue).toBe(before.totals.overdue - 1);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'यो आर्थिक वर्षको प्रगति' }).waitFor();
    await expect.poll(() => figure(page, 'सम्पन्न भएको')).toBe(before.totals.done + 3);
    expect(await figure(page, 'म्याद नाघेको')).toBe(before.totals.overdue - 1);
    // The event form's amounts arrived as numbers.
    const withMoney = after.events?.find((e) => e.id === chosen[0]!.id);
    expect(withMoney).toMatchObject({ status: 'done', budget: 250000, spent: 240000 });

    // The year's report, printed to PDF as the browser prints it (A4, the page's own CSS).
    await page.goto('/dashboard/reports/progress');
    await page.getByRole('table', { name: /विषयगत क्षेत्र अनुसार/ }).waitFor();
    await page.getByText('तयार गर्ने').first().waitFor();
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    // Devanagari letters come out of a PDF as shaped glyphs, in pieces; digits come out whole.
    const printed = await pdfText(pdf);
    const text = printed.text.replace(/\s+/g, '');
    expect(text).toContain(formatAmount(after.totals.budget, 'ne'));
    expect(text).toContain(formatAmount(after.totals.spent, 'ne'));
    expect(text).toContain(toDevanagariDigits(String(after.totals.events)));
    expect(text).toContain(toDevanagariDigits(String(after.totals.done)));
    // A page number on every page: "पृष्ठ १ / N" … "पृष्ठ N / N".
    const pages = toDevanagariDigits(String(printed.pages));
    expect(text).toContain(`१/${pages}`);
    expect(text).toContain(`${pages}/${pages}`);
    await context.close();
  });
});
