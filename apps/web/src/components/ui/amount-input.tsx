import { formatAmount, toAsciiDigits } from '@karyayojana/nepali-calendar';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

/**
 * A whole amount as typed: ASCII or Devanagari digits, with or without grouping commas or
 * spaces. null when blank, NaN when it is not a whole number of zero or more.
 *
 *   parseAmount('१२,३४,५६७') // 1234567
 *   parseAmount('')          // null
 *   parseAmount('12.5')      // NaN
 */
export function parseAmount(text: string): number | null {
  const plain = toAsciiDigits(text).replace(/[,\s]/g, '');
  if (plain === '') return null;
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/** The amount grouped as a reader of `lang` groups it, or the text unchanged when it is not one. */
export function groupAmount(text: string, lang: 'ne' | 'en'): string {
  const amount = parseAmount(text);
  return amount === null || !Number.isSafeInteger(amount) ? text : formatAmount(amount, lang);
}

interface AmountInputProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'onChange' | 'type' | 'inputMode'
> {
  /** The text as typed (the form keeps text; parse it with parseAmount when sending). */
  value: string;
  onChange: (text: string) => void;
  /** The grouping and digits the amount is written back in once the field is left. */
  lang: 'ne' | 'en';
  /** A unit shown before the number, e.g. 'रु.'; say it in the label too, it is not read out. */
  unit?: string;
}

/**
 * A text field for whole amounts (rupees): takes either script's digits and, once left, writes
 * the amount back grouped (१२,३४,५६७ in Nepali, 1,234,567 in English), so a missing zero shows.
 *
 *   <AmountInput {...control} lang="ne" unit="रु." value={field.value} onChange={field.onChange} />
 */
export function AmountInput({
  value,
  onChange,
  onBlur,
  lang,
  unit,
  className,
  ...props
}: AmountInputProps) {
  return (
    <div className={cn('relative', className)}>
      {unit && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600"
        >
          {unit}
        </span>
      )}
      <Input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => {
          const grouped = groupAmount(value, lang);
          if (grouped !== value) onChange(grouped);
          onBlur?.(event);
        }}
        className={cn('text-right tabular-nums', unit && 'pl-12')}
        {...props}
      />
    </div>
  );
}
