import {
  MAX_AMOUNT,
  type Event,
  type EventStatus,
  type EventUpdateInput,
  type FiscalYear,
} from '@karyayojana/contracts';
import { formatAmount, toAsciiDigits, toDevanagariDigits } from '@karyayojana/nepali-calendar';
import { parseAmount } from '@/components/ui/amount-input';

// What an edit records about what happened (docs/decisions/018-progress-model.md): done carries
// its completion date and outcome, postponed and canceled a reason, and any status the physical
// and financial progress. The form keeps them as text; these turn them into the update's fields.

/** The outcome fields of the form, as typed. */
export interface OutcomeValues {
  status: EventStatus;
  fiscal_year_id: string;
  /** BS 'YYYY-MM-DD' (ASCII) or ''. */
  completed_date: string;
  outcome: string;
  status_reason: string;
  /** 0–100 in either script's digits, or ''. */
  progress: string;
  /** Whole rupees in either script's digits, grouped or not, or ''. */
  budget: string;
  spent: string;
}

const REASON_MAX = 2_000;
const OUTCOME_MAX = 10_000;

/** Postponed and canceled need a reason. */
export function needsReason(status: EventStatus): status is 'postponed' | 'canceled' {
  return status === 'postponed' || status === 'canceled';
}

/** '४०' → 40; '' → null; NaN when it is not a whole number from 0 to 100. */
export function parsePercent(text: string): number | null {
  const plain = toAsciiDigits(text).trim();
  if (plain === '') return null;
  const n = /^\d{1,3}$/.test(plain) ? Number(plain) : Number.NaN;
  return n <= 100 ? n : Number.NaN;
}

/** The event's stored outcome as the form shows it: numbers in the reader's digits and grouping. */
export function outcomeDefaults(
  event: Event | undefined,
  lang: 'ne' | 'en',
  today: string,
): Omit<OutcomeValues, 'status' | 'fiscal_year_id'> {
  const amount = (n: number | null | undefined) => (n == null ? '' : formatAmount(n, lang));
  const progress = event?.progress;
  return {
    // Shown only once the status is done: the stored day, else today (the server's default too).
    completed_date: event?.completed_date ?? today,
    outcome: event?.outcome ?? '',
    status_reason: event?.status_reason ?? '',
    progress:
      progress == null ? '' : lang === 'ne' ? toDevanagariDigits(progress) : String(progress),
    budget: amount(event?.budget),
    spent: amount(event?.spent),
  };
}

interface Issue {
  path: [keyof OutcomeValues];
  message: string;
}

/** The server's rules, checked before sending; messages are i18n keys (events.progress.*). */
export function outcomeIssues(
  values: OutcomeValues,
  fiscalYears: readonly FiscalYear[],
  today: string,
): Issue[] {
  const issues: Issue[] = [];
  const fail = (field: keyof OutcomeValues, key: string) =>
    issues.push({ path: [field], message: `events.progress.${key}` });
  const { status } = values;
  if (status === 'done') {
    const date = values.completed_date;
    const year = fiscalYears.find((y) => String(y.id) === values.fiscal_year_id);
    // ASCII 'YYYY-MM-DD' strings sort like the dates they write.
    if (!date) fail('completed_date', 'completedRequired');
    else if (year && date < year.startDate) fail('completed_date', 'completedBeforeYear');
    else if (date > today) fail('completed_date', 'completedInFuture');
    if (values.outcome.trim().length > OUTCOME_MAX) fail('outcome', 'outcomeTooLong');
  } else if (Number.isNaN(parsePercent(values.progress))) {
    fail('progress', 'progressInvalid');
  }
  if (needsReason(status)) {
    const reason = values.status_reason.trim();
    if (!reason) fail('status_reason', `${status}ReasonRequired`);
    else if (reason.length > REASON_MAX) fail('status_reason', 'reasonTooLong');
  }
  for (const field of ['budget', 'spent'] as const) {
    const amount = parseAmount(values[field]);
    if (Number.isNaN(amount)) fail(field, 'amountInvalid');
    else if (amount !== null && amount > MAX_AMOUNT) fail(field, 'amountTooLarge');
  }
  return issues;
}

/** Spent beyond the budget, in rupees, or 0; allowed, and shown as a warning. */
export function overBudgetBy(values: Pick<OutcomeValues, 'budget' | 'spent'>): number {
  const budget = parseAmount(values.budget);
  const spent = parseAmount(values.spent);
  if (budget === null || spent === null || Number.isNaN(budget) || Number.isNaN(spent)) return 0;
  return Math.max(0, spent - budget);
}

type OutcomeBody = Pick<
  EventUpdateInput,
  'completed_date' | 'outcome' | 'status_reason' | 'progress' | 'budget' | 'spent'
>;

/**
 * The outcome fields of an update. Absent keeps what is stored (the contract's rule), so only
 * what the status shows goes, and of that only what differs from the stored value, except the
 * completion date and the reason, which the officer sees and the status needs. A field emptied
 * is sent as null, which clears it.
 */
export function outcomeBody(values: OutcomeValues, event: Event): OutcomeBody {
  const body: OutcomeBody = {};
  const { status } = values;
  if (status === 'done') {
    body.completed_date = values.completed_date;
    const outcome = values.outcome.trim();
    if (outcome !== (event.outcome ?? '')) body.outcome = outcome || null;
  } else {
    // Done means 100 % on the server; any other status keeps the progress typed.
    const progress = parsePercent(values.progress);
    if (progress !== event.progress) body.progress = progress;
  }
  if (needsReason(status)) body.status_reason = values.status_reason.trim();
  const budget = parseAmount(values.budget);
  if (budget !== event.budget) body.budget = budget;
  const spent = parseAmount(values.spent);
  if (spent !== event.spent) body.spent = spent;
  return body;
}
