import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { LoginPage } from './login-page';

beforeEach(() => {
  // 06:00 UTC is 11:45 in Kathmandu, the same day; only Date is faked, so user-event still runs.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T06:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

// No query client: the login page does without the query library (the entry's budget).
function renderPage() {
  render(<LoginPage />);
}

test("shows today's date in the Nepali calendar, with the AD date beside it", () => {
  renderPage();
  expect(screen.getByText('२०८३ मंसिर ५, शनिबार')).toHaveAttribute('datetime', '2026-11-21');
  expect(screen.getByText('(21 November 2026)')).toBeVisible();
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
