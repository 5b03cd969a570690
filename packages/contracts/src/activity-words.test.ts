import { describe, expect, it } from 'vitest';
import {
  activityChangesText,
  activityFieldKnown,
  activityFieldLabel,
  activityValueText,
} from './activity-words.js';

describe('the activity log’s words', () => {
  it('writes values as the pages do, in either language', () => {
    expect(activityValueText('event', 'budget', 1234567, 'ne')).toBe('रु. १२,३४,५६७');
    expect(activityValueText('event', 'budget', 1234567, 'en')).toBe('Rs. 1,234,567');
    expect(activityValueText('event', 'progress', 40, 'ne')).toBe('४०%');
    expect(activityValueText('event', 'status', 'postponed', 'ne')).toBe('हुने तर नभएको');
    expect(activityValueText('event', 'date', '2083-08-05', 'ne')).toBe('२०८३ मंसिर ५');
    expect(activityValueText('event', 'date', '2083-08-05', 'en')).toBe('5 Mangsir 2083');
    expect(activityValueText('fiscal_year', 'status', 1, 'ne')).toBe('सक्रिय');
    expect(activityValueText('company', 'public_plan', true, 'en')).toBe('Yes');
    expect(activityValueText('user', 'role', 'admin', 'ne')).toBe('एड्मिन');
    expect(activityValueText('user', 'reminder_days', null, 'ne')).toBe('सम्झना नपठाउनुहोस्');
    expect(activityValueText('user', 'reminder_days', 3, 'ne')).toBe('३ दिन अगाडि');
    expect(activityValueText('user', 'calendar_feed', 'पुरानो ठेगाना', 'en')).toBe('The old link');
  });

  it('names files and rows by their names; a bare id is never shown', () => {
    expect(activityValueText('task', 'file_id', { id: 4, name: 'a.pdf' }, 'ne')).toBe('a.pdf');
    expect(activityValueText('task', 'file_id', 4, 'ne')).toBe('एउटा फाइल');
    expect(activityValueText('event', 'fiscal_year_id', { id: 2, name: '2082/83' }, 'ne')).toBe(
      '२०८२/८३',
    );
    expect(activityValueText('event', 'fiscal_year_id', 2, 'en')).toBe('(no longer there)');
    expect(activityValueText('event', 'categories', [], 'ne')).toBe('(खाली)');
  });

  it('labels every field by its form’s word, a logo’s too; an unknown one not by its name', () => {
    expect(activityFieldLabel('event', 'outcome', 'ne')).toBe('उपलब्धि');
    expect(activityFieldLabel('logo', 'sub_logo_file_id', 'ne')).toBe('सहायक लोगो');
    expect(activityFieldKnown('logo', 'logo_file_id')).toBe(true);
    expect(activityFieldLabel('event', 'venue_code', 'en')).toBe('Another detail');
    expect(activityChangesText('event', { spent: [null, 5000] }, 'ne')).toBe(
      'खर्च: (खाली) → रु. ५,०००',
    );
  });
});
