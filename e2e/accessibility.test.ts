import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { RoleName } from '@karyayojana/contracts';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../apps/web/src/config/paths.js';
import { mayOpen } from '../apps/web/src/config/route-access.js';
import { apiToken, DEMO_PASSWORD } from './support/app.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startServer, SUPER_ADMIN, type RunningServer } from './support/server.js';

// axe-core (WCAG 2.2 A/AA and best practice) over every page and dialog of the app, as each
// role, in Nepali and English, at 360 and 1280 px; at 360 px every tap target is measured too
// (WCAG 2.5.8, with the 44 px of 2.5.5 as our bar). One browser, one sign-in per role and
// language; the viewport is resized rather than the page opened again. Decision 034.

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');
const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
  'best-practice',
];
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };
const MIN_TARGET = 44;
type Lang = 'ne' | 'en';

const ADMIN = 'admin@dhulikhel.demo';
const OFFICER = 'officer@dhulikhel.demo';
const ROLES: { role: RoleName; email: string; password: string }[] = [
  { role: 'Super-Admin', email: SUPER_ADMIN.email, password: SUPER_ADMIN.password },
  { role: 'admin', email: ADMIN, password: DEMO_PASSWORD },
  { role: 'user', email: OFFICER, password: DEMO_PASSWORD },
];

let server: RunningServer;
let browser: Browser;
let webDist: string;
const ids = {
  event: 0,
  task: 0,
  document: 0,
  company: 0,
  fiscalYear: 0,
  category: 0,
  user: 0,
  branch: 0,
};

/** Every page of paths.ts, by its key, with the ids of the seeded plan (null: signed out only). */
function pages(): Record<string, string | null> {
  return {
    login: null,
    forgotPassword: null,
    resetPassword: null,
    unsubscribe: null,
    'home.root': paths.home.root.getHref(),
    'home.profile': paths.home.profile.getHref(),
    'home.settingsProfile': paths.home.settingsProfile.getHref(),
    'home.otherDocuments': paths.home.otherDocuments.getHref(),
    'dashboard.root': paths.dashboard.root.getHref(),
    'dashboard.changeUserPassword': paths.dashboard.changeUserPassword.getHref(),
    'events.list': paths.events.list.getHref(),
    'events.add': paths.events.add.getHref(),
    'events.import': paths.events.import.getHref(),
    'events.edit': paths.events.edit.getHref(ids.event),
    'events.view': paths.events.view.getHref(ids.event),
    'events.viewTaskForm': paths.events.viewTaskForm.getHref(ids.event, ids.task),
    'events.task': paths.events.task.getHref(ids.event, ids.task),
    'reports.progress': paths.reports.progress.getHref(),
    'activity.list': paths.activity.list.getHref(),
    'trash.list': paths.trash.list.getHref(),
    'otherDocuments.list': paths.otherDocuments.list.getHref(),
    'otherDocuments.item': paths.otherDocuments.item.getHref(ids.document),
    'settings.root': paths.settings.root.getHref(),
    'settings.profile': paths.settings.profile.getHref(),
    'settings.company': paths.settings.company.getHref(ids.company),
    'settings.changePassword': paths.settings.changePassword.getHref(),
    'settings.mail': paths.settings.mail.getHref(),
    'config.root': paths.config.root.getHref(),
    'config.fiscalYears': paths.config.fiscalYears.getHref(),
    'config.fiscalYear': paths.config.fiscalYear.getHref(ids.fiscalYear),
    'config.categories': paths.config.categories.getHref(),
    'config.category': paths.config.category.getHref(ids.category),
    'config.branches': paths.config.branches.getHref(),
    'config.branch': paths.config.branch.getHref(ids.branch),
    'config.wards': paths.config.wards.getHref(),
    'config.companies': paths.config.companies.getHref(),
    'config.companyAdd': paths.config.companyAdd.getHref(),
    'config.companyImport': paths.config.companyImport.getHref(),
    'config.companyEdit': paths.config.companyEdit.getHref(ids.company),
    'config.companyUsers': paths.config.companyUsers.getHref(),
    'config.registerUser': paths.config.registerUser.getHref(),
    'config.editUser': paths.config.editUser.getHref(ids.user),
    'config.userPassword': paths.config.userPassword.getHref(ids.user),
  };
}

/** The keys of paths.ts's leaves ("events.view"), to prove the table above misses none. */
function pathKeys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    value && typeof value === 'object' && 'path' in value
      ? [`${prefix}${key}`]
      : pathKeys(value as object, `${prefix}${key}.`),
  );
}

/**
 * Buttons that open a dialog, in both languages: on every page where one shows, the first is
 * pressed and the dialog checked. Pages whose URL opens a dialog (a fiscal year, a category)
 * are checked as they open.
 */
const DIALOG_OPENERS: RegExp[] = [
  /^(मेटाउनुहोस्|Delete)(:|$)/,
  /^(स्थायी रूपमा मेटाउनुहोस्|Delete forever)/,
  /^(नयाँ|New)$/,
  /^(नतिजा राख्नुहोस्|Record the outcome)/,
  /^(पात्रो खोल्नुहोस्|Open calendar)$/,
  /^(नयाँ लिङ्क लिनुहोस्|Get a new link)$/,
  /^(योजना कपी|Copy the plan)/,
];

