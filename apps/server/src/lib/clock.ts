import {
  todayAd,
  adToString,
  adToBs,
  type AdDate,
  type BsDate,
} from '@karyayojana/nepali-calendar';

/** "Now" for the whole server: injectable, so tests can stand on any day. */
export interface Clock {
  now(): Date;
  /** Today's AD date in TZ_APP. */
  todayAd(): AdDate;
  todayBs(): BsDate;
  /** Today's AD date as YYYY-MM-DD in TZ_APP. */
  today(): string;
}

export function createClock(timeZone: string, now: () => Date = () => new Date()): Clock {
  const ad = () => todayAd(timeZone, now());
  return {
    now,
    todayAd: ad,
    todayBs: () => adToBs(ad()),
    today: () => adToString(ad()),
  };
}

export const isoNow = (clock: Clock) => clock.now().toISOString();

/** Whole days from AD date `from` to `to` (YYYY-MM-DD), by calendar arithmetic. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** AD date `iso` plus whole years, as YYYY-MM-DD (29 Feb → 28 Feb in common years). */
export function addYearsAd(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
