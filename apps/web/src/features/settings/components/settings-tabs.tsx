import { useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

export interface SettingsTab {
  id: string;
  to: string;
  label: string;
}

interface SettingsTabsProps {
  tabs: readonly SettingsTab[];
  selectedId: string;
  /** The id of the panel the tabs control. */
  panelId: string;
}

/** The id of a tab's element, for the panel's aria-labelledby. */
export function tabElementId(tabId: string): string {
  return `settings-tab-${tabId}`;
}

const NEXT: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * WAI-ARIA tabs whose tabs are links (each part of the settings has its own URL): one tab stop,
 * arrows and Home/End move between tabs, Enter or Space opens one.
 */
export function SettingsTabs({ tabs, selectedId, panelId }: SettingsTabsProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('[role="tab"]') ?? [])];
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (current < 0) return;
    if (event.key === ' ') {
      event.preventDefault();
      links[current]?.click();
      return;
    }
    const move = NEXT[event.key];
    if (!move) return;
    event.preventDefault();
    links[move(current, links.length)]?.focus();
  };
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={t('settings.tabs.label')}
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto border-b border-slate-200"
    >
      {tabs.map((tab) => {
        const selected = tab.id === selectedId;
        return (
          <Link
            key={tab.id}
            id={tabElementId(tab.id)}
            to={tab.to}
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={selected ? 0 : -1}
            className={cn(
              '-mb-px inline-flex h-11 shrink-0 items-center border-b-2 px-4 text-sm font-semibold whitespace-nowrap',
              selected
                ? 'border-blue-700 text-blue-800'
                : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}
