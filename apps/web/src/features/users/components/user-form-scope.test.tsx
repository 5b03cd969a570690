import type { Branch, UserListItem, WardsAnswer } from '@karyayojana/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { organisationKeys } from '@/lib/queries/organisation';
import { api } from '@/lib/api-client';
import { testQueryClient } from '@/testing/test-utils';
import { UserForm } from './user-form';

const owner = { id: 1, name: 'कार्ययोजना सञ्चालक' };
const dhulikhel = { id: 2, name: 'धुलिखेल नगरपालिका' };
const wards: WardsAnswer = {
  data: [1, 2, 3, 4, 5].map((number) => ({ number, office_name: null, contact: null })),
  meta: { company_id: 2, ward_count: 5 },
};
const branches: Branch[] = [
  { id: 11, company_id: 2, name: 'योजना शाखा', name_en: 'Planning', order: 1, active: true },
  { id: 12, company_id: 2, name: 'स्वास्थ्य शाखा', name_en: 'Health', order: 2, active: true },
  { id: 13, company_id: 2, name: 'कृषि शाखा', name_en: null, order: 3, active: false },
];
const officer: UserListItem = {
  id: 9,
  name: 'हरि',
  email: 'hari@dhulikhel.demo',
  company_id: 2,
  company: dhulikhel,
  roles: [{ name: 'user' }],
  active: true,
  scope_wards: [5],
  scope_branch_ids: [13],
  can_plan: false,
};

/** The form as an admin of Dhulikhel sees it (its own municipality, fixed). */
function renderForm({ user, selfId = 7 }: { user?: UserListItem; selfId?: number } = {}) {
  const onSaved = vi.fn();
  const queryClient = testQueryClient();
  queryClient.setQueryData(organisationKeys.wards(2), wards);
  queryClient.setQueryData(organisationKeys.branches(2), branches);
  render(
    <QueryClientProvider client={queryClient}>
      <UserForm
        user={user}
        ownerCompany={owner}
        companies={[]}
        fixedCompany={dhulikhel}
        selfId={selfId}
        onSaved={onSaved}
        onCancel={vi.fn()}
      />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSaved };
}

const wardBox = (n: string) => screen.getByRole('checkbox', { name: `वडा नं ${n}` });

test("an admin's form: its own municipality, no choice of it, and never the Super-Admin role", () => {
  renderForm();
  expect(screen.queryByRole('combobox', { name: 'पालिका' })).not.toBeInTheDocument();
  expect(screen.getByText('धुलिखेल नगरपालिका')).toBeInTheDocument();
  const roles = within(screen.getByRole('combobox', { name: 'भूमिका' }))
    .getAllByRole('option')
    .map((option) => option.getAttribute('value'))
    .filter(Boolean);
  expect(roles).toEqual(['user', 'admin']);
  // An admin has no scope; a new account starts active.
  expect(screen.queryByRole('group', { name: 'जिम्मेवारी' })).not.toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'सक्रिय' })).toBeChecked();
});

test('an officer: wards ticked or typed, active branches, the planning right; sent with the account', async () => {
  const post = vi.spyOn(api, 'post').mockResolvedValue({ message: 'दर्ता भयो।', data: officer });
  const { user, onSaved } = renderForm();
  await user.selectOptions(screen.getByRole('combobox', { name: 'भूमिका' }), 'user');

  const scope = screen.getByRole('group', { name: 'जिम्मेवारी' });
  const wardGroup = within(scope).getByRole('group', { name: 'वडाहरू' });
  expect(within(wardGroup).getAllByRole('checkbox')).toHaveLength(5);
  await user.click(wardBox('३'));
  await user.click(wardBox('५'));
  const typed = screen.getByRole('textbox', { name: 'वडा नम्बर लेखेर' });
  expect(typed).toHaveValue('३, ५');
  expect(typed).toHaveAccessibleDescription('जस्तै: ३, ६ र ११। खाली छाडे सबै वडा।');

  // Typing ticks the boxes: "२ र ४" replaces the choice.
  await user.clear(typed);
  await user.type(typed, '२ र ४');
  expect(wardBox('२')).toBeChecked();
  expect(wardBox('४')).toBeChecked();
  expect(wardBox('३')).not.toBeChecked();

  // Only active branches are offered.
  const branchGroup = within(scope).getByRole('group', { name: 'शाखाहरू' });
  expect(
    within(branchGroup)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent),
  ).toEqual(['योजना शाखा', 'स्वास्थ्य शाखा']);
  await user.click(within(branchGroup).getByRole('checkbox', { name: 'स्वास्थ्य शाखा' }));
  const plan = within(scope).getByRole('checkbox', { name: 'योजना पनि बनाउन पाउने' });
  expect(plan).not.toBeChecked();
  await user.click(plan);

  await user.type(screen.getByRole('textbox', { name: 'प्रयोगकर्ताको नाम' }), 'सीता');
  await user.type(screen.getByRole('textbox', { name: 'इमेल' }), 'sita@dhulikhel.demo');
  await user.type(screen.getByLabelText('पासवर्ड'), 'secret-pass-1');
  await user.type(screen.getByLabelText('पासवर्ड फेरि'), 'secret-pass-1');
  await user.click(screen.getByRole('button', { name: 'दर्ता गर्नुहोस्' }));
  expect(post).toHaveBeenCalledWith('/api/register', {
    name: 'सीता',
    email: 'sita@dhulikhel.demo',
    company_id: 2,
    role: 'user',
    active: true,
    scope_wards: [2, 4],
    scope_branch_ids: [12],
    can_plan: true,
    password: 'secret-pass-1',
    password_confirmation: 'secret-pass-1',
  });
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
});

