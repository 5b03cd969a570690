import type { Event } from '@karyayojana/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeEvent } from '../testing/make-event';
import { useCardLabels } from './card-labels';
import { TimelineCard } from './timeline-card';

// २०८३ मंसिर ६ is Sunday 22 November 2026.
const TODAY = '2083-08-06';

function Card({ event, today = TODAY }: { event: Event; today?: string }) {
  return <TimelineCard event={event} today={today} labels={useCardLabels()} />;
}

describe('TimelineCard', () => {
  test('shows the chips, title, a cut preview, tasks, the responsible branch, date and status', () => {
    const content = 'क'.repeat(100) + 'ग'.repeat(30);
    render(
      <Card
        event={makeEvent({
          id: 42,
          title: 'बजेट सार्वजनिकीकरण',
          content,
          date: '2083-08-05',
          assignTo: 'योजना महाशाखा',
          categories: [
            { id: 1, name: 'आर्थिक विकास' },
            { id: 5, name: 'सुशासन' },
          ],
        })}
      />,
    );
    const card = screen.getByRole('article');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['आर्थिक विकास', 'सुशासन']);
    expect(card).toHaveTextContent(`${'क'.repeat(100)}…`);
    expect(card).not.toHaveTextContent('ग');
    expect(card).toHaveTextContent('जिम्मेवार व्यक्ति / शाखा : योजना महाशाखा');
    expect(card).toHaveTextContent('२०८३ मंसिर ५, शनिबार');
    expect(card).toHaveTextContent('२१ नोभेम्बर २०२६');
    expect(card).not.toHaveTextContent('आज');
    expect(card).toHaveTextContent('सम्पन्न नभएको');
  });

  test('the title is a real link to the event, opening in a new tab', () => {
    render(<Card event={makeEvent({ id: 42, title: 'बजेट सार्वजनिकीकरण' })} />);
    const link = screen.getByRole('link', { name: /बजेट सार्वजनिकीकरण/ });
    expect(link).toHaveAttribute('href', '/dashboard/events/42/view');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAccessibleName('बजेट सार्वजनिकीकरण (नयाँ ट्याबमा खुल्छ)');
  });

  test("'आज' replaces the date when the event is today in Nepal", () => {
    render(<Card event={makeEvent({ date: TODAY })} />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('आज');
    expect(card).not.toHaveTextContent('२०८३ मंसिर ६');
    expect(card).toHaveTextContent('२२ नोभेम्बर २०२६');
  });

  test('a task with a document has a green tick; one without has none', () => {
    render(
      <Card
        event={makeEvent({
          tasks: [
            {
              id: 1,
              event_id: 1,
              name: 'सूचना प्रकाशन',
              documents: 'https://x/signed',
              document: { name: 'a.pdf', size: 10, mime: 'application/pdf' },
            },
            { id: 2, event_id: 1, name: 'बैठक', documents: null, document: null },
          ],
        })}
      />,
    );
    expect(screen.getByText('कार्यहरू')).toBeVisible();
    const ticks = screen.getAllByTestId('task-document-tick');
    expect(ticks).toHaveLength(1);
    expect(ticks[0]?.closest('li')).toHaveTextContent('सूचना प्रकाशन (कागजात संलग्न)');
    expect(screen.getByText('बैठक').closest('li')).not.toContainElement(ticks[0] ?? null);
  });

  test('no task list when the event has no tasks', () => {
    render(<Card event={makeEvent({ tasks: [] })} />);
    expect(screen.queryByText('कार्यहरू')).not.toBeInTheDocument();
  });

  test.each([
    ['done', 'सम्पन्न भएको', 'check', 'text-green-800'],
    ['notDone', 'सम्पन्न नभएको', 'notDone', 'text-blue-800'],
    ['postponed', 'हुने तर नभएको', 'postponed', 'text-yellow-900'],
    ['canceled', 'रद्द गरिएको', 'canceled', 'text-red-800'],
  ] as const)('status %s: its label, colour and icon', (status, label, icon, colour) => {
    render(<Card event={makeEvent({ status })} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveClass(colour);
    expect(badge.querySelector('svg')).toHaveAttribute('data-icon', icon);
  });

  test('an overdue event says "म्याद नाघेको" in words beside its status', () => {
    render(<Card event={makeEvent({ id: 7, overdue: true })} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('म्याद नाघेको')).toBeVisible();
    expect(card).toHaveTextContent('सम्पन्न नभएको');
  });

  test('an event on time carries no overdue badge', () => {
    render(<Card event={makeEvent({ id: 8, overdue: false })} />);
    expect(screen.queryByText('म्याद नाघेको')).not.toBeInTheDocument();
  });

  test('English dates and labels in the English UI', async () => {
    i18n.changeLanguage('en');
    render(<Card event={makeEvent({ date: '2083-08-05', status: 'done' })} />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Saturday, 5 Mangsir 2083');
    expect(card).toHaveTextContent('Done');
  });
});