interface Finding {
  where: string;
  what: string;
}

beforeAll(async () => {
  // The server serves a copy of the build: others may rebuild apps/web/dist during the run.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'karyayojana-web-'));
  fs.cpSync(path.resolve(import.meta.dirname, '../apps/web/dist'), webDist, { recursive: true });
  server = await startServer({ seed: true, env: { WEB_DIST: webDist } });
  browser = await launchBrowser();

  const admin = await apiToken(server.url, ADMIN, DEMO_PASSWORD);
  const read = async <T>(token: string, url: string, init: RequestInit = {}): Promise<T> => {
    const res = await fetch(`${server.url}${url}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const events = await read<{ data: { id: number; company_id: number }[] }>(admin, '/api/events');
  const tasks = await read<{ data: { id: number; event_id: number }[] }>(admin, '/api/tasks');
  const event = events.data.find((e) => tasks.data.some((t) => t.event_id === e.id))!;
  ids.event = event.id;
  ids.company = event.company_id;
  ids.task = tasks.data.find((t) => t.event_id === event.id)!.id;
  // A document to list, and an event in the trash, so their rows and dialogs are there.
  const form = new FormData();
  form.set('name', 'वडा सभाको निर्णय');
  await read(admin, '/api/other-documents', { method: 'POST', body: form });
  const documents = await read<{ data: { id: number }[] }>(admin, '/api/other-documents');
  ids.document = documents.data[0]!.id;
  const trashed = events.data.find((e) => e.id !== event.id)!;
  await read(admin, `/api/events/${trashed.id}`, { method: 'DELETE' });

  const root = await apiToken(server.url, SUPER_ADMIN.email, SUPER_ADMIN.password);
  ids.fiscalYear = (await read<{ data: { id: number }[] }>(root, '/api/fiscal-years')).data[0]!.id;
  ids.category = (await read<{ data: { id: number }[] }>(root, '/api/categories')).data[0]!.id;
  const users = await read<{ id: number; email: string }[]>(root, '/api/all-users');
  ids.user = users.find((u) => u.email === OFFICER)!.id;
  ids.branch = (await read<{ data: { id: number }[] }>(admin, '/api/branches')).data[0]!.id;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
});

/** Waits until the page has drawn its content: no spinner or "please wait" left. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page
    .waitForFunction(
      () =>
        document.querySelector('h1') !== null &&
        document.querySelector('[role="status"] .animate-spin, [aria-busy="true"]') === null,
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => {});
  await page.waitForTimeout(150);
}

/** axe-core's violations on the page as it is, one readable line per element. */
async function axe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE); // not a script tag: the app's CSP allows none inline
  const results = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    AXE_TAGS,
  )) as AxeResults;
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact ?? '?'}): ${v.help}\n      at ${n.target.join(' ')}: ${n.html.slice(0, 160)}\n      ${n.failureSummary?.split('\n').slice(1).join(' ').slice(0, 240) ?? ''}`,
    ),
  );
}

/**
 * Every visible control smaller than 44 × 44 CSS px. A check box or file field counts with its
 * label (the label is what a finger presses); links inside a sentence are exempt (WCAG 2.5.8).
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="checkbox"], [role="tab"], [role="menuitem"]';
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      // A check box or file field is pressed through its label.
      // A link stretched over its card by an ::after (inset 0) is pressed anywhere on the card.
      const labelled = el instanceof HTMLInputElement && /^(checkbox|radio|file)$/.test(el.type);
      const after = getComputedStyle(el, '::after');
      const stretched =
        after.content !== 'none' && after.position === 'absolute' && after.inset === '0px';
      const candidates: HTMLElement[] =
        labelled && el.labels?.length
          ? [...el.labels]
          : [stretched && el.offsetParent instanceof HTMLElement ? el.offsetParent : el];
      const shown = candidates.filter((target) => {
        const style = getComputedStyle(target);
        if (style.visibility === 'hidden' || style.clipPath.startsWith('inset')) return false;
        if (style.clip !== 'auto' && style.clip !== '') return false; // sr-only until focused
        const box = target.getBoundingClientRect();
        return box.width > 1 && box.height > 1; // not display: none
      });
      if (shown.length === 0) continue;
      const boxes = shown.map((target) => target.getBoundingClientRect());
      const big = (b: DOMRect) => b.width + 0.5 >= min && b.height + 0.5 >= min;
      const box = boxes.find(big) ?? boxes[0]!;
      if (el.closest('dialog:not([open])')) continue;
      if (document.querySelector('dialog[open]') && !el.closest('dialog[open]')) continue;
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') {
        const block = el.closest('p, li, td, dd');
        const own = el.textContent?.trim().length ?? 0;
        if (block && (block.textContent?.trim().length ?? 0) > own) continue; // in a sentence
      }
      if (big(box)) continue;
      const name = (
        el.getAttribute('aria-label') ??
        el.textContent ??
        el.getAttribute('name') ??
        ''
      )
        .trim()
        .slice(0, 40);
      out.push(
        `${Math.round(box.width)}×${Math.round(box.height)} <${el.tagName.toLowerCase()}${el.getAttribute('type') ? ` type=${el.getAttribute('type')}` : ''}> "${name}"`,
      );
    }
    return out;
  }, MIN_TARGET);
}

/** Checks the page as it is at both widths; at the phone's, its tap targets too. */
async function checkBothWidths(
  page: Page,
  where: string,
  findings: Finding[],
  sizes = [WIDE, PHONE],
): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.waitForTimeout(100);
    for (const what of await axe(page)) findings.push({ where: `${where} @${size.width}`, what });
    if (size === PHONE) {
      for (const what of await smallTargets(page))
        findings.push({ where: `${where} @360`, what: `tap target ${what}` });
    }
  }
}

