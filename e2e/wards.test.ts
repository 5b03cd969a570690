import { toDevanagariDigits, trimesterOfMonth } from '@karyayojana/nepali-calendar';
import type { Event, ProgressReport } from '@karyayojana/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, DEMO_PASSWORD, signIn, toast, waitOrExplain } from './support/app.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

// Issue 28, "Done when": ward 5's secretary signs in, sees the whole plan, records progress on
// a ward-5 programme, is refused (on the page and by the API) on a ward-3 programme and on a
// municipality-level one, and the admin prints the ward-wise trimester report in which that
// progress shows.

const ADMIN = 'admin@dhulikhel.demo';
const WARD5 = 'ward5@dhulikhel.demo';

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

async function api<T>(token: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${server.url}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** The events of a ward (0: the municipality-level ones), latest first. */
async function eventsOfWard(token: string, ward: number): Promise<Event[]> {
  const { body } = await api<{ data: Event[] }>(token, `/api/events?ward=${ward}&sort=desc`);
  return body.data;
}

/** What the event's edit form sends back: the plan as it is, the progress as given. */
function progressBody(event: Event, change: Partial<Record<string, unknown>>) {
  return JSON.stringify({
    fiscal_year_id: event.fiscal_year_id,
    title: event.title,
    content: event.content,
    date: event.date,
    time: event.time,
    assignTo: event.assignTo,
    categories: event.categories.map((c) => c.id),
    status: event.status,
    ...change,
  });
}

describe('a ward secretary keeps the ward’s programmes', () => {
  it('records progress in ward 5, is refused elsewhere, and the ward-wise report shows it', async () => {
    const admin = await apiToken(server.url, ADMIN, DEMO_PASSWORD);
    const officer = await apiToken(server.url, WARD5, DEMO_PASSWORD);
    const mine = (await eventsOfWard(admin, 5)).find((e) => e.status === 'notDone');
    const ward3 = (await eventsOfWard(admin, 3)).find((e) => !e.wards.includes(5));
    const wide = (await eventsOfWard(admin, 0))[0];
    expect(mine?.wards).toContain(5);
    expect(ward3?.wards).toContain(3);
    expect(wide?.wards).toEqual([]);
    if (!mine || !ward3 || !wide) return;

    const month = Number(mine.date.slice(5, 7));
    const trimester = trimesterOfMonth(month);
    const reportOf = async () =>
      (
        await api<{ data: ProgressReport }>(
          admin,
          `/api/reports/progress?fiscal_year_id=${mine.fiscal_year_id}&trimester=${trimester}`,
        )
      ).body.data;
    const ward5Before = (await reportOf()).by_ward?.find((row) => row.ward === 5);
    expect(ward5Before).toBeDefined();

    const { page, context } = await newPage(browser, server.url);
    await signIn(page, WARD5, DEMO_PASSWORD);

    // The whole plan: a municipality-level programme and another ward's are there to read.
    await page.goto(`/dashboard/events/${wide.id}/view`);
    await waitOrExplain(page, page.getByRole('heading', { name: wide.title }));
    // …but not to change: the page says why and offers no progress button.
    await waitOrExplain(page, page.getByText(/तपाईंको जिम्मेवारी \(वडा नं ५\) भित्र पर्दैन/));
    expect(await page.getByRole('button', { name: 'प्रगति अद्यावधिक गर्नुहोस्' }).count()).toBe(0);
    await page.goto(`/dashboard/events/${ward3.id}/view`);
    await waitOrExplain(page, page.getByRole('heading', { name: ward3.title }));
    await waitOrExplain(page, page.getByText(/तपाईंको जिम्मेवारी \(वडा नं ५\) भित्र पर्दैन/));
    expect(await page.getByRole('button', { name: 'प्रगति अद्यावधिक गर्नुहोस्' }).count()).toBe(0);

    // The API says the same, naming the scope, for both.
    for (const other of [ward3, wide]) {
      const refused = await api<{ message: string }>(officer, `/api/events/${other.id}`, {
        method: 'PUT',
        body: progressBody(other, { progress: 50 }),
      });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toContain('वडा नं ५');
    }

    // Ward 5's own programme: progress recorded from its page.
    await page.goto(`/dashboard/events/${mine.id}/view`);
    await waitOrExplain(page, page.getByRole('heading', { name: mine.title }));
    await page.getByRole('button', { name: 'प्रगति अद्यावधिक गर्नुहोस्' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'सम्पन्न भएको' }).check();
    await dialog.getByLabel('उपलब्धि', { exact: true }).fill('वडा नं ५ मा सम्पन्न; ४० घरधुरी लाभान्वित।');
    await dialog.getByRole('button', { name: 'सेभ गर्नुहोस्' }).click();
    await toast(page, 'प्रगति सेभ भयो।').waitFor();
    const saved = await api<{ data: Event }>(admin, `/api/events/${mine.id}`);
    expect(saved.body.data).toMatchObject({ status: 'done', title: mine.title, wards: mine.wards });
    await context.close();

    // The admin's ward-wise trimester report counts it, on screen and on paper.
    const ward5After = (await reportOf()).by_ward?.find((row) => row.ward === 5);
    expect(ward5After?.done).toBe((ward5Before?.done ?? 0) + 1);
    const adminPage = await newPage(browser, server.url);
    await signIn(adminPage.page, ADMIN, DEMO_PASSWORD);
    await adminPage.page.goto(
      `/dashboard/reports/progress?fiscal_year_id=${mine.fiscal_year_id}&trimester=${trimester}`,
    );
    const byWard = adminPage.page.getByRole('table', { name: 'वडागत प्रगति' });
    await waitOrExplain(adminPage.page, byWard);
    const row = byWard
      .getByRole('row')
      .filter({ has: adminPage.page.getByRole('rowheader', { name: 'वडा नं ५', exact: true }) });
    // The cells after the row's header: events, done, overdue…
    const headers = await byWard.getByRole('columnheader').allInnerTexts();
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells[headers.indexOf('सम्पन्न') - 1]).toBe(toDevanagariDigits(ward5After?.done ?? -1));
    await adminPage.page.emulateMedia({ media: 'print' });
    expect(await byWard.isVisible()).toBe(true);
    const pdf = await adminPage.page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await adminPage.context.close();
  });
});
