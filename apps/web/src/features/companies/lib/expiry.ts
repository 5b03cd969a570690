import type { Company } from '@karyayojana/contracts';
import { adToBs, formatAd, formatBs, parseAd, type Lang } from '@karyayojana/nepali-calendar';

/** docs/behaviour.md §13: fewer than 30 days left is a warning (red); the dashboard lists 30 or fewer. */
export const EXPIRY_WARNING_DAYS = 30;

export type ExpiryLevel = 'renew' | 'warning' | 'ok';

/** docs/behaviour.md §13: no days left (or none known) asks for renewal; under 30 warns; else amber. */
export function expiryLevel(remainingDays: number | null | undefined): ExpiryLevel {
  if (!remainingDays) return 'renew';
  return remainingDays < EXPIRY_WARNING_DAYS ? 'warning' : 'ok';
}

export function isActive(company: Pick<Company, 'status'>): boolean {
  return company.status === '1';
}

export interface ExpiryDates {
  /** 'YYYY-MM-DD' AD, for <time dateTime>. */
  iso: string;
  /** '२०८३ असार १५' (or 'Asar 15, 2083'-like in English): the BS date people read. */
  bs: string | null;
  /** '29 June 2026', in English as the other screens show AD dates. */
  ad: string;
}

/** The AD expiry date in BS with the AD beside; null when the server sent no real date. */
export function expiryDates(expiryDate: string, lang: Lang): ExpiryDates | null {
  const ad = parseAd(expiryDate);
  if (!ad) return null;
  let bs: string | null = null;
  try {
    bs = formatBs(adToBs(ad), 'YYYY MMMM D', lang);
  } catch {
    // Outside the calendar table (a subscription granted far ahead): the AD date alone.
  }
  return { iso: expiryDate, bs, ad: formatAd(ad, 'D MMMM YYYY', lang) };
}
