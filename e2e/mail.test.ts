import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startSmtp, type TestSmtp } from '../apps/server/test/support/smtp.js';
import { signIn, toast } from './support/app.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startServer, SUPER_ADMIN, type RunningServer } from './support/server.js';

// Issue 17, email: the server sends through a real SMTP server on loopback. An officer who
// forgot the password asks for a link on the sign-in page, opens it from the mail, sets a new
// password and signs in; then chooses the weekly digest in settings. The Super-Admin sees the
// mail service and sends a test mail.

const OFFICER = 'officer@dhulikhel.demo';
const PUBLIC_URL = 'https://plan.example.gov.np';

let smtp: TestSmtp;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({
    seed: true,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'कार्ययोजना <noreply@example.gov.np>', PUBLIC_URL },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** The path and query of the link in a mail (the mail names PUBLIC_URL; the test's server is local). */
function linkIn(text: string, path: string): string {
  const match = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}(${path}\\?token=[\\w.-]+)`).exec(
    text,
  );
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

async function mailTo(address: string, count: number) {
  await expect
    .poll(() => smtp.to(address).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count);
  return smtp.to(address)[count - 1]!;
}

describe('an officer who forgot the password', () => {
  let page: Page;
  let link: string;
  beforeAll(async () => {
    ({ page } = await newPage(browser, server.url));
  });

  it('asks for a link on the sign-in page and gets the same answer as anyone would', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'पासवर्ड बिर्सनुभयो?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { name: 'पासवर्ड बिर्सनुभयो?' }).waitFor();
    await page.getByLabel('इमेल').fill(OFFICER);
    await page.getByRole('button', { name: 'लिङ्क पठाउनुहोस्' }).click();
    const answer = page.getByRole('status').filter({ hasText: 'नयाँ पासवर्ड राख्ने लिङ्क' });
    await answer.waitFor();
    expect(await answer.innerText()).toContain('३० मिनेट');

    const mail = await mailTo(OFFICER, 1);
    expect(mail.subject).toBe('कार्ययोजना: नयाँ पासवर्ड राख्ने लिङ्क');
    link = linkIn(mail.text, '/reset-password');
  });

  it('opens the link, sets a new password, and signs in with it', async () => {
    await page.goto(link);
    await page.getByRole('heading', { name: 'नयाँ पासवर्ड राख्नुहोस्' }).waitFor();
    await page.getByLabel('नयाँ पासवर्ड', { exact: true }).fill('naya-password-2083');
    await page.getByLabel('नयाँ पासवर्ड फेरि').fill('naya-password-2083');
    await page.getByRole('button', { name: 'पासवर्ड राख्नुहोस्' }).click();
    await page.getByText('नयाँ पासवर्ड राखियो।').waitFor();

    await signIn(page, OFFICER, 'naya-password-2083');
    await page.getByRole('heading', { name: 'वार्षिक कार्ययोजना' }).waitFor();
  });

  it('the same link does not work twice', async () => {
    const { page: other, context } = await newPage(browser, server.url);
    await other.goto(link);
    await other.getByLabel('नयाँ पासवर्ड', { exact: true }).fill('another-password-1');
    await other.getByLabel('नयाँ पासवर्ड फेरि').fill('another-password-1');
    await other.getByRole('button', { name: 'पासवर्ड राख्नुहोस्' }).click();
    await other
      .getByText(/पहिले नै प्रयोग भइसक्यो/)
      .first()
      .waitFor();
    await other.getByRole('link', { name: 'नयाँ लिङ्क माग्नुहोस्' }).waitFor();
    await context.close();
  });

  it('chooses the weekly digest and a reminder a day before, in settings; a reload keeps them', async () => {
    await page.goto('/home/profile');
    const section = page.getByRole('region', { name: 'इमेल' });
    await section.getByText(OFFICER).waitFor();
    await section.getByLabel('साप्ताहिक सारांश (आइतबार बिहान ७ बजे)').check();
    await section.getByLabel('कार्यक्रमको सम्झना').selectOption({ label: '१ दिन अगाडि' });
    await section.getByRole('button', { name: 'सेभ गर्नुहोस्' }).click();
    await toast(page, 'इमेलका रोजाइ सुरक्षित भए।').waitFor();
    await page.reload();
    const again = page.getByRole('region', { name: 'इमेल' });
    await again.getByText(OFFICER).waitFor();
    expect(await again.getByLabel('साप्ताहिक सारांश (आइतबार बिहान ७ बजे)').isChecked()).toBe(true);
    expect(await again.getByLabel('कार्यक्रमको सम्झना').inputValue()).toBe('1');
  });
});

describe('the Super-Admin', () => {
  it('sees that email is on and sends a test mail that arrives', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signIn(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
    await page.goto('/dashboard/settings/mail');
    await page.getByText('इमेल चालु छ').waitFor();
    await page.getByText('noreply@example.gov.np').first().waitFor();
    await page.getByLabel('प्रापकको इमेल').fill('operator@example.gov.np');
    await page.getByRole('button', { name: 'परीक्षण इमेल पठाउनुहोस्' }).click();
    const mail = await mailTo('operator@example.gov.np', 1);
    expect(mail.subject).toBe('कार्ययोजना: परीक्षण इमेल');
    await page.getByRole('button', { name: 'ताजा गर्नुहोस्' }).click();
    await page.getByRole('cell', { name: 'operator@example.gov.np' }).first().waitFor();
    await context.close();
  });
});
