import type { Branch, Category, FiscalYear } from '@karyayojana/contracts';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useCategoryName } from '@/lib/queries/categories';
import { useBranchName } from '@/lib/queries/branches';
import { wardNumbers } from '@/lib/queries/wards';
import { FilterSelect, SearchField, useDebouncedSearch } from '@/components/ui/filter-fields';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { STATUSES, type StatusFilter, type TimelineSearch } from '../lib/timeline-search';

interface TimelineFiltersProps {
  value: TimelineSearch;
  /** The year shown (the URL's, or the default one). */
  fiscalYearId: number | 'all';
  /** In menu order: the active year first. */
  fiscalYears: readonly FiscalYear[];
  categories: readonly Category[];
  /** The municipality's ward count and branches (issue 28). */
  wardCount: number;
  branches: readonly Branch[];
  onChange: (patch: Partial<TimelineSearch>) => void;
}

/** The sub-navigation of docs/behaviour.md §10: fiscal year, status, category and the search box. */
export function TimelineFilters({
  value,
  fiscalYearId,
  fiscalYears,
  categories,
  wardCount,
  branches,
  onChange,
}: TimelineFiltersProps) {
  const { t } = useTranslation();
  const nameOf = useCategoryName();
  const branchName = useBranchName();
  // A ward the URL names stays choosable even when the count does not reach it (yet).
  const wards = wardNumbers(Math.max(wardCount, value.ward ?? 0));
  const digits = useLocalDigits();
  const id = useId();
  const search = useDebouncedSearch(value.q, (q) => onChange({ q }));
  return (
    <form
      role="search"
      aria-label={t('timeline.filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        search.submit();
      }}
      // Two short selects side by side even on a phone; category names and the search need a row.
      className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(5,minmax(0,1fr))_minmax(0,1.5fr)]"
    >
      <FilterSelect
        id={`${id}-fy`}
        label={t('timeline.filters.fiscalYear')}
        value={fiscalYearId}
        onChange={(next) => onChange({ fiscalYear: next === 'all' ? 'all' : Number(next) })}
      >
        {fiscalYears.map((year) => (
          <option key={year.id} value={year.id}>
            {digits(year.year)}
          </option>
        ))}
        <option value="all">{t('timeline.filters.allYears')}</option>
      </FilterSelect>
      <FilterSelect
        id={`${id}-status`}
        label={t('timeline.filters.status')}
        value={value.status}
        onChange={(status) => onChange({ status: status as StatusFilter })}
      >
        <option value="all">{t('timeline.filters.allStatuses')}</option>
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`timeline.status.${status}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${id}-ward`}
        label={t('timeline.filters.ward')}
        value={value.ward === null ? 'all' : value.ward}
        onChange={(next) => onChange({ ward: next === 'all' ? null : Number(next) })}
      >
        <option value="all">{t('timeline.filters.allWards')}</option>
        <option value="0">{t('timeline.filters.municipalityLevel')}</option>
        {wards.map((n) => (
          <option key={n} value={n}>
            {t('timeline.filters.wardN', { n: digits(n) })}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${id}-branch`}
        label={t('timeline.filters.branch')}
        value={value.branch}
        onChange={(next) => onChange({ branch: Number(next) })}
      >
        <option value="0">{t('timeline.filters.allBranches')}</option>
        {branches.map((b) => (
          <option key={b.id} value={b.id}>
            {b.active
              ? branchName(b)
              : t('timeline.filters.inactiveBranch', { name: branchName(b) })}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${id}-category`}
        label={t('timeline.filters.category')}
        value={value.category}
        onChange={(category) => onChange({ category: Number(category) })}
        className="col-span-2 sm:col-span-1"
      >
        <option value="0">{t('timeline.filters.allCategories')}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {nameOf(category)}
          </option>
        ))}
      </FilterSelect>
      <SearchField
        id={`${id}-q`}
        label={t('timeline.filters.search')}
        value={search.text}
        onChange={search.setText}
        placeholder={t('common.searchPlaceholder')}
        title={t('timeline.filters.searchHint')}
        className="col-span-2 sm:col-span-1"
      />
    </form>
  );
}
