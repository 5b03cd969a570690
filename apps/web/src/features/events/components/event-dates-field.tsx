import { DATE_MESSAGES, type FiscalYear } from '@karyayojana/contracts';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { DatePicker } from '@/components/ui/date-picker/date-picker';
import { FormField } from '@/components/ui/form-field';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation } from '@/lib/i18n';
import { inFiscalYear } from '@karyayojana/contracts';
import { formatBsDate, langOf } from '../lib/format';

interface EventDatesFieldProps {
  /** Create: a list of dates beside the picker, one event per date. Edit: one date. */
  multiple: boolean;
  date: string;
  onDateChange: (date: string) => void;
  dates: string[];
  onDatesChange: (dates: string[]) => void;
  /** The chosen fiscal year bounds the picker. */
  fiscalYear: FiscalYear | undefined;
  error?: string;
  onBlur?: () => void;
}

export function EventDatesField(props: EventDatesFieldProps) {
  const { date, dates, fiscalYear, multiple } = props;
  const { t, i18n } = useTranslation();
  const digits = useLocalDigits();
  const lang = langOf(i18n.language);
  const [note, setNote] = useState<string | null>(null);
  const listId = useId();

  // A date picked (or typed and confirmed) joins the list at once (issue 27): the field is
  // left empty for the next one. The picker keeps to the fiscal year; a date listed already
  // is said so.
  const add = (picked: string) => {
    props.onDateChange('');
    if (dates.includes(picked)) return setNote(t('events.form.dateListed'));
    if (fiscalYear && !inFiscalYear(picked, fiscalYear)) {
      return setNote(DATE_MESSAGES.outsideYear(picked, fiscalYear.year));
    }
    setNote(null);
    props.onDatesChange([...dates, picked].sort());
  };

  const hint = fiscalYear
    ? `${t('events.form.dateHint', {
        from: formatBsDate(fiscalYear.startDate, lang),
        to: formatBsDate(fiscalYear.endDate, lang),
      })}${multiple ? ` ${t('events.form.pickAdds')}` : ''}`
    : undefined;

  return (
    <div className="space-y-3">
      <FormField label={t('events.form.date')} hint={hint} error={props.error}>
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <DatePicker
              {...control}
              value={date}
              onChange={(next) => {
                setNote(null);
                if (multiple && next) add(next);
                else props.onDateChange(next);
              }}
              onBlur={props.onBlur}
              minDate={fiscalYear?.startDate}
              maxDate={fiscalYear?.endDate}
              language={i18n.language}
              className="min-w-0 flex-1"
            />
          </div>
        )}
      </FormField>
      {note && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {note}
        </p>
      )}
      {multiple && (
        <section aria-labelledby={`${listId}-label`} className="space-y-2">
          <h2 id={`${listId}-label`} className="text-sm font-semibold text-slate-800">
            {t('events.form.dates')} ({digits(dates.length)})
          </h2>
          <ul id={listId} className="flex flex-wrap gap-2" aria-live="polite">
            {dates.map((d) => (
              <li
                key={d}
                className="inline-flex items-center gap-1 rounded-full border border-blue-200 bg-blue-50 py-0.5 pr-0.5 pl-3 text-sm text-blue-900"
              >
                {formatBsDate(d, lang)}
                <button
                  type="button"
                  onClick={() => props.onDatesChange(dates.filter((x) => x !== d))}
                  aria-label={t('events.form.removeDate', { date: formatBsDate(d, lang) })}
                  className="flex size-8 items-center justify-center rounded-full hover:bg-blue-100"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600">
            {dates.length === 0 ? t('events.form.noDates') : t('events.form.datesHint')}
          </p>
        </section>
      )}
    </div>
  );
}