async function openDialogs(page: Page, where: string, findings: Finding[], count: Set<string>) {
  // A page whose URL opens a dialog (a fiscal year's, a category's) was checked with it open.
  const opened = page.locator('dialog[open]').first();
  if (await opened.isVisible()) {
    count.add(`${where}: ${await opened.locator('h2').first().textContent()}`);
    return;
  }
  for (const opener of DIALOG_OPENERS) {
    const button = page.getByRole('main').getByRole('button', { name: opener }).first();
    if (!(await button.isVisible().catch(() => false)) || !(await button.isEnabled())) continue;
    await button.click();
    const dialog = page.locator('dialog[open], [role="dialog"]:visible').first();
    if (
      !(await dialog.waitFor({ timeout: 3000 }).then(
        () => true,
        () => false,
      ))
    )
      continue;
    const name =
      (await dialog
        .locator('h2')
        .first()
        .textContent()
        .catch(() => null)) ?? '?';
    count.add(`${where}: ${name}`);
    await checkBothWidths(page, `${where} › dialog "${name}"`, findings);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: 3000 }).catch(() => {});
    await page.setViewportSize(WIDE);
  }
}

/** The findings, one per line, also kept in test-results/ (vitest shortens a long message). */
function report(findings: Finding[], name: string): string {
  const text = findings.map((f) => `• ${f.where}\n    ${f.what}`).join('\n');
  if (findings.length > 0) {
    const dir = path.resolve(import.meta.dirname, '../test-results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `accessibility-${name}.txt`), text);
  }
  return text;
}

async function setLanguage(page: Page, lang: Lang): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('karyayojana.lang', l), lang);
}

it('lists every page of paths.ts', () => {
  expect(Object.keys(pages()).sort()).toEqual(pathKeys(paths).sort());
});

describe.each(['ne', 'en'] as const)('in %s', (lang) => {
  it('signed out: the sign-in, password and unsubscribe pages and the not-found page', async () => {
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/');
    await setLanguage(page, lang);
    const findings: Finding[] = [];
    for (const url of [
      paths.login.getHref(),
      paths.forgotPassword.getHref(),
      `${paths.resetPassword.getHref()}?token=not-a-token`,
      `${paths.unsubscribe.getHref()}?token=not-a-token`,
      '/no-such-page',
    ]) {
      await page.goto(url);
      await settle(page);
      await checkBothWidths(page, url, findings);
    }
    await context.close();
    expect(findings, report(findings, `signed-out-${lang}`)).toEqual([]);
  }, 300_000);

  describe.each(ROLES)('as $role', ({ role, email, password }) => {
    it('every page it may open and every dialog, at 1280 and 360 px', async () => {
      const { context, page } = await newPage(browser, server.url);
      await page.goto('/');
      await setLanguage(page, lang);
      await page.reload();
      await page.locator('input[type="email"]').fill(email);
      await page.locator('input[type="password"]').fill(password);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL('**/home');
      const findings: Finding[] = [];
      const dialogs = new Set<string>();
      const signedIn = Object.entries(pages()).filter(
        (entry): entry is [string, string] =>
          entry[1] !== null && mayOpen(entry[1].split('?')[0]!, [role]),
      );
      for (const [key, url] of [...signedIn, ['not found', '/dashboard/no-such-page'] as const]) {
        await page.goto(url);
        await settle(page);
        await checkBothWidths(page, `${key} ${url}`, findings);
        // The phone's menu, once.
        if (key === 'home.root') {
          await page.setViewportSize(PHONE);
          const menu = page.getByRole('button', { name: /^(मेनु खोल्नुहोस्|Open menu)$/ });
          if (await menu.isVisible()) {
            await menu.click();
            await page.locator('dialog[open]').waitFor();
            await checkBothWidths(page, `${url} › menu`, findings, [PHONE]);
            await page.keyboard.press('Escape');
          }
          await page.setViewportSize(WIDE);
        }
        await openDialogs(page, `${key} ${url}`, findings, dialogs);
      }
      console.log(`${role} (${lang}): ${signedIn.length} pages, ${dialogs.size} dialogs`);
      await context.close();
      expect(findings, report(findings, `${role}-${lang}`)).toEqual([]);
    }, 900_000);
  });
});
