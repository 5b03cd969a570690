import { useContext, type ComponentProps } from 'react';
import { OFFLINE_REASON_ID, OfflineReason } from '@/lib/offline-reason';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

const variants = {
  primary: 'bg-blue-700 text-white hover:bg-blue-800 disabled:bg-blue-700/60',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:text-slate-500',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60',
  ghost: 'text-slate-700 hover:bg-slate-100',
} as const;

const sizes = {
  md: 'h-11 px-4 text-sm',
  lg: 'h-11 px-5 text-base',
  icon: 'size-11',
} as const;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Shows a spinner and blocks a second click while a request runs. */
  busy?: boolean;
  /** The button writes (an upload, a copy, an undo, an import): offline it waits, as a submit does. */
  write?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  write = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  // A form's submit, a delete and the other writes wait offline, and say why (the banner).
  const reason = useContext(OfflineReason);
  const offline = reason !== null && (write || type === 'submit' || variant === 'danger');
  return (
    <button
      type={type}
      disabled={disabled || busy || offline}
      aria-busy={busy || undefined}
      {...(offline ? { 'aria-describedby': OFFLINE_REASON_ID, title: reason } : {})}
      className={cn(
        'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:cursor-not-allowed',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    >
      {busy && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
