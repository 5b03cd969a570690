import type { Category, FiscalYear } from '@karyayojana/contracts';
import { ArrowDownWideNarrow, ArrowUpNarrowWide, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation } from '@/lib/i18n';
import { STATUSES } from '../lib/event-status';
import type { ListSearch } from '../lib/list-search';

const SEARCH_DELAY_MS = 400;

interface EventsFiltersProps {
  value: ListSearch;
  /** The year shown when the URL names none (the active year). */
  fiscalYearId: number | 'all';
  fiscalYears: FiscalYear[];
  categories: Category[];
  onChange: (patch: Partial<ListSearch>) => void;
}

/** Search, category, fiscal year, status and the date order of the events list. */
export function EventsFilters({
  value,
  fiscalYearId,
  fiscalYears,
  categories,
  onChange,
}: EventsFiltersProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const id = useId();
  const [text, setText] = useState(value.q);
  const [seen, setSeen] = useState(value.q);
  // The URL can change under the box (back button, a link): follow it.
  if (value.q !== seen) {
    setSeen(value.q);
    setText(value.q);
  }
  // Typing searches after a pause, not on every key: one request on a slow link, not ten.
  useEffect(() => {
    if (text === value.q) return;
    const timer = setTimeout(() => onChange({ q: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value.q, onChange]);

  const descending = value.sort === 'desc';
  const SortIcon = descending ? ArrowDownWideNarrow : ArrowUpNarrowWide;
  const label = 'mb-1 block text-sm font-semibold text-slate-800';
  return (
    <form
      role="search"
      aria-label={t('events.filters.label')}
      // Enter in the search box searches at once, without waiting for the pause.
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: text });
      }}
      className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-[minmax(12rem,2fr)_repeat(3,minmax(8rem,1fr))_auto] xl:items-end"
    >
      <div className="col-span-2 sm:col-span-4 xl:col-span-1">
        <label htmlFor={`${id}-q`} className={label}>
          {t('events.filters.search')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            placeholder={t('events.filters.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-category`} className={label}>
          {t('events.filters.category')}
        </label>
        <Select
          id={`${id}-category`}
          value={value.category}
          onChange={(event) => onChange({ category: Number(event.target.value) })}
        >
          <option value="0">{t('events.filters.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor={`${id}-fy`} className={label}>
          {t('events.filters.fiscalYear')}
        </label>
        <Select
          id={`${id}-fy`}
          value={fiscalYearId}
          onChange={(event) => {
            const next = event.target.value;
            onChange({ fiscalYear: next === 'all' ? 'all' : Number(next) });
          }}
        >
          <option value="all">{t('events.filters.allYears')}</option>
          {fiscalYears.map((year) => (
            <option key={year.id} value={year.id}>
              {digits(year.year)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor={`${id}-status`} className={label}>
          {t('events.status.label')}
        </label>
        <Select
          id={`${id}-status`}
          value={value.status}
          onChange={(event) => onChange({ status: event.target.value as ListSearch['status'] })}
        >
          <option value="all">{t('events.status.all')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`events.status.${status}`)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <span id={`${id}-sort-label`} className={label}>
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
