import {
  fiscalYearBounds,
  fiscalYearOf,
  formatBs,
  todayBs,
  toDevanagariDigits,
} from '@karyayojana/nepali-calendar';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAN } from '../apps/server/src/operations/demo/demo-plan.js';
import { apiToken, DEMO_PASSWORD, signIn, toast } from './support/app.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startServer, SUPER_ADMIN, type RunningServer } from './support/server.js';

// Issue 16: an admin deletes an event whose task has its proof, finds it in the trash, brings
// it back and sees it on the annual work plan with its document; the Super-Admin copies a year
// into two municipalities and takes the copy back with the toast's Undo.

const ADMIN = 'admin@dhulikhel.demo';
const TITLE = 'रद्दीटोकरी परीक्षण: वडा भेला';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

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

async function call<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
  expect(res.status, `${path}: ${res.status}`).toBe(200);
  return (await res.json()) as T;
}

describe('the trash', () => {
  it('an admin deletes an event with its proof, restores it, and finds it whole', async () => {
    // The event, dated today, with a task whose proof is a PDF, made through the API.
    const token = await apiToken(server.url, ADMIN, DEMO_PASSWORD);
    const active = await call<{ activeYear: { id: number } }>(token, '/api/active-year');
    const today = formatBs(todayBs(), 'YYYY-MM-DD');
    const created = await call<{ data: { id: number; tasks: { id: number }[] }[] }>(
      token,
      '/api/events',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          fiscal_year_id: active.activeYear.id,
          title: TITLE,
          content: 'वडाका योजना छनोट',
          date: today,
          tasks: ['सूचना', 'भेला'],
        }),
      },
    );
    const event = created.data[0]!;
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('documents', new Blob([PDF], { type: 'application/pdf' }), 'minute.pdf');
    await call(token, `/api/tasks/${event.tasks[0]!.id}`, { method: 'POST', body: form });

    const { page, context } = await newPage(browser, server.url);
    await signIn(page, ADMIN, DEMO_PASSWORD);
    await page.goto('/dashboard/events');
    const search = page.getByRole('search', { name: 'कार्ययोजना छान्नुहोस्' }).getByLabel('खोज्नुहोस्');
    await search.fill(TITLE);
    await search.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'कार्ययोजना (१)' }).waitFor();
    await page.getByRole('button', { name: `मेटाउनुहोस्: ${TITLE}` }).click();
    const confirm = page.getByRole('dialog', { name: 'मेटाउने हो?' });
    await confirm.getByRole('button', { name: 'मेटाउनुहोस्' }).click();
    await page.getByRole('heading', { level: 1, name: 'कार्ययोजना (०)' }).waitFor();

    // The trash, from the sidebar: the event with what comes back with it.
    await page.getByRole('link', { name: 'मेटिएका (रद्दीटोकरी)' }).click();
    await page.waitForURL('**/dashboard/trash**');
    const item = page.getByRole('listitem').filter({ hasText: TITLE });
    await item.waitFor();
    expect(await item.innerText()).toContain('सँगै फर्किने: २ कार्य, १ फाइल');
    await item.getByRole('button', { name: `${TITLE} फिर्ता ल्याउनुहोस्` }).click();
    await toast(page, 'रद्दीटोकरीबाट फिर्ता ल्याइयो।').waitFor();
    await item.waitFor({ state: 'detached' });

    // On the annual work plan, this month, with its document.
    await page.goto('/home');
    const card = page.locator('article[data-timeline-card]', {
      has: page.getByRole('link', { name: TITLE }),
    });
    await card.waitFor();
    await page.goto(`/dashboard/events/${event.id}/view`);
    await page.getByRole('heading', { name: TITLE }).waitFor();
    const task = page
      .getByRole('region', { name: 'कार्यहरू' })
      .getByRole('listitem')
      .filter({ hasText: 'सूचना' });
    await task.getByRole('img', { name: 'प्रमाण कागजात छ' }).waitFor();
    const link = task.getByRole('link', { name: /^हेर्नुहोस्: minute\.pdf/ });
    const href = await link.getAttribute('href');
    const file = await fetch(new URL(href ?? '', page.url()));
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    await context.close();
  });
});

describe('undoing a copy', () => {
  it('the Super-Admin copies this year into two municipalities and takes it back', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signIn(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
    await page.goto('/dashboard/config/companies');
    await page.getByRole('heading', { level: 1, name: 'नगरपालिकाहरू (२)' }).waitFor();
    await page.getByRole('button', { name: 'छान्नुहोस्', exact: true }).click();
    for (const name of ['धुलिखेल नगरपालिका', 'बुटवल उपमहानगरपालिका'])
      await page.getByRole('checkbox', { name: `${name} छान्नुहोस्` }).check();
    const tools = page.getByRole('toolbar', { name: 'छानिएका पालिकामा कार्ययोजना नक्कल' });
    await tools.getByRole('button', { name: 'नक्कल', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'कार्यक्रम स्थानान्तरण' });
    const year = fiscalYearOf(todayBs());
    await dialog
      .getByLabel('कुन आर्थिक वर्षबाट')
      .selectOption({ label: `${toDevanagariDigits(year.label)} (चालु)` });
    await dialog
      .getByLabel('कुन आर्थिक वर्षमा')
      .selectOption({ label: toDevanagariDigits(fiscalYearBounds(year.startYear + 1).label) });
    await dialog.getByRole('button', { name: 'डाटा सार्नुहोस्' }).click();

    const created = toDevanagariDigits(DEMO_PLAN.length * 2);
    const done = toast(page, `${created} वटा कार्यक्रम सिर्जना भयो।`);
    await done.waitFor();
    await done.getByRole('button', { name: 'फिर्ता लिनुहोस्' }).click();
    await toast(page, `${created} वटा कार्यक्रम रद्दीटोकरीमा सारियो।`).waitFor();

    // Both municipalities' target year is as it was: the copies are in the trash.
    const sa = await apiToken(server.url, SUPER_ADMIN.email, SUPER_ADMIN.password);
    const trash = await call<{ meta: { total: number } }>(sa, '/api/trash?kind=event');
    expect(trash.meta.total).toBeGreaterThanOrEqual(DEMO_PLAN.length * 2);
    const log = await call<{ data: { action: string; entity: string }[] }>(
      sa,
      '/api/activity?action=undo',
    );
    expect(log.data[0]).toMatchObject({ action: 'undo', entity: 'batch' });
    await context.close();
  });
});
