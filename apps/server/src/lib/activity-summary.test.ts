import { describe, expect, it } from 'vitest';
import { activitySummary, summaryIn } from './activity-summary.js';

describe('activity summaries in the reader’s language', () => {
  it('stores Nepali and reads it back in English without Nepali nouns', () => {
    const stored = activitySummary('activity.summary.event', { title: 'कृषि तालिम' });
    expect(stored).toBe('कार्यक्रम "कृषि तालिम"');
    expect(summaryIn(stored, 'en')).toBe('Event "कृषि तालिम"');
    expect(summaryIn(stored, 'ne')).toBe(stored);
  });

  it('reads the entries written before issue 27 (the same words)', () => {
    expect(summaryIn('कार्य "नक्सा" (कार्यक्रम "सडक मर्मत")', 'en')).toBe(
      'Task "नक्सा" (event "सडक मर्मत")',
    );
    expect(summaryIn('कार्यक्रम "तालिम" (3 मितिमा)', 'en')).toBe('Event "तालिम" (on 3 dates)');
    expect(summaryIn('कार्यक्रम "तालिम" (3 मितिमा)', 'ne')).toBe('कार्यक्रम "तालिम" (३ मितिमा)');
    expect(summaryIn('आर्थिक वर्ष 2082/83 मा 4 कार्यक्रम आयात गरियो', 'en')).toBe(
      '4 events imported into fiscal year 2082/83',
    );
    expect(summaryIn('आर्थिक वर्ष 2082/83', 'en')).toBe('Fiscal year 2082/83');
  });

  it('says roles in words in both languages, never "admin" on a Nepali page', () => {
    const stored = 'प्रयोगकर्ता सीता (admin)';
    expect(summaryIn(stored, 'ne')).toBe('प्रयोगकर्ता सीता (एड्मिन)');
    expect(summaryIn(stored, 'en')).toBe('User सीता (Admin)');
  });

  it('translates the summary an undo quotes', () => {
    const inner = 'आर्थिक वर्ष 2082/83 मा 2 कार्यक्रम आयात, 1 अद्यावधिक गरियो';
    expect(summaryIn(`2 कार्यक्रम रद्दीटोकरीमा, 1 पहिलेकै अवस्थामा (${inner} फिर्ता)`, 'en')).toBe(
      '2 events moved to the trash, 1 given their earlier values back (undoing: 2 events imported into fiscal year 2082/83, 1 updated)',
    );
  });

  it('shows a line no template knows as stored', () => {
    expect(summaryIn('something else', 'en')).toBe('something else');
  });
});
