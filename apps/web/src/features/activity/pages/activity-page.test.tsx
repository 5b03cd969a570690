import type { ActivityEntry } from '@karyayojana/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeCompany } from '@/testing/data-generators';
import { renderPage } from '../testing/render-page';
import { ActivityPage } from './activity-page';

const PATH = '/dashboard/activity';

function entry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: 1,
    // 10:15 in Nepal on 2082 Shrawan 10 (26 July 2025).
    at: '2025-07-26T04:30:00Z',
    actor: { id: 7, name: 'सीता श्रेष्ठ' },
    action: 'create',
    entity: 'event',
    entity_id: 3,
    company_id: 2,
    summary: 'कृषि तालिम',
    changes: null,
    batch_id: null,
    ...overrides,
  };
}

const list = (data: ActivityEntry[], total = data.length) => ({
  data,
  meta: { total, page: 1, per_page: 10 },
});

test('the filters go into the request, and back to page 1', async () => {
  const user = userEvent.setup();
  const { asked, router } = renderPage(ActivityPage, {
    path: PATH,
    url: `${PATH}?page=2`,
    answer: (_method, at) => (at.pathname === '/api/activity' ? list([entry()], 30) : undefined),
  });
  expect(await screen.findByText(/कृषि तालिम/)).toBeInTheDocument();
  expect(asked('/api/activity')[0]).toEqual({ page: '2', per_page: '10' });

  await user.selectOptions(screen.getByLabelText('विषय'), 'कार्यक्रम');
  await user.selectOptions(screen.getByLabelText('काम'), 'सम्पादन गरियो');
  await user.type(screen.getByLabelText('मितिदेखि'), '2082-04-01{Enter}');
  await user.type(screen.getByLabelText('मितिसम्म'), '2082-04-20{Enter}');

  await waitFor(() =>
    expect(asked('/api/activity').at(-1)).toEqual({
      entity: 'event',
      action: 'update',
      from: '2082-04-01',
      to: '2082-04-20',
      page: '1',
      per_page: '10',
    }),
  );
  expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
    entity: 'event',
    action: 'update',
    from: '2082-04-01',
    to: '2082-04-20',
  });
  // An admin sees their own municipality only: no municipality filter.
  expect(screen.queryByLabelText('पालिका')).not.toBeInTheDocument();
});

test('an entry says when (BS with AD), who and what; an edit lists each field before → after', async () => {
  renderPage(ActivityPage, {
    path: PATH,
    answer: (_method, at) =>
      at.pathname === '/api/activity'
        ? list([
            entry({
              id: 2,
              action: 'update',
              changes: {
                title: ['कृषि तालिम', 'कृषि तालिम (दोस्रो)'],
                assign_to: [null, 'कृषि शाखा'],
                status: ['notDone', 'done'],
                venue_code: ['A1', 'B2'],
                budget: [100000, 120000],
              },
            }),
          ])
        : undefined,
  });
  const item = (await screen.findAllByRole('listitem'))[0]!;
  expect(item).toHaveTextContent('कार्यक्रम — सम्पादन गरियो: कृषि तालिम');
  expect(item).toHaveTextContent('२०८२ श्रावण १० १०:१५');
  expect(item).toHaveTextContent('(२६ जुलाई २०२५)');
  expect(item).toHaveTextContent('सीता श्रेष्ठ द्वारा');
  expect(item).toHaveTextContent('शीर्षक: कृषि तालिम बाट कृषि तालिम (दोस्रो)');
  // The event form's own label, never the field's internal name.
  expect(item).toHaveTextContent('जिम्मेवार व्यक्ति / शाखा: (खाली) बाट कृषि शाखा');
  expect(item).toHaveTextContent('स्थिति: सम्पन्न नभएको बाट सम्पन्न भएको');
  // A field the log has no label for is still not shown by its internal name.
  expect(item).toHaveTextContent('अन्य विवरण: A1 बाट B2');
  expect(item).not.toHaveTextContent('venue_code');
  expect(item).not.toHaveTextContent('assign_to');
  // Rupees as the pages write them: रु. and Nepali grouping.
  expect(item).toHaveTextContent('विनियोजित बजेट: रु. १,००,००० बाट रु. १,२०,०००');
});

