import type { User } from '@karyayojana/contracts';
import { CalendarCheck, LogOut, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { Drawer } from '@/components/ui/drawer';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { SidebarButton } from './sidebar-item';
import { SidebarNav } from './sidebar-nav';

function Brand({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="flex min-w-0 items-center gap-2 font-semibold text-white">
      <CalendarCheck aria-hidden="true" className="size-6 shrink-0 text-sky-300" />
      <span className={cn('truncate text-lg', collapsed && 'sr-only')}>{t('app.name')}</span>
    </span>
  );
}

interface DesktopSidebarProps {
  user: User;
  collapsed: boolean;
  onToggle: () => void;
  onLogOut: () => void;
}

/** Beside the content above 768 px: 16rem wide, or 4rem with icons only. */
export function DesktopSidebar({ user, collapsed, onToggle, onLogOut }: DesktopSidebarProps) {
  const { t } = useTranslation();
  return (
    <aside
      className={cn(
        'hidden h-full shrink-0 flex-col bg-slate-900 text-slate-100 transition-[width] duration-150 md:flex',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div
        className={cn(
          'flex h-14 shrink-0 items-center border-b border-slate-800',
          collapsed ? 'justify-center' : 'px-4',
        )}
      >
        <Brand collapsed={collapsed} />
      </div>
      <SidebarNav user={user} collapsed={collapsed} />
      <div className="space-y-1 border-t border-slate-800 p-2">
        <SidebarButton
          icon={LogOut}
          label={t('nav.logOut')}
          collapsed={collapsed}
          onClick={onLogOut}
        />
        <SidebarButton
          icon={collapsed ? PanelLeftOpen : PanelLeftClose}
          label={collapsed ? t('nav.expandSidebar') : t('nav.collapseSidebar')}
          collapsed={collapsed}
          onClick={onToggle}
        />
      </div>
    </aside>
  );
}

interface MobileSidebarProps {
  user: User;
  open: boolean;
  onClose: () => void;
  onLogOut: () => void;
}

/** At 768 px and below: the same navigation in a drawer opened from the top bar. */
export function MobileSidebar({ user, open, onClose, onLogOut }: MobileSidebarProps) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} label={t('nav.main')}>
      <div className="flex h-14 shrink-0 items-center justify-between border-b border-slate-800 pl-4 pr-2">
        <Brand />
        <button
          type="button"
          onClick={onClose}
          aria-label={t('nav.closeMenu')}
          className="flex size-11 items-center justify-center rounded-md text-slate-200 hover:bg-slate-800 focus-visible:outline-sky-300"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <SidebarNav user={user} onNavigate={onClose} />
      <div className="border-t border-slate-800 p-2">
        <SidebarButton icon={LogOut} label={t('nav.logOut')} collapsed={false} onClick={onLogOut} />
      </div>
    </Drawer>
  );
}
