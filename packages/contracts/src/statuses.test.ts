import { describe, expect, it } from 'vitest';
import { EVENT_STATUSES, statusWord, statusWordsIn } from './statuses.js';

describe('the one table of status words', () => {
  it('says SPEC.md §4’s words: the long word, the short one, and English', () => {
    expect(statusWordsIn('ne')).toMatchObject({
      done: 'सम्पन्न भएको',
      notDone: 'सम्पन्न नभएको',
      postponed: 'हुने तर नभएको',
      canceled: 'रद्द गरिएको',
    });
    expect(statusWordsIn('ne', 'short')).toMatchObject({ done: 'भएको', notDone: 'नभएको' });
    expect(statusWordsIn('en')).toMatchObject({
      done: 'Done',
      notDone: 'Not done',
      postponed: 'Postponed',
      canceled: 'Canceled',
    });
    expect(statusWord('postponed', 'en', 'inSentence')).toBe('postponed');
  });

  it('has every status in every variant, and names overdue beside them', () => {
    for (const status of EVENT_STATUSES) {
      for (const variant of ['long', 'short', 'inSentence'] as const) {
        expect(statusWord(status, 'ne', variant)).toMatch(/[\u0900-\u097F]/);
        expect(statusWord(status, 'en', variant)).toMatch(/^[A-Za-z ]+$/);
      }
    }
    expect(statusWord('overdue', 'ne')).toBe('म्याद नाघेको');
    expect(statusWord('unknown', 'ne')).toBe('unknown');
  });
});
