import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { ResetPasswordPage } from './reset-password-page';

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
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/forgot-password', element: <p>forgot page</p> },
      { path: '/', element: <p>sign-in page</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function fillIn(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('नयाँ पासवर्ड'), password);
  await user.type(screen.getByLabelText('नयाँ पासवर्ड फेरि'), confirmation);
  await user.click(screen.getByRole('button', { name: 'पासवर्ड राख्नुहोस्' }));
}

afterEach(() => vi.mocked(globalThis.fetch).mockReset());

test("success: the server's message and the way to sign in", async () => {
  const fetchSpy = answer(200, { message: 'पासवर्ड परिवर्तन भयो। अब लगइन गर्नुहोस्।' });
  renderPage('/reset-password?token=abc123');
  await fillIn('new-password-1');

  expect(await screen.findByRole('status')).toHaveTextContent(
    'पासवर्ड परिवर्तन भयो। अब लगइन गर्नुहोस्।',
  );
  expect(screen.getByRole('link', { name: 'लगइन गर्नुहोस्' })).toHaveAttribute('href', '/');
  const [url, init] = fetchSpy.mock.calls[0] ?? [];
  expect(url).toBe('/api/reset-password');
  expect(JSON.parse(init?.body as string)).toEqual({
    token: 'abc123',
    password: 'new-password-1',
    password_confirmation: 'new-password-1',
  });
});

test('a token error shows its message and a link to ask for a new one', async () => {
  answer(422, {
    message: 'The given data was invalid.',
    code: 'VALIDATION_FAILED',
    errors: { token: ['यो लिङ्कको समय सकियो।'] },
  });
  renderPage('/reset-password?token=old');
  await fillIn('new-password-1');

  expect(await screen.findByRole('heading', { name: 'यो लिङ्क चल्दैन' })).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('यो लिङ्कको समय सकियो।');
  expect(screen.getByRole('link', { name: 'नयाँ लिङ्क माग्नुहोस्' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  expect(screen.queryByLabelText('नयाँ पासवर्ड')).not.toBeInTheDocument();
});

test('a password error from the server goes under its field', async () => {
  answer(422, {
    message: 'The given data was invalid.',
    code: 'VALIDATION_FAILED',
    errors: { password: ['This password is too common.'] },
  });
  renderPage('/reset-password?token=abc123');
  await fillIn('password123');
  const field = screen.getByLabelText('नयाँ पासवर्ड');
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field).toHaveAccessibleDescription(/This password is too common\./);
});

test('a short or mismatched password is not sent', async () => {
  renderPage('/reset-password?token=abc123');
  await fillIn('short', 'other');
  expect(screen.getByText('पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ।')).toBeVisible();
  expect(screen.getByText('पासवर्ड मिलेन।')).toBeVisible();
  expect(globalThis.fetch).not.toHaveBeenCalled();
});

test('no token in the link: "not valid" at once, and no request', () => {
  renderPage('/reset-password');
  expect(screen.getByRole('heading', { name: 'यो लिङ्क चल्दैन' })).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent(
    'लिङ्कको समय सकियो, पहिल्यै प्रयोग भइसक्यो वा लिङ्क अधुरो छ।',
  );
  expect(screen.getByRole('link', { name: 'नयाँ लिङ्क माग्नुहोस्' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  expect(screen.queryByLabelText('नयाँ पासवर्ड')).not.toBeInTheDocument();
  expect(globalThis.fetch).not.toHaveBeenCalled();
});
