import {
  branchName,
  wardsLabel,
  type FiscalYear,
  type ProgressReport,
} from '@karyayojana/contracts';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-fields';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation, type TextKey } from '@/lib/i18n';
import type { Lang } from '../lib/format';
import { placesLabel } from '../lib/places';
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
  /** The municipality's wards and branches (from the last report); undefined: not known yet. */
  organisation?: ProgressReport['organisation'];
  /** A signed-in officer's own wards and branches, when limited to some (issue 28). */
  scope?: { wards: readonly number[]; branchIds: readonly number[] };
}

const listValue = (list: readonly number[]) => list.join(',');
const readList = (value: string) =>
  value === '' ? [] : value.split(',').map(Number).filter(Number.isInteger);
const sameList = (a: readonly number[], b: readonly number[]) => listValue(a) === listValue(b);

/**
 * Which report: the municipality (Super-Admin), the fiscal year, the trimester or year, and a
 * ward or branch (issue 28). An officer limited to wards or branches sees the page opened on
 * them, and a button to the whole municipality's report and back.
 */
export function ReportControls({
  choice,
  onChange,
  fiscalYears,
  shownYearId,
  companies,
  organisation,
  scope,
}: ReportControlsProps) {
  const { t, i18n } = useTranslation();
  const digits = useLocalDigits();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ne';
  const branches = organisation?.branches ?? [];
  const wardCount = organisation?.ward_count ?? 0;
  const scoped = scope !== undefined && (scope.wards.length > 0 || scope.branchIds.length > 0);
  const onScope =
    scoped && sameList(choice.wards, scope.wards) && sameList(choice.branchIds, scope.branchIds);
  const mine = scoped ? placesLabel(scope.wards, scope.branchIds, branches, lang) : '';
  // A scoped officer who clears both filters asks for the whole municipality, not their scope.
  const choose = (next: Partial<ReportSearch>) => {
    const merged = { ...choice, ...next };
    onChange({
      ...merged,
      all: scoped && merged.wards.length === 0 && merged.branchIds.length === 0,
    });
  };
  // A list the single options cannot show (an officer's several wards): an option of its own.
  const wardSingles = ['', '0', ...Array.from({ length: wardCount }, (_, i) => String(i + 1))];
  const wardValue = listValue(choice.wards);
  const branchValue = listValue(choice.branchIds);
  const branchSingles = ['', ...branches.map((b) => String(b.id))];
  const listLabel = (wards: readonly number[], ids: readonly number[]) => {
    const label = placesLabel(wards, ids, branches, lang);
    return onScope ? t('reports.controls.mine', { which: label }) : label;
  };
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
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
      <FilterSelect
        id="report-ward"
        label={t('reports.controls.ward')}
        value={wardValue}
        onChange={(value) => choose({ wards: readList(value) })}
      >
        <option value="">{t('reports.controls.allWards')}</option>
        {!wardSingles.includes(wardValue) && (
          <option value={wardValue}>{listLabel(choice.wards, [])}</option>
        )}
        <option value="0">{wardsLabel([], lang)}</option>
        {Array.from({ length: wardCount }, (_, i) => (
          <option key={i + 1} value={i + 1}>
            {wardsLabel([i + 1], lang)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="report-branch"
        label={t('reports.controls.branch')}
        value={branchValue}
        onChange={(value) => choose({ branchIds: readList(value) })}
      >
        <option value="">{t('reports.controls.allBranches')}</option>
        {!branchSingles.includes(branchValue) && (
          <option value={branchValue}>{listLabel([], choice.branchIds)}</option>
        )}
        {branches.map((b) => (
          <option key={b.id} value={b.id}>
            {b.active
              ? branchName(b, lang)
              : t('reports.controls.inactive', { name: branchName(b, lang) })}
          </option>
        ))}
      </FilterSelect>
      {scoped && (
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          {onScope && (
            <p className="text-sm text-slate-700">
              {t('reports.controls.scopeNote', { which: mine })}
            </p>
          )}
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              onChange(
                onScope
                  ? { ...choice, wards: [], branchIds: [], all: true }
                  : { ...choice, wards: [], branchIds: [], all: false },
              )
            }
          >
            {onScope ? t('reports.controls.seeAll') : t('reports.controls.seeMine')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
