import type { MailSettings as Settings } from '@karyayojana/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { testQueryClient } from '@/testing/test-utils';
import { MailSettings } from './mail-settings';
import { jsonAnswer } from '@/testing/json-answer';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ON: Settings = {
  enabled: true,
  email: 'sita@dhulikhel.gov.np',
  digest: true,
  reminder_days: 1,
  language: 'ne',
};

const json = jsonAnswer;

interface Server {
  get: () => Promise<Response>;
  put?: (body: unknown) => Promise<Response>;
}

function fakeServer(server: Server) {
  vi.mocked(globalThis.fetch).mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/mail-settings' && method === 'GET') return server.get();
    if (url === '/api/mail-settings' && method === 'PUT' && server.put)
      return server.put(JSON.parse(init?.body as string));
    return Promise.reject(new TypeError(`unexpected ${method} ${url}`));
  });
}

function renderSection() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MailSettings />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'इमेल' });
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

afterEach(() => vi.mocked(globalThis.fetch).mockReset());

describe('email settings', () => {
  test('a server without mail says so and shows no controls', async () => {
    fakeServer({ get: () => json({ data: { ...ON, enabled: false } }) });
    const section = renderSection();
    expect(
      await within(section).findByText(
        'यो सर्भरले अहिलेसम्म इमेल पठाउँदैन: सञ्चालकले इमेल सेवा मिलाउनुभएको छैन।',
      ),
    ).toBeVisible();
    expect(within(section).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(section).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  test('shows the choices; Save PUTs only the changed ones and toasts the answer', async () => {
    const user = userEvent.setup();
    const put = vi.fn((body: unknown) =>
      json({
        message: 'इमेल सेटिङ सेभ भयो।',
        data: { ...ON, ...(body as Partial<Settings>) },
      }),
    );
    fakeServer({ get: () => json({ data: ON }), put });
    const section = renderSection();

    const digest = await within(section).findByRole('checkbox', {
      name: 'साप्ताहिक सारांश (आइतबार बिहान ७ बजे)',
    });
    expect(digest).toBeChecked();
    expect(section).toHaveTextContent('sita@dhulikhel.gov.np');
    const reminders = within(section).getByLabelText('कार्यक्रमको सम्झना');
    expect(reminders).toHaveValue('1');
    expect(
      within(reminders)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['सम्झना नपठाउनुहोस्', 'कार्यक्रमकै दिन', '१ दिन अगाडि', '३ दिन अगाडि', '७ दिन अगाडि']);
    const language = within(section).getByLabelText('इमेलको भाषा');
    expect(language).toHaveValue('ne');
    const save = within(section).getByRole('button', { name: 'सेभ गर्नुहोस्' });
    // Nothing changed yet: nothing to save.
    expect(save).toBeDisabled();

    await user.click(digest);
    await user.selectOptions(reminders, '७ दिन अगाडि');
    await user.click(save);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('इमेल सेटिङ सेभ भयो।'));
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith({ digest: false, reminder_days: 7 });
    expect(within(section).getByRole('checkbox')).not.toBeChecked();
    expect(within(section).getByLabelText('कार्यक्रमको सम्झना')).toHaveValue('7');
  });

  test('"no reminders" is sent as null; English is a choice of language', async () => {
    const user = userEvent.setup();
    const put = vi.fn((body: unknown) =>
      json({ message: 'Saved.', data: { ...ON, ...(body as Partial<Settings>) } }),
    );
    fakeServer({ get: () => json({ data: ON }), put });
    const section = renderSection();
    await user.selectOptions(
      await within(section).findByLabelText('कार्यक्रमको सम्झना'),
      'सम्झना नपठाउनुहोस्',
    );
    await user.selectOptions(within(section).getByLabelText('इमेलको भाषा'), 'English');
    await user.click(within(section).getByRole('button', { name: 'सेभ गर्नुहोस्' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith({ reminder_days: null, language: 'en' }));
  });

  test("a 422 shows the server's message under its field", async () => {
    const user = userEvent.setup();
    fakeServer({
      get: () => json({ data: ON }),
      put: () =>
        json(
          {
            message: 'The given data was invalid.',
            code: 'VALIDATION_FAILED',
            errors: { reminder_days: ['One of 0, 1, 3 or 7 days.'] },
          },
          422,
        ),
    });
    const section = renderSection();
    await user.selectOptions(await within(section).findByLabelText('कार्यक्रमको सम्झना'), '3');
    await user.click(within(section).getByRole('button', { name: 'सेभ गर्नुहोस्' }));
    const reminders = within(section).getByLabelText('कार्यक्रमको सम्झना');
    await waitFor(() => expect(reminders).toHaveAttribute('aria-invalid', 'true'));
    expect(reminders).toHaveAccessibleDescription('One of 0, 1, 3 or 7 days.');
    expect(toast.success).not.toHaveBeenCalled();
  });

  test('a failed load shows the error with Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeServer({
      get: () => (fail ? json({ message: 'सर्भरमा समस्या भयो।' }, 500) : json({ data: ON })),
    });
    renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('इमेल सेटिङ ल्याउन सकिएन।');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'फेरि प्रयास गर्नुहोस्' }));
    expect(await screen.findByRole('checkbox')).toBeChecked();
  });
});
