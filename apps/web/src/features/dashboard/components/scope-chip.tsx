import { Building, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

interface ScopeChipProps {
  /** The officer's scope in words: "वडा नं ५". */
  label: string;
  /** The figures are the officer's scope's (true) or the whole municipality's. */
  mine: boolean;
  onChange: (mine: boolean) => void;
}

/**
 * Whose figures the dashboard shows to an officer limited to wards or branches (issue 28): their
 * own by default, with the way to the whole municipality and back. A live region, so a screen
 * reader hears the switch.
 */
export function ScopeChip({ label, mine, onChange }: ScopeChipProps) {
  const { t } = useTranslation();
  const Icon = mine ? UserRound : Building;
  return (
    <div
      aria-live="polite"
      className="flex flex-col gap-3 rounded-lg border border-blue-200 bg-blue-50 p-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <p className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-blue-300 bg-white px-3 py-1 text-sm font-semibold break-words text-blue-900">
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {mine ? t('progress.scope.mine', { scope: label }) : t('progress.scope.whole')}
        </p>
        <p className="text-sm text-slate-700">
          {mine ? t('progress.scope.mineHint') : t('progress.scope.wholeHint')}
        </p>
      </div>
      <Button variant="secondary" className="shrink-0" onClick={() => onChange(!mine)}>
        {mine ? t('progress.scope.showWhole') : t('progress.scope.showMine')}
      </Button>
    </div>
  );
}
