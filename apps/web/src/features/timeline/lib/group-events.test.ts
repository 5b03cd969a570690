import { describe, expect, test } from 'vitest';
import { makeEvent } from '../testing/make-event';
import { countByMonth, firstBlockOfMonth, groupTimeline } from './group-events';
import { monthColor } from './month-colors';

const fy82 = { id: 1, year: '2082/83' };
const fy83 = { id: 2, year: '2083/84' };

describe('groupTimeline', () => {
  test('groups by fiscal year, then by BS year and month, in AD order', () => {
    const events = [
      makeEvent({ id: 5, date: '2084-01-02', fiscalYear: fy83 }), // Baisakh 2084
      makeEvent({ id: 4, date: '2083-12-30', fiscalYear: fy83 }), // Chaitra 2083
      makeEvent({ id: 2, date: '2083-04-20', fiscalYear: fy83 }),
      makeEvent({ id: 1, date: '2083-03-15', fiscalYear: fy82 }), // Asar, previous fiscal year
      makeEvent({ id: 3, date: '2083-04-02', fiscalYear: fy83 }),
    ];
    const years = groupTimeline(events);
    expect(years.map((y) => y.year)).toEqual(['2082/83', '2083/84']);
    expect(years[1]?.months.map((m) => [m.bsYear, m.bsMonth])).toEqual([
      [2083, 4],
      [2083, 12],
      [2084, 1],
    ]);
    // Within a month, by AD date, whatever order the events came in.
    expect(years[1]?.months[0]?.events.map((e) => e.id)).toEqual([3, 2]);
    expect(years[0]?.months[0]?.key).toBe('timeline-1-2083-03');
  });

  test('the same month of two BS years is two blocks', () => {
    const events = [
      makeEvent({ date: '2083-04-05', fiscalYear: fy83 }),
      makeEvent({ date: '2084-04-05', fiscalYear: { id: 3, year: '2084/85' } }),
    ];
    const months = groupTimeline(events).flatMap((y) => y.months);
    expect(months.map((m) => m.key)).toEqual(['timeline-2-2083-04', 'timeline-3-2084-04']);
    expect(countByMonth(groupTimeline(events)).get(4)).toBe(2);
    expect(firstBlockOfMonth(groupTimeline(events), 4)?.bsYear).toBe(2083);
    expect(firstBlockOfMonth(groupTimeline(events), 9)).toBeUndefined();
  });

  test('events on one day keep their time order', () => {
    const events = [
      makeEvent({ id: 8, date: '2083-05-01', time: '14:00' }),
      makeEvent({ id: 9, date: '2083-05-01', time: '09:30' }),
    ];
    expect(groupTimeline(events)[0]?.months[0]?.events.map((e) => e.id)).toEqual([9, 8]);
  });
});

describe('monthColor', () => {
  test('12 different pastel backgrounds, one fixed to each month', () => {
    const colors = Array.from({ length: 12 }, (_, i) => monthColor(i + 1));
    expect(new Set(colors.map((c) => c.name)).size).toBe(12);
    expect(colors.every((c) => /bg-\w+-50\b/.test(c.block))).toBe(true);
    // Shrawan is always the same colour, in any year.
    expect(monthColor(4)).toBe(monthColor(4));
    expect(monthColor(4).name).toBe('emerald');
  });
});
