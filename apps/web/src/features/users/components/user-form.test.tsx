import type { UserListItem } from '@karyayojana/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { UserForm } from './user-form';

const owner = { id: 1, name: 'कार्ययोजना सञ्चालक' };
const companies = [
  { id: 2, name: 'धुलिखेल नगरपालिका' },
  { id: 3, name: 'बनेपा नगरपालिका' },
];

function renderForm(user?: UserListItem) {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <UserForm
            user={user}
            ownerCompany={owner}
            companies={companies}
            onSaved={vi.fn()}
            onCancel={vi.fn()}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
}

const roleOptions = () =>
  within(screen.getByRole('combobox', { name: 'भूमिका' }))
    .getAllByRole('option')
    .map((option) => option.getAttribute('value'))
    .filter(Boolean);

test('Register stays disabled until a password is entered and confirmed, with live feedback', async () => {
  const user = userEvent.setup();
  renderForm();
  const register = screen.getByRole('button', { name: 'दर्ता गर्नुहोस्' });
  expect(register).toBeDisabled();

  await user.type(screen.getByLabelText('पासवर्ड'), 'secret-pass-1');
  expect(register).toBeDisabled();

  await user.type(screen.getByLabelText('पासवर्ड फेरि'), 'secret-pass-2');
  const mismatch = screen.getByText('पासवर्ड मिलेन।');
  expect(mismatch).toHaveClass('text-red-700');
  expect(register).toBeDisabled();

  await user.clear(screen.getByLabelText('पासवर्ड फेरि'));
  await user.type(screen.getByLabelText('पासवर्ड फेरि'), 'secret-pass-1');
  const ok = screen.getByText('पासवर्ड मिल्यो, अब अगाडि बढ्न सक्नुहुन्छ');
  expect(ok).toHaveClass('text-green-700');
  expect(screen.queryByText('पासवर्ड मिलेन।')).not.toBeInTheDocument();
  expect(register).toBeEnabled();
});

test('the email field is of type email and the password fields are there on create', () => {
  renderForm();
  expect(screen.getByRole('textbox', { name: 'इमेल' })).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('पासवर्ड')).toBeInTheDocument();
});

test('in edit mode the button says Update, the values are filled and there is no password', () => {
  renderForm({
    id: 9,
    name: 'हरि',
    email: 'hari@dhulikhel.demo',
    company_id: 2,
    company: { id: 2, name: 'धुलिखेल नगरपालिका' },
    roles: [{ name: 'admin' }],
    active: true,
    scope_wards: [],
    scope_branch_ids: [],
    can_plan: false,
  });
  expect(screen.getByRole('button', { name: 'अपडेट गर्नुहोस्' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'दर्ता गर्नुहोस्' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('पासवर्ड')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'प्रयोगकर्ताको नाम' })).toHaveValue('हरि');
  expect(screen.getByRole('combobox', { name: 'पालिका' })).toHaveValue('2');
  expect(screen.getByRole('combobox', { name: 'भूमिका' })).toHaveValue('admin');
});

test('Super Admin is offered only with the owner company, and leaving it drops that role', async () => {
  const user = userEvent.setup();
  renderForm();
  const municipality = screen.getByRole('combobox', { name: 'पालिका' });
  const role = screen.getByRole('combobox', { name: 'भूमिका' });
  expect(roleOptions()).toEqual(['user', 'admin']);

  await user.selectOptions(municipality, '1');
  expect(roleOptions()).toEqual(['user', 'admin', 'Super-Admin']);
  expect(within(role).getByRole('option', { name: 'सुपर एडमिन' })).toBeInTheDocument();
  await user.selectOptions(role, 'Super-Admin');

  await user.selectOptions(municipality, '3');
  expect(roleOptions()).toEqual(['user', 'admin']);
  expect(role).toHaveValue('');
});

test('the owner company is offered first among the municipalities', () => {
  renderForm();
  const names = within(screen.getByRole('combobox', { name: 'पालिका' }))
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(names).toEqual([
    'छान्नुहोस्',
    'कार्ययोजना सञ्चालक (सञ्चालक)',
    'धुलिखेल नगरपालिका',
    'बनेपा नगरपालिका',
  ]);
});

test('submitting without the required fields names them', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByLabelText('पासवर्ड'), 'secret-pass-1');
  await user.type(screen.getByLabelText('पासवर्ड फेरि'), 'secret-pass-1');
  await user.click(screen.getByRole('button', { name: 'दर्ता गर्नुहोस्' }));
  expect(await screen.findByText('पालिका छान्नुहोस्।')).toBeInTheDocument();
  expect(screen.getByText('प्रयोगकर्ताको नाम लेख्नुहोस्।')).toBeInTheDocument();
  expect(screen.getByText('भूमिका छान्नुहोस्।')).toBeInTheDocument();
  expect(screen.getByText('इमेल लेख्नुहोस्।')).toBeInTheDocument();
});
