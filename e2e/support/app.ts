import type { Locator, Page } from 'playwright-core';

/** The password of every demo account (apps/server/src/operations/demo/seed-demo.ts). */
export const DEMO_PASSWORD = 'demo-password';

/** Signs in through the login form, as a person does, and waits for the signed-in home. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('इमेल').fill(email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'लगइन गर्नुहोस्' }).click();
  await page.waitForURL('**/home');
}

/** A bearer token from POST /api/login, for the few reads and set-ups a test makes by API. */
export async function apiToken(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Waits for `locator`; when it does not come, fails with what the page said instead (its URL
 * and text), so that a run that fails far away (CI) tells why.
 */
export async function waitOrExplain(page: Page, locator: Locator): Promise<void> {
  await locator.waitFor().catch(async (error: unknown) => {
    const said = await page
      .locator('body')
      .innerText()
      .catch(() => '(no page)');
    throw new Error(`${String(error)}\nAt ${page.url()} the page said:\n${said.slice(0, 3000)}`);
  });
}

/** A toast (sonner) with exactly this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** A real 1×1 PNG (a red pixel): small, but a browser decodes it (naturalWidth 1). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A PDF of about `size` bytes: a valid header, comment lines as padding and the %%EOF marker.
 * The server judges documents by their first bytes, so this is a PDF to it.
 */
export function pdfOfSize(size: number): Buffer {
  const head = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n';
  const tail = 'trailer\n<< /Root 1 0 R >>\n%%EOF\n';
  const line = `%${'x'.repeat(78)}\n`;
  const lines = Math.max(0, Math.ceil((size - head.length - tail.length) / line.length));
  return Buffer.from(head + line.repeat(lines) + tail, 'latin1');
}

/** The text field of a date picker and its "open calendar" button, found from its label. */
export function datePicker(scope: Page | Locator, label: string) {
  const input = scope.getByLabel(label, { exact: true });
  return {
    input,
    opener: input.locator('..').getByRole('button', { name: 'पात्रो खोल्नुहोस्' }),
  };
}

/** The open calendar dialog of a date picker. */
export function calendar(page: Page): Locator {
  return page.getByRole('dialog', { name: 'मिति छान्नुहोस्' });
}
