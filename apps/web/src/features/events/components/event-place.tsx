import { wardsLabel, type Event } from '@karyayojana/contracts';
import { Building2, MapPin } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useBranchName } from '@/lib/queries/branches';
import { langOf } from '../lib/format';

/** Where an event is and who is responsible, in one short line: "वडा नं ५ · स्वास्थ्य शाखा". */
export function EventPlace({
  event,
  className,
}: {
  event: Pick<Event, 'wards' | 'branch'>;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const branchName = useBranchName();
  return (
    <span
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700',
        className,
      )}
    >
      <span className="inline-flex items-center gap-1">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        <span className="sr-only">{t('events.place.where')}: </span>
        {wardsLabel(event.wards, langOf(i18n.language))}
      </span>
      {event.branch && (
        <span className="inline-flex min-w-0 items-center gap-1 break-words">
          <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <span className="sr-only">{t('events.place.branchLabel')}: </span>
          {branchName(event.branch)}
        </span>
      )}
    </span>
  );
}
