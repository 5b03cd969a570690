import { describe, expect, it } from 'vitest';
import { eventUpdate } from './events.js';
import { inScope, parseWards, wardsLabel } from './organisation.js';

describe('ward numbers as people write them', () => {
  it.each([
    ['३', [3]],
    ['3', [3]],
    ['वडा नं ९', [9]],
    ['वडा नं. ९', [9]],
    ['वार्ड नं  ५ ', [5]],
    ['३, ६ र ११', [3, 6, 11]],
    ['Ward 3, 6 and 11', [3, 6, 11]],
    ['११,३,३', [3, 11]],
    ['1-4', [1, 2, 3, 4]],
    ['', []],
    ['सबै', []],
  ])('reads %j as %j', (text, wards) => {
    expect(parseWards(text)).toEqual(wards);
  });

  it.each(['तीन', '3a', '0', '100', '5-2', 'ward'])('refuses %j rather than guess', (text) => {
    expect(parseWards(text)).toBeNull();
  });
});

describe('where an event is, in words', () => {
  it('names wards in Nepali and English, and no ward as the whole municipality', () => {
    expect(wardsLabel([3, 6, 11], 'ne')).toBe('वडा नं ३, ६ र ११');
    expect(wardsLabel([5], 'en')).toBe('Ward 5');
    expect(wardsLabel([3, 6, 11], 'en')).toBe('Wards 3, 6 and 11');
    expect(wardsLabel([], 'ne')).toBe('पालिका स्तरीय');
  });
});

describe('an officer’s scope', () => {
  const ward5 = { scope_wards: [5], scope_branch_ids: [] };
  const branch2 = { scope_wards: [], scope_branch_ids: [2] };
  it('holds an event of one of the wards, never a municipality-level one', () => {
    expect(inScope(ward5, { wards: [3, 5], branch_id: null })).toBe(true);
    expect(inScope(ward5, { wards: [3], branch_id: null })).toBe(false);
    expect(inScope(ward5, { wards: [], branch_id: null })).toBe(false);
  });
  it('holds an event of the branch, and every limit set must hold', () => {
    expect(inScope(branch2, { wards: [], branch_id: 2 })).toBe(true);
    expect(inScope(branch2, { wards: [5], branch_id: 3 })).toBe(false);
    const both = { scope_wards: [5], scope_branch_ids: [2] };
    expect(inScope(both, { wards: [5], branch_id: 2 })).toBe(true);
    expect(inScope(both, { wards: [5], branch_id: null })).toBe(false);
  });
  it('is everything when unscoped', () => {
    expect(inScope({ scope_wards: [], scope_branch_ids: [] }, { wards: [], branch_id: null })).toBe(
      true,
    );
  });
});

describe('an update on the wire', () => {
  const base = {
    fiscal_year_id: 1,
    title: 't',
    content: 'c',
    date: '2083-05-01',
    status: 'notDone',
  };
  it('keeps wards and branch when they are left out', () => {
    const parsed = eventUpdate.parse(base);
    expect(parsed.wards).toBeUndefined();
    expect(parsed.branch_id).toBeUndefined();
  });
  it('reads wards written as text and clears the branch with null', () => {
    const parsed = eventUpdate.parse({ ...base, wards: '३, ६ र ११', branch_id: null });
    expect(parsed.wards).toEqual([3, 6, 11]);
    expect(parsed.branch_id).toBeNull();
  });
  it('refuses a ward that is not a number', () => {
    expect(eventUpdate.safeParse({ ...base, wards: 'तीन' }).success).toBe(false);
    expect(eventUpdate.safeParse({ ...base, wards: [0] }).success).toBe(false);
  });
});
