import type { Branch, RoleName } from '@karyayojana/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { paths } from '@/config/paths';
import { api, ApiError } from '@/lib/api-client';
import { organisationKeys } from '@/lib/queries/organisation';
import { organisationRoutes } from '../routes';
import { renderOrganisationPage } from '../testing/render-page';
import { BranchesPage } from './branches-page';

const branches: Branch[] = [
  {
    id: 11,
    company_id: 2,
    name: 'योजना शाखा',
    name_en: 'Planning',
    order: 1,
    active: true,
    events_count: 4,
  },
  {
    id: 12,
    company_id: 2,
    name: 'स्वास्थ्य शाखा',
    name_en: null,
    order: 2,
    active: true,
    events_count: 0,
  },
  {
    id: 13,
    company_id: 2,
    name: 'कृषि शाखा',
    name_en: 'Agriculture',
    order: 3,
    active: false,
    events_count: 12,
  },
];
const names = branches.map((b) => b.name);

function renderPage(
  path: string = paths.config.branches.getHref(),
  { role = 'admin', data = branches }: { role?: RoleName; data?: Branch[] | null } = {},
) {
  const route = organisationRoutes.find((r) => r.path === paths.config.branches.path)!;
  return renderOrganisationPage(route, <BranchesPage />, path, {
    role,
    cache: data ? [[organisationKeys.branches(2), data]] : [],
  });
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const shownOrder = () => rows().map((row) => names.find((name) => within(row).queryByText(name)));

test('the list: count, names in both languages, active or not, programmes, edit and delete', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'शाखाहरू (३)' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'शाखाहरूको सूची' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  expect(headers).toEqual(['क्र.सं.', 'नाम', 'अङ्ग्रेजी नाम', 'स्थिति', 'कार्यक्रम', 'कार्यहरू']);
  const [first, , third] = rows().map((row) => within(row));
  expect(first!.getByText('Planning')).toHaveAttribute('lang', 'en');
  expect(first!.getByText('सक्रिय')).toBeInTheDocument();
  expect(first!.getByText('४')).toBeInTheDocument();
  expect(third!.getByText('निष्क्रिय')).toBeInTheDocument();
  expect(third!.getByText('१२')).toBeInTheDocument();
  expect(first!.getByRole('link', { name: 'सम्पादन गर्नुहोस्: योजना शाखा' })).toHaveAttribute(
    'href',
    '/dashboard/config/branches/11',
  );
  // An admin works on its own municipality: no choice of municipality.
  expect(screen.queryByRole('combobox', { name: 'पालिका' })).not.toBeInTheDocument();
});

test('New adds a branch with its English name', async () => {
  const post = vi.spyOn(api, 'post').mockResolvedValue({
    message: 'शाखा थपियो।',
    data: { ...branches[1]!, id: 14, name: 'शिक्षा शाखा', name_en: 'Education' },
  });
  vi.spyOn(api, 'get').mockResolvedValue({ data: branches });
  const { user } = renderPage();
  await user.click(screen.getByRole('button', { name: 'नयाँ' }));
  const dialog = screen.getByRole('dialog', { name: 'नयाँ शाखा' });
  await user.type(within(dialog).getByLabelText('नाम'), ' शिक्षा शाखा ');
  await user.type(within(dialog).getByLabelText('अङ्ग्रेजी नाम'), 'Education');
  await user.click(within(dialog).getByRole('button', { name: 'सेभ गर्नुहोस्' }));
  expect(post).toHaveBeenCalledWith('/api/branches', {
    name: 'शिक्षा शाखा',
    name_en: 'Education',
    active: true,
  });
  expect(await screen.findByText('शाखा थपियो।')).toBeInTheDocument();
  await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
});

test('the edit URL opens the form; a branch can be deactivated there', async () => {
  const put = vi.spyOn(api, 'put').mockResolvedValue({
    message: 'शाखा अद्यावधिक भयो।',
    data: { ...branches[1]!, active: false },
  });
  vi.spyOn(api, 'get').mockResolvedValue({ data: branches });
  const { user, router } = renderPage(paths.config.branch.getHref(12));
  const dialog = screen.getByRole('dialog', { name: 'शाखा सम्पादन' });
  expect(within(dialog).getByLabelText('नाम')).toHaveValue('स्वास्थ्य शाखा');
  const active = within(dialog).getByRole('checkbox', { name: 'सक्रिय' });
  expect(active).toBeChecked();
  expect(active).toHaveAccessibleDescription(
    'निष्क्रिय शाखा पुराना कार्यक्रममा रहिरहन्छ, तर नयाँ कार्यक्रममा छान्न पाइँदैन।',
  );
  await user.click(active);
  await user.click(within(dialog).getByRole('button', { name: 'अपडेट गर्नुहोस्' }));
  expect(put).toHaveBeenCalledWith('/api/branches/12', {
    name: 'स्वास्थ्य शाखा',
    name_en: null,
    active: false,
  });
  expect(await screen.findByText('शाखा अद्यावधिक भयो।')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dashboard/config/branches');
});

test('Manage Order: the move buttons reorder from the keyboard; Save Order sends branchOrder', async () => {
  const saved = [branches[1]!, branches[0]!, branches[2]!];
  const put = vi.spyOn(api, 'put').mockResolvedValue({ message: 'क्रम सुरक्षित भयो।', data: saved });
  vi.spyOn(api, 'get').mockResolvedValue({ data: saved });
  const { user } = renderPage();
  await user.click(screen.getByRole('button', { name: 'क्रम मिलाउनुहोस्' }));
  screen.getByRole('button', { name: 'माथि सार्नुहोस्: स्वास्थ्य शाखा' }).focus();
  await user.keyboard('{Enter}');
  expect(shownOrder()).toEqual([names[1], names[0], names[2]]);
  await user.click(screen.getByRole('button', { name: 'क्रम सेभ गर्नुहोस्' }));
  expect(put).toHaveBeenCalledWith('/api/order-branches', { branchOrder: [12, 11, 13] });
  expect(await screen.findByText('क्रम सुरक्षित भयो।')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'क्रम मिलाउनुहोस्' })).toBeInTheDocument();
});

