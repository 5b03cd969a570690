import { Copy, Send, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation } from '@/lib/i18n';

interface SelectToolbarProps {
  /** The ids of the rows on screen, which select-all covers. */
  shownIds: number[];
  selected: ReadonlySet<number>;
  onSelectAll: (checked: boolean) => void;
  onDuplicate: () => void;
  duplicating: boolean;
  /** Only for the Super-Admin. */
  onCopyToCompanies?: () => void;
  onExit: () => void;
}

/** Select mode's bar: select-all, how many are chosen, the bulk actions and the X to leave. */
export function SelectToolbar(props: SelectToolbarProps) {
  const { shownIds, selected } = props;
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const shownChosen = shownIds.filter((id) => selected.has(id)).length;
  const all = shownIds.length > 0 && shownChosen === shownIds.length;
  return (
    <div
      role="toolbar"
      aria-label={t('events.select.start')}
      // Sticky inside the scrolling content, so it stays in view below the top bar, never under it.
      className="sticky top-0 z-20 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-blue-200 bg-blue-50 px-2 py-1.5 shadow-sm"
    >
      <Checkbox
        label={t('events.table.selectAll')}
        checked={all}
        indeterminate={shownChosen > 0 && !all}
        disabled={shownIds.length === 0}
        onChange={(event) => props.onSelectAll(event.target.checked)}
        className="px-1"
      />
      <p aria-live="polite" className="text-sm font-semibold text-slate-800">
        {t('events.select.selected', { n: digits(selected.size) })}
      </p>
      <div className="ml-auto flex flex-wrap gap-2">
        <Button variant="secondary" onClick={props.onDuplicate} busy={props.duplicating} write>
          <Copy aria-hidden="true" className="size-4" />
          {t('events.select.duplicate')}
        </Button>
        {props.onCopyToCompanies && (
          <Button variant="secondary" onClick={props.onCopyToCompanies}>
            <Send aria-hidden="true" className="size-4" />
            {t('events.select.copyToCompanies')}
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          onClick={props.onExit}
          aria-label={t('events.select.exit')}
        >
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
    </div>
  );
}
