import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { LoginForm } from './login-form';

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LoginForm />
    </QueryClientProvider>,
  );
}

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
