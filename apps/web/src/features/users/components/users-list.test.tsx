import type { UserListItem } from '@karyayojana/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderRoutes } from '@/testing/test-utils';
import { UsersList } from './users-list';

function makeUsers(count: number): UserListItem[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `User ${i + 1}`,
    email: `user${i + 1}@example.org`,
    company_id: i % 2 === 0 ? 2 : 3,
    company: i % 2 === 0 ? { id: 2, name: 'धुलिखेल' } : { id: 3, name: 'बनेपा' },
    roles: [{ name: i === 0 ? 'Super-Admin' : 'user' }],
    active: true,
    scope_wards: [],
    scope_branch_ids: [],
    can_plan: false,
  }));
}

function renderList(users: UserListItem[]) {
  renderRoutes([{ path: '/', element: <UsersList users={users} /> }], { initialEntries: ['/'] });
}

// Plain selectors: role queries over a hundred cells are slow, and the table's roles are native.
const bodyRows = () => [...document.querySelectorAll('tbody tr')];
const cellTexts = (column: number) =>
  bodyRows().map((row) => row.querySelectorAll('td')[column]?.textContent);
const firstCells = () => cellTexts(0);

test(
  'rows are numbered (page-1)*size+index+1, in Nepali digits, across pages',
  { timeout: 15_000 },
  async () => {
    const user = userEvent.setup();
    renderList(makeUsers(23));
    expect(firstCells()).toHaveLength(10);
    expect(firstCells()[0]).toBe('१');
    expect(screen.getByRole('button', { name: /अघिल्लो/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /अर्को/ }));
    expect(firstCells()[0]).toBe('११');
    expect(firstCells().at(-1)).toBe('२०');

    await user.click(screen.getByRole('button', { name: /अर्को/ }));
    expect(firstCells()).toEqual(['२१', '२२', '२३']);
    expect(screen.getByRole('button', { name: /अर्को/ })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'प्रति पृष्ठ' }), '25');
    expect(firstCells()).toHaveLength(23);
    expect(firstCells()[0]).toBe('१');
  },
);

test(
  'the search matches the name, the email or the company name',
  { timeout: 15_000 },
  async () => {
    const user = userEvent.setup();
    renderList(makeUsers(23));
    const search = screen.getByRole('searchbox');
    expect(search).toHaveAttribute('placeholder', 'खोज्नुहोस्…');

    await user.type(search, 'User 2');
    expect(cellTexts(1)).toEqual(['User 2', 'User 20', 'User 21', 'User 22', 'User 23']);

    await user.clear(search);
    await user.type(search, 'USER7@example');
    expect(bodyRows()).toHaveLength(1);

    await user.clear(search);
    await user.type(search, 'बनेपा');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText(/११ मध्ये/)).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('"nobody" सँग मिल्ने प्रयोगकर्ता भेटिएन।')).toBeInTheDocument();
  },
);

test('a row shows "Super Admin" for the Super-Admin and its menu offers edit, password and delete', async () => {
  const user = userEvent.setup();
  renderList(makeUsers(3));
  const [first] = bodyRows();
  expect(first).toHaveTextContent('सुपर एडमिन');

  await user.click(screen.getByRole('button', { name: 'User 1 का कार्यहरू' }));
  const menu = screen.getByRole('menu');
  expect(within(menu).getByRole('menuitem', { name: 'सम्पादन' })).toHaveAttribute(
    'href',
    '/dashboard/config/register-new/1',
  );
  expect(within(menu).getByRole('menuitem', { name: 'पासवर्ड परिवर्तन' })).toHaveAttribute(
    'href',
    '/dashboard/config/change-password/1',
  );
  expect(within(menu).getByRole('menuitem', { name: 'सम्पादन' })).toHaveFocus();

  await user.keyboard('{ArrowUp}');
  expect(within(menu).getByRole('menuitem', { name: 'मेटाउनुहोस्' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'मेटाउने हो?' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'रद्द गर्नुहोस्' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the row menu closes on Escape or Tab and gives the focus back to its button', async () => {
  const user = userEvent.setup();
  renderList(makeUsers(2));
  const button = screen.getByRole('button', { name: 'User 2 का कार्यहरू' });
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveFocus();

  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'सम्पादन' })).toHaveFocus();
  await user.tab();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

test("an admin's list: scope in words, the planning right, an inactive badge; deactivate asks first", async () => {
  const users: UserListItem[] = [
    {
      ...makeUsers(1)[0]!,
      id: 21,
      name: 'राम',
      roles: [{ name: 'user' }],
      scope_wards: [5],
      scope_branch_ids: [11],
      can_plan: false,
    },
    { ...makeUsers(1)[0]!, id: 22, name: 'श्याम', roles: [{ name: 'user' }], can_plan: true },
    { ...makeUsers(1)[0]!, id: 23, name: 'गीता', roles: [{ name: 'admin' }], active: false },
  ];
  const get = vi.spyOn(api, 'get').mockResolvedValue({
    data: [
      { id: 11, company_id: 2, name: 'योजना शाखा', name_en: 'Planning', order: 1, active: true },
    ],
  });
  const put = vi.spyOn(api, 'put').mockResolvedValue({ message: 'अद्यावधिक भयो।', data: users[0] });
  const user = userEvent.setup();
  renderRoutes(
    [{ path: '/', element: <UsersList users={users} currentUserId={23} showCompany={false} /> }],
    { initialEntries: ['/'] },
  );
  expect(screen.queryByRole('columnheader', { name: 'पालिका' })).not.toBeInTheDocument();
  const [ram, shyam, gita] = bodyRows();
  expect(await within(ram as HTMLElement).findByText('वडा नं ५, योजना शाखा')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/api/branches?company_id=2', expect.anything());
  expect(ram).toHaveTextContent('नपाउने');
  expect(shyam).toHaveTextContent('सम्पूर्ण पालिका');
  expect(shyam).toHaveTextContent('पाउने');
  expect(within(gita as HTMLElement).getByText('निष्क्रिय')).toBeInTheDocument();

  // Oneself: no deactivate in the menu.
  await user.click(screen.getByRole('button', { name: 'गीता का कार्यहरू' }));
  expect(screen.queryByRole('menuitem', { name: /सक्रिय गर्नुहोस्/ })).not.toBeInTheDocument();
  await user.keyboard('{Escape}');

  await user.click(screen.getByRole('button', { name: 'राम का कार्यहरू' }));
  await user.click(screen.getByRole('menuitem', { name: 'निष्क्रिय गर्नुहोस्' }));
  const dialog = screen.getByRole('dialog', { name: 'खाता निष्क्रिय गर्ने हो?' });
  expect(put).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'निष्क्रिय गर्नुहोस्' }));
  expect(put).toHaveBeenCalledWith('/api/update-user/21', {
    name: 'राम',
    email: 'user1@example.org',
    company_id: 2,
    role: 'user',
    active: false,
  });
});
