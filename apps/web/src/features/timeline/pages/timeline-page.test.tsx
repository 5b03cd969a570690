import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { makeUser } from '@/testing/data-generators';
import { makeCategory, makeEvent, makeFiscalYear } from '../testing/make-event';
import { renderTimeline } from '../testing/render-timeline';

const fy82 = makeFiscalYear({
  id: 1,
  year: '2082/83',
  startDate: '2082-04-01',
  endDate: '2083-03-32',
  status: 0,
});
const fy83 = makeFiscalYear({ id: 2, year: '2083/84', status: 1 });
const fiscalYears = [fy82, fy83];
const categories = [
  makeCategory({ id: 1, name: 'आर्थिक विकास' }),
  makeCategory({ id: 3, name: 'पूर्वाधार विकास' }),
];
const fy = { id: 2, year: '2083/84' };

const shrawan = makeEvent({
  id: 1,
  title: 'योजना सम्झौता',
  date: '2083-04-20',
  fiscalYear: fy,
  status: 'done',
});
const mangsir = makeEvent({ id: 2, title: 'प्रगति समीक्षा', date: '2083-08-01', fiscalYear: fy });
const mangsir2 = makeEvent({
  id: 3,
  title: 'बजेट सार्वजनिकीकरण',
  date: '2083-08-06',
  fiscalYear: fy,
});
const baisakh = makeEvent({
  id: 4,
  title: 'नयाँ वर्ष कार्यक्रम',
  date: '2084-01-01',
  fiscalYear: fy,
  status: 'canceled',
});
const year83 = [baisakh, mangsir2, shrawan, mangsir];

const scrollIntoView = vi.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  scrollIntoView.mockReset();
});

