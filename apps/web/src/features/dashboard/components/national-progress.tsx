import { districtsOf, findDistrict, findProvince, provinces } from '@karyayojana/nepal-admin';
import { useMemo, useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { FilterSelect } from '@/components/ui/filter-fields';
import { Loading } from '@/components/ui/loading';
import { Pagination } from '@/components/ui/pagination';
import { usePagination } from '@/components/ui/use-pagination';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation } from '@/lib/i18n';
import { useCompaniesProgress } from '../api/get-companies-progress';
import { sortCompanies, type Sort } from '../lib/sort-companies';
import { NationalTable } from './national-table';
import { useSearchState } from '@/lib/use-search-state';

const PER_PAGE = [25, 50, 100] as const;

/**
 * The Super-Admin's national table (issue 14): every municipality's year, filtered by province
 * and district (kept in the URL), sortable, each linking to its progress report.
 */
export function NationalProgress() {
  const { t, i18n } = useTranslation();
  const digits = useLocalDigits();
  const lang = i18n.language === 'en' ? 'en' : 'ne';
  const [search, changeSearch] = useSearchState();
  // A link in another of a unit's names (an old one's काभ्रेपलान्चोक) selects its canonical name.
  const province = canonical(search.get('province'), findProvince);
  const district = canonical(search.get('district'), findDistrict);
  const query = useCompaniesProgress({ province, district });
  // Behind first: the lowest completion rate at the top.
  const [sort, setSort] = useState<Sort>({ key: 'completion', dir: 'asc' });
  const rows = useMemo(
    () => (query.data ? sortCompanies(query.data.data, sort) : []),
    [query.data, sort],
  );
  // Pages, not 753 rows at once: laying out the whole table again took 2.4 s on a sort at 4×
  // CPU in Chromium; a page of 25 is sorted and drawn at once.
  const pager = usePagination(rows.length, PER_PAGE[0]);
  const onSort = (next: Sort) => {
    setSort(next);
    pager.reset();
  };

  const filter = (next: { province: string; district: string }) => {
    changeSearch((params) => {
      for (const [key, value] of Object.entries(next)) {
        if (value) params.set(key, value);
        else params.delete(key);
      }
      return params;
    });
    pager.reset();
  };

  return (
    <section aria-labelledby="national-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="national-title" className="text-xl font-semibold text-slate-900">
          {t('progress.national.title')}
        </h2>
        {query.data && (
          <p className="text-slate-700">
            {t('progress.national.description', { year: digits(query.data.fiscal_year.year) })}
          </p>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <FilterSelect
          id="national-province"
          label={t('progress.national.province')}
          value={province}
          onChange={(value) => filter({ province: value, district: '' })}
        >
          <option value="">{t('progress.national.all')}</option>
          {provinces.map((p) => (
            <option key={p.id} value={p.name}>
              {lang === 'en' ? p.nameEn : p.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="national-district"
          label={t('progress.national.district')}
          value={district}
          onChange={(value) => filter({ province, district: value })}
        >
          <option value="">{t('progress.national.all')}</option>
          {(province ? districtsOf(province) : []).map((d) => (
            <option key={d.id} value={d.name}>
              {lang === 'en' ? d.nameEn : d.name}
            </option>
          ))}
        </FilterSelect>
      </div>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState
          title={t('progress.national.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <p role="status" className="flex flex-wrap gap-x-4 text-slate-800">
            <span className="font-semibold">
              {t('progress.national.shown', { count: digits(rows.length) })}
            </span>
            <span>
              {rows.length === 0
                ? null
                : query.data.without_plan > 0
                  ? t('progress.national.withoutPlan', { count: digits(query.data.without_plan) })
                  : t('progress.national.allWithPlan')}
            </span>
          </p>
          {rows.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
              {province || district ? t('progress.national.empty') : t('progress.national.noneYet')}
            </p>
          ) : (
            <>
              <NationalTable rows={pager.slice(rows)} sort={sort} onSort={onSort} />
              <Pagination {...pager.props} perPageOptions={PER_PAGE} />
            </>
          )}
        </>
      )}
    </section>
  );
}

function canonical(value: string | null, find: (name: string) => { name: string } | undefined) {
  return value ? (find(value)?.name ?? value) : '';
}
