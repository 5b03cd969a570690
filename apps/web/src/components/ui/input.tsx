import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'block h-11 w-full min-w-0 rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500',
        'aria-invalid:border-red-700 focus-visible:border-blue-700',
        className,
      )}
      {...props}
    />
  );
}
