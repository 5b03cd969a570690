import { BS_MONTHS, toDevanagariDigits, type Lang } from '@karyayojana/nepali-calendar';
import { memo, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { cn } from '@/lib/cn';
import { chunk, estimateCardHeight } from '../lib/estimate';
import type { MonthGroup } from '../lib/group-events';
import { monthColor } from '../lib/month-colors';
import type { CardLabels } from './card-labels';
import { LazyChunk } from './lazy-chunk';
import { STATUS_STYLES } from './status-badge';
import { TimelineCard } from './timeline-card';

/** "२०८३ श्रावण" in Nepali, "Shrawan 2083" in English: the year too, never the month alone. */
export function monthLabel(bsYear: number, bsMonth: number, lang: Lang): string {
  const name = BS_MONTHS[lang][bsMonth - 1] ?? '';
  return lang === 'ne' ? `${toDevanagariDigits(bsYear)} ${name}` : `${name} ${bsYear}`;
}

/** The heading's id: the month menu moves the focus there. */
export function headingId(group: MonthGroup): string {
  return `${group.key}-heading`;
}

interface MonthBlockProps {
  group: MonthGroup;
  today: string;
  labels: CardLabels;
  /** A phone's width: cards wrap to more lines, placeholders are taller. */
  narrow: boolean;
  /** The page opens here: the first run of cards is rendered at once. */
  eager?: boolean;
}

/** One month of the timeline on its own pastel background, the events on a vertical line. */
export const MonthBlock = memo(function MonthBlock({
  group,
  today,
  labels,
  narrow,
  eager = false,
}: MonthBlockProps) {
  const { t, i18n } = useTranslation();
  const digits = useLocalDigits();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ne';
  const color = monthColor(group.bsMonth);
  const runs = useMemo(
    () =>
      chunk(group.events).map((events) => ({
        events,
        estimate: events.reduce((sum, e) => sum + estimateCardHeight(e, narrow), 0),
      })),
    [group.events, narrow],
  );
  return (
    <section
      id={group.key}
      aria-labelledby={headingId(group)}
      data-color={color.name}
      data-month-block
      // The sticky month bar must not cover the heading after a jump.
      className={cn('scroll-mt-20 rounded-xl border p-3 sm:p-5', color.block)}
    >
      <h3
        id={headingId(group)}
        tabIndex={-1}
        className={cn(
          'mb-3 flex flex-wrap items-baseline gap-x-3 text-xl font-semibold',
          color.heading,
        )}
      >
        {monthLabel(group.bsYear, group.bsMonth, lang)}
        <span className="text-sm font-normal text-slate-700">
          {t('timeline.count', { total: digits(group.events.length) })}
        </span>
      </h3>
      {/* A list of runs of cards: a run is skipped as a whole while off screen (lazy-chunk). */}
      <div role="list" className="[&>:last-child>:last-child]:pb-1">
        {runs.map(({ events, estimate }, index) => (
          <LazyChunk key={events[0]?.id} estimate={estimate} eager={eager && index === 0}>
            {() =>
              events.map((event) => (
                <div
                  key={event.id}
                  role="listitem"
                  className="relative grid grid-cols-[1.25rem_minmax(0,1fr)] gap-x-2 pt-1 pr-1 pb-3 sm:gap-x-3"
                >
                  <span
                    aria-hidden="true"
                    className={cn('absolute top-0 bottom-0 left-[0.5625rem] w-0.5', color.line)}
                  />
                  <span
                    aria-hidden="true"
                    className={cn(
                      'relative mt-5 size-5 rounded-full border-4 border-white shadow-sm',
                      STATUS_STYLES[event.status].dot,
                    )}
                  />
                  <TimelineCard event={event} today={today} labels={labels} />
                </div>
              ))
            }
          </LazyChunk>
        ))}
      </div>
    </section>
  );
});
