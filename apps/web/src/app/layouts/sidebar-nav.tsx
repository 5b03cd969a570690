import type { User } from '@karyayojana/contracts';
import { ChevronDown, ChartColumn, Clock, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { mayOpen } from '@/config/route-access';
import { roleNames } from '@/lib/auth/roles';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { configNav, mainNav, type NavItem } from './nav-items';
import { ItemContent, SidebarLink, itemClass } from './sidebar-item';

// The progress report (issue 14) comes after the action plans it reports on.
const progressReport: NavItem = {
  to: paths.reports.progress.getHref(),
  label: 'reports.nav',
  icon: ChartColumn,
};
// The annual plan's timeline (/home), where everyone lands, first.
const timeline: NavItem = { to: paths.home.root.getHref(), label: 'timeline.title', icon: Clock };
const items = [timeline, ...mainNav].flatMap((item) =>
  item.to === paths.events.list.getHref() ? [item, progressReport] : [item],
);

/**
 * The links `user` may open (docs/decisions/005): an officer has the timeline, the plans, the
 * report, the documents' read-only list and the settings; never a link to a page it may not open.
 */
function itemsFor(user: User): NavItem[] {
  const roles = roleNames(user);
  return items.flatMap((item) => {
    if (mayOpen(item.to, roles)) return [item];
    // The documents' list for those who may not manage them: the read-only one under /home.
    const readOnly = paths.home.otherDocuments.getHref();
    return item.to === paths.otherDocuments.list.getHref() && mayOpen(readOnly, roles)
      ? [{ ...item, to: readOnly }]
      : [];
  });
}

interface SidebarNavProps {
  user: User;
  collapsed?: boolean;
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

export function SidebarNav({ user, collapsed = false, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [configOpen, setConfigOpen] = useState(() => pathname.startsWith(paths.config.root.path));
  const groupId = useId();
  const roles = roleNames(user);
  const configItems = configNav.filter((item) => mayOpen(item.to, roles));

  return (
    <nav
      aria-label={t('nav.main')}
      // A scrolling box would clip the tooltips of the narrow sidebar, which has few items.
      className={cn('flex-1 px-2 py-3', collapsed ? 'overflow-visible' : 'overflow-y-auto')}
    >
      <ul className="space-y-1">
        {itemsFor(user).map((item) => (
          <li key={item.to}>
            <SidebarLink
              to={item.to}
              end={item.end}
              icon={item.icon}
              label={t(item.label)}
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
          </li>
        ))}
        {configItems.length > 0 && (
          <li>
            <button
              type="button"
              aria-expanded={configOpen}
              aria-controls={groupId}
              onClick={() => setConfigOpen((open) => !open)}
              className={itemClass(collapsed)}
            >
              <ItemContent
                icon={SlidersHorizontal}
                label={t('nav.configurations')}
                collapsed={collapsed}
              />
              <ChevronDown
                aria-hidden="true"
                className={cn(
                  'size-4 shrink-0 transition-transform',
                  configOpen && 'rotate-180',
                  collapsed && 'absolute bottom-0.5 right-0.5 size-3',
                )}
              />
            </button>
            <ul
              id={groupId}
              hidden={!configOpen}
              className={cn(
                'mt-1 space-y-1',
                // Narrow: a rule above and below marks where the group's icons start and end.
                collapsed
                  ? 'border-y border-slate-700 py-1'
                  : 'ml-5 border-l border-slate-700 pl-2',
              )}
            >
              {configItems.map((item) => (
                <li key={item.to}>
                  <SidebarLink
                    to={item.to}
                    icon={item.icon}
                    label={t(item.label)}
                    collapsed={collapsed}
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
            </ul>
          </li>
        )}
      </ul>
    </nav>
  );
}
