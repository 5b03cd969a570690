import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, DEMO_PASSWORD, signIn } from './support/app.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startServer, SUPER_ADMIN, type RunningServer } from './support/server.js';

// Issue 27 item 1: a Nepali page shows Nepali, the English switch shows English. Every route is
// visited as each role (Super-Admin, a municipality's admin, an officer) in both languages, and
// every visible word is read: on a Nepali page a word in Latin letters fails the test unless it
// is a product or file format's name, an e-mail address or a URL, or the municipality's own
// data; on an English page, any Devanagari outside the data fails it. Text marked as another
// language (`lang="en"` on a Nepali page, e.g. the language switch's "English") is that
// language's on purpose and is left aside.

/** Names of products and file formats, which have no Nepali name. */
const LATIN_ALLOWED = new Set(
  [
    'Excel',
    'Word',
    'PDF',
    'CSV',
    'JPEG',
    'PNG',
    'WebP',
    'TXT',
    'PowerPoint',
    'OpenDocument',
    'QR',
    'iCal',
    'Google',
    'Calendar',
    'Outlook',
    'iPhone',
    'Android',
    'xlsx',
    'csv',
    'SMTP',
    // The export's id column is headed "id" in both languages (issue 26, "On the wire").
    'id',
  ].map((w) => w.toLowerCase()),
);

const ADMIN = 'admin@dhulikhel.demo';
const OFFICER = 'officer@dhulikhel.demo';

let server: RunningServer;
let browser: Browser;
/** Every word of the platform's data (titles, names, addresses…), as the API gives them. */
const dataWords = new Set<string>();
const routes: Record<'sa' | 'admin' | 'user', string[]> = { sa: [], admin: [], user: [] };

async function get<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Fields of the API's answers that are not a municipality's words: addresses, roles, codes. */
const NOT_DATA = new Set([
  'email',
  'roles',
  'role',
  'logo',
  'subLogo',
  'documents',
  'website',
  'status',
  'savingFrequency',
  'token',
]);

/** Adds every word of every string inside `value` (but NOT_DATA's) to the data words. */
function collect(value: unknown): void {
  if (typeof value === 'string') {
    for (const word of value.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []) dataWords.add(word.toLowerCase());
  } else if (Array.isArray(value)) value.forEach(collect);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) if (!NOT_DATA.has(key)) collect(inner);
  }
}

beforeAll(async () => {
  server = await startServer({ seed: true });
  browser = await launchBrowser();
  const sa = await apiToken(server.url, SUPER_ADMIN.email, SUPER_ADMIN.password);
  const admin = await apiToken(server.url, ADMIN, DEMO_PASSWORD);
  const companies = (await get<{ data: { id: number; name: string }[] }>(sa, '/api/companies'))
    .data;
  collect(companies);
  collect(await get(sa, '/api/all-users'));
  collect(await get(sa, '/api/categories'));
  collect(await get(sa, '/api/fiscal-years'));
  collect(await get(sa, '/api/user'));
  for (const c of companies) {
    collect(await get(sa, `/api/events?company_id=${c.id}`));
    collect(await get(sa, `/api/other-documents?company_id=${c.id}`));
  }
  // The ids the routes with a parameter need: the admin's own municipality's rows.
  const me = await get<{ data: { company_id: number } }>(admin, '/api/user');
  const events = (
    await get<{ data: { id: number; tasks: { id: number }[] }[] }>(admin, '/api/events')
  ).data;
  const event = events.find((e) => e.tasks.length > 0) ?? events[0]!;
  const task = event.tasks[0];
  const docs = (await get<{ data: { id: number }[] }>(admin, '/api/other-documents')).data;
  const users = await get<{ id: number }[]>(sa, '/api/all-users');
  const years = (await get<{ data: { id: number }[] }>(sa, '/api/fiscal-years')).data;
  const cats = (await get<{ data: { id: number }[] }>(sa, '/api/categories')).data;

  const shared = [
    '/home',
    '/home/profile',
    '/home/settings/profile',
    '/home/other-documents',
    `/dashboard/events/${event.id}/view`,
    '/no-such-page',
  ];
  const planning = [
    '/dashboard',
    '/dashboard/events',
    '/dashboard/events/add',
    `/dashboard/events/add/${event.id}`,
    '/dashboard/events/import',
    ...(task
      ? [
          `/dashboard/events/${event.id}/view/add/${task.id}`,
          `/dashboard/events/${event.id}/tasks/${task.id}`,
        ]
      : []),
    '/dashboard/reports/progress',
    '/dashboard/activity',
    '/dashboard/trash',
    '/dashboard/other-documents',
    ...(docs[0] ? [`/dashboard/other-documents/${docs[0].id}`] : []),
    '/dashboard/settings',
    '/dashboard/settings/profile',
    `/dashboard/settings/company/${me.data.company_id}`,
    '/dashboard/settings/change-password',
  ];
  const platform = [
    '/dashboard/settings/mail',
    '/dashboard/change-user-password',
    '/dashboard/config/fiscal-year',
    `/dashboard/config/fiscal-year/${years[0]!.id}`,
    '/dashboard/config/categories',
    `/dashboard/config/categories/${cats[0]!.id}`,
    '/dashboard/config/companies',
    '/dashboard/config/companies/add',
    '/dashboard/config/companies/import',
    `/dashboard/config/companies/add/${me.data.company_id}`,
    '/dashboard/config/company-user',
    '/dashboard/config/register-new',
    `/dashboard/config/register-new/${users[0]!.id}`,
    `/dashboard/config/change-password/${users[0]!.id}`,
  ];
  routes.sa = [...shared, ...planning, ...platform];
  routes.admin = [...shared, ...planning];
  routes.user = [...shared, '/dashboard/reports/progress'];
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The page's visible words, its tab title and its placeholders, without other languages' text. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const lang = document.documentElement.lang || 'ne';
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (parent.closest('script, style, noscript, [aria-hidden="true"], .sr-only')) continue;
      if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const marked = parent.closest('[lang]')?.getAttribute('lang') ?? lang;
      if (!marked.startsWith(lang)) continue;
      out.push(node.textContent);
    }
    for (const el of document.querySelectorAll<HTMLInputElement>('[placeholder]')) {
      if (el.checkVisibility()) out.push(el.placeholder);
    }
    return out.join('\n');
  });
}

