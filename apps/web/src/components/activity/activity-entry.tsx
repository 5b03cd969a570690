import {
  activityActionWord,
  activityEntityWord,
  activityFieldLabel,
  activityValueText,
  type ActivityEntry,
} from '@karyayojana/contracts';
import {
  bsToAd,
  formatAd,
  formatBs,
  todayBs,
  toDevanagariDigits,
} from '@karyayojana/nepali-calendar';
import { ArrowRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { i18n, useTranslation } from '@/lib/i18n';

/*
 * One entry of the activity log (issue 16) as people read it: when (BS with AD beside, Nepal's
 * clock), who, what, and an edit's fields before → after. Shared by the log's page and the
 * event view's history; the words are the log's texts (`activity.`).
 */

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kathmandu',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const langNow = () => (i18n.language === 'en' ? 'en' : 'ne');

/*
 * The log's words are one table shared with the server's CSV (packages/contracts/src/
 * activity-words.ts): each field by its form's label, each value as the pages write it.
 */
export const actionWord = (action: string) => activityActionWord(action, langNow());
export const entityWord = (entity: string) => activityEntityWord(entity, langNow());
export const fieldWord = (field: string, entity = 'event') =>
  activityFieldLabel(entity, field, langNow());

/** A value of a change as the pages write it: रु., %, BS dates, status words, yes/no, names. */
export function valueText(value: unknown, field = '', entity = 'event'): string {
  return activityValueText(entity, field, value, langNow());
}

/** An instant (ISO) on Nepal's clock: the BS date and time, the AD date beside them. */
export function ActivityWhen({ at, className }: { at: string; className?: string }) {
  const {
    i18n: { language },
  } = useTranslation();
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return <span className={className}>{at}</span>;
  const lang = language === 'en' ? 'en' : 'ne';
  const bs = todayBs('Asia/Kathmandu', instant);
  const time = clock.format(instant);
  const ad = bsToAd(bs);
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2', className)}>
      <time dateTime={at} className="font-medium whitespace-nowrap text-slate-900">
        {formatBs(bs, lang === 'ne' ? 'YYYY MMMM D' : 'D MMMM YYYY', lang)}{' '}
        {lang === 'ne' ? toDevanagariDigits(time) : time}
      </time>
      <span className="text-sm whitespace-nowrap text-slate-600">
        ({formatAd(ad, 'D MMMM YYYY', lang)})
      </span>
    </span>
  );
}

/**
 * An edit's fields, before → after; nothing for an entry without changes. `entity` is the kind
 * of record the fields belong to (an event's, unless said). `format` writes a value as its
 * page shows it, where the caller knows the field better (the import's preview).
 */
export function ActivityChanges({
  changes,
  entity = 'event',
  format,
}: {
  changes: ActivityEntry['changes'];
  entity?: string;
  format?: (field: string, value: unknown) => string | undefined;
}) {
  const { t } = useTranslation();
  const rows = Object.entries(changes ?? {});
  if (rows.length === 0) return null;
  return (
    <dl aria-label={t('activity.changes')} className="space-y-1 text-sm">
      {rows.map(([field, [before, after]]) => {
        const name = fieldWord(field, entity);
        const from = format?.(field, before) ?? valueText(before, field, entity);
        const to = format?.(field, after) ?? valueText(after, field, entity);
        return (
          <div key={field} className="flex flex-wrap items-baseline gap-x-2">
            <dt className="font-semibold text-slate-700">{name}:</dt>
            <dd className="min-w-0 break-words text-slate-900">
              <span className="sr-only">
                {t('activity.change', { field: name, before: from, after: to })}
              </span>
              <span aria-hidden="true">
                <span className="text-slate-600 line-through decoration-slate-400">{from}</span>
                <ArrowRight className="mx-1 inline size-4 align-text-bottom text-slate-500" />
                <span>{to}</span>
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** One entry: what happened (and to what), when, by whom, and an edit's changes. */
export function ActivityEntryItem({
  entry,
  className,
}: {
  entry: ActivityEntry;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <li
      className={cn(
        'space-y-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:p-4',
        className,
      )}
    >
      <p className="font-semibold break-words text-slate-900">
        {t('activity.what', { entity: entityWord(entry.entity), action: actionWord(entry.action) })}
        {entry.summary && <span className="font-normal text-slate-800">: {entry.summary}</span>}
      </p>
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-slate-700">
        <ActivityWhen at={entry.at} />
        <span aria-hidden="true" className="hidden sm:inline">
          ·
        </span>
        <span className="basis-full break-words sm:basis-auto">
          {t('activity.by', { name: entry.actor.name ?? t('activity.unknownPerson') })}
        </span>
      </p>
      <ActivityChanges changes={entry.changes} entity={entry.entity} />
    </li>
  );
}
