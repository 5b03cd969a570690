import type { Branch } from '@karyayojana/contracts';
import { FilterSelect } from '@/components/ui/filter-fields';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation } from '@/lib/i18n';
import { useBranchName } from '@/lib/queries/branches';
import { wardNumbers } from '@/lib/queries/wards';

interface PlaceFiltersProps {
  idPrefix: string;
  /** A ward, 0 for municipality-level, or null: every ward. */
  ward: number | null;
  /** A branch id, or 0: every branch. */
  branch: number;
  wardCount: number;
  branches: readonly Branch[];
  onChange: (patch: { ward?: number | null; branch?: number }) => void;
}

/** वडा and शाखा (issue 28): all, the municipality-level ones or one ward; all or one branch. */
export function PlaceFilters({
  idPrefix,
  ward,
  branch,
  wardCount,
  branches,
  onChange,
}: PlaceFiltersProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const nameOf = useBranchName();
  // A ward or branch the URL names stays choosable even when the lists do not have it (yet).
  const wards = wardNumbers(Math.max(wardCount, ward ?? 0));
  return (
    <>
      <FilterSelect
        id={`${idPrefix}-ward`}
        label={t('events.place.filterWard')}
        value={ward === null ? 'all' : ward}
        onChange={(next) => onChange({ ward: next === 'all' ? null : Number(next) })}
      >
        <option value="all">{t('events.place.allWards')}</option>
        <option value="0">{t('events.place.municipalityLevel')}</option>
        {wards.map((n) => (
          <option key={n} value={n}>
            {t('events.place.ward', { n: digits(n) })}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${idPrefix}-branch`}
        label={t('events.place.filterBranch')}
        value={branch}
        onChange={(next) => onChange({ branch: Number(next) })}
      >
        <option value="0">{t('events.place.allBranches')}</option>
        {branches.map((b) => (
          <option key={b.id} value={b.id}>
            {b.active ? nameOf(b) : t('events.place.inactiveBranch', { name: nameOf(b) })}
          </option>
        ))}
      </FilterSelect>
    </>
  );
}
