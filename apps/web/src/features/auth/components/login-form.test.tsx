import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, expect, test, vi } from 'vitest';
import { getToken } from '@/lib/auth/token-storage';
import { takeHandedOverUser } from '@/lib/auth/user-handover';
import { makeUser } from '@/testing/data-generators';
import { LoginForm } from './login-form';

// No query client: the login page does without the query library (the entry's budget).
function renderForm() {
  render(
    <>
      <LoginForm />
      <Toaster />
    </>,
  );
}

function answer(status: number, body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

// sonner keeps its toasts in a module-wide store: one test's toast must not show in the next.
afterEach(() => {
  toast.dismiss();
});

test('both fields are required: their messages show and no request is sent', async () => {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const user = userEvent.setup();
  renderForm();

  await user.click(screen.getByRole('button', { name: 'लगइन गर्नुहोस्' }));

  expect(await screen.findByText('इमेल लेख्नुहोस्।')).toBeVisible();
  expect(screen.getByText('पासवर्ड लेख्नुहोस्।')).toBeVisible();
  expect(screen.getByLabelText('इमेल')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('इमेल')).toHaveFocus();
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('a filled email clears its message while the missing password keeps its own', async () => {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const user = userEvent.setup();
  renderForm();

  await user.type(screen.getByLabelText('इमेल'), 'sita@dhulikhel.gov.np');
  await user.click(screen.getByRole('button', { name: 'लगइन गर्नुहोस्' }));

  expect(await screen.findByText('पासवर्ड लेख्नुहोस्।')).toBeVisible();
  expect(screen.queryByText('इमेल लेख्नुहोस्।')).not.toBeInTheDocument();
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('the fields carry labels and autocomplete hints, and the password can be shown', async () => {
  const user = userEvent.setup();
  renderForm();
  const email = screen.getByLabelText('इमेल');
  const password = screen.getByLabelText('पासवर्ड');
  expect(email).toHaveAttribute('autocomplete', 'username');
  expect(password).toHaveAttribute('autocomplete', 'current-password');
  expect(password).toHaveAttribute('type', 'password');

  await user.click(screen.getByRole('button', { name: 'पासवर्ड देखाउनुहोस्' }));
  expect(password).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'पासवर्ड लुकाउनुहोस्' }));
  expect(password).toHaveAttribute('type', 'password');
});

test("wrong credentials: the server's message shows as a toast, and under the field it names until that field changes", async () => {
  const message = 'इमेल वा पासवर्ड मिलेन।';
  answer(401, { message, code: 'UNAUTHENTICATED', errors: { email: [message] } });
  const user = userEvent.setup();
  renderForm();

  await user.type(screen.getByLabelText('इमेल'), 'sita@dhulikhel.gov.np');
  await user.type(screen.getByLabelText('पासवर्ड'), 'not-the-password');
  await user.click(screen.getByRole('button', { name: 'लगइन गर्नुहोस्' }));

  expect(await screen.findAllByText(message)).toHaveLength(2); // under the field, and the toast
  expect(screen.getByLabelText('इमेल')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('button', { name: 'लगइन गर्नुहोस्' })).toBeEnabled();
  expect(getToken()).toBeNull();

  await user.type(screen.getByLabelText('इमेल'), 'x');
  expect(screen.getByLabelText('इमेल')).not.toHaveAttribute('aria-invalid');
  expect(screen.getAllByText(message)).toHaveLength(1); // the toast
});

test('a sign-in sends the trimmed email, stores the token and hands the user over (no second request)', async () => {
  const signedIn = makeUser({ email: 'sita@dhulikhel.gov.np' });
  const fetchSpy = answer(200, { token: 'the-token', message: 'Logged in', user: signedIn });
  const user = userEvent.setup();
  renderForm();

  await user.type(screen.getByLabelText('इमेल'), '  sita@dhulikhel.gov.np ');
  await user.type(screen.getByLabelText('पासवर्ड'), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'लगइन गर्नुहोस्' }));

  await waitFor(() => expect(getToken()).toBe('the-token'));
  // For the signed-in layout's query cache (app/layouts/app-layout.tsx).
  expect(takeHandedOverUser()).toEqual(signedIn);
  expect(await screen.findByText('Logged in')).toBeVisible();
  const [url, init] = fetchSpy.mock.calls[0] ?? [];
  expect(url).toBe('/api/login');
  expect(JSON.parse(init?.body as string)).toEqual({
    email: 'sita@dhulikhel.gov.np',
    password: 'secret-password',
  });
  expect(fetchSpy).toHaveBeenCalledTimes(1);
});
