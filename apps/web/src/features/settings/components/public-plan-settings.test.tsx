import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { queryKeys } from '@/lib/queries/query-keys';
import { toast } from '@/lib/toast';
import { makeCompany } from '@/testing/data-generators';
import { testQueryClient } from '@/testing/test-utils';
import type { PublicPlan } from '../api/public-plan';
import { PublicPlanSettings, publicPlanPrefix } from './public-plan-settings';
import { jsonAnswer } from '@/testing/json-answer';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const COMPANY_ID = 2;
const URL_ = '/api/companies/2/public-plan';
const ORIGIN = window.location.origin;

const off: PublicPlan = {
  enabled: false,
  slug: null,
  url: null,
  suggested_slug: 'dhulikhel',
};
const on = (slug: string): PublicPlan => ({
  enabled: true,
  slug,
  url: `https://karyayojana.example.np/p/${slug}`,
  suggested_slug: 'dhulikhel',
});

const json = jsonAnswer;

interface Server {
  get: () => Promise<Response>;
  put?: (body: unknown) => Promise<Response>;
}

function fakeServer(server: Server) {
  vi.mocked(globalThis.fetch).mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? 'GET';
    if (url === URL_ && method === 'GET') return server.get();
    if (url === URL_ && method === 'PUT' && server.put)
      return server.put(JSON.parse(init?.body as string));
    return Promise.reject(new TypeError(`unexpected ${method} ${url}`));
  });
}

function renderSection() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.companies.detail(COMPANY_ID), makeCompany());
  render(
    <QueryClientProvider client={queryClient}>
      <PublicPlanSettings companyId={COMPANY_ID} />
    </QueryClientProvider>,
  );
  return queryClient;
}

const theSwitch = () => screen.getByRole('checkbox', { name: 'नागरिकले हेर्न मिल्ने बनाउनुहोस्' });
const slugField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'पृष्ठको ठेगाना' });
const saveButton = () => screen.getByRole('button', { name: 'सेभ गर्नुहोस्' });

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

afterEach(() => vi.mocked(globalThis.fetch).mockReset());

