import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { Input } from './input';
import { Select } from './select';

const SEARCH_DELAY_MS = 400;
const LABEL = 'mb-1 block text-sm font-semibold text-slate-800';

/**
 * The text of a search box whose query lives in the URL (`value`): typing searches after a
 * pause, not on every key (one request on a slow link, not ten); `submit` searches at once
 * (Enter); when the URL changes under the box (back button, a link), the box follows it.
 */
export function useDebouncedSearch(value: string, onSearch: (q: string) => void) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  // The latest callback, without restarting the pause each time the caller renders.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => search.current(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return { text, setText, submit: () => onSearch(text) };
}

interface FilterSelectProps {
  id: string;
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  /** The options, the "all" one included where it belongs. */
  children: ReactNode;
  className?: string;
}

/** One labelled select of a filter bar. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
  className,
}: FilterSelectProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </Select>
    </div>
  );
}

interface SearchFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  title?: string;
  className?: string;
}

/** The labelled search box of a filter bar, with its icon. */
export function SearchField({
  id,
  label,
  value,
  onChange,
  placeholder,
  title,
  className,
}: SearchFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          title={title}
          onChange={(event) => onChange(event.target.value)}
          className="pl-9"
        />
      </div>
    </div>
  );
}

export const filterLabelClass = LABEL;
