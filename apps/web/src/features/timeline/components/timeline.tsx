import { memo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { ChunkMounter } from '../lib/chunk-mounter';
import type { FiscalYearGroup } from '../lib/group-events';
import { useCardLabels } from './card-labels';
import { ChunkMounterContext } from './lazy-chunk';
import { MonthBlock } from './month-block';

interface TimelineProps {
  years: readonly FiscalYearGroup[];
  today: string;
  /** The block the page opens at: its first cards come with the plan, not a frame later. */
  openAt?: string;
}

/**
 * The plan: a section per fiscal year, a pastel block per BS month, the events in AD order.
 * Memoised: the page around it re-renders (fetching, filters typed) without touching 2,000 cards.
 */
export const Timeline = memo(function Timeline({ years, today, openAt }: TimelineProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const labels = useCardLabels();
  const [narrow] = useState(() => window.innerWidth < 640);
  const [mounter] = useState(() => new ChunkMounter());
  return (
    <ChunkMounterContext value={mounter}>
      {/* The lazily rendered cards hold the reading place themselves (lib/scroll-anchor): the
          browser's own scroll anchoring would correct a second time. */}
      <div className="space-y-8 [overflow-anchor:none]">
        {years.map((year) => (
          <section key={year.id} aria-labelledby={`timeline-fy-${year.id}`} className="space-y-4">
            <h2
              id={`timeline-fy-${year.id}`}
              className="text-xl font-semibold text-slate-900 sm:text-2xl print:text-lg"
            >
              {t('timeline.fiscalYearHeading', { year: digits(year.year) })}
            </h2>
            <div className="space-y-5">
              {year.months.map((group) => (
                <MonthBlock
                  key={group.key}
                  group={group}
                  today={today}
                  labels={labels}
                  narrow={narrow}
                  eager={group.key === openAt}
                />
              ))}
            </div>
          </section>
        ))}
      </div>
    </ChunkMounterContext>
  );
});
