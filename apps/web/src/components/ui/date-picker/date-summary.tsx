import {
  bsToAd,
  formatAd,
  formatBs,
  isProvisionalYear,
  type BsDate,
  type Lang,
} from '@karyayojana/nepali-calendar';
import { LABELS } from './labels';

/** The chosen day in words with its AD date, which officers match against letters dated AD. */
export function DateSummary({ date, lang }: { date: BsDate; lang: Lang }) {
  const labels = LABELS[lang];
  return (
    <>
      {formatBs(date, labels.longDate, lang)}
      {' · '}
      {labels.ad} {formatAd(bsToAd(date), 'D MMMM YYYY', lang)}
      {isProvisionalYear(date.year) && ` (${labels.provisionalShort})`}
    </>
  );
}