test('values as the pages show them: the outcome by its form word, %, BS dates, names, files', async () => {
  renderPage(ActivityPage, {
    path: PATH,
    answer: (_method, at) =>
      at.pathname === '/api/activity'
        ? list([
            entry({
              id: 3,
              action: 'update',
              changes: {
                outcome: [null, '३०० घरधुरीमा धारा'],
                progress: [40, 100],
                completed_date: [null, '2082-04-12'],
                fiscal_year_id: [
                  { id: 1, name: '2081/82' },
                  { id: 2, name: '2082/83' },
                ],
                categories: [[{ id: 1, name: 'कृषि' }], [{ id: 1, name: 'कृषि' }, 7]],
              },
            }),
            entry({
              id: 4,
              action: 'upload',
              entity: 'task',
              summary: 'कार्य "भरपाई"',
              changes: { file_id: [null, { id: 9, name: 'bhuktani.pdf' }] },
            }),
            entry({
              id: 5,
              action: 'update',
              entity: 'company',
              summary: 'धुलिखेल नगरपालिका: सार्वजनिक कार्ययोजना पृष्ठ',
              changes: { public_plan: [false, true], public_slug: [null, 'dhulikhel'] },
            }),
          ])
        : undefined,
  });
  const [edit, upload, publicPage] = await screen.findAllByRole('listitem');
  expect(edit).toHaveTextContent('उपलब्धि: (खाली) बाट ३०० घरधुरीमा धारा');
  expect(edit).not.toHaveTextContent('नतिजा');
  expect(edit).toHaveTextContent('भौतिक प्रगति: ४०% बाट १००%');
  expect(edit).toHaveTextContent('सम्पन्न मिति: (खाली) बाट २०८२ श्रावण १२');
  expect(edit).toHaveTextContent('आर्थिक वर्ष: २०८१/८२ बाट २०८२/८३');
  // A category since deleted is said so, not shown by its id.
  expect(edit).toHaveTextContent('विषयगत क्षेत्र: कृषि बाट कृषि, (हटाइसकिएको)');
  expect(upload).toHaveTextContent('कार्य — फाइल अपलोड गरियो: कार्य "भरपाई"');
  expect(upload).toHaveTextContent('प्रमाण कागजात: (खाली) बाट bhuktani.pdf');
  expect(publicPage).toHaveTextContent('नागरिकले हेर्न मिल्ने बनाउनुहोस्: होइन बाट हो');
  expect(publicPage).toHaveTextContent('पृष्ठको ठेगाना: (खाली) बाट dhulikhel');
  for (const item of [edit, upload, publicPage])
    for (const internal of ['file_id', 'public_plan', 'public_slug', 'fiscal_year_id'])
      expect(item).not.toHaveTextContent(internal);
});

test('in English: the forms’ English labels, Rs. with English grouping, English dates', async () => {
  i18n.changeLanguage('en');
  renderPage(ActivityPage, {
    path: PATH,
    answer: (_method, at) =>
      at.pathname === '/api/activity'
        ? list([
            entry({
              id: 6,
              action: 'update',
              summary: 'Event "कृषि तालिम"',
              changes: {
                budget: [null, 1234567],
                status: ['notDone', 'postponed'],
                completed_date: [null, '2082-04-12'],
              },
            }),
          ])
        : undefined,
  });
  const [item] = await screen.findAllByRole('listitem');
  expect(item).toHaveTextContent('Event — edited: Event "कृषि तालिम"');
  expect(item).toHaveTextContent('Budget: from (empty) to Rs. 1,234,567');
  expect(item).toHaveTextContent('Status: from Not done to Postponed');
  expect(item).toHaveTextContent('Completion date: from (empty) to 12 Shrawan 2082');
});

test("the Super-Admin's municipality filter goes into the request", async () => {
  const user = userEvent.setup();
  const { asked } = renderPage(ActivityPage, {
    path: PATH,
    role: 'Super-Admin',
    answer: (_method, at) => {
      if (at.pathname === '/api/companies')
        return {
          data: [
            makeCompany({ id: 2, name: 'धुलिखेल नगरपालिका' }),
            makeCompany({ id: 9, name: 'बनेपा नगरपालिका' }),
          ],
        };
      return at.pathname === '/api/activity' ? list([]) : undefined;
    },
  });
  expect(await screen.findByText('यो छनोटमा कुनै गतिविधि छैन।')).toBeInTheDocument();
  const select = screen.getByLabelText('पालिका');
  await within(select).findByRole('option', { name: 'बनेपा नगरपालिका' });
  await user.selectOptions(select, 'बनेपा नगरपालिका');
  await waitFor(() =>
    expect(asked('/api/activity').at(-1)).toEqual({ company_id: '9', page: '1', per_page: '10' }),
  );
});

test('a failed load says so with Retry', async () => {
  renderPage(ActivityPage, {
    path: PATH,
    answer: () => new Response(JSON.stringify({ message: 'सर्भर बिग्रियो' }), { status: 500 }),
  });
  expect(await screen.findByText('गतिविधि विवरण ल्याउन सकिएन।')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /फेरि/ })).toBeInTheDocument();
});

test('CSV downloads the filtered log, every page of it, under the name the server gives', async () => {
  const user = userEvent.setup();
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:activity');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  const { asked } = renderPage(ActivityPage, {
    path: PATH,
    url: `${PATH}?entity=task&page=3`,
    answer: (_method, at) => {
      if (at.searchParams.get('format') === 'csv')
        return new Response('id,at\n1,2025\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="activity-2082.csv"',
          },
        });
      return at.pathname === '/api/activity' ? list([entry()], 40) : undefined;
    },
  });
  await screen.findByText(/कृषि तालिम/);
  await user.click(screen.getByRole('button', { name: 'CSV डाउनलोड' }));
  expect(await screen.findByText('activity-2082.csv डाउनलोड भयो।')).toBeInTheDocument();
  expect(saved).toEqual(['activity-2082.csv']);
  expect(asked('/api/activity').at(-1)).toEqual({ entity: 'task', format: 'csv' });
});
