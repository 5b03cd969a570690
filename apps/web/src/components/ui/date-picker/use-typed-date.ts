import {
  bsToString,
  formatBs,
  parseBs,
  type BsDate,
  type Lang,
} from '@karyayojana/nepali-calendar';
import { useState } from 'react';
import { inRange, type DateRange } from './date-range';
import { LABELS } from './labels';

type TypingError = 'invalid' | 'range' | null;

/** The value as the field shows it: 'YYYY-MM-DD' in the language's digits. */
export function fieldText(value: string | null | undefined, lang: Lang): string {
  if (!value) return '';
  const date = parseBs(value);
  return date ? formatBs(date, 'YYYY-MM-DD', lang) : value;
}

interface TypedDateOptions {
  value: string | null | undefined;
  lang: Lang;
  range: DateRange;
  onChange: (value: string) => void;
}

/**
 * The text the user is typing into the field. It is committed on blur or Enter: a valid day
 * inside the range calls onChange with ASCII 'YYYY-MM-DD', an empty field clears the value,
 * anything else keeps the text and shows an error without calling onChange.
 */
export function useTypedDate({ value, lang, range, onChange }: TypedDateOptions) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<TypingError>(null);
  // A new value from outside (a pick, a form reset) replaces whatever was being typed.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    setDraft(null);
    setError(null);
  }

  const current = value ? parseBs(value) : null;
  const reset = () => {
    setDraft(null);
    setError(null);
  };

  const commit = () => {
    if (draft === null) return;
    const text = draft.trim();
    const date = text === '' ? null : parseBs(text);
    if (text !== '' && !date) {
      setError('invalid');
      return;
    }
    if (date && !inRange(date, range)) {
      setError('range');
      return;
    }
    reset();
    const next = date ? bsToString(date) : '';
    const before = current ? bsToString(current) : (value ?? '');
    if (next !== before) onChange(next);
  };

  const labels = LABELS[lang];
  const format = (date: BsDate) => formatBs(date, 'YYYY-MM-DD', lang);
  const message =
    error === 'invalid'
      ? labels.invalid
      : error === 'range'
        ? labels.outOfRange(format(range.min), format(range.max))
        : null;

  return {
    text: draft ?? fieldText(value, lang),
    editing: draft !== null,
    error: message,
    setText: (text: string) => {
      setDraft(text);
      setError(null);
    },
    commit,
    reset,
  };
}
