import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Visible text beside the box; without it, give the box an aria-label. */
  label?: ReactNode;
  /** The mixed state of a "select all" box when only some rows are chosen. */
  indeterminate?: boolean;
}

/**
 * A native checkbox with a 44 px touch target (the label, or a padded box without one).
 *
 *   <Checkbox aria-label={t('x.selectAll')} checked={all} indeterminate={some} onChange={…} />
 *   <Checkbox label={row.name} checked={chosen} onChange={…} />
 */
export function Checkbox({
  label,
  indeterminate = false,
  className,
  ref,
  ...props
}: CheckboxProps) {
  const own = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (own.current) own.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const box = (
    <input
      ref={(node) => {
        own.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      type="checkbox"
      className="size-5 shrink-0 cursor-pointer rounded border-slate-400 accent-blue-700 disabled:cursor-not-allowed"
      {...props}
    />
  );
  if (!label) {
    // A label without text still makes the whole 44 px square a click target.
    return (
      <label
        className={cn('inline-flex size-11 cursor-pointer items-center justify-center', className)}
      >
        {box}
      </label>
    );
  }
  return (
    <label
      className={cn(
        'inline-flex min-h-11 cursor-pointer items-center gap-3 text-base text-slate-900',
        className,
      )}
    >
      {box}
      <span className="min-w-0">{label}</span>
    </label>
  );
}
