import { expect, test } from 'vitest';
import { readReportSearch, withScope, writeReportSearch } from './report-search';

test('wards and branches in the URL: lists, sorted and unique, anything else left out', () => {
  const read = readReportSearch(new URLSearchParams('ward=5,3,x,3,100,0&branch_id=12,-1,11'));
  expect(read).toMatchObject({ wards: [0, 3, 5], branchIds: [11, 12], all: false });
  expect(writeReportSearch(read).toString()).toBe('ward=0%2C3%2C5&branch_id=11%2C12');
  expect(readReportSearch(new URLSearchParams('all=1')).all).toBe(true);
});

test('an officer limited to wards or branches opens on them unless the URL says otherwise', () => {
  const none = readReportSearch(new URLSearchParams(''));
  const scope = { scope_wards: [5, 3], scope_branch_ids: [11] };
  expect(withScope(none, scope)).toMatchObject({ wards: [3, 5], branchIds: [11] });
  expect(withScope({ ...none, all: true }, scope)).toMatchObject({ wards: [], branchIds: [] });
  expect(withScope({ ...none, wards: [2] }, scope)).toMatchObject({ wards: [2], branchIds: [] });
  expect(withScope(none, {})).toEqual(none);
});
