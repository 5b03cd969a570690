import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { UnsubscribePage } from './unsubscribe-page';

function answer(status: number, body: unknown) {
  return vi.mocked(globalThis.fetch).mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
}

function renderPage(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/unsubscribe', element: <UnsubscribePage /> },
      { path: '/', element: <p>sign-in page</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.mocked(globalThis.fetch).mockReset());

test('opening the link sends nothing; the button does, then shows the answer', async () => {
  const fetchSpy = answer(200, { message: 'साप्ताहिक सारांश र सम्झना बन्द गरियो।' });
  const user = userEvent.setup();
  renderPage('/unsubscribe?token=t0ken');
  expect(screen.getByText(/साप्ताहिक सारांश र कार्यक्रमका सम्झना इमेलहरू आउन बन्द हुन्छन्/)).toBeVisible();
  expect(fetchSpy).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'इमेल बन्द गर्नुहोस्' }));

  expect(await screen.findByText('साप्ताहिक सारांश र सम्झना बन्द गरियो।')).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('साप्ताहिक सारांश र सम्झना बन्द गरियो।');
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  const [url, init] = fetchSpy.mock.calls[0] ?? [];
  expect(url).toBe('/api/unsubscribe');
  expect(init).toMatchObject({ method: 'POST', body: '{"token":"t0ken"}' });
  expect(screen.queryByRole('button', { name: 'इमेल बन्द गर्नुहोस्' })).not.toBeInTheDocument();
});

test('a token that names nobody (404): "This link is not valid"', async () => {
  answer(404, { message: 'Not found.', code: 'NOT_FOUND' });
  i18n.changeLanguage('en');
  const user = userEvent.setup();
  renderPage('/unsubscribe?token=nobody');
  await user.click(screen.getByRole('button', { name: 'Stop these emails' }));
  expect(await screen.findByText('This link is not valid.')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Stop these emails' })).not.toBeInTheDocument();
});

test('no token: not valid, no button, no request', () => {
  renderPage('/unsubscribe');
  expect(screen.getByRole('status')).toHaveTextContent('यो लिङ्क चल्दैन।');
  expect(screen.queryByRole('button', { name: 'इमेल बन्द गर्नुहोस्' })).not.toBeInTheDocument();
  expect(globalThis.fetch).not.toHaveBeenCalled();
});