describe('public plan page', () => {
  test('off: the switch, the suggested slug, no link and no QR code', async () => {
    fakeServer({ get: () => json({ data: off }) });
    renderSection();
    const section = screen.getByRole('region', { name: 'सार्वजनिक कार्ययोजना' });
    await waitFor(() => expect(theSwitch()).not.toBeChecked());
    expect(section).toHaveTextContent('प्रयोगकर्ताका नाम कहिल्यै देखाइँदैनन्');
    expect(slugField()).toHaveValue('dhulikhel');
    expect(slugField()).toHaveAccessibleDescription(expect.stringContaining(`${ORIGIN}/p/`));
    expect(screen.getByRole('status')).toHaveTextContent('सार्वजनिक पृष्ठ बन्द छ');
    expect(saveButton()).toBeDisabled();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'QR कोड प्रिन्ट गर्नुहोस्' })).not.toBeInTheDocument();
  });

  test('switched on and saved: PUT with the slug, then the link and the QR code', async () => {
    const user = userEvent.setup();
    const put = vi.fn((body: unknown) =>
      json({ message: 'सार्वजनिक पृष्ठ खुला भयो।', data: on((body as { slug: string }).slug) }),
    );
    fakeServer({ get: () => json({ data: off }), put });
    renderSection();
    await waitFor(() => expect(theSwitch()).not.toBeChecked());
    await user.click(theSwitch());
    await user.clear(slugField());
    await user.type(slugField(), 'dhulikhel-nagar');
    await user.click(saveButton());

    const link = await screen.findByRole('link', {
      name: /karyayojana\.example\.np\/p\/dhulikhel-nagar/,
    });
    expect(put).toHaveBeenCalledWith({ enabled: true, slug: 'dhulikhel-nagar' });
    const call = vi.mocked(globalThis.fetch).mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(call?.[0]).toBe(URL_);
    expect(link).toHaveAttribute('href', 'https://karyayojana.example.np/p/dhulikhel-nagar');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    const qr = screen.getByRole('img', { name: /QR कोड/ });
    expect(qr).toHaveAttribute('src', '/p/dhulikhel-nagar/qr.svg');
    expect(qr).toHaveAttribute('width', '200');
    expect(qr).toHaveAttribute('height', '200');
    expect(screen.getByRole('status')).toHaveTextContent('सार्वजनिक पृष्ठ खुला छ');
    expect(toast.success).toHaveBeenCalledWith('सार्वजनिक पृष्ठ खुला भयो।');
    expect(theSwitch()).toBeChecked();
    expect(saveButton()).toBeDisabled();
  });

  test('switching on with the suggested slug sends it', async () => {
    const user = userEvent.setup();
    const put = vi.fn(() => json({ message: 'ठीक छ।', data: on('dhulikhel') }));
    fakeServer({ get: () => json({ data: off }), put });
    renderSection();
    await waitFor(() => expect(theSwitch()).not.toBeChecked());
    await user.click(theSwitch());
    await user.click(saveButton());
    await screen.findByRole('link');
    expect(put).toHaveBeenCalledWith({ enabled: true, slug: 'dhulikhel' });
  });

  test("the server's slug error shows under the field", async () => {
    const user = userEvent.setup();
    fakeServer({
      get: () => json({ data: off }),
      put: () =>
        json(
          {
            message: 'The given data was invalid.',
            code: 'VALIDATION_FAILED',
            errors: { slug: ['यो ठेगाना अर्को नगरपालिकाले लिइसकेको छ।'] },
          },
          422,
        ),
    });
    renderSection();
    await waitFor(() => expect(theSwitch()).not.toBeChecked());
    await user.click(theSwitch());
    await user.click(saveButton());
    await waitFor(() =>
      expect(slugField()).toHaveAccessibleDescription(
        expect.stringContaining('यो ठेगाना अर्को नगरपालिकाले लिइसकेको छ।'),
      ),
    );
    expect(slugField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('यो ठेगाना अर्को नगरपालिकाले लिइसकेको छ।')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('सार्वजनिक पृष्ठ बन्द छ');
  });

  test('a slug of the wrong form is caught before it is sent', async () => {
    const user = userEvent.setup();
    const put = vi.fn(() => json({ message: 'ठीक छ।', data: on('x') }));
    fakeServer({ get: () => json({ data: off }), put });
    renderSection();
    await waitFor(() => expect(theSwitch()).not.toBeChecked());
    await user.click(theSwitch());
    await user.clear(slugField());
    await user.type(slugField(), 'a--b');
    await user.click(saveButton());
    expect(slugField()).toHaveAccessibleDescription(
      expect.stringContaining('अङ्ग्रेजीका साना अक्षर, अङ्क र हाइफन मात्र'),
    );
    expect(put).not.toHaveBeenCalled();
  });

  test('on: Print prints the card, Copy copies the address', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    fakeServer({ get: () => json({ data: on('dhulikhel') }) });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'QR कोड प्रिन्ट गर्नुहोस्' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'ठेगाना कपी गर्नुहोस्' }));
    expect(writeText).toHaveBeenCalledWith('https://karyayojana.example.np/p/dhulikhel');
    expect(toast.success).toHaveBeenCalledWith('ठेगाना कपी भयो।');

    // The card for paper: the municipality, the QR code, the address and what to do.
    const card = document.querySelector<HTMLElement>('[data-print-card]');
    expect(card).not.toBeNull();
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('धुलिखेल नगरपालिका')).toBeInTheDocument();
    expect(card).toHaveTextContent('https://karyayojana.example.np/p/dhulikhel');
    expect(card).toHaveTextContent('स्क्यान गरेर नगरपालिकाको वार्षिक कार्ययोजना हेर्नुहोस्');
    expect(card?.querySelector('img')).toHaveAttribute('src', '/p/dhulikhel/qr.svg');
  });

  test('switching off sends only enabled and hides the link', async () => {
    const user = userEvent.setup();
    const put = vi.fn(() =>
      json({ message: 'बन्द भयो।', data: { ...on('dhulikhel'), enabled: false } }),
    );
    fakeServer({ get: () => json({ data: on('dhulikhel') }), put });
    renderSection();
    await waitFor(() => expect(theSwitch()).toBeChecked());
    await user.click(theSwitch());
    await user.click(saveButton());
    await waitFor(() => expect(screen.queryByRole('link')).not.toBeInTheDocument());
    expect(put).toHaveBeenCalledWith({ enabled: false });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('सार्वजनिक पृष्ठ बन्द छ');
  });

  test('a failed load shows the error with Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeServer({
      get: () => (fail ? json({ message: 'सर्भरमा समस्या भयो।' }, 500) : json({ data: off })),
    });
    renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('सार्वजनिक कार्ययोजनाको सेटिङ ल्याउन सकिएन।');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'फेरि प्रयास गर्नुहोस्' }));
    await waitFor(() => expect(theSwitch()).not.toBeChecked());
  });
});

describe('publicPlanPrefix', () => {
  test("the server's address before the slug, else this site's /p/", () => {
    expect(publicPlanPrefix(on('abc'), 'http://x')).toBe('https://karyayojana.example.np/p/');
    expect(publicPlanPrefix(off, 'http://x')).toBe('http://x/p/');
  });
});
