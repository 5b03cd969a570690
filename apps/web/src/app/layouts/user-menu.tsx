import type { User } from '@karyayojana/contracts';
import { ChartColumn, ChevronDown, LayoutDashboard, LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { firstRoleLabel } from '@/lib/auth/roles';
import { useTranslation } from '@/lib/i18n';

const itemClass =
  'flex h-11 w-full items-center gap-3 rounded-md px-3 text-left text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

function focusItem(menu: HTMLElement | null, index: number) {
  const items = menuItems(menu);
  items.at(index % items.length)?.focus();
}

interface UserMenuProps {
  user: User;
  onLogOut: () => void;
}

/** The menu-button pattern of WAI-ARIA: arrows, Home/End, Escape and Tab behave as in a desktop menu. */
export function UserMenu({ user, onLogOut }: UserMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    focusItem(menuRef.current, focusOnOpen.current === 'first' ? 0 : -1);
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = menuItems(menuRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1 + items.length,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      focusItem(menuRef.current, next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key === ' ' && document.activeElement instanceof HTMLAnchorElement) {
      event.preventDefault(); // a link answers Enter only; a menu item answers Space as well
      document.activeElement.click();
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? setOpen(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
        className="flex h-11 min-w-11 max-w-48 items-center justify-center gap-2 rounded-md px-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 sm:px-2"
      >
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-700 text-white"
        >
          {user.name.trim().charAt(0).toUpperCase()}
        </span>
        <span className="min-w-0 truncate max-sm:sr-only">{user.name}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 max-sm:hidden" />
      </button>

      {open && (
        <div className="absolute right-0 top-full z-40 mt-2 w-72 max-w-[calc(100vw-1.5rem)] rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
          <div id={`${id}-who`} className="border-b border-slate-200 px-3 pb-3 pt-1">
            <p className="font-semibold break-words text-slate-900">{user.name}</p>
            <p className="break-all text-sm text-slate-700">{user.email}</p>
            <p className="mt-1 text-sm text-slate-700">{firstRoleLabel(user)}</p>
          </div>
          <div
            ref={menuRef}
            id={`${id}-menu`}
            role="menu"
            aria-labelledby={`${id}-button`}
            aria-describedby={`${id}-who`}
            onKeyDown={onMenuKeyDown}
            className="pt-2"
          >
            <Link
              role="menuitem"
              tabIndex={-1}
              to={paths.home.root.getHref()}
              onClick={() => setOpen(false)}
              className={itemClass}
            >
              <LayoutDashboard aria-hidden="true" className="size-4" />
              {t('nav.dashboard')}
            </Link>
            {/* Officers without the sidebar reach the progress report here too (issue 14). */}
            <Link
              role="menuitem"
              tabIndex={-1}
              to={paths.reports.progress.getHref()}
              onClick={() => setOpen(false)}
              className={itemClass}
            >
              <ChartColumn aria-hidden="true" className="size-4" />
              {t('reports.nav')}
            </Link>
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              onClick={() => {
                setOpen(false);
                onLogOut();
              }}
              className={itemClass}
            >
              <LogOut aria-hidden="true" className="size-4" />
              {t('nav.logOut')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
