import type { ActivityEntry, StatusChange } from '@karyayojana/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { mergeHistory } from '../lib/merge-history';
import { makeEvent } from '../testing/builders';
import { answerFetch, json, renderEvents } from '../testing/render';

// Issue 16: the event's status changes and its activity log entries in one timeline.
const VIEW = '/dashboard/events/3/view';

const history = () => within(screen.getByRole('region', { name: /इतिहास/ }));

const DONE: StatusChange = {
  at: '2026-03-10T06:00:00Z',
  from: 'postponed',
  to: 'done',
  by: { id: 7, name: 'सीता शर्मा' },
  reason: null,
  completed_date: '2082-11-20',
};

function entry(overrides: Partial<ActivityEntry>): ActivityEntry {
  return {
    id: 1,
    at: '2026-01-01T04:30:00Z',
    actor: { id: 7, name: 'सीता शर्मा' },
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

const CREATED = entry({ id: 1 });
const RETITLED = entry({
  id: 2,
  at: '2026-02-01T04:30:00Z',
  action: 'update',
  changes: { title: ['कृषि तालिम', 'कृषि तालिम (दोस्रो)'] },
});
// The status change above, as the log also records it: shown once, as the status change.
const STATUS_EDIT = entry({
  id: 3,
  at: '2026-03-10T06:00:01Z',
  action: 'update',
  changes: { status: ['postponed', 'done'], outcome: [null, 'सम्पन्न'] },
});

// Its tasks' proofs (issue 27): uploaded, then taken off, each file by its name.
const UPLOADED = entry({
  id: 4,
  at: '2026-03-20T04:30:00Z',
  action: 'upload',
  entity: 'task',
  entity_id: 11,
  summary: 'कार्य "भरपाई"',
  changes: { file_id: [null, { id: 5, name: 'bhuktani.pdf' }] },
});
const REMOVED = entry({
  id: 5,
  at: '2026-03-21T04:30:00Z',
  action: 'delete',
  entity: 'task_document',
  entity_id: 11,
  summary: 'कार्यको कागजात "भरपाई"',
  changes: { file_id: [{ id: 5, name: 'bhuktani.pdf' }, null] },
});

test("an admin sees one history, newest first: the status change, then the log's edit and creation", async () => {
  const spy = answerFetch(() =>
    json({
      data: [REMOVED, UPLOADED, STATUS_EDIT, RETITLED, CREATED],
      meta: { total: 5, page: 1, per_page: 100 },
    }),
  );
  renderEvents(VIEW, {
    events: [makeEvent({ id: 3 })],
    history: { 3: [DONE] },
    activity: { 3: null },
  });

  expect(screen.getByRole('heading', { name: 'कार्यक्रमको इतिहास' })).toBeInTheDocument();
  const items = await history().findAllByRole('listitem');
  expect(items).toHaveLength(5);
  // The proof's removal and upload, newest first, each file by its name.
  expect(items[0]).toHaveTextContent('कार्यको कागजात — मेटियो: कार्यको कागजात "भरपाई"');
  expect(items[0]).toHaveTextContent('प्रमाण कागजात: bhuktani.pdf बाट (खाली)');
  expect(items[1]).toHaveTextContent('कार्य — फाइल अपलोड गरियो: कार्य "भरपाई"');
  expect(items[1]).toHaveTextContent('प्रमाण कागजात: (खाली) बाट bhuktani.pdf');
  expect(items[2]).toHaveTextContent('स्थिति "हुने तर नभएको" बाट "सम्पन्न भएको" मा');
  expect(items[3]).toHaveTextContent('कार्यक्रम — सम्पादन गरियो: कृषि तालिम');
  expect(items[3]).toHaveTextContent('शीर्षक: कृषि तालिम बाट कृषि तालिम (दोस्रो)');
  expect(items[4]).toHaveTextContent('कार्यक्रम — थपियो: कृषि तालिम');
  // One request for the event's entries and its tasks'.
  expect(
    spy.mock.calls
      .map((call) => call[0] as string)
      .filter((url) => url.startsWith('/api/activity')),
  ).toEqual(['/api/activity?event_id=3&per_page=100']);
});

test('a plain user keeps the status history only: the log is not asked for', () => {
  renderEvents(VIEW, {
    role: 'user',
    events: [makeEvent({ id: 3 })],
    history: { 3: [DONE] },
    activity: { 3: null },
  });
  expect(screen.getByRole('heading', { name: 'स्थितिको इतिहास' })).toBeInTheDocument();
  expect(history().getAllByRole('listitem')).toHaveLength(1);
});

test('an edit of the status fields far from any status change is kept', () => {
  const later = { ...STATUS_EDIT, at: '2026-04-01T00:00:00Z' };
  const merged = mergeHistory([DONE], [later, CREATED]);
  expect(merged.map((item) => item.kind)).toEqual(['activity', 'status', 'activity']);
});
