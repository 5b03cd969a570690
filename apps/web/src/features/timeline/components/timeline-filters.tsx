import type { Category, FiscalYear } from '@karyayojana/contracts';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { STATUSES, type StatusFilter, type TimelineSearch } from '../lib/timeline-search';

const SEARCH_DELAY_MS = 400;

interface TimelineFiltersProps {
  value: TimelineSearch;
  /** The year shown (the URL's, or the default one). */
  fiscalYearId: number | 'all';
  /** In menu order: the active year first. */
  fiscalYears: readonly FiscalYear[];
  categories: readonly Category[];
  onChange: (patch: Partial<TimelineSearch>) => void;
}

/** The sub-navigation of SPEC.md: fiscal year, status, category and the search box. */
export function TimelineFilters({
  value,
  fiscalYearId,
  fiscalYears,
  categories,
  onChange,
}: TimelineFiltersProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const id = useId();
  const [text, setText] = useState(value.q);
  const [seen, setSeen] = useState(value.q);
  // The URL can change under the box (back button, "clear the filters"): follow it.
  if (value.q !== seen) {
    setSeen(value.q);
    setText(value.q);
  }
  // Typing searches after a pause, not on every key: one request on a slow link, not ten.
  useEffect(() => {
    if (text.trim() === value.q.trim()) return;
    const timer = setTimeout(() => onChange({ q: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value.q, onChange]);

  const label = 'mb-1 block text-sm font-semibold text-slate-800';
  return (
    <form
      role="search"
      aria-label={t('timeline.filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: text });
      }}
      // Two short selects side by side even on a phone; category names and the search need a row.
      className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.5fr)]"
    >
      <div>
        <label htmlFor={`${id}-fy`} className={label}>
          {t('timeline.filters.fiscalYear')}
        </label>
        <Select
          id={`${id}-fy`}
          value={fiscalYearId}
          onChange={(event) => {
            const next = event.target.value;
            onChange({ fiscalYear: next === 'all' ? 'all' : Number(next) });
          }}
        >
          {fiscalYears.map((year) => (
            <option key={year.id} value={year.id}>
              {digits(year.year)}
            </option>
          ))}
          <option value="all">{t('timeline.filters.allYears')}</option>
        </Select>
      </div>
      <div>
        <label htmlFor={`${id}-status`} className={label}>
          {t('timeline.filters.status')}
        </label>
        <Select
          id={`${id}-status`}
          value={value.status}
          onChange={(event) => onChange({ status: event.target.value as StatusFilter })}
        >
          <option value="all">{t('timeline.filters.allStatuses')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`timeline.status.${status}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor={`${id}-category`} className={label}>
          {t('timeline.filters.category')}
        </label>
        <Select
          id={`${id}-category`}
          value={value.category}
          onChange={(event) => onChange({ category: Number(event.target.value) })}
        >
          <option value="0">{t('timeline.filters.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor={`${id}-q`} className={label}>
          {t('timeline.filters.search')}
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
            placeholder={t('common.searchPlaceholder')}
            title={t('timeline.filters.searchHint')}
            onChange={(event) => setText(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>
    </form>
  );
}
