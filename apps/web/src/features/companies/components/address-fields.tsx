import {
  districtSpellingsOf,
  districts as allDistricts,
  districtsOf,
  localLevels,
  localLevelsOf,
  provinces,
  spellingMatches,
  spellingsOf,
  type LocalLevel,
} from '@karyayojana/nepal-admin';
import { useId, useMemo, useState } from 'react';
import { SelectField } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n';
import { districtLabel, localLevelLabel, provinceLabel, type Address } from '../lib/address';

interface AddressFieldsProps {
  value: Address;
  onChange: (next: Address) => void;
  /** Shown under the municipality select (the server names that field). */
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * Province → district → local level, from the built-in reference list. A new province clears
 * the district and the local level; a new district clears the local level. The values are the
 * Nepali names; the municipality is the local level's full name ('धुलिखेल नगरपालिका').
 */
export function AddressFields({ value, onChange, error, required, disabled }: AddressFieldsProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ne';
  const districts = value.province ? districtsOf(value.province) : [];
  const levels = value.district ? localLevelsOf(value.district) : [];
  // The error names the triple: mark the selects still empty.
  const invalid = (field: string) => (error && !field ? true : undefined);
  const [query, setQuery] = useState('');
  const found = useMemo(() => findPlaces(query), [query]);
  const searchId = useId();
  const text =
    lang === 'en'
      ? { label: 'Find a place (any spelling)', none: 'No place of that name.' }
      : { label: 'ठाउँ खोज्नुहोस् (जुनसुकै हिज्जे)', none: 'त्यस नामको ठाउँ भेटिएन।' };

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <div className="sm:col-span-3">
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium">
          {text.label}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          disabled={disabled}
          autoComplete="off"
          aria-describedby={`${searchId}-results`}
          className="h-11 w-full rounded-md border border-gray-300 px-3 text-sm"
          onChange={(e) => setQuery(e.target.value)}
        />
        <div id={`${searchId}-results`} aria-live="polite">
          {query.trim() !== '' && found.length === 0 && (
            <p className="mt-1 text-sm text-gray-600">{text.none}</p>
          )}
          {found.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-2">
              {found.map((l) => {
                const p = provinces.find((x) => x.id === l.provinceId);
                const d = allDistricts.find((x) => x.id === l.districtId);
                if (!p || !d) return null;
                return (
                  <li key={l.id}>
                    <button
                      type="button"
                      disabled={disabled}
                      className="min-h-11 rounded-md border border-gray-300 px-2 py-1 text-sm hover:bg-gray-50"
                      onClick={() => {
                        onChange({ province: p.name, district: d.name, municipality: l.fullName });
                        setQuery('');
                      }}
                    >
                      {localLevelLabel(l, lang)}, {districtLabel(d, lang)}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
      <SelectField
        label={t('companies.form.province')}
        value={value.province}
        required={required}
        disabled={disabled}
        aria-invalid={invalid(value.province)}
        onChange={(e) => onChange({ province: e.target.value, district: '', municipality: '' })}
      >
        <option value="">{t('companies.form.choose')}</option>
        {provinces.map((p) => (
          <option key={p.id} value={p.name}>
            {provinceLabel(p, lang)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('companies.form.district')}
        value={value.district}
        required={required}
        disabled={disabled || districts.length === 0}
        aria-invalid={invalid(value.district)}
        onChange={(e) => onChange({ ...value, district: e.target.value, municipality: '' })}
      >
        <option value="">
          {value.province ? t('companies.form.choose') : t('companies.form.chooseProvinceFirst')}
        </option>
        {districts.map((d) => (
          <option key={d.id} value={d.name}>
            {districtLabel(d, lang)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('companies.form.municipality')}
        value={value.municipality}
        required={required}
        disabled={disabled || levels.length === 0}
        error={error}
        onChange={(e) => onChange({ ...value, municipality: e.target.value })}
      >
        <option value="">
          {value.district ? t('companies.form.choose') : t('companies.form.chooseDistrictFirst')}
        </option>
        {levels.map((l) => (
          <option key={l.id} value={l.fullName}>
            {localLevelLabel(l, lang)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** The local levels (at most 8) whose name or district's name a search matches in any spelling. */
function findPlaces(query: string): LocalLevel[] {
  if (query.trim().length < 2) return [];
  const districtHits = new Set(
    allDistricts.filter((d) => spellingMatches(query, districtSpellingsOf(d))).map((d) => d.id),
  );
  const hits: LocalLevel[] = [];
  for (const level of localLevels) {
    if (districtHits.has(level.districtId) || spellingMatches(query, spellingsOf(level))) {
      hits.push(level);
      if (hits.length === 8) break;
    }
  }
  return hits;
}
