// The benchmark's inputs: the same random days for every library, in each one's own input type.
import bikramSambat from 'bikram-sambat';
import nepaliDateConverter from 'nepali-date-converter';
import {
  bsToEpochDay,
  bsToString,
  adToString,
  daysInBsMonth,
  epochDayToAd,
  epochDayToBs,
  type AdDate,
  type BsDate,
} from '../src/index.js';

export const COUNT = 100_000;

// Deterministic, so two runs time the same work.
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NDC_MONTH_KEYS = [
  'Baisakh',
  'Jestha',
  'Asar',
  'Shrawan',
  'Bhadra',
  'Aswin',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
] as const;

// The three tables disagree on some months of 2084-2089, so keep only days all three accept.
function existsEverywhere(bs: BsDate): boolean {
  const months = nepaliDateConverter.dateConfigMap[String(bs.year)];
  const ndcLength = months?.[NDC_MONTH_KEYS[bs.month - 1] ?? 'Baisakh'] ?? 0;
  return bs.day <= ndcLength && bs.day <= bikramSambat.daysInMonth(bs.year, bs.month);
}

export interface Sample {
  bs: BsDate;
  ad: AdDate;
  bsText: string;
  adText: string;
}

const first = bsToEpochDay({ year: 2000, month: 1, day: 1 });
const last = bsToEpochDay({ year: 2089, month: 12, day: daysInBsMonth(2089, 12) });

export const rangeText =
  `BS ${bsToString(epochDayToBs(first))}..${bsToString(epochDayToBs(last))}` +
  ` (AD ${adToString(epochDayToAd(first))}..${adToString(epochDayToAd(last))})`;

const random = mulberry32(2082);
export const samples: Sample[] = [];
while (samples.length < COUNT) {
  const day = first + Math.floor(random() * (last - first + 1));
  const bs = epochDayToBs(day);
  if (!existsEverywhere(bs)) continue;
  const ad = epochDayToAd(day);
  samples.push({ bs, ad, bsText: bsToString(bs), adText: adToString(ad) });
}

// Separate arrays of each library's input type, so a timed loop touches nothing else.
export const bsDates: BsDate[] = samples.map((sample) => ({ ...sample.bs }));
export const adDates: AdDate[] = samples.map((sample) => ({ ...sample.ad }));
// nepali-date-converter reads a Date through its local-time getters: local midnight is its input.
export const jsDates: Date[] = samples.map(({ ad }) => new Date(ad.year, ad.month - 1, ad.day));
// bikram-sambat's toBik takes an ISO string.
export const adStrings: string[] = samples.map((sample) => sample.adText);
