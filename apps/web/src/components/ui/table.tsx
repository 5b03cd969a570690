import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface TableProps extends ComponentProps<'table'> {
  /** Names the scrolling region and the table for screen readers (a visually hidden caption). */
  label: string;
  /** Extra classes for the scrolling box around the table. */
  containerClassName?: string;
  children: ReactNode;
}

/**
 * A data table that scrolls sideways inside its own box on a narrow phone instead of pushing
 * the page wider. The box is focusable so keyboard users can scroll it with the arrow keys.
 * Give the table a `min-w-*` class when its columns need room, and mark the actions column
 * `stickyEnd` so it stays in view on a phone:
 *
 *   <Table label={t('x.title')} className="min-w-[40rem]">
 *     <TableHead><TableRow><TableHeader>{t('common.number')}</TableHeader>… <TableHeader stickyEnd>…</TableRow></TableHead>
 *     <TableBody>{rows.map((r) => <TableRow key={r.id}><TableCell>…</TableCell></TableRow>)}</TableBody>
 *   </Table>
 */
export function Table({ label, containerClassName, className, children, ...props }: TableProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'w-full max-w-full overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm',
        containerClassName,
      )}
    >
      <table className={cn('w-full border-collapse text-left text-sm', className)} {...props}>
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-slate-100 text-slate-800', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-slate-200', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('align-middle', className)} {...props} />;
}

// On a phone the table scrolls sideways; a column marked `stickyEnd` (the row actions) stays
// at the right edge so edit and delete are reachable without scrolling.
const stickyEnd = 'max-md:sticky max-md:right-0 max-md:shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.25)]';

interface StickyProps {
  /** Keep this column visible at the right edge while the table scrolls (phones). */
  stickyEnd?: boolean;
}

/** A column header (`scope="col"` unless told otherwise). */
export function TableHeader({
  className,
  scope = 'col',
  stickyEnd: sticky,
  ...props
}: ComponentProps<'th'> & StickyProps) {
  return (
    <th
      scope={scope}
      className={cn(
        'px-3 py-3 text-sm font-semibold whitespace-nowrap',
        sticky && `${stickyEnd} bg-slate-100`,
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({
  className,
  stickyEnd: sticky,
  ...props
}: ComponentProps<'td'> & StickyProps) {
  return (
    <td
      className={cn('px-3 py-2.5 text-slate-900', sticky && `${stickyEnd} bg-white`, className)}
      {...props}
    />
  );
}
