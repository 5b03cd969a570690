import { districtsOf, localLevelsOf, provinces } from '@karyayojana/nepal-admin';
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

  return (
    <div className="grid gap-4 sm:grid-cols-3">
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
