import type { FiscalYear } from '@karyayojana/contracts';
import { bsToAd, formatAd, formatBs, parseBs } from '@karyayojana/nepali-calendar';

function bsAndAd(bs: string, lang: 'ne' | 'en') {
  const date = parseBs(bs);
  if (!date) return { bs, ad: '' };
  return {
    bs: formatBs(date, lang === 'ne' ? 'YYYY MMMM D' : 'D MMMM YYYY', lang),
    ad: formatAd(bsToAd(date), 'D MMMM YYYY', lang),
  };
}

/**
 * A fiscal year's span, BS first with AD after, as one line for a field's hint:
 * "२०८१ श्रावण १ – २०८२ असार ३२ (१६ जुलाई २०२४ – १६ जुलाई २०२५)".
 */
export function fiscalYearRange(year: FiscalYear, lang: 'ne' | 'en'): string {
  const start = bsAndAd(year.startDate, lang);
  const end = bsAndAd(year.endDate, lang);
  const ad = start.ad && end.ad ? ` (${start.ad} – ${end.ad})` : '';
  return `${start.bs} – ${end.bs}${ad}`;
}
