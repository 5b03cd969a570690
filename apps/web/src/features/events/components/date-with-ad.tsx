import { bsToAd, adToString, parseBs } from '@karyayojana/nepali-calendar';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { formatAdDate, formatBsDate, langOf } from '../lib/format';

/** A BS date with its AD date beside it, as the event's own date is shown (EventWhen). */
export function DateWithAd({ bs, className }: { bs: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const date = parseBs(bs);
  const lang = langOf(i18n.language);
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2', className)}>
      <span className="font-medium whitespace-nowrap text-slate-900">{formatBsDate(bs, lang)}</span>
      {date && (
        <span className="text-sm whitespace-nowrap text-slate-600">
          ({t('events.date.ad')} <span>{formatAdDate(adToString(bsToAd(date)), lang)}</span>)
        </span>
      )}
    </span>
  );
}
