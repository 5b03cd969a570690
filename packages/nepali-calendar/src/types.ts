/** A Bikram Sambat date; month 1..12 with 1 = Baisakh, e.g. { year: 2082, month: 4, day: 1 }. */
export interface BsDate {
  year: number;
  month: number;
  day: number;
}

/** A Gregorian date; month 1..12, e.g. { year: 2025, month: 7, day: 17 }. */
export interface AdDate {
  year: number;
  month: number;
  day: number;
}

/** Language of names and digits: 'ne' writes Devanagari, 'en' writes English and ASCII. */
export type Lang = 'ne' | 'en';
