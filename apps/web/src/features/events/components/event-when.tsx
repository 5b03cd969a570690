import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { formatAdDate, formatBsDate, formatTime, langOf } from '../lib/format';

interface EventWhenProps {
  date: string;
  adDate: string;
  time: string;
  /** The AD date on a line of its own (narrow table cells). */
  stacked?: boolean;
  className?: string;
}

/** The BS date first, the AD date beside it, then the time. */
export function EventWhen({ date, adDate, time, stacked, className }: EventWhenProps) {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2', className)}>
      <span className="font-medium whitespace-nowrap text-slate-900">
        {formatBsDate(date, lang)}
      </span>
      <span className="whitespace-nowrap text-slate-700 tabular-nums">
        {formatTime(time, lang)}
      </span>
      <span className={cn('text-sm whitespace-nowrap text-slate-600', stacked && 'basis-full')}>
        ({t('events.date.ad')} <span>{formatAdDate(adDate, lang)}</span>)
      </span>
    </span>
  );
}
