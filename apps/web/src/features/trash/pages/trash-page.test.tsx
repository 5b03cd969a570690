import type { TrashItem } from '@karyayojana/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { renderPage } from '@/features/activity/testing/render-page';
import { json } from '@/features/reports/testing/fake-server';
import { queryKeys } from '@/lib/queries/query-keys';
import { daysLeft, TrashPage } from './trash-page';

const PATH = '/dashboard/trash';
const DAY = 24 * 60 * 60 * 1000;

function item(overrides: Partial<TrashItem> = {}): TrashItem {
  return {
    id: 11,
    kind: 'event',
    entity_id: 3,
    company_id: 2,
    title: 'कृषि तालिम',
    event: null,
    deleted_at: '2025-07-26T04:30:00Z',
    deleted_by: { id: 7, name: 'सीता श्रेष्ठ' },
    purge_after: new Date(Date.now() + 12 * DAY - 60_000).toISOString(),
    tasks: 2,
    files: 1,
    ...overrides,
  };
}

const TASK = item({
  id: 12,
  kind: 'task',
  entity_id: 8,
  title: 'उपभोक्ता समिति गठन',
  event: { id: 4, title: 'सिँचाइ कुलो मर्मत' },
  tasks: 0,
  files: 0,
});

const list = (data: TrashItem[]) => ({ data, meta: { total: data.length, page: 1, per_page: 10 } });

test('each item: kind, title, its event, when and by whom, days to purge, what comes back', async () => {
  renderPage(TrashPage, {
    path: PATH,
    answer: (_method, at) => (at.pathname === '/api/trash' ? list([item(), TASK]) : undefined),
  });
  const event = await screen.findByRole('listitem', { name: 'कृषि तालिम' });
  expect(event).toHaveTextContent('कार्यक्रम');
  expect(event).toHaveTextContent('२०८२ श्रावण १० १०:१५');
  expect(event).toHaveTextContent('(२६ जुलाई २०२५)');
  expect(event).toHaveTextContent('सीता श्रेष्ठ द्वारा');
  expect(event).toHaveTextContent('१२ दिनपछि स्थायी रूपमा मेटिन्छ');
  expect(event).toHaveTextContent('सँगै फर्किने: २ कार्य, १ फाइल');
  const task = screen.getByRole('listitem', { name: 'उपभोक्ता समिति गठन' });
  expect(task).toHaveTextContent('कार्यक्रम: सिँचाइ कुलो मर्मत');
  expect(task).not.toHaveTextContent('सँगै फर्किने');
});

test('the kind filter goes into the request', async () => {
  const user = userEvent.setup();
  const { asked } = renderPage(TrashPage, {
    path: PATH,
    answer: (_method, at) => (at.pathname === '/api/trash' ? list([item()]) : undefined),
  });
  await screen.findByRole('listitem', { name: 'कृषि तालिम' });
  await user.selectOptions(screen.getByLabelText('प्रकार'), 'कार्य');
  await waitFor(() =>
    expect(asked('/api/trash').at(-1)).toEqual({ kind: 'task', page: '1', per_page: '10' }),
  );
});

test('restore calls the route, says the server message and refreshes the plan', async () => {
  const user = userEvent.setup();
  let restored = false;
  const { sent, queryClient } = renderPage(TrashPage, {
    path: PATH,
    answer: (method, at) => {
      if (method === 'POST' && at.pathname === '/api/trash/11/restore') {
        restored = true;
        return { message: 'कार्यक्रम फिर्ता ल्याइयो।' };
      }
      return at.pathname === '/api/trash' ? list(restored ? [] : [item()]) : undefined;
    },
  });
  queryClient.setQueryData(queryKeys.events.list({ page: 1 }), { data: [] });
  await user.click(await screen.findByRole('button', { name: 'कृषि तालिम फिर्ता ल्याउनुहोस्' }));
  expect(await screen.findByText('कार्यक्रम फिर्ता ल्याइयो।')).toBeInTheDocument();
  expect(sent.filter((request) => request.method === 'POST').map((r) => r.url)).toEqual([
    '/api/trash/11/restore',
  ]);
  // The trash is read again, and the events' lists (and timelines) are stale.
  expect(await screen.findByText('रद्दीटोकरी खाली छ।')).toBeInTheDocument();
  expect(queryClient.getQueryState(queryKeys.events.list({ page: 1 }))?.isInvalidated).toBe(true);
});

test("a 409 (the event it belongs to is gone) shows the server's message", async () => {
  const user = userEvent.setup();
  renderPage(TrashPage, {
    path: PATH,
    answer: (method, at) => {
      if (method === 'POST')
        return json({ message: 'पहिले यसको कार्यक्रम फिर्ता ल्याउनुहोस्।', code: 'CONFLICT' }, 409);
      return at.pathname === '/api/trash' ? list([TASK]) : undefined;
    },
  });
  await user.click(await screen.findByRole('button', { name: 'उपभोक्ता समिति गठन फिर्ता ल्याउनुहोस्' }));
  expect(await screen.findByText('पहिले यसको कार्यक्रम फिर्ता ल्याउनुहोस्।')).toBeInTheDocument();
  expect(screen.getByRole('listitem', { name: 'उपभोक्ता समिति गठन' })).toBeInTheDocument();
});

test('delete forever asks first; Cancel sends nothing, Delete sends the DELETE', async () => {
  const user = userEvent.setup();
  let purged = false;
  const { sent } = renderPage(TrashPage, {
    path: PATH,
    answer: (method, at) => {
      if (method === 'DELETE') {
        purged = true;
        return { message: 'स्थायी रूपमा मेटियो।' };
      }
      return at.pathname === '/api/trash' ? list(purged ? [] : [item()]) : undefined;
    },
  });
  const purge = await screen.findByRole('button', { name: 'स्थायी रूपमा मेटाउनुहोस्: कृषि तालिम' });
  await user.click(purge);
  let dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: 'रद्द गर्नुहोस्' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent.some((request) => request.method === 'DELETE')).toBe(false);

  await user.click(purge);
  dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: 'मेटाउनुहोस्' }));
  expect(await screen.findByText('स्थायी रूपमा मेटियो।')).toBeInTheDocument();
  expect(sent.filter((request) => request.method === 'DELETE').map((r) => r.url)).toEqual([
    '/api/trash/11',
  ]);
});

test('a plain user reads the trash without the buttons', async () => {
  renderPage(TrashPage, {
    path: PATH,
    role: 'user',
    answer: (_method, at) => (at.pathname === '/api/trash' ? list([item()]) : undefined),
  });
  await screen.findByRole('listitem', { name: 'कृषि तालिम' });
  expect(screen.queryByRole('button', { name: /फिर्ता ल्याउनुहोस्/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /स्थायी रूपमा/ })).not.toBeInTheDocument();
});

test('days left count whole days up, never below 0', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  expect(daysLeft('2026-01-08T00:00:00Z', now)).toBe(7);
  expect(daysLeft('2026-01-07T12:00:00Z', now)).toBe(7);
  expect(daysLeft('2025-12-31T00:00:00Z', now)).toBe(0);
});
