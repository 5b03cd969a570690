import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { ForgotPasswordPage } from './forgot-password-page';

const SAME = 'त्यो इमेलको खाता भए लिङ्क पठाइएको छ।';

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi.mocked(globalThis.fetch).mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      }),
    ),
  );
}

// No query client: the public pages do without the query library, as the login page does.
function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/', element: <p>sign-in page</p> },
    ],
    { initialEntries: ['/forgot-password'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.mocked(globalThis.fetch).mockReset());

test("the server's answer shows in the status region, whatever the address", async () => {
  const fetchSpy = answer(200, { message: SAME });
  const user = userEvent.setup();
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'पासवर्ड बिर्सनुभयो?' })).toBeVisible();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();

  await user.type(screen.getByLabelText('इमेल'), '  nobody@example.np ');
  await user.click(screen.getByRole('button', { name: 'लिङ्क पठाउनुहोस्' }));

  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SAME));
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  const [url, init] = fetchSpy.mock.calls[0] ?? [];
  expect(url).toBe('/api/forgot-password');
  expect(init).toMatchObject({ method: 'POST', body: '{"email":"nobody@example.np"}' });
  expect(screen.getByRole('link', { name: 'लगइनमा फर्कनुहोस्' })).toHaveAttribute('href', '/');
});

test('an empty address is not sent', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'लिङ्क पठाउनुहोस्' }));
  expect(screen.getByText('इमेल लेख्नुहोस्।')).toBeVisible();
  expect(screen.getByLabelText('इमेल')).toHaveFocus();
  expect(globalThis.fetch).not.toHaveBeenCalled();
});

test("a 422 puts the server's message under the field", async () => {
  answer(422, {
    message: 'The given data was invalid.',
    code: 'VALIDATION_FAILED',
    errors: { email: ['Enter a valid email address.'] },
  });
  const user = userEvent.setup();
  renderPage();
  await user.type(screen.getByLabelText('इमेल'), 'not-an-address');
  await user.click(screen.getByRole('button', { name: 'लिङ्क पठाउनुहोस्' }));
  const field = screen.getByLabelText('इमेल');
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field).toHaveAccessibleDescription('Enter a valid email address.');
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test("too many requests (429): the server's message", async () => {
  answer(
    429,
    { message: 'धेरै पटक माग्नुभयो। केही बेरपछि फेरि प्रयास गर्नुहोस्।', code: 'RATE_LIMITED' },
    { 'Retry-After': '600' },
  );
  const user = userEvent.setup();
  renderPage();
  await user.type(screen.getByLabelText('इमेल'), 'sita@dhulikhel.gov.np');
  await user.click(screen.getByRole('button', { name: 'लिङ्क पठाउनुहोस्' }));
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(
      'धेरै पटक माग्नुभयो। केही बेरपछि फेरि प्रयास गर्नुहोस्।',
    ),
  );
});
