import type { FiscalYear } from '@karyayojana/contracts';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation } from '@/lib/i18n';
import { useFiscalYears } from '@/lib/queries/fiscal-years';
import { fiscalYearRange } from '../lib/fiscal-year-range';

export interface YearChoice {
  /** Fiscal-year ids as the <select> holds them; '' while none is chosen. */
  from: string;
  to: string;
}

interface FiscalYearFieldsProps {
  value: YearChoice;
  onChange: (value: YearChoice) => void;
  disabled: boolean;
  toError?: string;
}

/** The from and to fiscal-year selects, each with its BS (and AD) span under it. */
export function FiscalYearFields({ value, onChange, disabled, toError }: FiscalYearFieldsProps) {
  const { t, i18n } = useTranslation();
  const digits = useLocalDigits();
  const years = useFiscalYears();
  const lang = i18n.language === 'en' ? 'en' : 'ne';

  if (years.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Spinner className="text-blue-700" />
        {t('app.loading')}
      </p>
    );
  }
  if (years.isError) {
    return (
      <div role="alert" className="space-y-2 text-slate-800">
        <p>{t('companies.copy.yearsFailed')}</p>
        <Button
          variant="secondary"
          onClick={() => void years.refetch()}
          busy={years.isFetching}
          data-autofocus
        >
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (years.data.length === 0) {
    return <p className="text-slate-700">{t('companies.copy.noYears')}</p>;
  }

  const label = (year: FiscalYear) =>
    year.status === 1
      ? t('companies.copy.activeYear', { year: digits(year.year) })
      : digits(year.year);
  const hint = (id: string) => {
    const year = years.data.find((y) => String(y.id) === id);
    return year ? fiscalYearRange(year, lang) : undefined;
  };
  const options = (
    <>
      <option value="">{t('companies.copy.chooseYear')}</option>
      {years.data.map((year) => (
        <option key={year.id} value={year.id}>
          {label(year)}
        </option>
      ))}
    </>
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('companies.copy.from')}
        hint={hint(value.from)}
        value={value.from}
        onChange={(event) => onChange({ ...value, from: event.target.value })}
        disabled={disabled}
        data-autofocus
      >
        {options}
      </SelectField>
      <SelectField
        label={t('companies.copy.to')}
        hint={hint(value.to)}
        error={toError}
        value={value.to}
        onChange={(event) => onChange({ ...value, to: event.target.value })}
        disabled={disabled}
      >
        {options}
      </SelectField>
    </div>
  );
}
