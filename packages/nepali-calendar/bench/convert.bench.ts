// BS <-> AD conversion speed against the two libraries the original product used.
// Every library converts the same days, each given in its own input type, built before timing.
// Each case has its own loop (no shared `fn(x)` call site that the JIT could make megamorphic
// for some libraries and not others) and folds every result into a checksum that is printed,
// so no conversion can be dropped as dead code. Rounds run round-robin across the cases.
import { createRequire } from 'node:module';
import bikramSambat from 'bikram-sambat';
import nepaliDateConverter from 'nepali-date-converter';
import { adToBs, bsToAd, bsToString, adToString } from '../src/index.js';
import { adDates, adStrings, bsDates, COUNT, jsDates, rangeText, samples } from './inputs.js';
import type { Sample } from './inputs.js';

const NepaliDate = nepaliDateConverter.default;
const WARM_UP_ROUNDS = 3;
const ROUNDS = 7;

const require = createRequire(import.meta.url);
const versionOf = (name: string) =>
  `${name}@${(require(`${name}/package.json`) as { version: string }).version}`;
const OURS = '@karyayojana/nepali-calendar';
const NDC = versionOf('nepali-date-converter');
const BIKRAM = versionOf('bikram-sambat');

type Direction = 'BS->AD' | 'AD->BS';
interface Case {
  library: string;
  direction: Direction;
  /** The timed loop over all inputs; returns a checksum of every result. */
  run: () => number;
  /** One untimed answer as 'YYYY-MM-DD', to check the libraries agree with ours. */
  answer: (sample: Sample) => string;
}

// Checksums add year * 10000 + month * 100 + day with 1-based months.
const cases: Case[] = [
  {
    library: OURS,
    direction: 'BS->AD',
    run: () => {
      let sum = 0;
      for (const bs of bsDates) {
        const ad = bsToAd(bs);
        sum += ad.year * 10000 + ad.month * 100 + ad.day;
      }
      return sum;
    },
    answer: ({ bs }) => adToString(bsToAd(bs)),
  },
  {
    library: OURS,
    direction: 'AD->BS',
    run: () => {
      let sum = 0;
      for (const ad of adDates) {
        const bs = adToBs(ad);
        sum += bs.year * 10000 + bs.month * 100 + bs.day;
      }
      return sum;
    },
    answer: ({ ad }) => bsToString(adToBs(ad)),
  },
  {
    library: NDC,
    direction: 'BS->AD',
    run: () => {
      let sum = 0;
      for (const bs of bsDates) {
        const ad = new NepaliDate(bs.year, bs.month - 1, bs.day).getAD();
        sum += ad.year * 10000 + (ad.month + 1) * 100 + ad.date;
      }
      return sum;
    },
    answer: ({ bs }) => {
      const ad = new NepaliDate(bs.year, bs.month - 1, bs.day).getAD();
      return adToString({ year: ad.year, month: ad.month + 1, day: ad.date });
    },
  },
  {
    library: NDC,
    direction: 'AD->BS',
    run: () => {
      let sum = 0;
      for (const date of jsDates) {
        const bs = new NepaliDate(date).getBS();
        sum += bs.year * 10000 + (bs.month + 1) * 100 + bs.date;
      }
      return sum;
    },
    answer: ({ ad }) => {
      const bs = new NepaliDate(new Date(ad.year, ad.month - 1, ad.day)).getBS();
      return bsToString({ year: bs.year, month: bs.month + 1, day: bs.date });
    },
  },
  {
    library: BIKRAM,
    direction: 'BS->AD',
    run: () => {
      let sum = 0;
      for (const bs of bsDates) {
        const ad = bikramSambat.toGreg(bs.year, bs.month, bs.day);
        sum += ad.year * 10000 + ad.month * 100 + ad.day;
      }
      return sum;
    },
    answer: ({ bs }) => adToString(bikramSambat.toGreg(bs.year, bs.month, bs.day)),
  },
  {
    library: BIKRAM,
    direction: 'AD->BS',
    run: () => {
      let sum = 0;
      for (const text of adStrings) {
        const bs = bikramSambat.toBik(text);
        sum += bs.year * 10000 + bs.month * 100 + bs.day;
      }
      return sum;
    },
    answer: ({ adText }) => bsToString(bikramSambat.toBik(adText)),
  },
];

const timings = new Map<Case, number[]>(cases.map((entry) => [entry, []]));
const checksums: number[] = [];
for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
  for (const entry of cases) {
    const start = performance.now();
    const checksum = entry.run();
    const elapsed = performance.now() - start;
    checksums.push(checksum);
    if (round >= WARM_UP_ROUNDS) timings.get(entry)?.push(elapsed);
  }
}

function find(library: string, direction: Direction): Case | undefined {
  return cases.find((entry) => entry.library === library && entry.direction === direction);
}

function opsPerSecond(library: string, direction: Direction): number {
  const entry = find(library, direction);
  const sorted = [...((entry && timings.get(entry)) ?? [])].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  return (COUNT / median) * 1000;
}

// Untimed: answers equal to ours. They may differ only where the month tables differ (BS 2084+
// in bikram-sambat, 2087+ in nepali-date-converter), never in the published years.
function agreement(library: string, direction: Direction): string {
  const entry = find(library, direction);
  if (!entry) return '-';
  let same = 0;
  let firstDifference = '';
  for (const sample of samples) {
    const expected = direction === 'BS->AD' ? sample.adText : sample.bsText;
    if (entry.answer(sample) === expected) same++;
    else if (!firstDifference || sample.bsText < firstDifference) firstDifference = sample.bsText;
  }
  const where = firstDifference ? `, earliest differing BS date ${firstDifference}` : '';
  return `${same.toLocaleString('en-US')} of ${COUNT.toLocaleString('en-US')}${where}`;
}

const format = (value: number) => Math.round(value).toLocaleString('en-US');
const row = (label: string, left: string, right: string) =>
  console.log(`${label.padEnd(34)}${left.padStart(16)}${right.padStart(16)}`);
const rule = () => row('-'.repeat(32), '-'.repeat(14), '-'.repeat(14));

console.log(`BS <-> AD conversion of ${format(COUNT)} random days in ${rangeText}`);
console.log(
  `node ${process.version}; median of ${ROUNDS} rounds after ${WARM_UP_ROUNDS} warm-up\n`,
);
row('library', 'BS->AD ops/s', 'AD->BS ops/s');
rule();
for (const library of [OURS, NDC, BIKRAM]) {
  row(library, format(opsPerSecond(library, 'BS->AD')), format(opsPerSecond(library, 'AD->BS')));
}
rule();
for (const other of [NDC, BIKRAM]) {
  const ratio = (direction: Direction) =>
    `${(opsPerSecond(OURS, direction) / opsPerSecond(other, direction)).toFixed(1)}x`;
  row(`ours / ${other.replace(/@[^@]*$/, '')}`, ratio('BS->AD'), ratio('AD->BS'));
}

console.log('\nanswers equal to ours (untimed check):');
for (const library of [NDC, BIKRAM]) {
  for (const direction of ['BS->AD', 'AD->BS'] as const) {
    console.log(`  ${library} ${direction}: ${agreement(library, direction)}`);
  }
}
console.log(`checksum of all timed results: ${checksums.reduce((a, b) => a + b, 0)}`);