describe('the timeline', () => {
  test('shows the active year in blocks of year and month, in AD order', async () => {
    renderTimeline({
      fiscalYears,
      categories,
      events: [{ params: { fiscal_year_id: 2 }, data: year83 }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'वार्षिक कार्ययोजना' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'आर्थिक वर्ष २०८३/८४' })).toBeVisible();
    const months = screen
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.firstChild?.textContent);
    expect(months).toEqual(['२०८३ श्रावण', '२०८३ मंसिर', '२०८४ बैशाख']);
    const mangsirBlock = screen.getByRole('region', { name: /२०८३ मंसिर/ });
    expect(
      within(mangsirBlock)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual([
      expect.stringContaining('प्रगति समीक्षा'),
      expect.stringContaining('बजेट सार्वजनिकीकरण'),
    ]);
    // Each month on its own fixed background.
    expect(screen.getByRole('region', { name: /२०८३ श्रावण/ })).toHaveAttribute(
      'data-color',
      'emerald',
    );
    expect(mangsirBlock).toHaveClass('bg-orange-50');
    expect(screen.getByLabelText('आर्थिक वर्ष')).toHaveDisplayValue('२०८३/८४');
  });

  test('opens at the current month when the shown year holds it', async () => {
    renderTimeline({ fiscalYears, events: [{ params: { fiscal_year_id: 2 }, data: year83 }] });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'timeline-2-2083-08');
  });

  test('the month menu lists the 12 months in fiscal-year order and jumps to one', async () => {
    const user = userEvent.setup();
    renderTimeline({ fiscalYears, events: [{ params: { fiscal_year_id: 2 }, data: year83 }] });
    const menu = screen.getByRole('navigation', { name: 'महिनामा जानुहोस्' });
    const buttons = within(menu).getAllByRole('button');
    expect(buttons.map((b) => b.firstChild?.textContent)).toEqual([
      'श्रावण',
      'भाद्र',
      'आश्विन',
      'कार्तिक',
      'मंसिर',
      'पौष',
      'माघ',
      'फाल्गुण',
      'चैत्र',
      'बैशाख',
      'जेठ',
      'असार',
    ]);
    // A month without events cannot be chosen; this month is marked.
    expect(within(menu).getByRole('button', { name: /^भाद्र/ })).toBeDisabled();
    expect(within(menu).getByRole('button', { name: /^मंसिर/ })).toHaveAttribute(
      'aria-current',
      'date',
    );

    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    scrollIntoView.mockClear();
    await user.click(within(menu).getByRole('button', { name: /^बैशाख/ }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'timeline-2-2084-01');
    expect(screen.getByRole('heading', { level: 3, name: /२०८४ बैशाख/ })).toHaveFocus();
  });

  test('a print button prints the plan, with a print-only header', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderTimeline({ fiscalYears, events: [{ params: { fiscal_year_id: 2 }, data: year83 }] });
    await user.click(screen.getByRole('button', { name: 'छाप्नुहोस्' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByText('वार्षिक कार्ययोजना, आर्थिक वर्ष २०८३/८४')).toBeInTheDocument();
  });
});

describe('filters', () => {
  test('status, category and search come from the URL and narrow the query', async () => {
    renderTimeline({
      url: '/home?status=done&category_id=3&q=' + encodeURIComponent('योजना'),
      fiscalYears,
      categories,
      events: [
        {
          params: { fiscal_year_id: 2, status: 'done', category_id: 3, q: 'योजना' },
          data: [shrawan],
        },
      ],
    });
    expect(screen.getByLabelText('स्थिति')).toHaveDisplayValue('सम्पन्न भएको');
    expect(screen.getByLabelText('विषयगत क्षेत्र')).toHaveDisplayValue('पूर्वाधार विकास');
    expect(screen.getByPlaceholderText('खोज्नुहोस्…')).toHaveValue('योजना');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article')).toHaveTextContent('योजना सम्झौता');
  });

  test('choosing a status, category, search or year puts it in the URL and shows that answer', async () => {
    const user = userEvent.setup();
    const { router } = renderTimeline({
      fiscalYears,
      categories,
      events: [
        { params: { fiscal_year_id: 2 }, data: year83 },
        { params: { fiscal_year_id: 2, status: 'canceled' }, data: [baisakh] },
        { params: { fiscal_year_id: 2, status: 'canceled', category_id: 1 }, data: [] },
        { params: { fiscal_year_id: 2, status: 'canceled', category_id: 1, q: 'बजेट' }, data: [] },
        { params: { status: 'canceled', category_id: 1, q: 'बजेट' }, data: [mangsir2] },
      ],
    });
    expect(screen.getAllByRole('article')).toHaveLength(4);

    await user.selectOptions(screen.getByLabelText('स्थिति'), 'canceled');
    expect(router.state.location.search).toBe('?status=canceled');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article')).toHaveTextContent('नयाँ वर्ष कार्यक्रम');

    await user.selectOptions(screen.getByLabelText('विषयगत क्षेत्र'), 'आर्थिक विकास');
    expect(router.state.location.search).toBe('?status=canceled&category_id=1');
    expect(screen.getByText('यी छनोटमा कुनै कार्यक्रम छैन')).toBeVisible();

    // Pasted, then Enter: one search at once, not one per letter after the pause.
    await user.click(screen.getByPlaceholderText('खोज्नुहोस्…'));
    await user.paste('बजेट');
    await user.keyboard('{Enter}');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('बजेट');

    await user.selectOptions(screen.getByLabelText('आर्थिक वर्ष'), 'सबै आर्थिक वर्ष');
    expect(new URLSearchParams(router.state.location.search).get('fiscal_year_id')).toBe('all');
    expect(screen.getByRole('article')).toHaveTextContent('बजेट सार्वजनिकीकरण');
  });

  test('the active year comes first in the year menu', () => {
    renderTimeline({ fiscalYears, events: [{ params: { fiscal_year_id: 2 }, data: [] }] });
    const options = within(screen.getByLabelText('आर्थिक वर्ष')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['२०८३/८४', '२०८२/८३', 'सबै आर्थिक वर्ष']);
  });
});

describe('states', () => {
  test('empty: a hint to change the filters, a way to clear them, and for admins a link to add events', async () => {
    const user = userEvent.setup();
    const { router } = renderTimeline({
      url: '/home?status=postponed',
      user: makeUser({ role: 'admin' }),
      fiscalYears,
      events: [
        { params: { fiscal_year_id: 2, status: 'postponed' }, data: [] },
        { params: { fiscal_year_id: 2 }, data: [] },
      ],
    });
    expect(screen.getByText('यी छनोटमा कुनै कार्यक्रम छैन')).toBeVisible();
    expect(screen.getByText(/अर्को आर्थिक वर्ष, स्थिति वा विषयगत क्षेत्र/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'कार्यक्रम थप्नुहोस्' })).toHaveAttribute(
      'href',
      '/dashboard/events/add',
    );
    await user.click(screen.getByRole('button', { name: 'छनोट हटाउनुहोस्' }));
    expect(router.state.location.search).toBe('');
  });

  test('a plain user gets no link to add events', () => {
    renderTimeline({ fiscalYears, events: [{ params: { fiscal_year_id: 2 }, data: [] }] });
    expect(screen.getByText('यी छनोटमा कुनै कार्यक्रम छैन')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'कार्यक्रम थप्नुहोस्' })).not.toBeInTheDocument();
  });

  test('a failed load says so and retries', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ message: 'सर्भरमा समस्या भयो।', code: 'INTERNAL' }), {
          status: 500,
        }),
      )
      .mockResolvedValueOnce(new Response(JSON.stringify({ data: [shrawan] }), { status: 200 }));
    const user = userEvent.setup();
    renderTimeline({ fiscalYears });
    expect(await screen.findByRole('alert')).toHaveTextContent('सर्भरमा समस्या भयो।');
    expect(fetch.mock.calls[0]?.[0]).toBe(
      '/api/events?fiscal_year_id=2&status=all&category_id=0&sort=asc&content=excerpt',
    );
    await user.click(screen.getByRole('button', { name: 'फेरि प्रयास गर्नुहोस्' }));
    expect(await screen.findByRole('article')).toHaveTextContent('योजना सम्झौता');
  });

  test("'कृपया पर्खनुहोस्…' while the plan loads", () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
    renderTimeline({ fiscalYears });
    expect(screen.getByRole('status')).toHaveTextContent('कृपया पर्खनुहोस्…');
  });
});
