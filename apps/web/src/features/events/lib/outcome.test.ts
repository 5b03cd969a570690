import { describe, expect, test } from 'vitest';
import { makeEvent, makeFiscalYear } from '../testing/builders';
import {
  outcomeBody,
  outcomeIssues,
  overBudgetBy,
  parsePercent,
  type OutcomeValues,
} from './outcome';

const FY_82 = makeFiscalYear(2082); // 2082-04-01 .. 2083-03-31
const TODAY = '2082-11-26';

function values(overrides: Partial<OutcomeValues> = {}): OutcomeValues {
  return {
    status: 'notDone',
    fiscal_year_id: String(FY_82.id),
    completed_date: TODAY,
    outcome: '',
    status_reason: '',
    progress: '',
    budget: '',
    spent: '',
    ...overrides,
  };
}

const messages = (v: OutcomeValues) =>
  outcomeIssues(v, [FY_82], TODAY).map((issue) => `${issue.path[0]}: ${issue.message}`);

describe('the completion date of a done event', () => {
  test.each([
    ['2082-04-01', []],
    [TODAY, []],
    ['2082-03-32', ['completed_date: events.progress.completedBeforeYear']],
    ['2082-11-27', ['completed_date: events.progress.completedInFuture']],
    ['', ['completed_date: events.progress.completedRequired']],
  ])('%j → %j', (date, expected) => {
    expect(messages(values({ status: 'done', completed_date: date }))).toEqual(expected);
  });

  test('is not asked of the other statuses', () => {
    expect(messages(values({ completed_date: '' }))).toEqual([]);
  });
});

test('postponed and canceled need a reason that is more than spaces', () => {
  expect(messages(values({ status: 'postponed', status_reason: '  ' }))).toEqual([
    'status_reason: events.progress.postponedReasonRequired',
  ]);
  expect(messages(values({ status: 'canceled' }))).toEqual([
    'status_reason: events.progress.canceledReasonRequired',
  ]);
  expect(messages(values({ status: 'canceled', status_reason: 'x'.repeat(2001) }))).toEqual([
    'status_reason: events.progress.reasonTooLong',
  ]);
});

test('figures: progress 0–100, whole rupees up to ten kharab', () => {
  expect(parsePercent('१००')).toBe(100);
  expect(parsePercent('')).toBeNull();
  expect(parsePercent('101')).toBeNaN();
  expect(parsePercent('4.5')).toBeNaN();
  expect(messages(values({ progress: '४.५', budget: '१२.५', spent: '2000000000000' }))).toEqual([
    'progress: events.progress.progressInvalid',
    'budget: events.progress.amountInvalid',
    'spent: events.progress.amountTooLarge',
  ]);
  // Done is 100 %: whatever was typed before is not checked or sent.
  expect(messages(values({ status: 'done', progress: 'abc' }))).toEqual([]);
});

test('over budget by the excess, only when both are known', () => {
  expect(overBudgetBy({ budget: '१०,००,०००', spent: '1200000' })).toBe(200_000);
  expect(overBudgetBy({ budget: '', spent: '1200000' })).toBe(0);
  expect(overBudgetBy({ budget: '5', spent: '5' })).toBe(0);
});

describe('the update body', () => {
  const stored = makeEvent({ status: 'postponed', status_reason: 'वर्षा', budget: 100, spent: 50 });

  test('keeps what is untouched by leaving it out', () => {
    const body = outcomeBody(
      values({ status: 'postponed', status_reason: 'वर्षा', budget: '१००', spent: '५०' }),
      stored,
    );
    expect(body).toEqual({ status_reason: 'वर्षा' });
  });

  test('done sends its date and a changed outcome; never the progress or the reason', () => {
    const body = outcomeBody(
      values({ status: 'done', outcome: ' भयो ', progress: '30', status_reason: 'x' }),
      stored,
    );
    expect(body).toEqual({ completed_date: TODAY, outcome: 'भयो', budget: null, spent: null });
  });
});
