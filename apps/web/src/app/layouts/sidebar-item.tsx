import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

export function itemClass(collapsed: boolean): string {
  return cn(
    'group relative flex h-11 w-full items-center gap-3 rounded-md text-sm text-slate-200',
    'hover:bg-slate-800 hover:text-white focus-visible:outline-sky-300',
    'aria-[current=page]:bg-blue-700 aria-[current=page]:text-white',
    collapsed ? 'justify-center' : 'px-3',
  );
}

interface ItemContentProps {
  icon: LucideIcon;
  label: string;
  collapsed: boolean;
}

/** Icon and label; when the sidebar is narrow the label is kept for screen readers and shown as a tooltip. */
export function ItemContent({ icon: Icon, label, collapsed }: ItemContentProps) {
  return (
    <>
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className={cn('min-w-0 flex-1 truncate text-left', collapsed && 'sr-only')}>
        {label}
      </span>
      {collapsed && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-full top-1/2 z-50 ml-3 -translate-y-1/2 whitespace-nowrap rounded-md bg-slate-800 px-2 py-1 text-xs text-white opacity-0 shadow group-hover:opacity-100 group-focus-visible:opacity-100"
        >
          {label}
        </span>
      )}
    </>
  );
}

interface SidebarLinkProps extends ItemContentProps {
  to: string;
  end?: boolean;
  onNavigate?: () => void;
}

export function SidebarLink({ to, end, onNavigate, ...content }: SidebarLinkProps) {
  return (
    <NavLink to={to} end={end} onClick={onNavigate} className={itemClass(content.collapsed)}>
      <ItemContent {...content} />
    </NavLink>
  );
}

type SidebarButtonProps = ItemContentProps &
  Omit<ComponentProps<'button'>, 'className' | 'children'>;

export function SidebarButton({ icon, label, collapsed, ...props }: SidebarButtonProps) {
  return (
    <button type="button" className={itemClass(collapsed)} {...props}>
      <ItemContent icon={icon} label={label} collapsed={collapsed} />
    </button>
  );
}
