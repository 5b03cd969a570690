import type { FiscalYear } from '@karyayojana/contracts';
import { FilterSelect } from '@/components/ui/filter-fields';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation, type TextKey } from '@/lib/i18n';
import type { ReportSearch } from '../lib/report-search';

const TRIMESTER_NAMES: [1 | 2 | 3, TextKey][] = [
  [1, 'reports.trimester.first'],
  [2, 'reports.trimester.second'],
  [3, 'reports.trimester.third'],
];

interface ReportControlsProps {
  choice: ReportSearch;
  onChange: (next: ReportSearch) => void;
  fiscalYears: readonly FiscalYear[];
  /** The year shown when the URL names none (the active one, or the report's). */
  shownYearId: number | null;
  /** The Super-Admin's municipalities; undefined for everyone else. */
  companies?: readonly { id: number; name: string }[];
}

/** Which report: the municipality (Super-Admin), the fiscal year and the trimester or year. */
export function ReportControls({
  choice,
  onChange,
  fiscalYears,
  shownYearId,
  companies,
}: ReportControlsProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3">
      <legend className="sr-only">{t('reports.controls.label')}</legend>
      {companies && (
        <FilterSelect
          id="report-company"
          label={t('reports.controls.company')}
          value={choice.companyId ?? ''}
          onChange={(value) => onChange({ ...choice, companyId: value ? Number(value) : null })}
        >
          <option value="">{t('reports.controls.chooseCompany')}</option>
          {companies.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </FilterSelect>
      )}
      <FilterSelect
        id="report-fiscal-year"
        label={t('reports.controls.fiscalYear')}
        value={choice.fiscalYearId ?? shownYearId ?? ''}
        onChange={(value) => onChange({ ...choice, fiscalYearId: value ? Number(value) : null })}
      >
        {shownYearId === null && choice.fiscalYearId === null && <option value="" />}
        {fiscalYears.map((year) => (
          <option key={year.id} value={year.id}>
            {digits(year.year)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="report-period"
        label={t('reports.controls.period')}
        value={choice.trimester ?? ''}
        onChange={(value) =>
          onChange({ ...choice, trimester: value ? (Number(value) as 1 | 2 | 3) : null })
        }
      >
        <option value="">{t('reports.controls.wholeYear')}</option>
        {TRIMESTER_NAMES.map(([trimester, name]) => (
          <option key={trimester} value={trimester}>
            {t(name)}
          </option>
        ))}
      </FilterSelect>
    </fieldset>
  );
}
