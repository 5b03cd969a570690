import { isProvisionalYear, type BsDate, type Lang } from '@karyayojana/nepali-calendar';
import { useId, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { useModalDialog } from '../use-modal-dialog';
import { CalendarHeader } from './calendar-header';
import { clampToRange, inRange, type DateRange } from './date-range';
import { DayGrid } from './day-grid';
import { LABELS } from './labels';
import type { PickerTheme } from './themes';

interface CalendarDialogProps {
  open: boolean;
  selected: BsDate | null;
  today: BsDate | null;
  range: DateRange;
  lang: Lang;
  theme: PickerTheme;
  onPick: (date: BsDate) => void;
  onClose: () => void;
}

/**
 * The month view in a modal <dialog>: 400 px wide, the full width of a phone. Escape and a
 * click outside close it (useModalDialog); its content mounts on opening, so every opening
 * starts from the selected day.
 */
export function CalendarDialog({ open, onClose, lang, theme, ...props }: CalendarDialogProps) {
  const dialog = useModalDialog(open, onClose);
  return (
    <dialog
      {...dialog}
      aria-modal="true"
      aria-label={LABELS[lang].dialog}
      lang={lang}
      className={cn(
        'm-auto w-[400px] max-w-[calc(100%-2rem)] overflow-hidden rounded-lg border-0 p-0 shadow-xl backdrop:bg-slate-950/50',
        'max-[480px]:mb-0 max-[480px]:w-full max-[480px]:max-w-full max-[480px]:rounded-b-none',
        theme.panel,
      )}
    >
      {open && <CalendarPanel {...props} lang={lang} theme={theme} onClose={onClose} />}
    </dialog>
  );
}

type PanelProps = Omit<CalendarDialogProps, 'open'>;

// Keyboard focus is enabled and not hidden: tabindex >= 0, not disabled.
function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('button, select, [tabindex]')).filter(
    (element) => element.tabIndex >= 0 && !element.hasAttribute('disabled'),
  );
}

// The APG pattern keeps Tab inside the dialog; a native modal dialog would let it reach the
// browser's toolbar.
function trapTab(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') return;
  const elements = tabbables(event.currentTarget);
  const first = elements[0];
  const last = elements.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

function CalendarPanel({ selected, today, range, lang, theme, onPick, onClose }: PanelProps) {
  const labels = LABELS[lang];
  const headingId = useId();
  // The selected day, else today, else the nearest day that can be chosen.
  const [focused, setFocused] = useState(() => clampToRange(selected ?? today ?? range.min, range));
  const [focusRequest, setFocusRequest] = useState(0);
  const moveTo = (date: BsDate, focusDay = true) => {
    setFocused(date);
    if (focusDay) setFocusRequest((n) => n + 1);
  };
  const todayEnabled = today !== null && inRange(today, range);
  const action = cn('h-11 rounded-md px-4 text-sm font-semibold', theme.action, theme.focus);

  return (
    <div onKeyDown={trapTab}>
      <CalendarHeader
        focused={focused}
        range={range}
        lang={lang}
        theme={theme}
        headingId={headingId}
        onNavigate={moveTo}
      />
      <div className="px-2 pt-2">
        <DayGrid
          focused={focused}
          selected={selected}
          today={today}
          range={range}
          lang={lang}
          theme={theme}
          labelledBy={headingId}
          focusRequest={focusRequest}
          onMove={moveTo}
          onPick={onPick}
        />
      </div>
      {isProvisionalYear(focused.year) && (
        <p className={cn('px-3 pt-2 text-sm', theme.muted)}>{labels.provisional}</p>
      )}
      <div className="flex justify-between gap-2 p-3">
        <button
          type="button"
          className={cn(action, 'disabled:cursor-not-allowed disabled:opacity-50')}
          disabled={!todayEnabled}
          onClick={() => today && onPick(today)}
        >
          {labels.today}
        </button>
        <button type="button" className={action} onClick={onClose}>
          {labels.close}
        </button>
      </div>
    </div>
  );
}
