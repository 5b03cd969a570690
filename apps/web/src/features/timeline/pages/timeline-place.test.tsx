import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { Branch, Event } from '@karyayojana/contracts';
import { setLanguage } from '@/lib/i18n';
import { useCardLabels } from '../components/card-labels';
import { TimelineCard } from '../components/timeline-card';
import { makeEvent, makeFiscalYear } from '../testing/make-event';
import { renderTimeline } from '../testing/render-timeline';

// Issue 28: a card names the event's wards and branch; the timeline filters by them.
const fy = { id: 2, year: '2083/84' };
const fiscalYears = [makeFiscalYear({ id: 2, year: '2083/84', status: 1 })];
const branches: Branch[] = [
  { id: 3, company_id: 2, name: 'स्वास्थ्य शाखा', name_en: 'Health', order: 1, active: true },
  { id: 7, company_id: 2, name: 'पुरानो शाखा', name_en: null, order: 2, active: false },
];
const ward5 = makeEvent({
  id: 51,
  title: 'खानेपानी अनुगमन',
  fiscalYear: fy,
  wards: [5],
  branch_id: 3,
  branch: { id: 3, name: 'स्वास्थ्य शाखा', name_en: 'Health' },
});
const municipal = makeEvent({ id: 52, title: 'नगर सभा', fiscalYear: fy });

function Card({ event }: { event: Event }) {
  return <TimelineCard event={event} today="2083-08-06" labels={useCardLabels()} />;
}

describe('a timeline card', () => {
  test('names its wards and its branch', () => {
    render(<Card event={makeEvent({ ...ward5, wards: [3, 6, 11] })} />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('वडा:वडा नं ३, ६ र ११');
    expect(card).toHaveTextContent('शाखा:स्वास्थ्य शाखा');
  });

  test('a municipality-level event without a branch', () => {
    render(<Card event={municipal} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('पालिका स्तरीय')).toBeVisible();
    expect(card).not.toHaveTextContent('शाखा:');
  });

  test('in English: the English ward words and branch name', () => {
    setLanguage('en');
    try {
      render(<Card event={ward5} />);
      expect(screen.getByRole('article')).toHaveTextContent('Ward 5');
      expect(screen.getByRole('article')).toHaveTextContent('Health');
    } finally {
      setLanguage('ne');
    }
  });
});

describe('the timeline’s ward and branch filters', () => {
  test('offer every ward, the municipality level and each branch', () => {
    renderTimeline({
      fiscalYears,
      wardCount: 3,
      branches,
      events: [{ params: { fiscal_year_id: 2 }, data: [] }],
    });
    expect(
      within(screen.getByLabelText('वडा'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['सबै', 'पालिका स्तरीय', 'वडा नं १', 'वडा नं २', 'वडा नं ३']);
    expect(
      within(screen.getByLabelText('शाखा'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['सबै', 'स्वास्थ्य शाखा', 'पुरानो शाखा (निष्क्रिय)']);
  });

  test('go into the URL and ask the server for that ward and branch', async () => {
    const user = userEvent.setup();
    const { router } = renderTimeline({
      fiscalYears,
      wardCount: 9,
      branches,
      events: [
        { params: { fiscal_year_id: 2 }, data: [ward5, municipal] },
        { params: { fiscal_year_id: 2, ward: 5 }, data: [ward5] },
        { params: { fiscal_year_id: 2, ward: 0 }, data: [municipal] },
        { params: { fiscal_year_id: 2, ward: 0, branch_id: 3 }, data: [] },
      ],
    });
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await user.selectOptions(screen.getByLabelText('वडा'), 'वडा नं ५');
    expect(router.state.location.search).toBe('?ward=5');
    expect(screen.getByRole('article')).toHaveTextContent('खानेपानी अनुगमन');

    await user.selectOptions(screen.getByLabelText('वडा'), 'पालिका स्तरीय');
    expect(router.state.location.search).toBe('?ward=0');
    expect(screen.getByRole('article')).toHaveTextContent('नगर सभा');

    await user.selectOptions(screen.getByLabelText('शाखा'), 'स्वास्थ्य शाखा');
    expect(router.state.location.search).toBe('?ward=0&branch_id=3');
    expect(screen.getByText('यी छनोटमा कुनै कार्यक्रम छैन')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'छनोट हटाउनुहोस्' }));
    expect(router.state.location.search).toBe('');
  });
});
