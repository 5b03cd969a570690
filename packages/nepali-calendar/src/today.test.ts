import { describe, expect, it } from 'vitest';
import { adToBs, todayAd, todayBs } from './index.js';

// 18:30 UTC is 00:15 the next day in Kathmandu (UTC+5:45). The suite runs under TZ=UTC,
// Asia/Kathmandu and America/New_York; none of these answers may depend on which.
const now = new Date('2026-11-21T18:30:00Z');

describe('today', () => {
  it('is the date in Kathmandu by default', () => {
    expect(todayAd(undefined, now)).toEqual({ year: 2026, month: 11, day: 22 });
    expect(todayBs(undefined, now)).toEqual({ year: 2083, month: 8, day: 6 });
  });

  it('follows the zone it is given', () => {
    expect(todayAd('UTC', now)).toEqual({ year: 2026, month: 11, day: 21 });
    expect(todayAd('America/New_York', now)).toEqual({ year: 2026, month: 11, day: 21 });
    expect(todayBs('UTC', now)).toEqual({ year: 2083, month: 8, day: 5 });
  });

  it('turns over at midnight Nepal time', () => {
    expect(todayAd('Asia/Kathmandu', new Date('2026-11-21T18:14:59Z')).day).toBe(21);
    expect(todayAd('Asia/Kathmandu', new Date('2026-11-21T18:15:00Z')).day).toBe(22);
  });

  it('defaults to the current instant', () => {
    const before = todayBs();
    const after = adToBs(todayAd('Asia/Kathmandu', new Date()));
    // Allow for the test straddling midnight.
    expect(Math.abs(after.day - before.day) <= 1 || after.day === 1).toBe(true);
  });

  it('rejects an unknown zone', () => {
    expect(() => todayAd('Mars/Olympus_Mons', now)).toThrow(RangeError);
  });
});
