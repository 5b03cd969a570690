import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from './input';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name, e.g. "Search by name, email or address". */
  label: string;
  className?: string;
}

/** A search field with its icon; the original product's placeholder 'Search...'. */
export function SearchBox({ value, onChange, label, className }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={cn('relative w-full sm:max-w-sm', className)}>
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
