import { z } from 'zod';
import { toAsciiDigits, toDevanagariDigits } from '@karyayojana/nepali-calendar';
import { optionalId, optionalText, requiredId, storable, storableCheck, text } from './common.js';

/**
 * Wards and branches (issue 28, docs/behaviour.md §5a, docs/decisions/037): how a municipality
 * is organised. A municipality has wards 1..ward_count; an event names the wards it is for
 * (none: the whole municipality) and the branch (शाखा) responsible for it.
 */

/** The most wards a local level has today is 33; room for a boundary change. */
export const MAX_WARD = 99;
/** An event names at most this many wards. */
export const MAX_EVENT_WARDS = 40;

const wardNumber = z.number().int().min(1).max(MAX_WARD);

/**
 * Ward numbers as a form or a spreadsheet writes them: "३", "3", "वडा नं ९", "३, ६ र ११",
 * "Ward 3, 6 and 11", "3-5" (a range). Returns them sorted and unique, or null when the text
 * holds anything that is not a ward number (a typo must not become "the whole municipality").
 * An empty text is an empty list: the whole municipality.
 */
export function parseWards(input: string): number[] | null {
  const lower = toAsciiDigits(input.normalize('NFC')).toLowerCase().trim();
  const plain = lower
    // Words that name wards, not numbers: वडा नं., वार्ड नम्बर, ward no.
    .replace(/वडा|वार्ड|wards?|नं\.?|नम्बर|no\.?|number|#/gu, ' ')
    .replace(/ र |\band\b|&|;|\/|\||।/gu, ',')
    .trim();
  if (lower === '' || /^(सबै|all|पालिका स्तरीय|नगर स्तरीय|गाउँ स्तरीय)$/u.test(lower)) return [];
  // "वडा नं" with no number says nothing: not the whole municipality.
  if (plain === '') return null;
  const found = new Set<number>();
  for (const part of plain.split(/[,\s]+/u)) {
    if (part === '') continue;
    const range = /^(\d{1,2})\s*[-–]\s*(\d{1,2})$/u.exec(part);
    if (range) {
      const from = Number(range[1]);
      const to = Number(range[2]);
      if (from < 1 || to > MAX_WARD || from > to) return null;
      for (let n = from; n <= to; n++) found.add(n);
      continue;
    }
    if (!/^\d{1,2}$/u.test(part)) return null;
    const n = Number(part);
    if (n < 1 || n > MAX_WARD) return null;
    found.add(n);
  }
  return [...found].sort((a, b) => a - b);
}

/** A list as the language joins it: "३, ६ र ११" / "3, 6 and 11". */
function joinNumbers(numbers: readonly number[], lang: 'ne' | 'en'): string {
  const shown = numbers.map((n) => (lang === 'ne' ? toDevanagariDigits(n) : String(n)));
  if (shown.length <= 1) return shown.join('');
  const last = shown[shown.length - 1];
  return `${shown.slice(0, -1).join(', ')} ${lang === 'ne' ? 'र' : 'and'} ${last}`;
}

/**
 * Where an event is, as a page says it: "वडा नं ३, ६ र ११" / "Wards 3, 6 and 11"; no ward is
 * the whole municipality, "पालिका स्तरीय" / "Municipality-wide".
 */
export function wardsLabel(wards: readonly number[], lang: 'ne' | 'en'): string {
  if (wards.length === 0) return lang === 'ne' ? 'पालिका स्तरीय' : 'Municipality-wide';
  if (lang === 'ne') return `वडा नं ${joinNumbers(wards, 'ne')}`;
  return `${wards.length === 1 ? 'Ward' : 'Wards'} ${joinNumbers(wards, 'en')}`;
}

/** A list of ward numbers on the wire: an array, or a text `parseWards` reads. */
export const wardList = z.preprocess(
  (v) => {
    if (typeof v === 'string') return parseWards(v) ?? v;
    if (typeof v === 'number') return [v];
    return v;
  },
  z
    .array(z.preprocess((n) => (typeof n === 'string' ? Number(toAsciiDigits(n)) : n), wardNumber))
    .max(MAX_EVENT_WARDS)
    .transform((list) => [...new Set(list)].sort((a, b) => a - b)),
);

/** One ward of a municipality: `GET /api/wards`. */
export const ward = z.object({
  number: z.number(),
  /** The ward office's name, e.g. "वडा नं ५ को कार्यालय, खरेल"; null when not given. */
  office_name: z.string().nullable(),
  /** Its phone or address. */
  contact: z.string().nullable(),
  /** Events of the year asked for (or all years) that name this ward. */
  events_count: z.number().optional(),
});
export type Ward = z.infer<typeof ward>;
export const wardsAnswer = z.object({
  data: z.array(ward),
  meta: z.object({ company_id: z.number(), ward_count: z.number() }),
});
export type WardsAnswer = z.infer<typeof wardsAnswer>;
export const wardsQuery = z.object({ company_id: optionalId });
export const wardParam = z.object({ number: z.coerce.number().int().min(1).max(MAX_WARD) });
export const wardInput = z.object({
  company_id: optionalId,
  office_name: optionalText(200),
  contact: optionalText(200),
});
/** The Super-Admin changes a municipality's ward count after a boundary change. */
export const wardCountInput = z.object({
  company_id: optionalId,
  ward_count: z.coerce.number().int().min(1).max(MAX_WARD),
});

/** A branch (शाखा, महाशाखा) of a municipality: `GET /api/branches`. */
export const branch = z.object({
  id: z.number(),
  company_id: z.number(),
  name: z.string(),
  /** The name an English page shows; null: it shows `name`. */
  name_en: z.string().nullable(),
  order: z.number(),
  /** An inactive branch stays on its events but is not offered for new ones. */
  active: z.boolean(),
  /** How many events name it (all years). */
  events_count: z.number().optional(),
});
export type Branch = z.infer<typeof branch>;
export const branchesQuery = z.object({
  company_id: optionalId,
});
export const branchInput = z.object({
  company_id: optionalId,
  name: text(150),
  name_en: z
    .string()
    .trim()
    .max(150)
    .refine(storable, storableCheck)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
  active: z
    .preprocess(
      (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
      z.boolean(),
    )
    .optional(),
});
export type BranchInput = z.infer<typeof branchInput>;
export const branchOrder = z.object({
  company_id: optionalId,
  branchOrder: z.array(requiredId).max(1000),
});

/** A branch as it names itself to a reader of `lang`. */
export function branchName(b: { name: string; name_en?: string | null }, lang: string): string {
  return lang === 'en' && b.name_en ? b.name_en : b.name;
}

/**
 * The branches a municipality starts with (palika.md: the common शाखा of a palika); its admin
 * renames, reorders, adds and deactivates them.
 */
export const COMMON_BRANCHES: readonly { name: string; name_en: string }[] = [
  { name: 'योजना शाखा', name_en: 'Planning' },
  { name: 'पूर्वाधार विकास शाखा', name_en: 'Infrastructure development' },
  { name: 'सामाजिक विकास शाखा', name_en: 'Social development' },
  { name: 'आर्थिक विकास शाखा', name_en: 'Economic development' },
  { name: 'वातावरण तथा विपद् व्यवस्थापन शाखा', name_en: 'Environment and disaster management' },
  { name: 'प्रशासन शाखा', name_en: 'Administration' },
  { name: 'आर्थिक प्रशासन शाखा', name_en: 'Financial administration' },
  { name: 'स्वास्थ्य शाखा', name_en: 'Health' },
  { name: 'शिक्षा शाखा', name_en: 'Education' },
  { name: 'कृषि शाखा', name_en: 'Agriculture' },
];

/** Whom an officer's work is limited to (empty lists: the whole municipality). */
export interface OfficerScope {
  scope_wards: readonly number[];
  scope_branch_ids: readonly number[];
}
export const isScoped = (s: OfficerScope) =>
  s.scope_wards.length > 0 || s.scope_branch_ids.length > 0;

/**
 * Whether an event lies inside an officer's scope (docs/decisions/037): each limit that is set
 * must hold. Limited to wards, the event must name one of them (a municipality-level event is
 * outside); limited to branches, its branch must be one of them.
 */
export function inScope(
  scope: OfficerScope,
  place: { wards: readonly number[]; branch_id: number | null },
): boolean {
  if (scope.scope_wards.length > 0 && !place.wards.some((w) => scope.scope_wards.includes(w))) {
    return false;
  }
  if (
    scope.scope_branch_ids.length > 0 &&
    (place.branch_id === null || !scope.scope_branch_ids.includes(place.branch_id))
  ) {
    return false;
  }
  return true;
}
