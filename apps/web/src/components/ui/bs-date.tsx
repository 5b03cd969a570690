import {
  adToString,
  bsToAd,
  formatAd,
  formatBs,
  parseAd,
  parseBs,
} from '@karyayojana/nepali-calendar';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

interface BsDateTextProps {
  /** BS 'YYYY-MM-DD' (ASCII), as the API sends it. */
  bs: string;
  /** AD 'YYYY-MM-DD' from the API; derived from `bs` when missing. */
  ad?: string | null;
  /** 'stacked' puts the AD date under the BS one (tables); 'inline' beside it. */
  layout?: 'stacked' | 'inline';
  className?: string;
}

/**
 * A BS date as officers read it, "२०८३ श्रावण १" (English: "1 Shrawan 2083"), with the AD
 * date in smaller print for letters and banks that date in AD, in the page's language
 * ("१७ जुलाई २०२६", English "17 July 2026").
 *
 *   <BsDateText bs={year.startDate} ad={year.ad_startDate} />
 */
export function BsDateText({ bs, ad, layout = 'stacked', className }: BsDateTextProps) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ne';
  const date = parseBs(bs);
  if (!date) return <span className={className}>{bs}</span>;
  const adDate = (ad ? parseAd(ad) : null) ?? bsToAd(date);
  return (
    <span
      className={cn(
        layout === 'stacked' ? 'flex flex-col' : 'inline-flex flex-wrap gap-x-2',
        className,
      )}
    >
      <span className="whitespace-nowrap">
        {formatBs(date, lang === 'ne' ? 'YYYY MMMM D' : 'D MMMM YYYY', lang)}
      </span>
      <time dateTime={adToString(adDate)} className="text-xs whitespace-nowrap text-slate-600">
        {formatAd(adDate, 'D MMMM YYYY', lang)}
      </time>
    </span>
  );
}
