import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn';

const tones = {
  neutral: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  primary: 'text-blue-700 hover:bg-blue-50 hover:text-blue-900',
  danger: 'text-red-700 hover:bg-red-50 hover:text-red-900',
} as const;

const base =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-md transition-colors disabled:cursor-not-allowed disabled:text-slate-300';

interface IconProps {
  icon: LucideIcon;
  /** The accessible name, also shown as a tooltip: "Delete: 2082/83". */
  label: string;
  tone?: keyof typeof tones;
}

/** A 44 px button showing only an icon, e.g. a row's delete action. */
export function IconButton({
  icon: Icon,
  label,
  tone = 'neutral',
  className,
  type = 'button',
  ...props
}: IconProps & Omit<ComponentProps<'button'>, 'children'>) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cn(base, tones[tone], className)}
      {...props}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}

/** The same look for navigation, e.g. a row's edit link: <IconLink to={…} icon={Pencil} …/>. */
export function IconLink({
  icon: Icon,
  label,
  tone = 'primary',
  className,
  ...props
}: IconProps & Omit<LinkProps, 'children'>) {
  return (
    <Link aria-label={label} title={label} className={cn(base, tones[tone], className)} {...props}>
      <Icon aria-hidden="true" className="size-5" />
    </Link>
  );
}
