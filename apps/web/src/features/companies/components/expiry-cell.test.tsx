import type { Company } from '@karyayojana/contracts';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/testing/test-utils';
import { ExpiryCell } from './expiry-cell';

type Expiry = Pick<Company, 'id' | 'name' | 'expiry_date' | 'remaining_days'>;

function renderCell(overrides: Partial<Expiry>) {
  const company: Expiry = {
    id: 5,
    name: 'बनेपा नगरपालिका',
    expiry_date: '2026-07-17',
    remaining_days: 200,
    ...overrides,
  };
  renderRoutes([{ path: '/', element: <ExpiryCell company={company} /> }], {
    initialEntries: ['/'],
  });
}

test('shows the expiry date in BS with the AD date beside it', () => {
  renderCell({ expiry_date: '2025-07-17' });
  expect(screen.getByText('२०८२ श्रावण १')).toBeInTheDocument();
  expect(screen.getByText('१७ जुलाई २०२५')).toBeInTheDocument();
});

test('with no day left it offers Renew', () => {
  renderCell({ remaining_days: 0 });
  expect(
    screen.getByRole('button', { name: 'नवीकरण: बनेपा नगरपालिका को सदस्यता एक वर्ष थप्नुहोस्' }),
  ).toHaveTextContent('नवीकरण');
  expect(screen.queryByText(/दिन बाँकी/)).not.toBeInTheDocument();
});

test('with the days unknown it offers Renew as well', () => {
  renderCell({ remaining_days: null });
  expect(screen.getByRole('button', { name: /नवीकरण|थप्नुहोस्/ })).toBeInTheDocument();
});

test('under 30 days left it is red with a warning icon', () => {
  renderCell({ remaining_days: 12 });
  const note = screen.getByText('१२ दिन बाँकी');
  expect(note).toHaveClass('text-red-700');
  expect(note.querySelector('svg')).not.toBeNull();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('otherwise it is amber "n days left", without a warning icon', () => {
  renderCell({ remaining_days: 30 });
  const note = screen.getByText('३० दिन बाँकी');
  expect(note).toHaveClass('text-amber-700');
  expect(note.querySelector('svg')).toBeNull();
});

test('in English the days are in English digits', () => {
  i18n.changeLanguage('en');
  renderCell({ remaining_days: 45 });
  expect(screen.getByText('45 days left')).toBeInTheDocument();
});
