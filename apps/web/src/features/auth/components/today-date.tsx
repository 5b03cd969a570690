import { formatAd, formatBs, todayAd, todayBs } from '@karyayojana/nepali-calendar';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { currentLanguage, useTranslation } from '@/lib/i18n';

/**
 * Today in Nepal, whatever the device's time zone: "२०८३ मंसिर ५, शनिबार" and the AD date in
 * the page's language ("२१ नोभेम्बर २०२६"; English "21 November 2026").
 */
export function TodayDate() {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());
  const bs = todayBs('Asia/Kathmandu', now);
  const ad = todayAd('Asia/Kathmandu', now);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
      <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-blue-700" />
      <span className="sr-only">{t('login.today')}:</span>
      <time dateTime={formatAd(ad, 'YYYY-MM-DD', 'en')} className="font-semibold text-slate-900">
        {formatBs(bs, 'YYYY MMMM D, DDDD', currentLanguage())}
      </time>
      <span className="text-sm">({formatAd(ad, 'D MMMM YYYY', currentLanguage())})</span>
    </p>
  );
}
