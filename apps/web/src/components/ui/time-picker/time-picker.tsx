import { toAsciiDigits, toDevanagariDigits, type Lang } from '@karyayojana/nepali-calendar';
import { useId, type FocusEvent, type Ref } from 'react';
import { cn } from '@/lib/cn';
import { resolveLanguage } from '../date-picker/labels';

// The picker's language is a prop (the date picker's rule), so its two words live here.
const LABELS: Record<Lang, { hour: string; minute: string }> = {
  ne: { hour: 'घण्टा', minute: 'मिनेट' },
  en: { hour: 'Hour', minute: 'Minute' },
};

/** docs/behaviour.md §4: an event's time defaults to 10:00. */
export const DEFAULT_TIME = '10:00';

const HOURS = Array.from({ length: 24 }, (_, i) => i);
const MINUTES = Array.from({ length: 60 }, (_, i) => i);
const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** 'HH:mm' (or 'HH:mm:ss', ASCII or Devanagari) as hours and minutes; anything else is 10:00. */
export function parseTime(value: string | null | undefined): { hour: number; minute: number } {
  const match = TIME_PATTERN.exec(toAsciiDigits(value?.trim() ?? ''));
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2]);
  if (match && hour <= 23 && minute <= 59) return { hour, minute };
  return { hour: 10, minute: 0 };
}

const pad = (n: number) => String(n).padStart(2, '0');

export interface TimePickerProps {
  /** 'HH:mm', 24-hour, ASCII digits; empty or invalid shows 10:00. */
  value?: string | null;
  /** Called with 'HH:mm' (ASCII) when the hour or the minute changes; never on mount. */
  onChange: (value: string) => void;
  /** 'EN' or 'ENGLISH' in any case gives English; anything else, or nothing, Nepali. */
  language?: string;
  /** Goes to the hour select, so that a <label htmlFor> names the field. */
  id?: string;
  /** Names a hidden input holding 'HH:mm', for a plain form submission. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  /** Called when the focus leaves both selects. */
  onBlur?: () => void;
  ref?: Ref<HTMLSelectElement>;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  /** The group's accessible name when no aria-labelledby is given. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Hours 0–23 and minutes 0–59 as two native selects: keyboard, touch and screen-reader ready. */
export function TimePicker({ value, onChange, onBlur, ref, ...props }: TimePickerProps) {
  const lang = resolveLanguage(props.language);
  const labels = LABELS[lang];
  const ownId = useId();
  const hourId = props.id ?? `${ownId}-hour`;
  const minuteId = `${ownId}-minute`;
  const { hour, minute } = parseTime(value);
  const digits = (n: number) => (lang === 'ne' ? toDevanagariDigits(pad(n)) : pad(n));
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true' || undefined;

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  };
  const select = cn(
    'block h-11 rounded-md border border-slate-400 bg-white px-2 text-base text-slate-900 tabular-nums',
    'aria-invalid:border-red-700 disabled:bg-slate-100 disabled:text-slate-600',
  );
  const shared = {
    className: select,
    disabled: props.disabled,
    required: props.required,
    'aria-invalid': invalid,
    'aria-describedby': props['aria-describedby'],
  };
  return (
    <div
      role="group"
      aria-label={props['aria-labelledby'] ? undefined : props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      lang={lang}
      className={cn('flex items-end gap-2', props.className)}
      onBlur={leave}
    >
      <div className="space-y-1">
        <label htmlFor={hourId} className="block text-sm text-slate-700">
          {labels.hour}
        </label>
        <select
          {...shared}
          ref={ref}
          id={hourId}
          value={hour}
          onChange={(event) => onChange(`${pad(Number(event.target.value))}:${pad(minute)}`)}
        >
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {digits(h)}
            </option>
          ))}
        </select>
      </div>
      <span aria-hidden="true" className="pb-2.5 text-lg font-semibold">
        :
      </span>
      <div className="space-y-1">
        <label htmlFor={minuteId} className="block text-sm text-slate-700">
          {labels.minute}
        </label>
        <select
          {...shared}
          id={minuteId}
          value={minute}
          onChange={(event) => onChange(`${pad(hour)}:${pad(Number(event.target.value))}`)}
        >
          {MINUTES.map((m) => (
            <option key={m} value={m}>
              {digits(m)}
            </option>
          ))}
        </select>
      </div>
      {props.name && (
        <input type="hidden" name={props.name} value={`${pad(hour)}:${pad(minute)}`} />
      )}
    </div>
  );
}
