import type { Branch, Category, FiscalYear } from '@karyayojana/contracts';
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import {
  FilterSelect,
  filterLabelClass,
  SearchField,
  useDebouncedSearch,
} from '@/components/ui/filter-fields';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation } from '@/lib/i18n';
import { useCategoryName } from '@/lib/queries/categories';
import { STATUSES } from '../lib/event-status';
import type { ListSearch } from '../lib/list-search';
import { PlaceFilters } from './place-filters';

interface EventsFiltersProps {
  value: ListSearch;
  /** The year shown when the URL names none (the active year). */
  fiscalYearId: number | 'all';
  fiscalYears: FiscalYear[];
  categories: Category[];
  /** The municipality's ward count and branches (issue 28). */
  wardCount: number;
  branches: readonly Branch[];
  onChange: (patch: Partial<ListSearch>) => void;
}

/** Search, category, fiscal year, status and the date order of the events list. */
export function EventsFilters({
  value,
  fiscalYearId,
  fiscalYears,
  categories,
  wardCount,
  branches,
  onChange,
}: EventsFiltersProps) {
  const { t } = useTranslation();
  const nameOf = useCategoryName();
  const digits = useLocalDigits();
  const id = useId();
  const search = useDebouncedSearch(value.q, (q) => onChange({ q }));

  const descending = value.sort === 'desc';
  const SortIcon = descending ? ArrowDownWideNarrow : ArrowUpNarrowWide;
  return (
    <form
      role="search"
      aria-label={t('events.filters.label')}
      // Enter in the search box searches at once, without waiting for the pause.
      onSubmit={(event) => {
        event.preventDefault();
        search.submit();
      }}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-[minmax(12rem,2fr)_repeat(5,minmax(7rem,1fr))_auto] xl:items-end"
    >
      <SearchField
        id={`${id}-q`}
        label={t('events.filters.search')}
        value={search.text}
        onChange={search.setText}
        placeholder={t('events.filters.searchPlaceholder')}
        className="col-span-2 sm:col-span-3 xl:col-span-1"
      />
      <FilterSelect
        id={`${id}-category`}
        label={t('events.filters.category')}
        value={value.category}
        onChange={(category) => onChange({ category: Number(category) })}
      >
        <option value="0">{t('events.filters.allCategories')}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {nameOf(category)}
          </option>
        ))}
      </FilterSelect>
      <PlaceFilters
        idPrefix={id}
        ward={value.ward}
        branch={value.branch}
        wardCount={wardCount}
        branches={branches}
        onChange={onChange}
      />
      <FilterSelect
        id={`${id}-fy`}
        label={t('events.filters.fiscalYear')}
        value={fiscalYearId}
        onChange={(next) => onChange({ fiscalYear: next === 'all' ? 'all' : Number(next) })}
      >
        <option value="all">{t('events.filters.allYears')}</option>
        {fiscalYears.map((year) => (
          <option key={year.id} value={year.id}>
            {digits(year.year)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${id}-status`}
        label={t('events.status.label')}
        value={value.status}
        onChange={(status) => onChange({ status: status as ListSearch['status'] })}
      >
        <option value="all">{t('events.status.all')}</option>
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`events.status.${status}`)}
          </option>
        ))}
        <option value="overdue">{t('events.status.overdue')}</option>
      </FilterSelect>
      <div>
        <span id={`${id}-sort-label`} className={filterLabelClass}>
          {t('events.filters.sort')}
        </span>
        <Button
          variant="secondary"
          aria-labelledby={`${id}-sort-label ${id}-sort-value`}
          aria-describedby={`${id}-sort-hint`}
          onClick={() => onChange({ sort: descending ? 'asc' : 'desc' })}
          className="h-11 w-full justify-start px-3 whitespace-nowrap"
        >
          <SortIcon aria-hidden="true" className="size-5" />
          <span id={`${id}-sort-value`}>
            {descending ? t('events.filters.sortDesc') : t('events.filters.sortAsc')}
          </span>
          <span id={`${id}-sort-hint`} className="sr-only">
            {t('events.filters.sortHint')}
          </span>
        </Button>
      </div>
    </form>
  );
}
