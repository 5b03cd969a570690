import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES, type Company } from '@karyayojana/contracts';
import { X } from 'lucide-react';
import { useId } from 'react';
import { actionWord, entityWord } from '@/components/activity/activity-entry';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker/date-picker';
import { FilterSelect, filterLabelClass } from '@/components/ui/filter-fields';
import { useTranslation } from '@/lib/i18n';
import type { ActivitySearch } from '../lib/activity-search';

interface ActivityFiltersProps {
  value: ActivitySearch;
  /** The Super-Admin's municipalities; undefined for an admin (who sees only their own). */
  companies?: Company[];
  onChange: (patch: Partial<ActivitySearch>) => void;
}

/** Record, action, the BS dates from and to, and for the Super-Admin the municipality. */
export function ActivityFilters({ value, companies, onChange }: ActivityFiltersProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const filtered = Boolean(value.entity || value.action || value.from || value.to || value.company);
  return (
    <form
      role="search"
      aria-label={t('activity.filters.label')}
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-[repeat(auto-fit,minmax(11rem,1fr))] xl:items-end"
    >
      {companies && (
        <FilterSelect
          id={`${id}-company`}
          label={t('activity.filters.company')}
          value={value.company}
          onChange={(company) => onChange({ company: Number(company) })}
        >
          <option value="0">{t('activity.filters.allCompanies')}</option>
          {companies.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </FilterSelect>
      )}
      <FilterSelect
        id={`${id}-entity`}
        label={t('activity.filters.entity')}
        value={value.entity}
        onChange={(entity) => onChange({ entity })}
      >
        <option value="">{t('activity.filters.allEntities')}</option>
        {ACTIVITY_ENTITIES.map((entity) => (
          <option key={entity} value={entity}>
            {entityWord(entity)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${id}-action`}
        label={t('activity.filters.action')}
        value={value.action}
        onChange={(action) => onChange({ action })}
      >
        <option value="">{t('activity.filters.allActions')}</option>
        {ACTIVITY_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {actionWord(action)}
          </option>
        ))}
      </FilterSelect>
      <div>
        <label htmlFor={`${id}-from`} className={filterLabelClass}>
          {t('activity.filters.from')}
        </label>
        <DatePicker
          id={`${id}-from`}
          value={value.from}
          onChange={(from) => onChange({ from })}
          maxDate={value.to || undefined}
          language={i18n.language}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={filterLabelClass}>
          {t('activity.filters.to')}
        </label>
        <DatePicker
          id={`${id}-to`}
          value={value.to}
          onChange={(to) => onChange({ to })}
          minDate={value.from || undefined}
          language={i18n.language}
        />
      </div>
      {filtered && (
        <Button
          variant="ghost"
          onClick={() => onChange({ entity: '', action: '', from: '', to: '', company: 0 })}
          className="h-11 justify-start"
        >
          <X aria-hidden="true" className="size-4" />
          {t('activity.filters.clear')}
        </Button>
      )}
    </form>
  );
}
