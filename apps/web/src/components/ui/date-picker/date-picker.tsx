/*
 * A Bikram Sambat date field: type 'YYYY-MM-DD' (ASCII or Devanagari digits) or pick a day
 * from the calendar dialog. The value is always ASCII BS 'YYYY-MM-DD', or '' when empty.
 *
 * With react-hook-form, inside a fiscal year (fiscalYearBounds from the calendar package):
 *
 *   const { start, end } = fiscalYearBounds(2082); // 2082-04-01 .. 2083-03-32
 *   <FormField label={t('events.date')} error={errors.date?.message}>
 *     {(control) => (
 *       <Controller
 *         control={form.control}
 *         name="date"
 *         render={({ field }) => (
 *           <DatePicker
 *             {...control}              // id, aria-invalid, aria-describedby
 *             ref={field.ref}
 *             name={field.name}
 *             value={field.value}
 *             onChange={field.onChange}
 *             onBlur={field.onBlur}
 *             minDate={bsToString(start)}
 *             maxDate={bsToString(end)}
 *             language={i18n.language}  // 'en' → English, anything else → Nepali
 *           />
 *         )}
 *       />
 *     )}
 *   </FormField>
 *
 * A fiscal-year record already carries its bounds as BS strings:
 * <DatePicker … minDate={fiscalYear.startDate} maxDate={fiscalYear.endDate} />.
 * Days outside them are disabled, the keys stop at them, and a typed date outside them is an
 * error. The time of an event sits beside it: <TimePicker value={time} onChange={setTime} />.
 */
import { bsToString, formatBs, parseBs, todayBs, type BsDate } from '@karyayojana/nepali-calendar';
import { CalendarDays } from 'lucide-react';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { cn } from '@/lib/cn';
import { Input } from '../input';
import { CalendarDialog } from './calendar-dialog';
import { clampToRange, dateRange } from './date-range';
import { DateSummary } from './date-summary';
import { LABELS, resolveLanguage } from './labels';
import { THEMES, resolveTheme, type DatePickerTheme } from './themes';
import { useTypedDate } from './use-typed-date';

export type { DatePickerTheme };

export interface DatePickerProps {
  /** BS 'YYYY-MM-DD' in ASCII digits; '' or null when no date is chosen. */
  value?: string | null;
  /** Called with the new BS 'YYYY-MM-DD' (ASCII), or '' when the field is cleared. */
  onChange: (value: string) => void;
  /** 'EN' or 'ENGLISH' in any case gives English; anything else, or nothing, Nepali. */
  language?: string;
  /** 'red' | 'blue' | 'green' | 'dark' | 'deepdark'; anything else is the default theme. */
  theme?: DatePickerTheme | (string & {});
  /** First day that can be chosen, BS 'YYYY-MM-DD'. */
  minDate?: string;
  /** Last day that can be chosen, BS 'YYYY-MM-DD'. */
  maxDate?: string;
  /** The day marked as today, BS 'YYYY-MM-DD'; by default today in Nepal (todayBs()). */
  today?: string;
  placeholder?: string;
  id?: string;
  /** Names a hidden input holding the ASCII value, for a plain form submission. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** A BS date field with a calendar dialog; see the example at the top of this file. */
export function DatePicker({ value, onChange, onBlur, ref, ...props }: DatePickerProps) {
  const lang = resolveLanguage(props.language);
  const labels = LABELS[lang];
  const theme = THEMES[resolveTheme(props.theme)];
  const range = dateRange(props.minDate, props.maxDate);
  const typed = useTypedDate({ value, lang, range, onChange });
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const ownId = useId();
  const inputId = props.id ?? `${ownId}-input`;
  const summaryId = `${ownId}-summary`;
  const errorId = `${ownId}-error`;

  // Focus goes back to the calendar button once the dialog has closed (after its own effect).
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const selected = value ? parseBs(value) : null;
  const close = () => {
    setOpen(false);
    onBlur?.();
  };
  const pick = (date: BsDate) => {
    close();
    typed.reset();
    const next = bsToString(date);
    if (next !== (selected ? bsToString(selected) : value)) onChange(next);
  };

  const invalid =
    typed.error !== null || props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  const describedBy = [props['aria-describedby'], summaryId, typed.error && errorId]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('space-y-1', props.className)} lang={lang}>
      <div className="flex gap-2">
        <Input
          ref={ref}
          id={inputId}
          type="text"
          autoComplete="off"
          placeholder={props.placeholder ?? labels.placeholder}
          value={typed.text}
          disabled={props.disabled}
          required={props.required}
          aria-label={props['aria-label']}
          aria-labelledby={props['aria-labelledby']}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="tabular-nums disabled:bg-slate-100 disabled:text-slate-600"
          onChange={(event) => typed.setText(event.target.value)}
          onBlur={() => {
            typed.commit();
            onBlur?.();
          }}
          onKeyDown={(event) => {
            if (!typed.editing) return; // Enter on an unchanged field submits the form as usual
            if (event.key === 'Enter') {
              event.preventDefault();
              typed.commit();
            } else if (event.key === 'Escape') {
              event.stopPropagation(); // undo the typing, not close a surrounding dialog
              typed.reset();
            }
          }}
        />
        <button
          ref={opener}
          type="button"
          aria-label={labels.openCalendar}
          aria-haspopup="dialog"
          disabled={props.disabled}
          onClick={() => setOpen(true)}
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-md border border-slate-400 bg-white text-slate-800 hover:bg-slate-100',
            'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
            theme.focus,
          )}
        >
          <CalendarDays aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p id={summaryId} aria-live="polite" className="text-sm text-slate-700">
        {selected ? (
          <DateSummary date={selected} lang={lang} />
        ) : (
          labels.formatHint(
            // An example the field accepts: today in Nepal, or the nearest day of the range.
            formatBs(clampToRange(todayBs('Asia/Kathmandu'), range), 'YYYY-MM-DD', lang),
          )
        )}
      </p>
      {typed.error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {typed.error}
        </p>
      )}
      {props.name && <input type="hidden" name={props.name} value={value ?? ''} />}
      <CalendarDialog
        open={open}
        selected={selected}
        today={open ? (props.today ? parseBs(props.today) : todayBs()) : null}
        range={range}
        lang={lang}
        theme={theme}
        onPick={pick}
        onClose={close}
      />
    </div>
  );
}
