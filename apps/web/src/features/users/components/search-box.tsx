import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name, e.g. "Search by name, email or municipality". */
  label: string;
}

/** A search field with its icon; SPEC.md's placeholder 'Search...'. */
export function SearchBox({ value, onChange, label }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('common.searchPlaceholder')}
        title={label}
        className="pl-9"
      />
    </div>
  );
}