/** What a reader of `lang` would not expect on the page: the words and where they stand. */
function foreignWords(text: string, lang: 'ne' | 'en'): string[] {
  const plain = text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ') // e-mail addresses
    .replace(/\b([a-z][a-z0-9+.-]*:\/\/|www\.)\S*/g, ' ') // URLs (https://, smtps://)
    .replace(/\b[\w-]+(\.[\w-]+)*\.(np|com|org|demo|test|local)(\/\S*)?\b/g, ' '); // bare hosts
  // Words as the data is split into them: Devanagari letters, signs and digits, without the
  // danda (।), which ends a sentence in either script's data.
  // A word cut short by the page ("प्रथम चौमासिक प्रगति स…", a list's 30 characters) is data
  // when a word of the data begins with it.
  const pattern =
    lang === 'ne' ? /[A-Za-z][A-Za-z'’]*(…|\.\.\.)?/g : /[\u0900-\u0963\u0966-\u097F]+(…|\.\.\.)?/g;
  const found = new Set<string>();
  for (const written of plain.match(pattern) ?? []) {
    const word = written.replace(/(…|\.\.\.)$/, '');
    const key = word.toLowerCase();
    if (lang === 'ne' && LATIN_ALLOWED.has(key)) continue;
    if (dataWords.has(key)) continue;
    if (written !== word && [...dataWords].some((d) => d.startsWith(key))) continue;
    const at = plain.indexOf(word);
    found.add(
      `"${word}" in "…${plain.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, ' ')}…"`,
    );
  }
  return [...found];
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Loading placeholders and spinners have gone.
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], [data-loading]'), null, {
      timeout: 10_000,
    })
    .catch(() => undefined);
}

it('the reader catches the words of the other language that the UI has', () => {
  // Words of our own UI that the demo data does not hold: the check is not blind.
  expect(foreignWords('लग आउट', 'en')).not.toEqual([]);
  expect(foreignWords('Log Out', 'ne')).not.toEqual([]);
  expect(foreignWords('Excel बाट आयात admin@dhulikhel.demo https://example.gov.np', 'ne')).toEqual(
    [],
  );
});

describe.each([
  ['the Super-Admin', 'sa', SUPER_ADMIN.email, SUPER_ADMIN.password],
  ['a municipality’s admin', 'admin', ADMIN, DEMO_PASSWORD],
  ['an officer', 'user', OFFICER, DEMO_PASSWORD],
] as const)('every page %s opens', (_who, role, email, password) => {
  for (const lang of ['ne', 'en'] as const) {
    it(`is ${lang === 'ne' ? 'all Nepali' : 'all English'} apart from data and product names`, async () => {
      const { context, page } = await newPage(browser, server.url);
      try {
        await signIn(page, email, password);
        await page.evaluate((l) => localStorage.setItem('karyayojana.lang', l), lang);
        const problems: string[] = [];
        for (const route of ['/', ...routes[role]]) {
          if (route === '/') continue;
          await page.goto(route);
          await settle(page);
          for (const word of foreignWords(await visibleText(page), lang))
            problems.push(`${route}: ${word}`);
        }
        // The sign-in pages, signed out.
        await page.evaluate(() => localStorage.removeItem('karyayojana.token'));
        for (const route of [
          '/',
          '/forgot-password',
          '/reset-password?token=x',
          '/unsubscribe?token=x',
        ]) {
          await page.goto(route);
          await settle(page);
          for (const word of foreignWords(await visibleText(page), lang))
            problems.push(`${route}: ${word}`);
        }
        expect(problems, problems.join('\n')).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
