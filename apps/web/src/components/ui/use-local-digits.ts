import { toDevanagariDigits } from '@karyayojana/nepali-calendar';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';

/**
 * Numbers in the reader's digits: Devanagari in Nepali, ASCII in English.
 *
 *   const digits = useLocalDigits();
 *   digits(12) // '१२' in Nepali, '12' in English
 */
export function useLocalDigits(): (value: number | string) => string {
  const { i18n } = useTranslation();
  const nepali = i18n.language !== 'en';
  return useCallback(
    (value: number | string) => (nepali ? toDevanagariDigits(value) : String(value)),
    [nepali],
  );
}
