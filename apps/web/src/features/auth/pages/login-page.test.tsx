import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { LoginPage } from './login-page';

/** GET /api/public-config answers `mail` (issue 17); nothing else is asked for. */
function publicConfig(mail: boolean | 'fails') {
  return vi.mocked(globalThis.fetch).mockImplementation((input) => {
    if (input !== '/api/public-config' || mail === 'fails')
      return Promise.reject(new TypeError('offline'));
    return Promise.resolve(
      new Response(JSON.stringify({ data: { mail } }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
}

beforeEach(() => {
  // 06:00 UTC is 11:45 in Kathmandu, the same day; only Date is faked, so user-event still runs.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T06:00:00Z'));
  publicConfig(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(globalThis.fetch).mockReset();
});

// No query client: the login page does without the query library (the entry's budget).
function renderPage() {
  const router = createMemoryRouter([{ path: '/', element: <LoginPage /> }]);
  render(<RouterProvider router={router} />);
}

test("shows today's date in the Nepali calendar, with the AD date beside it", () => {
  renderPage();
  expect(screen.getByText('२०८३ मंसिर ५, शनिबार')).toHaveAttribute('datetime', '2026-11-21');
  expect(screen.getByText('(२१ नोभेम्बर २०२६)')).toBeVisible();
});

test('"today" is the date in Nepal, not on the device: 20:00 UTC is already the next day there', () => {
  vi.setSystemTime(new Date('2026-11-21T20:00:00Z'));
  renderPage();
  expect(screen.getByText('२०८३ मंसिर ६, आइतबार')).toBeVisible();
});

test('the language switch on the login page turns the page into English', async () => {
  const user = userEvent.setup();
  renderPage();
  expect(screen.getByRole('heading', { name: 'स्वागत छ' })).toBeVisible();
  expect(screen.getByText('नगरपालिकाको वार्षिक कार्ययोजना, महिना-महिनामा')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'English' }));

  expect(screen.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  expect(screen.getByLabelText('Email')).toBeVisible();
  expect(screen.getByLabelText('Password')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(screen.getByText('2083 Mangsir 5, Saturday')).toBeVisible();
});

test('"Forgot password?" leads to /forgot-password when the server sends mail', async () => {
  publicConfig(true);
  renderPage();
  expect(await screen.findByRole('link', { name: 'पासवर्ड बिर्सनुभयो?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  expect(globalThis.fetch).toHaveBeenCalledWith('/api/public-config', expect.anything());
});

test.each([false, 'fails'] as const)(
  'no "Forgot password?" when mail is off or the config cannot be read (%s)',
  async (mail) => {
    const fetchSpy = publicConfig(mail);
    renderPage();
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    // Let the answer (or the failure) settle before looking.
    await Promise.resolve();
    expect(screen.getByRole('button', { name: 'लगइन गर्नुहोस्' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'पासवर्ड बिर्सनुभयो?' })).not.toBeInTheDocument();
  },
);
