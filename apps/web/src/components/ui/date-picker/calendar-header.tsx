import {
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  BS_MONTHS,
  daysInBsMonth,
  toDevanagariDigits,
  type BsDate,
  type Lang,
} from '@karyayojana/nepali-calendar';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { clampToRange, compareMonths, type DateRange } from './date-range';
import { LABELS } from './labels';
import type { PickerTheme } from './themes';
import { byMonths } from './use-calendar-keys';

// docs/behaviour.md §4: the year selector lists the 100 years 2000..2099.
const YEARS = Array.from({ length: BS_MAX_YEAR - BS_MIN_YEAR + 1 }, (_, i) => BS_MIN_YEAR + i);
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

interface CalendarHeaderProps {
  focused: BsDate;
  range: DateRange;
  lang: Lang;
  theme: PickerTheme;
  headingId: string;
  /** focusDay: the control used is now disabled, so the focus should go to the grid. */
  onNavigate: (date: BsDate, focusDay: boolean) => void;
}

/** Previous/next month buttons around the month and year selects. */
export function CalendarHeader({ focused, range, lang, theme, ...props }: CalendarHeaderProps) {
  const labels = LABELS[lang];
  const digits = (n: number) => (lang === 'ne' ? toDevanagariDigits(n) : String(n));
  const atFirstMonth = compareMonths(focused, range.min) <= 0;
  const atLastMonth = compareMonths(focused, range.max) >= 0;
  const monthOutside = (month: number) => {
    const first = { year: focused.year, month, day: 1 };
    return compareMonths(first, range.min) < 0 || compareMonths(first, range.max) > 0;
  };

  const step = (months: number) => {
    const next = byMonths(focused, months, false, range);
    const stopped = compareMonths(next, months < 0 ? range.min : range.max) === 0;
    props.onNavigate(next, stopped);
  };
  const chooseMonth = (month: number) => {
    const day = Math.min(focused.day, daysInBsMonth(focused.year, month));
    props.onNavigate(clampToRange({ year: focused.year, month, day }, range), false);
  };
  const chooseYear = (year: number) => {
    props.onNavigate(byMonths(focused, year - focused.year, true, range), false);
  };

  const navButton = cn(
    'flex size-11 shrink-0 items-center justify-center rounded-md disabled:cursor-not-allowed',
    theme.headerButton,
    theme.focus,
  );
  const select = cn('h-11 min-w-0 rounded-md px-2 text-base', theme.select, theme.focus);
  return (
    <div className={cn('flex items-center gap-1.5 p-2', theme.header)}>
      <h2 id={props.headingId} className="sr-only" aria-live="polite">
        {`${BS_MONTHS[lang][focused.month - 1]} ${digits(focused.year)}`}
      </h2>
      <button
        type="button"
        className={navButton}
        aria-label={labels.previousMonth}
        disabled={atFirstMonth}
        onClick={() => step(-1)}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <select
        aria-label={labels.chooseMonth}
        className={cn(select, 'flex-1')}
        value={focused.month}
        onChange={(event) => chooseMonth(Number(event.target.value))}
      >
        {MONTHS.map((month) => (
          <option key={month} value={month} disabled={monthOutside(month)}>
            {BS_MONTHS[lang][month - 1]}
          </option>
        ))}
      </select>
      <select
        aria-label={labels.chooseYear}
        className={cn(select, 'w-24')}
        value={focused.year}
        onChange={(event) => chooseYear(Number(event.target.value))}
      >
        {YEARS.map((year) => (
          <option key={year} value={year} disabled={year < range.min.year || year > range.max.year}>
            {digits(year)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={navButton}
        aria-label={labels.nextMonth}
        disabled={atLastMonth}
        onClick={() => step(1)}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
