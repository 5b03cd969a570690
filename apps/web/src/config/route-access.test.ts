import type { RoleName } from '@karyayojana/contracts';
import { describe, expect, test } from 'vitest';
import { mayOpen } from './route-access';

const all: RoleName[] = ['user', 'admin', 'Super-Admin'];
const whoMayOpen = (path: string) => all.filter((role) => mayOpen(path, [role]));

describe('who may open which route (docs/behaviour.md §2)', () => {
  test.each([
    '/dashboard/config/fiscal-year',
    '/dashboard/config/fiscal-year/3',
    '/dashboard/config/categories',
    '/dashboard/config/categories/4',
    '/dashboard/config/companies',
    '/dashboard/config/companies/add',
    '/dashboard/config/companies/add/9',
    '/dashboard/settings/mail',
  ])('%s: Super-Admin only', (path) => {
    expect(whoMayOpen(path)).toEqual(['Super-Admin']);
  });

  test.each([
    '/dashboard/other-documents',
    '/dashboard/other-documents/2',
    '/dashboard/settings/company/2',
    '/dashboard/activity',
    '/dashboard/trash',
    // Issue 28: an admin manages its own municipality's people, branches and wards.
    '/dashboard/config',
    '/dashboard/config/company-user',
    '/dashboard/config/register-new',
    '/dashboard/config/register-new/12',
    '/dashboard/config/change-password/12',
    '/dashboard/change-user-password',
    '/dashboard/config/branches',
    '/dashboard/config/branches/3',
    '/dashboard/config/wards',
  ])('%s: admin and Super-Admin', (path) => {
    expect(whoMayOpen(path)).toEqual(['admin', 'Super-Admin']);
  });

  test.each([
    '/home',
    '/home/profile',
    '/home/settings/profile',
    '/home/other-documents',
    '/dashboard',
    '/dashboard/events',
    '/dashboard/events/5/view',
    // An officer's page itself refuses them without can_plan (docs/decisions/037).
    '/dashboard/events/add',
    '/dashboard/events/add/5',
    '/dashboard/events/5/view/add/8',
    '/dashboard/events/5/tasks/8',
    '/dashboard/reports/progress',
    '/dashboard/settings',
    '/dashboard/settings/profile',
    '/dashboard/settings/change-password',
  ])('%s: every role', (path) => {
    expect(whoMayOpen(path)).toEqual(all);
  });

  test('a path outside the table opens for nobody', () => {
    expect(whoMayOpen('/dashboard/secret')).toEqual([]);
    expect(whoMayOpen('/home/settings/company/2')).toEqual([]);
  });

  test('a user without roles opens nothing', () => {
    expect(mayOpen('/home', [])).toBe(false);
  });
});
