import { QueryClientProvider } from '@tanstack/react-query';
import { testQueryClient } from '@/testing/test-utils';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { ChangePasswordForm } from './change-password-form';

function renderForm() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <ChangePasswordForm />
    </QueryClientProvider>,
  );
  return {
    current: screen.getByLabelText('हालको पासवर्ड'),
    password: screen.getByLabelText('नयाँ पासवर्ड'),
    confirmation: screen.getByLabelText('नयाँ पासवर्ड फेरि'),
    submit: screen.getByRole('button', { name: 'पासवर्ड परिवर्तन गर्नुहोस्' }),
  };
}

test('says live whether the confirmation matches, and blocks submitting while it does not', async () => {
  const user = userEvent.setup();
  const { password, confirmation, submit } = renderForm();

  await user.type(password, 'naya-password');
  await user.type(confirmation, 'naya-pass');
  const mismatch = screen.getByText('पासवर्ड मिलेन।');
  expect(mismatch).toHaveClass('text-red-700');
  expect(submit).toBeDisabled();

  await user.type(confirmation, 'word');
  const match = screen.getByText('पासवर्ड मिल्यो, अब अगाडि बढ्न सक्नुहुन्छ');
  expect(match).toHaveClass('text-green-700');
  expect(screen.queryByText('पासवर्ड मिलेन।')).not.toBeInTheDocument();
  expect(submit).toBeEnabled();

  await user.type(password, 'x');
  expect(screen.getByText('पासवर्ड मिलेन।')).toBeVisible();
  expect(submit).toBeDisabled();
});

test('asks for the current password and at least 8 characters, without a request', async () => {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const user = userEvent.setup();
  const { password, confirmation, submit } = renderForm();

  await user.type(password, 'short');
  await user.type(confirmation, 'short');
  await user.click(submit);

  expect(await screen.findByText('हालको पासवर्ड लेख्नुहोस्।')).toBeVisible();
  expect(screen.getByText('पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ।')).toBeVisible();
  expect(fetchSpy).not.toHaveBeenCalled();
});
