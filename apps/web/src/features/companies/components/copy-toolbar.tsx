import { CalendarRange, Copy, ListChecks, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation } from '@/lib/i18n';

interface CopyToolbarProps {
  selecting: boolean;
  selectedCount: number;
  onStart: () => void;
  onExit: () => void;
  /** Self-copy: each chosen municipality's own events into another fiscal year. */
  onYear: () => void;
  /** The template plan into the chosen municipalities. */
  onCopy: () => void;
}

/** Select, then Year / नक्कल on the chosen rows, and X to leave select mode. */
export function CopyToolbar(props: CopyToolbarProps) {
  const { selecting, selectedCount } = props;
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const startRef = useRef<HTMLButtonElement>(null);
  const exitRef = useRef<HTMLButtonElement>(null);
  const first = useRef(true);

  // The pressed button disappears; keep the keyboard where the user is. From X, Tab goes on
  // to the select-all box in the table.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    (selecting ? exitRef : startRef).current?.focus();
  }, [selecting]);

  if (!selecting) {
    return (
      <Button
        ref={startRef}
        variant="secondary"
        onClick={props.onStart}
        title={t('companies.copy.selectHint')}
      >
        <ListChecks aria-hidden="true" className="size-4" />
        {t('companies.copy.select')}
      </Button>
    );
  }
  return (
    <div
      role="toolbar"
      aria-label={t('companies.copy.tools')}
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-blue-200 bg-blue-50 p-1 pl-3"
    >
      <p
        aria-live="polite"
        className="basis-full py-1 text-sm font-semibold whitespace-nowrap text-slate-800 sm:mr-1 sm:basis-auto sm:py-0"
      >
        {t('companies.copy.selected', { n: digits(selectedCount) })}
      </p>
      <Button
        variant="secondary"
        onClick={props.onYear}
        disabled={selectedCount === 0}
        title={t('companies.copy.yearHint')}
      >
        <CalendarRange aria-hidden="true" className="size-4" />
        {t('companies.copy.year')}
      </Button>
      <Button variant="secondary" onClick={props.onCopy} title={t('companies.copy.copyHint')}>
        <Copy aria-hidden="true" className="size-4" />
        {t('companies.copy.copy')}
      </Button>
      <Button
        ref={exitRef}
        variant="ghost"
        size="icon"
        onClick={props.onExit}
        aria-label={t('companies.copy.exit')}
        title={t('companies.copy.exit')}
      >
        <X aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}
