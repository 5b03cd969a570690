import type { Branch, Event } from '@karyayojana/contracts';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { FormField } from '@/components/ui/form-field';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { cn } from '@/lib/cn';
import { translateMessage, useTranslation } from '@/lib/i18n';
import { useBranchName } from '@/lib/queries/branches';

interface WardsFieldProps {
  /** The wards on offer: 1..ward_count, or an officer's own wards. */
  offered: readonly number[];
  value: number[];
  onChange: (wards: number[]) => void;
  /** Whether "the whole municipality" may be chosen (not for an officer limited to wards). */
  allowWhole: boolean;
  /** The offer is an officer's scope: say so. */
  scoped?: boolean;
  error?: string;
}

/**
 * वडा (issue 28): a checkbox for each ward and, first, "the whole municipality", which is no
 * ward at all. A fieldset with its legend, so that a screen reader names the group; on a phone
 * the wards sit five to a row.
 */
export function WardsField({
  offered,
  value,
  onChange,
  allowWhole,
  scoped = false,
  error,
}: WardsFieldProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const hintId = useId();
  const errorId = useId();
  // A ward the event names but that is no longer offered (outside the count) stays visible.
  const shown = [...new Set([...offered, ...value])].sort((a, b) => a - b);
  const toggle = (n: number, on: boolean) =>
    onChange(on ? [...value, n].sort((a, b) => a - b) : value.filter((w) => w !== n));
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
    >
      <legend className="text-sm font-semibold text-slate-800">{t('events.place.wards')}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {shown.length === 0
          ? t('events.place.noWardCount')
          : scoped
            ? t('events.place.wardsScopeHint')
            : t('events.place.wardsHint')}
      </p>
      {allowWhole && (
        <Checkbox
          label={t('events.place.wholeMunicipality')}
          checked={value.length === 0}
          // Checking it clears the wards; unchecking it alone has nothing to go back to.
          onChange={(e) => e.target.checked && onChange([])}
          className="font-medium"
        />
      )}
      {shown.length > 0 && (
        <div className="grid grid-cols-5 gap-1 sm:grid-cols-8 lg:grid-cols-11">
          {shown.map((n) => (
            <label
              key={n}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-md border border-slate-300 px-1 text-base tabular-nums',
                'has-checked:border-blue-700 has-checked:bg-blue-50 has-checked:font-semibold has-focus-visible:outline-2 has-focus-visible:outline-blue-700',
              )}
            >
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-blue-700"
                aria-label={t('events.place.ward', { n: digits(n) })}
                checked={value.includes(n)}
                onChange={(e) => toggle(n, e.target.checked)}
              />
              <span aria-hidden="true">{digits(n)}</span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {translateMessage(error)}
        </p>
      )}
    </fieldset>
  );
}

interface BranchFieldProps {
  branches: readonly Branch[];
  /** The branch id as text, '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The event's branch as it is stored, shown even when inactive. */
  current?: Event['branch'];
  /** Ids an officer limited to branches may choose; undefined: every active one. */
  allowed?: readonly number[];
  error?: string;
}

/** जिम्मेवार शाखा: the active branches (an officer's own), and the event's own if inactive. */
export function BranchField({
  branches,
  value,
  onChange,
  current,
  allowed,
  error,
}: BranchFieldProps) {
  const { t } = useTranslation();
  const nameOf = useBranchName();
  const offered = branches.filter(
    (b) => (b.active || b.id === current?.id) && (!allowed || allowed.includes(b.id)),
  );
  // The event's branch may be missing from the list (deleted, or not yet loaded): keep it.
  const missing = current && !offered.some((b) => b.id === current.id) ? current : null;
  return (
    <FormField label={t('events.place.branch')} error={error}>
      {(props) => (
        <Select {...props} value={value} onChange={(e) => onChange(e.target.value)}>
          {!allowed && <option value="">{t('events.place.noBranch')}</option>}
          {offered.map((b) => (
            <option key={b.id} value={b.id}>
              {b.active ? nameOf(b) : t('events.place.inactiveBranch', { name: nameOf(b) })}
            </option>
          ))}
          {missing && <option value={missing.id}>{nameOf(missing)}</option>}
        </Select>
      )}
    </FormField>
  );
}
