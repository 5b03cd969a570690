import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { CHUNK_SIZE } from '../lib/estimate';
import { makeEvent, makeFiscalYear } from '../testing/make-event';
import { renderTimeline } from '../testing/render-timeline';

// jsdom has no IntersectionObserver (the timeline then renders everything): play one that the
// test drives, to see the cards come in runs as they near the screen.
let observers: { callback: IntersectionObserverCallback; observed: Set<Element> }[] = [];

class FakeObserver {
  readonly observed = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    observers.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
}

/** Every placeholder still watched comes near the screen. */
function allNear() {
  for (const observer of observers) {
    const entries = [...observer.observed].map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    if (entries.length) act(() => observer.callback(entries, {} as IntersectionObserver));
  }
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const fy = { id: 2, year: '2083/84' };
const shrawan = Array.from({ length: 12 }, (_, i) =>
  makeEvent({ id: 100 + i, date: `2083-04-${String(i + 1).padStart(2, '0')}`, fiscalYear: fy }),
);
const mangsir = Array.from({ length: 12 }, (_, i) =>
  makeEvent({ id: 200 + i, date: `2083-08-${String(i + 1).padStart(2, '0')}`, fiscalYear: fy }),
);

test('the month the page opens at shows its first cards at once; the rest come near the screen', async () => {
  renderTimeline({
    today: '2083-08-06',
    fiscalYears: [makeFiscalYear()],
    events: [{ params: { fiscal_year_id: 2 }, data: [...shrawan, ...mangsir] }],
  });
  const opening = screen.getByRole('region', { name: /२०८३ मंसिर/ });
  expect(within(opening).getAllByRole('article')).toHaveLength(CHUNK_SIZE);
  expect(screen.getAllByRole('article')).toHaveLength(CHUNK_SIZE);
  // Placeholders hold the others' room, hidden from screen readers.
  expect(document.querySelectorAll('[data-placeholder][aria-hidden="true"]').length).toBe(
    Math.ceil(12 / CHUNK_SIZE) * 2 - 1,
  );

  allNear();
  // One run now, the others one per frame: never all of them in one go.
  expect(screen.getAllByRole('article')).toHaveLength(CHUNK_SIZE * 2);
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
  expect(document.querySelector('[data-placeholder]')).toBeNull();
});

/** Every observer watching `element` reports it as far from the screen. */
function away(element: Element) {
  for (const observer of observers) {
    if (!observer.observed.has(element)) continue;
    const entry = { target: element, isIntersecting: false } as IntersectionObserverEntry;
    act(() => observer.callback([entry], {} as IntersectionObserver));
  }
}

test('a drawn run becomes skippable only once it is well off screen, and its cards stay one list', async () => {
  renderTimeline({
    today: '2083-08-06',
    fiscalYears: [makeFiscalYear()],
    events: [{ params: { fiscal_year_id: 2 }, data: mangsir }],
  });
  const opening = screen.getByRole('region', { name: /२०८३ मंसिर/ });
  const run = within(opening).getAllByRole('article')[0]?.closest('[role="none"]');
  if (!run) throw new Error('no run');
  // On screen it stays as drawn: made skippable there, it would flash.
  allNear();
  expect(run).not.toHaveAttribute('data-settled');
  // Far from the screen it is skipped at its drawn height.
  away(run);
  expect(run).toHaveAttribute('data-settled');
  expect((run as HTMLElement).style.containIntrinsicSize).toMatch(/^auto \d/);
  // Screen readers hear one list of the month's events, not one per run.
  await waitFor(() => expect(within(opening).getAllByRole('article')).toHaveLength(12));
  const list = opening.querySelector('[role="list"]');
  const items = list ? [...list.querySelectorAll('[role="listitem"]')] : [];
  expect(items).toHaveLength(12);
  expect(items.every((item) => item.closest('[role="list"]') === list)).toBe(true);
});
