import { adToEpochDay } from './epoch-day.js';
import { MONTH_LENGTHS } from './table.js';

// BS 2000-01-01 (Baisakh 1) fell on AD 1943-04-14, a Wednesday.
const ANCHOR_EPOCH_DAY = adToEpochDay({ year: 1943, month: 4, day: 14 });

const MONTH_COUNT = MONTH_LENGTHS.length;

// Epoch day of the first day of every month in the table, plus one past the last month, so a
// conversion is one lookup one way and a near-direct index the other way.
function buildMonthStarts(): Int32Array {
  const starts = new Int32Array(MONTH_COUNT + 1);
  let day = ANCHOR_EPOCH_DAY;
  for (let index = 0; index < MONTH_COUNT; index++) {
    starts[index] = day;
    day += MONTH_LENGTHS[index] ?? 0;
  }
  starts[MONTH_COUNT] = day;
  return starts;
}

const MONTH_STARTS = buildMonthStarts();

/** Epoch day of BS 2000-01-01, e.g. FIRST_EPOCH_DAY === -9759. */
export const FIRST_EPOCH_DAY = ANCHOR_EPOCH_DAY;

/** Epoch day of BS 2099-12-30, the last day of the table. */
export const LAST_EPOCH_DAY = (MONTH_STARTS[MONTH_COUNT] ?? 0) - 1;

// Month lengths average 30.44 days and drift from that line by under a month, so the estimate
// lands on the right month or a neighbour; the loops below fix the rest.
const AVERAGE_MONTH = (LAST_EPOCH_DAY + 1 - FIRST_EPOCH_DAY) / MONTH_COUNT;

/** Epoch day of the first day of the table month at index (year - 2000) * 12 + month - 1. */
export function monthStart(index: number): number {
  return MONTH_STARTS[index] ?? Number.NaN;
}

/** Table month index holding an epoch day already known to be in range, e.g. monthIndexOf(FIRST_EPOCH_DAY) === 0. */
export function monthIndexOf(n: number): number {
  let index = Math.min(MONTH_COUNT - 1, Math.floor((n - FIRST_EPOCH_DAY) / AVERAGE_MONTH));
  while (index > 0 && (MONTH_STARTS[index] ?? 0) > n) index--;
  while (index < MONTH_COUNT - 1 && (MONTH_STARTS[index + 1] ?? 0) <= n) index++;
  return index;
}
