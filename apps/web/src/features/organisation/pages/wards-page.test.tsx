import type { RoleName, WardsAnswer } from '@karyayojana/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { paths } from '@/config/paths';
import { api, ApiError } from '@/lib/api-client';
import { organisationKeys } from '@/lib/queries/organisation';
import { organisationRoutes } from '../routes';
import { renderOrganisationPage } from '../testing/render-page';
import { WardsPage } from './wards-page';

const answer: WardsAnswer = {
  data: [
    { number: 1, office_name: 'वडा नं १ को कार्यालय, धुलिखेल', contact: '०११-४९००१', events_count: 3 },
    { number: 2, office_name: null, contact: null, events_count: 0 },
    { number: 3, office_name: 'वडा नं ३ को कार्यालय, खरेल', contact: null, events_count: 7 },
  ],
  meta: { company_id: 2, ward_count: 3 },
};
const none: WardsAnswer = { data: [], meta: { company_id: 2, ward_count: 0 } };

function renderPage(
  path: string = paths.config.wards.getHref(),
  { role = 'admin', data = answer }: { role?: RoleName; data?: WardsAnswer | null } = {},
) {
  const route = organisationRoutes.find((r) => r.path === paths.config.wards.path)!;
  return renderOrganisationPage(route, <WardsPage />, path, {
    role,
    cache: data ? [[organisationKeys.wards(2), data]] : [],
  });
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

test('the table: wards 1..N with office, contact and programmes; a ward without an office says so', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'वडाहरू (३)' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'वडाहरूको सूची' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['वडा नं', 'कार्यालयको नाम', 'सम्पर्क', 'कार्यक्रम', 'कार्यहरू']);
  expect(rows()).toHaveLength(3);
  const first = within(rows()[0]!);
  expect(first.getByRole('rowheader', { name: '१' })).toBeInTheDocument();
  expect(first.getByText('वडा नं १ को कार्यालय, धुलिखेल')).toBeInTheDocument();
  expect(first.getByText('३')).toBeInTheDocument();
  expect(within(rows()[1]!).getAllByText('खुलाइएको छैन')).toHaveLength(2);
  // The number of wards is the Super-Admin's to change.
  expect(screen.queryByLabelText('वडा संख्या')).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'पालिका' })).not.toBeInTheDocument();
});

test("the admin edits a ward office's name and contact", async () => {
  const put = vi.spyOn(api, 'put').mockResolvedValue({
    message: 'वडाको विवरण सुरक्षित भयो।',
    data: { ...answer.data[1], office_name: 'वडा नं २ को कार्यालय', contact: '९८४१०००००' },
  });
  vi.spyOn(api, 'get').mockResolvedValue(answer);
  const { user } = renderPage();
  await user.click(screen.getByRole('button', { name: 'सम्पादन गर्नुहोस्: वडा नं २' }));
  const dialog = screen.getByRole('dialog', { name: 'वडा नं २ को कार्यालय' });
  const office = within(dialog).getByLabelText('कार्यालयको नाम');
  expect(office).toHaveValue('');
  expect(office).toHaveAccessibleDescription('जस्तै: वडा नं ५ को कार्यालय, खरेल');
  await user.type(office, ' वडा नं २ को कार्यालय ');
  await user.type(within(dialog).getByLabelText('सम्पर्क'), '९८४१०००००');
  await user.click(within(dialog).getByRole('button', { name: 'अपडेट गर्नुहोस्' }));
  expect(put).toHaveBeenCalledWith('/api/wards/2', {
    office_name: 'वडा नं २ को कार्यालय',
    contact: '९८४१०००००',
  });
  expect(await screen.findByText('वडाको विवरण सुरक्षित भयो।')).toBeInTheDocument();
  await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
});

test('clearing a field sends none', async () => {
  const put = vi.spyOn(api, 'put').mockResolvedValue({ message: 'ठीक छ।', data: answer.data[0] });
  vi.spyOn(api, 'get').mockResolvedValue(answer);
  const { user } = renderPage();
  await user.click(screen.getByRole('button', { name: 'सम्पादन गर्नुहोस्: वडा नं १' }));
  const dialog = screen.getByRole('dialog', { name: 'वडा नं १ को कार्यालय' });
  await user.clear(within(dialog).getByLabelText('सम्पर्क'));
  await user.click(within(dialog).getByRole('button', { name: 'अपडेट गर्नुहोस्' }));
  expect(put).toHaveBeenCalledWith('/api/wards/1', {
    office_name: 'वडा नं १ को कार्यालय, धुलिखेल',
    contact: null,
  });
});

