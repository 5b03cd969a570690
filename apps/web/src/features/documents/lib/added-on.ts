import { adToBs, adToString, bsToString, todayAd } from '@karyayojana/nepali-calendar';

/**
 * The day a document was added, on the wall clock of Nepal (docs/behaviour.md §1: TZ_APP), as the
 * BS and AD strings the date components take: '2026-11-21T18:30:00Z' → { bs: '2083-08-06',
 * ad: '2026-11-22' }. Null when the server's timestamp cannot be read.
 */
export function addedOn(createdAt: string): { bs: string; ad: string } | null {
  const moment = new Date(createdAt);
  if (Number.isNaN(moment.getTime())) return null;
  try {
    const ad = todayAd('Asia/Kathmandu', moment);
    return { bs: bsToString(adToBs(ad)), ad: adToString(ad) };
  } catch {
    // Outside the calendar's range (BS 2000–2099): show nothing rather than fail the list.
    return null;
  }
}
