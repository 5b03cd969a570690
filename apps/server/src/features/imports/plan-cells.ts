import {
  EVENT_STATUSES,
  MAX_AMOUNT,
  MAX_EVENT_WARDS,
  parseWards,
  wardsLabel,
  type EventStatus,
} from '@karyayojana/contracts';
import {
  adToBsString,
  bsToString,
  parseAd,
  parseBs,
  toAsciiDigits,
} from '@karyayojana/nepali-calendar';
import { translate, type Lang } from '../../lib/messages.js';
import { explainBsDate } from '../../lib/validation-messages.js';
import { normalise } from './columns.js';
import type { Cell } from './sheet-reader.js';
import { cellText } from './sheet-upload.js';

/**
 * Reading the cells of a plan's sheet that our export writes besides the template's (issue 26):
 * the event's id, the status in words, a BS date, a percentage and rupees. Each answers the
 * value, `null` for an empty cell, or `{ error }` with a sentence in the caller's language.
 */
export type Read<T> = T | null | { error: string };

export const isError = <T>(r: Read<T>): r is { error: string } =>
  typeof r === 'object' && r !== null && 'error' in r;

/** The event's id: a whole number in either digits. */
export function readId(cell: Cell | undefined, lang: Lang): Read<number> {
  const text = toAsciiDigits(cellText(cell));
  if (!text) return null;
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) {
    return { error: translate('imports.badId', lang, { id: cellText(cell) }) };
  }
  return Number(text);
}

/** Every way a status is written: our words in both languages, SPEC.md's, the wire names. */
const STATUS_WORDS = (() => {
  const words = new Map<string, EventStatus>();
  for (const status of EVENT_STATUSES) {
    for (const lang of ['ne', 'en'] as const) {
      words.set(normalise(translate(`report.status.${status}`, lang)), status);
    }
    words.set(normalise(status), status);
  }
  const extra: [string, EventStatus][] = [
    ['भएको', 'done'],
    ['सम्पन्न', 'done'],
    ['नभएको', 'notDone'],
    ['not done', 'notDone'],
    ['स्थगित', 'postponed'],
    ['रद्द', 'canceled'],
    ['cancelled', 'canceled'],
  ];
  for (const [word, status] of extra) words.set(normalise(word), status);
  return words;
})();

/** The status a cell names; "(म्याद नाघेको)" / "(Overdue)" after it, as exported, is left aside. */
export function readStatus(cell: Cell | undefined, lang: Lang): Read<EventStatus> {
  const written = cellText(cell);
  if (!written) return null;
  const plain = normalise(written.replace(/\s*\([^)]*\)\s*$/, ''));
  const status = STATUS_WORDS.get(plain);
  if (status) return status;
  const choices = EVENT_STATUSES.map((s) => translate(`report.status.${s}`, lang)).join(', ');
  return { error: translate('imports.badStatus', lang, { value: written, choices }) };
}

/** A BS date: text in either digits, or an Excel date cell (AD, converted). */
export function readBsDate(cell: Cell | undefined, label: string, lang: Lang): Read<string> {
  if (cell?.kind === 'date') {
    try {
      if (parseAd(cell.ad)) return adToBsString(cell.ad);
    } catch {
      // Outside the calendar's range: explained below.
    }
    return { error: explainBsDate(cell.ad, label, lang) };
  }
  const written = cellText(cell);
  if (!written) return null;
  const bs = parseBs(written);
  return bs ? bsToString(bs) : { error: explainBsDate(written, label, lang) };
}

/** An AD date written as text (our export's "Date (AD)"), or an Excel date cell. */
export function readAdDate(cell: Cell | undefined): string | null {
  if (cell?.kind === 'date') return cell.ad;
  const written = toAsciiDigits(cellText(cell)).replace(/\//g, '-');
  return parseAd(written) ? written : null;
}

/** Physical progress: a whole number 0–100 in either digits, `%` allowed. */
export function readPercent(cell: Cell | undefined, lang: Lang): Read<number> {
  const text = toAsciiDigits(cellText(cell)).replace(/\s*%$/, '');
  if (!text) return null;
  const n = Number(text);
  if (!/^\d+(\.0+)?$/.test(text) || n > 100) {
    return { error: translate('imports.badPercent', lang, { value: cellText(cell) }) };
  }
  return n;
}

/** Whole rupees in either digits, grouped with commas or not, "रु." or "Rs." before them. */
export function readAmount(cell: Cell | undefined, lang: Lang): Read<number> {
  const text = toAsciiDigits(cellText(cell))
    .replace(/^(रु\.?|rs\.?|npr)\s*/i, '')
    .replace(/[,\s]/g, '');
  if (!text) return null;
  if (!/^\d+(\.\d+)?$/.test(text)) {
    return { error: translate('imports.badAmount', lang, { value: cellText(cell) }) };
  }
  const n = Number(text);
  // An amount a formula worked out may carry a float's dust (1234.0000001); paise are refused.
  const whole = Math.round(n);
  if (Math.abs(n - whole) > 1e-6) {
    return { error: translate('imports.amountNotWhole', lang, { value: cellText(cell) }) };
  }
  if (whole > MAX_AMOUNT) {
    return { error: translate('imports.badAmount', lang, { value: cellText(cell) }) };
  }
  return whole;
}

/** How the export writes the whole municipality, in both languages. */
const WHOLE_MUNICIPALITY = new Set(
  (['ne', 'en'] as const).flatMap((l) => [
    normalise(wardsLabel([], l)),
    normalise(wardsLabel([], l).replace('-', ' ')),
  ]),
);

/**
 * The wards a cell names (issue 28), as `parseWards` reads them ("३", "3", "वडा नं ९",
 * "३, ६ र ११"), checked against the municipality's `count` of wards. Empty, or the whole
 * municipality in words ("पालिका स्तरीय", "Municipality-wide"): none.
 */
export function readWards(
  cell: Cell | undefined,
  count: number | null,
  lang: Lang,
): Read<number[]> {
  const written = cellText(cell);
  if (!written) return null;
  if (WHOLE_MUNICIPALITY.has(normalise(written))) return [];
  const wards = parseWards(written);
  if (wards === null) return { error: translate('imports.badWards', lang, { value: written }) };
  if (wards.length > MAX_EVENT_WARDS) {
    return { error: translate('imports.tooManyWards', lang, { max: MAX_EVENT_WARDS }) };
  }
  if (wards.length > 0 && count === null) return { error: translate('field.noWardsYet', lang) };
  const missing = wards.find((w) => w > (count ?? 0));
  if (missing !== undefined) {
    return { error: translate('field.noSuchWard', lang, { ward: missing, count: count ?? 0 }) };
  }
  return wards;
}