test('typed wards that are not ward numbers, or not of this municipality, are refused', async () => {
  const post = vi.spyOn(api, 'post');
  const { user } = renderForm();
  await user.selectOptions(screen.getByRole('combobox', { name: 'भूमिका' }), 'user');
  await user.type(screen.getByRole('textbox', { name: 'प्रयोगकर्ताको नाम' }), 'सीता');
  await user.type(screen.getByRole('textbox', { name: 'इमेल' }), 'sita@dhulikhel.demo');
  await user.type(screen.getByLabelText('पासवर्ड'), 'secret-pass-1');
  await user.type(screen.getByLabelText('पासवर्ड फेरि'), 'secret-pass-1');
  const typed = screen.getByRole('textbox', { name: 'वडा नम्बर लेखेर' });

  await user.type(typed, '३ र क');
  await user.click(screen.getByRole('button', { name: 'दर्ता गर्नुहोस्' }));
  expect(await screen.findByText('वडा नम्बर मात्र लेख्नुहोस्, जस्तै: ३, ६ र ११।')).toBeInTheDocument();
  expect(typed).toHaveAttribute('aria-invalid', 'true');

  await user.clear(typed);
  await user.type(typed, '३, ९');
  await user.click(screen.getByRole('button', { name: 'दर्ता गर्नुहोस्' }));
  expect(await screen.findByText('वडा नं ९ यो पालिकामा छैन (जम्मा ५ वडा)।')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

test('editing an officer starts from their scope; an inactive branch they have stays, marked', () => {
  renderForm({ user: officer });
  expect(wardBox('५')).toBeChecked();
  expect(screen.getByRole('textbox', { name: 'वडा नम्बर लेखेर' })).toHaveValue('५');
  expect(screen.getByRole('checkbox', { name: 'कृषि शाखा (निष्क्रिय)' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'योजना शाखा' })).not.toBeChecked();
});

test('turning an account off asks first, then sends active: false', async () => {
  const put = vi.spyOn(api, 'put').mockResolvedValue({ message: 'अद्यावधिक भयो।', data: officer });
  const { user } = renderForm({ user: officer });
  await user.click(screen.getByRole('checkbox', { name: 'सक्रिय' }));
  await user.click(screen.getByRole('button', { name: 'अपडेट गर्नुहोस्' }));
  const dialog = await screen.findByRole('dialog', { name: 'खाता निष्क्रिय गर्ने हो?' });
  expect(dialog).toHaveAccessibleDescription(
    'हरि अब लग इन गर्न सक्नुहुने छैन, र खुला भएका सबै सत्रबाट लग आउट हुनुहुन्छ। पछि फेरि सक्रिय गर्न सकिन्छ।',
  );
  expect(put).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'निष्क्रिय गर्नुहोस्' }));
  expect(put).toHaveBeenCalledWith('/api/update-user/9', {
    name: 'हरि',
    email: 'hari@dhulikhel.demo',
    company_id: 2,
    role: 'user',
    active: false,
    scope_wards: [5],
    scope_branch_ids: [13],
    can_plan: false,
  });
});

test("one's own account has no active switch", () => {
  renderForm({ user: { ...officer, roles: [{ name: 'admin' }] }, selfId: 9 });
  expect(screen.queryByRole('checkbox', { name: 'सक्रिय' })).not.toBeInTheDocument();
});