test("delete asks first; a branch in use shows the server's sentence and offers to deactivate it", async () => {
  const message = 'यो शाखा कार्यक्रम वा कर्मचारीले जनाएकाले मेटाउन मिल्दैन; निष्क्रिय गर्नुहोस्।';
  const remove = vi.spyOn(api, 'delete').mockRejectedValue(new ApiError(409, 'CONFLICT', message));
  const put = vi
    .spyOn(api, 'put')
    .mockResolvedValue({ message: 'शाखा निष्क्रिय भयो।', data: { ...branches[0]!, active: false } });
  vi.spyOn(api, 'get').mockResolvedValue({ data: branches });
  const { user } = renderPage();

  await user.click(screen.getByRole('button', { name: 'मेटाउनुहोस्: योजना शाखा' }));
  const confirm = screen.getByRole('dialog', { name: 'मेटाउने हो?' });
  expect(remove).not.toHaveBeenCalled();
  await user.click(within(confirm).getByRole('button', { name: 'मेटाउनुहोस्' }));
  expect(remove).toHaveBeenCalledWith('/api/branches/11');

  const inUse = await screen.findByRole('dialog', { name: 'शाखा मेटाउन मिलेन' });
  expect(inUse).toHaveAccessibleDescription(message);
  await user.click(within(inUse).getByRole('button', { name: 'निष्क्रिय गर्नुहोस्' }));
  expect(put).toHaveBeenCalledWith('/api/branches/11', {
    name: 'योजना शाखा',
    name_en: 'Planning',
    active: false,
  });
  expect(await screen.findByText('शाखा निष्क्रिय भयो।')).toBeInTheDocument();
  await waitFor(() => expect(inUse).not.toHaveAttribute('open'));
});

test('a branch that is not in use is deleted after the confirmation', async () => {
  const remove = vi.spyOn(api, 'delete').mockResolvedValue({ message: 'शाखा हटाइयो।' });
  vi.spyOn(api, 'get').mockResolvedValue({ data: branches.slice(0, 2) });
  const { user } = renderPage();
  await user.click(screen.getByRole('button', { name: 'मेटाउनुहोस्: कृषि शाखा' }));
  await user.click(screen.getByRole('button', { name: 'मेटाउनुहोस्' }));
  expect(remove).toHaveBeenCalledWith('/api/branches/13');
  expect(await screen.findByText('शाखा हटाइयो।')).toBeInTheDocument();
});

test('the Super-Admin first chooses a municipality; its writes name it', async () => {
  const get = vi.spyOn(api, 'get').mockImplementation((url: string) =>
    Promise.resolve(
      url === '/api/companies'
        ? {
            data: [
              { id: 2, name: 'धुलिखेल नगरपालिका' },
              { id: 3, name: 'बनेपा नगरपालिका' },
            ],
          }
        : { data: branches },
    ),
  );
  const post = vi
    .spyOn(api, 'post')
    .mockResolvedValue({ message: 'शाखा थपियो।', data: branches[0] });
  const { user, router } = renderPage(paths.config.branches.getHref(), {
    role: 'Super-Admin',
    data: null,
  });
  expect(screen.getByText('पहिले पालिका छान्नुहोस्')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const company = screen.getByRole('combobox', { name: 'पालिका' });
  await screen.findByRole('option', { name: 'बनेपा नगरपालिका' });
  await user.selectOptions(company, '3');
  expect(router.state.location.search).toBe('?company_id=3');
  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/api/branches?company_id=3', expect.anything());
  expect(screen.getByRole('link', { name: 'सम्पादन गर्नुहोस्: योजना शाखा' })).toHaveAttribute(
    'href',
    '/dashboard/config/branches/11?company_id=3',
  );

  await user.click(screen.getByRole('button', { name: 'नयाँ' }));
  await user.type(screen.getByLabelText('नाम'), 'शिक्षा शाखा');
  await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));
  expect(post).toHaveBeenCalledWith('/api/branches', {
    name: 'शिक्षा शाखा',
    name_en: null,
    active: true,
    company_id: 3,
  });
});

test('a failed load says so and offers to try again', async () => {
  vi.spyOn(api, 'get').mockRejectedValue(new ApiError(500, 'INTERNAL', 'सर्भरमा समस्या आयो।'));
  renderPage(paths.config.branches.getHref(), { data: null });
  expect(await screen.findByText('शाखाहरू ल्याउन सकिएन।')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'फेरि प्रयास गर्नुहोस्' })).toBeInTheDocument();
});

test('an empty list says how to add the first branch', () => {
  renderPage(paths.config.branches.getHref(), { data: [] });
  expect(screen.getByText('अहिलेसम्म कुनै शाखा छैन।')).toBeInTheDocument();
  expect(screen.getByText('नयाँ थिचेर पहिलो शाखा थप्नुहोस्।')).toBeInTheDocument();
});
