import type { Event } from '@karyayojana/contracts';
import { formatAmount } from '@karyayojana/nepali-calendar';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { langOf } from '../lib/format';
import { needsReason } from '../lib/outcome';
import { DateWithAd } from './date-with-ad';
import { OverdueBadge } from './overdue-badge';
import { StatusBadge } from './status-badge';

/**
 * What happened to the event (docs/decisions/018-progress-model.md): its status in words, the
 * completion date, the outcome or the reason, the date first planned when it moved, and the
 * physical and financial progress.
 */
export function EventOutcome({ event }: { event: Event }) {
  const { t } = useTranslation();
  const moved = event.planned_date !== null && event.planned_date !== event.date;
  return (
    <section
      aria-labelledby="event-outcome"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="event-outcome" className="text-xl font-semibold text-slate-900">
        {t('events.outcome.heading')}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,auto)_1fr]">
        <Row label={t('events.outcome.status')}>
          <span className="flex flex-wrap gap-1.5">
            <StatusBadge status={event.status} />
            {event.overdue && <OverdueBadge />}
          </span>
        </Row>
        {event.completed_date && (
          <Row label={t('events.outcome.completedDate')}>
            <DateWithAd bs={event.completed_date} />
          </Row>
        )}
        {event.outcome && (
          <Row label={t('events.outcome.outcome')}>
            <p className="break-words whitespace-pre-line">{event.outcome}</p>
          </Row>
        )}
        {needsReason(event.status) && (
          <Row label={t(`events.progress.${event.status}Reason`)}>
            {event.status_reason ? (
              <p className="break-words whitespace-pre-line">{event.status_reason}</p>
            ) : (
              // Stored without one by a client that sends none (decision 031).
              <span className="text-slate-600">{t('events.history.noReason')}</span>
            )}
          </Row>
        )}
        {moved && (
          <Row label={t('events.outcome.plannedDate')}>
            <DateWithAd bs={event.planned_date!} />
          </Row>
        )}
        <Row label={t('events.outcome.progress')}>
          <ProgressBar value={event.progress} />
        </Row>
        <Row label={t('events.outcome.budget')}>
          <Rupees amount={event.budget} />
        </Row>
        <Row label={t('events.outcome.spent')}>
          <Spent event={event} />
        </Row>
      </dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </>
  );
}

function NotGiven() {
  const { t } = useTranslation();
  return <span className="text-slate-600">{t('events.outcome.notGiven')}</span>;
}

/** Physical progress as a labelled bar with its number; "not given" when none was recorded. */
function ProgressBar({ value }: { value: number | null }) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  if (value === null) return <NotGiven />;
  const percent = Math.min(100, Math.max(0, value));
  return (
    <span className="flex items-center gap-3">
      <span
        role="progressbar"
        aria-label={t('events.outcome.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${digits(percent)}%`}
        className="block h-3 w-full max-w-xs overflow-hidden rounded-full bg-slate-200"
      >
        <span
          className={cn('block h-full', percent === 100 ? 'bg-green-600' : 'bg-blue-700')}
          style={{ width: `${percent}%` }}
        />
      </span>
      <span className="font-semibold tabular-nums" aria-hidden="true">
        {digits(percent)}%
      </span>
    </span>
  );
}

function Rupees({ amount }: { amount: number | null }) {
  const { t, i18n } = useTranslation();
  if (amount === null) return <NotGiven />;
  return (
    <span className="tabular-nums">
      {t('events.outcome.rupees', { amount: formatAmount(amount, langOf(i18n.language)) })}
    </span>
  );
}

/** What was spent, its share of the budget, and a flag in words when it is over. */
function Spent({ event }: { event: Event }) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const { budget, spent } = event;
  const share = budget && spent !== null ? Math.round((spent / budget) * 100) : null;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Rupees amount={spent} />
      {share !== null && (
        <span className="text-sm text-slate-600">
          ({t('events.outcome.spentShare', { percent: digits(share) })})
        </span>
      )}
      {event.over_budget && (
        <span className="inline-flex items-center gap-1 rounded-full border border-amber-400 bg-amber-50 px-2.5 py-0.5 text-sm font-medium text-amber-900">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {t('events.outcome.overBudget')}
        </span>
      )}
    </span>
  );
}
