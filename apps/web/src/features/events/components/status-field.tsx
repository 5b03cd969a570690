import type { EventStatus } from '@karyayojana/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { STATUSES, STATUS_STYLES } from '../lib/event-status';

/** The four statuses as radio cards in their colours; shown only when editing (docs/behaviour.md §7). */
export function StatusField({ field }: { field: UseFormRegisterReturn<'status'> }) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">{t('events.form.status')}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {STATUSES.map((status: EventStatus) => {
          const { badge, choice, Icon } = STATUS_STYLES[status];
          return (
            <label
              key={status}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border-2 border-slate-200 bg-white px-3 py-2',
                choice,
              )}
            >
              <input type="radio" value={status} {...field} className="size-4 accent-blue-700" />
              <span
                className={cn(
                  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium',
                  badge,
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(`events.status.${status}`)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
