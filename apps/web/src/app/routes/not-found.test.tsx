import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, expect, test, vi } from 'vitest';
import { NotFoundPage } from './not-found';

beforeEach(() => {
  vi.useFakeTimers();
});

function renderAt(initialEntries: string[]) {
  render(
    <MemoryRouter initialEntries={initialEntries} initialIndex={initialEntries.length - 1}>
      <Routes>
        <Route path="/" element={<p>login page</p>} />
        <Route path="/home" element={<p>home page</p>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('shows the text and goes back to the previous page after 3000 ms', () => {
  renderAt(['/home', '/no-such-page']);
  expect(screen.getByRole('heading', { name: 'माफ गर्नुहोस्, पृष्ठ भेटिएन।' })).toBeVisible();

  act(() => {
    vi.advanceTimersByTime(2999);
  });
  expect(screen.getByText('माफ गर्नुहोस्, पृष्ठ भेटिएन।')).toBeVisible();

  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(screen.getByText('home page')).toBeVisible();
  expect(screen.queryByText('माफ गर्नुहोस्, पृष्ठ भेटिएन।')).not.toBeInTheDocument();
});

test('goes to / when the tab has no previous page', () => {
  renderAt(['/no-such-page']);
  act(() => {
    vi.advanceTimersByTime(3000);
  });
  expect(screen.getByText('login page')).toBeVisible();
});
