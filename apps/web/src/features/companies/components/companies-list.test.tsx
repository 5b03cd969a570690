import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { makeListCompany } from '../testing/companies';
import { CompaniesList } from './companies-list';

const makeCompany = makeListCompany;

const companies = [
  makeCompany({}),
  makeCompany({
    id: 3,
    name: 'बनेपा नगरपालिका',
    description: null,
    address: 'बनेपा बजार',
    email: 'info@banepa.gov.np',
    municipality: 'बनेपा नगरपालिका',
    remaining_days: 0,
    status: '0',
  }),
  makeCompany({
    id: 4,
    name: 'पनौती नगरपालिका',
    address: 'पनौती',
    email: 'contact@panauti.gov.np',
    municipality: 'पनौती नगरपालिका',
  }),
];

function renderList() {
  renderRoutes([{ path: '/', element: <CompaniesList companies={companies} /> }], {
    initialEntries: ['/'],
  });
}

const names = () =>
  [...document.querySelectorAll('tbody tr')].map(
    (row) => row.querySelectorAll('td')[1]?.querySelector('p')?.textContent,
  );

test('the table shows the name with its tagline, the status and the actions', () => {
  renderList();
  const rows = [...document.querySelectorAll('tbody tr')] as HTMLElement[];
  const [dhulikhel, banepa] = rows;
  expect(dhulikhel).toHaveTextContent('स्वच्छ, सुन्दर र समृद्ध धुलिखेल');
  expect(within(dhulikhel!).getByText('सक्रिय')).toBeInTheDocument();
  expect(within(banepa!).getByText('म्याद सकिएको')).toBeInTheDocument();
  expect(
    within(dhulikhel!).getByRole('link', { name: 'धुलिखेल नगरपालिका सम्पादन गर्नुहोस्' }),
  ).toHaveAttribute('href', '/dashboard/config/companies/add/2');
});

test('the search filters by name, email or address', async () => {
  const user = userEvent.setup();
  renderList();
  const search = screen.getByRole('searchbox', { name: 'नाम, इमेल वा ठेगानाले खोज्नुहोस्' });

  await user.type(search, 'बनेपा');
  expect(names()).toEqual(['बनेपा नगरपालिका']);

  await user.clear(search);
  await user.type(search, 'PANAUTI.gov');
  expect(names()).toEqual(['पनौती नगरपालिका']);

  await user.clear(search);
  await user.type(search, 'वडा ७');
  expect(names()).toEqual(['धुलिखेल नगरपालिका']);

  await user.clear(search);
  await user.type(search, 'xyz');
  expect(screen.getByText('"xyz" सँग मिल्ने पालिका भेटिएन।')).toBeInTheDocument();
});

test('delete asks first and says what else goes with the municipality', async () => {
  const user = userEvent.setup();
  renderList();
  await user.click(screen.getByRole('button', { name: 'पनौती नगरपालिका मेटाउनुहोस्' }));
  const dialog = screen.getByRole('dialog', { name: 'मेटाउने हो?' });
  expect(dialog).toHaveAccessibleDescription(
    'के तपाईं "पनौती नगरपालिका" मेटाउन निश्चित हुनुहुन्छ? यसलाई फेरि फिर्ता ल्याउन सकिँदैन।',
  );
  expect(dialog).toHaveTextContent('सबै प्रयोगकर्ता, कार्ययोजना, कार्य र कागजातहरू');
  expect(within(dialog).getByRole('button', { name: 'रद्द गर्नुहोस्' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'रद्द गर्नुहोस्' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
