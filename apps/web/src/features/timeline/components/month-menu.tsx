import { BS_MONTHS, FISCAL_MONTH_ORDER, TIMELINE_MONTHS_NE } from '@karyayojana/nepali-calendar';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { cn } from '@/lib/cn';
import { monthColor } from '../lib/month-colors';

interface MonthMenuProps {
  /** Events per BS month (1..12) in what is shown; a month without any cannot be jumped to. */
  counts: ReadonlyMap<number, number>;
  /** Today's BS month, marked in the menu. */
  currentMonth: number;
  onJump: (bsMonth: number) => void;
}

/** docs/behaviour.md §10: the 12 months in fiscal-year order, श्रावण first and असार last. */
export function MonthMenu({ counts, currentMonth, onJump }: MonthMenuProps) {
  const { t, i18n } = useTranslation();
  const digits = useLocalDigits();
  const english = i18n.language === 'en';
  const listRef = useRef<HTMLUListElement>(null);
  // On a phone the bar scrolls sideways: keep this month's button in sight, also once the
  // counts have arrived and widened the buttons.
  useEffect(() => {
    const list = listRef.current;
    const button = list?.querySelector<HTMLElement>('[aria-current]');
    if (!list || !button) return;
    const box = list.getBoundingClientRect();
    const place = button.getBoundingClientRect();
    list.scrollLeft += place.left + place.width / 2 - (box.left + box.width / 2);
  }, [currentMonth, counts]);
  return (
    <nav aria-label={t('timeline.months.label')}>
      <ul
        ref={listRef}
        className="flex gap-1.5 overflow-x-auto px-3 py-2 sm:px-6 [scrollbar-width:thin]"
      >
        {FISCAL_MONTH_ORDER.map((bsMonth, index) => {
          const name = english
            ? (BS_MONTHS.en[bsMonth - 1] ?? '')
            : (TIMELINE_MONTHS_NE[index] ?? '');
          const count = counts.get(bsMonth) ?? 0;
          const current = bsMonth === currentMonth;
          return (
            <li key={bsMonth} className="shrink-0">
              <button
                type="button"
                disabled={count === 0}
                aria-current={current ? 'date' : undefined}
                title={count === 0 ? t('timeline.months.empty', { month: name }) : undefined}
                onClick={() => onJump(bsMonth)}
                className={cn(
                  'inline-flex h-11 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold whitespace-nowrap',
                  'disabled:cursor-not-allowed disabled:border-transparent disabled:bg-transparent disabled:font-normal disabled:text-slate-500',
                  monthColor(bsMonth).block,
                  'text-slate-900 hover:brightness-95',
                  current && 'ring-2 ring-blue-700 ring-offset-1',
                )}
              >
                {name}
                {count > 0 && (
                  <span className="rounded-full bg-white/80 px-1.5 text-xs font-normal text-slate-700">
                    <span className="sr-only">(</span>
                    {digits(count)}
                    <span className="sr-only">)</span>
                  </span>
                )}
                {current && <span className="sr-only">, {t('timeline.months.current')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
