import {
  WEEKDAYS,
  WEEKDAYS_SHORT,
  compareBs,
  epochDayToAd,
  formatAd,
  formatBs,
  monthGrid,
  toDevanagariDigits,
  type AdDate,
  type BsDate,
  type Lang,
} from '@karyayojana/nepali-calendar';
import { useEffect, useRef, type Ref } from 'react';
import { cn } from '@/lib/cn';
import { inRange, type DateRange } from './date-range';
import { LABELS } from './labels';
import type { PickerTheme } from './themes';
import { useCalendarKeys } from './use-calendar-keys';

interface DayGridProps {
  /** The focused day; the grid shows its month and only it is tabbable (roving tabindex). */
  focused: BsDate;
  selected: BsDate | null;
  today: BsDate | null;
  range: DateRange;
  lang: Lang;
  theme: PickerTheme;
  /** Id of the element that names the month shown. */
  labelledBy: string;
  /** Each new value moves the keyboard focus to the focused day after rendering. */
  focusRequest: number;
  onMove: (date: BsDate) => void;
  onPick: (date: BsDate) => void;
}

const same = (a: BsDate | null, b: BsDate) => a !== null && compareBs(a, b) === 0;

/** The days of one BS month as a WAI-ARIA grid of buttons, Sunday first. */
export function DayGrid(props: DayGridProps) {
  const { focused, range, lang, theme, focusRequest } = props;
  const grid = monthGrid(focused.year, focused.month);
  const focusedButton = useRef<HTMLButtonElement>(null);
  const onKeyDown = useCalendarKeys(focused, range, props.onMove);

  useEffect(() => {
    if (focusRequest > 0) focusedButton.current?.focus();
  }, [focusRequest]);

  return (
    <table
      role="grid"
      aria-labelledby={props.labelledBy}
      className="w-full table-fixed border-collapse"
      onKeyDown={onKeyDown}
    >
      <thead>
        <tr>
          {WEEKDAYS_SHORT[lang].map((short, column) => (
            <th
              key={short}
              scope="col"
              abbr={WEEKDAYS[lang][column]}
              className={cn('pb-1 text-center text-sm font-semibold', theme.weekday)}
            >
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.weeks.map((week, row) => (
          <tr key={row}>
            {week.map((day, column) => {
              if (day === null) return <td key={column} />;
              const date: BsDate = { year: grid.year, month: grid.month, day };
              const isFocused = day === focused.day;
              return (
                <td
                  key={column}
                  aria-selected={same(props.selected, date)}
                  className="relative p-0.5"
                >
                  <DayButton
                    date={date}
                    adDay={epochDayToAd(grid.firstEpochDay + day - 1)}
                    enabled={inRange(date, range)}
                    focused={isFocused}
                    selected={same(props.selected, date)}
                    isToday={same(props.today, date)}
                    ref={isFocused ? focusedButton : undefined}
                    lang={lang}
                    theme={theme}
                    onPick={props.onPick}
                  />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface DayButtonProps {
  date: BsDate;
  adDay: AdDate;
  enabled: boolean;
  focused: boolean;
  selected: boolean;
  isToday: boolean;
  ref: Ref<HTMLButtonElement> | undefined;
  lang: Lang;
  theme: PickerTheme;
  onPick: (date: BsDate) => void;
}

function DayButton({
  date,
  adDay,
  enabled,
  focused,
  selected,
  isToday,
  ref,
  ...props
}: DayButtonProps) {
  const { lang, theme } = props;
  const labels = LABELS[lang];
  // The AD day in the corner sits beside the button, not in it: the button's visible label is
  // the BS day its name begins with (WCAG 2.5.3); the AD date is its description (title).
  const selectedText = theme.selected
    .split(' ')
    .filter((c) => c.startsWith('text-'))
    .join(' ');
  return (
    <>
      <button
        ref={ref}
        type="button"
        tabIndex={focused ? 0 : -1}
        data-autofocus={focused && enabled ? '' : undefined}
        disabled={!enabled}
        aria-disabled={!enabled || undefined}
        aria-label={formatBs(date, labels.longDate, lang)}
        // The AD date: a tooltip for the mouse, the accessible description for a screen reader.
        title={`${labels.ad} ${formatAd(adDay, 'D MMMM YYYY', lang)}`}
        aria-current={isToday ? 'date' : undefined}
        aria-pressed={selected || undefined}
        onClick={() => props.onPick(date)}
        className={cn(
          'relative flex h-11 w-full items-center justify-center rounded-md text-base tabular-nums',
          'disabled:cursor-not-allowed',
          theme.focus,
          enabled ? (selected ? theme.selected : theme.day) : theme.disabled,
          isToday && 'font-bold',
        )}
      >
        <span aria-hidden="true">{lang === 'ne' ? toDevanagariDigits(date.day) : date.day}</span>
        {isToday && (
          <span
            aria-hidden="true"
            className={cn(
              'absolute bottom-1 left-1/2 size-1.5 -translate-x-1/2 rounded-full',
              selected ? 'bg-current' : theme.today,
            )}
          />
        )}
      </button>
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute right-1.5 bottom-1 text-[11px] leading-none',
          selected ? selectedText : theme.muted,
        )}
      >
        {adDay.day}
      </span>
    </>
  );
}