test('no ward count: an empty state that says why, for the admin', () => {
  renderPage(undefined, { data: none });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByText('वडा संख्या तोकिएको छैन।')).toBeInTheDocument();
  expect(screen.getByText(/सुपर एडमिनले वडा संख्या तोकेपछि/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'वडाहरू' })).toBeInTheDocument();
});

test('the Super-Admin chooses the municipality and sets its number of wards', async () => {
  const counted: WardsAnswer = {
    data: answer.data.map((w) => ({ ...w, office_name: null, contact: null, events_count: 0 })),
    meta: { company_id: 5, ward_count: 3 },
  };
  let stored: WardsAnswer = { ...none, meta: { company_id: 5, ward_count: 0 } };
  const get = vi.spyOn(api, 'get').mockImplementation((url: string) =>
    Promise.resolve(
      url === '/api/companies'
        ? {
            data: [
              { id: 2, name: 'धुलिखेल नगरपालिका' },
              { id: 5, name: 'नयाँ गाउँपालिका' },
            ],
          }
        : stored,
    ),
  );
  const put = vi.spyOn(api, 'put').mockImplementation(() => {
    stored = counted;
    return Promise.resolve({ message: 'वडा संख्या सुरक्षित भयो।', ...counted });
  });
  const { user, router } = renderPage(undefined, { role: 'Super-Admin', data: null });
  expect(screen.getByText('पहिले पालिका छान्नुहोस्')).toBeInTheDocument();
  await screen.findByRole('option', { name: 'नयाँ गाउँपालिका' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'पालिका' }), '5');
  expect(router.state.location.search).toBe('?company_id=5');
  expect(await screen.findByText('वडा संख्या तोकिएको छैन।')).toBeInTheDocument();
  expect(screen.getByText('माथि "वडा संख्या" लेखेर सेभ गर्नुहोस्।')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/api/wards?company_id=5', expect.anything());

  const count = screen.getByRole('textbox', { name: 'वडा संख्या' });
  await user.type(count, '०');
  await user.click(screen.getByRole('button', { name: 'वडा संख्या सेभ गर्नुहोस्' }));
  expect(screen.getByText('वडा संख्या १ देखि ९९ सम्मको पूर्ण सङ्ख्या लेख्नुहोस्।')).toBeInTheDocument();
  expect(put).not.toHaveBeenCalled();

  await user.clear(count);
  await user.type(count, '३');
  await user.click(screen.getByRole('button', { name: 'वडा संख्या सेभ गर्नुहोस्' }));
  expect(put).toHaveBeenCalledWith('/api/ward-count', { company_id: 5, ward_count: 3 });
  expect(await screen.findByText('वडा संख्या सुरक्षित भयो।')).toBeInTheDocument();
  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(rows()).toHaveLength(3);
});

test('a ward count the server refuses (a ward in use above it) shows its sentence', async () => {
  vi.spyOn(api, 'get').mockImplementation((url: string) =>
    Promise.resolve(url === '/api/companies' ? { data: [] } : answer),
  );
  vi.spyOn(api, 'put').mockRejectedValue(
    new ApiError(422, 'VALIDATION_FAILED', 'फारम जाँच्नुहोस्।', {
      ward_count: ['वडा नं ३ मा कार्यक्रम छन्; वडा संख्या ३ भन्दा कम हुन सक्दैन।'],
    }),
  );
  const { user } = renderPage(`${paths.config.wards.getHref()}?company_id=2`, {
    role: 'Super-Admin',
  });
  const count = await screen.findByRole('textbox', { name: 'वडा संख्या' });
  expect(count).toHaveValue('३');
  await user.clear(count);
  await user.type(count, '2');
  await user.click(screen.getByRole('button', { name: 'वडा संख्या सेभ गर्नुहोस्' }));
  expect(
    await screen.findByText('वडा नं ३ मा कार्यक्रम छन्; वडा संख्या ३ भन्दा कम हुन सक्दैन।'),
  ).toBeInTheDocument();
  expect(count).toHaveAttribute('aria-invalid', 'true');
});

test('a failed load says so and offers to try again', async () => {
  vi.spyOn(api, 'get').mockRejectedValue(new ApiError(500, 'INTERNAL', 'सर्भरमा समस्या आयो।'));
  renderPage(undefined, { data: null });
  expect(await screen.findByText('वडाहरू ल्याउन सकिएन।')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'फेरि प्रयास गर्नुहोस्' })).toBeInTheDocument();
});
