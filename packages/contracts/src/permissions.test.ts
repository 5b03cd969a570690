import { describe, expect, it } from 'vitest';
import { ACTIONS, PERMISSIONS, WRITE_ACTIONS, roleMay } from './permissions.js';
import { ROLES, roleLabel } from './roles.js';

describe('the permission table', () => {
  it('gives every action a scope for every role', () => {
    for (const action of ACTIONS) {
      expect(Object.keys(PERMISSIONS[action]).sort()).toEqual([...ROLES].sort());
    }
  });

  it('lets only the Super-Admin manage the platform', () => {
    for (const action of [
      'companies.manage',
      'config.write',
      'users.manage',
      'plan.copyToCompanies',
    ] as const) {
      expect(ROLES.filter((r) => roleMay(r, action))).toEqual(['Super-Admin']);
    }
  });

  it('gives a plain user reads, proof uploads and their own password only', () => {
    expect(ACTIONS.filter((a) => roleMay('user', a))).toEqual([
      'plan.read',
      'tasks.proof',
      'config.read',
      'ownAccount',
    ]);
  });

  it('counts reading and one’s own password as non-writes (an expired company may still do them)', () => {
    expect(WRITE_ACTIONS.has('plan.read')).toBe(false);
    expect(WRITE_ACTIONS.has('ownAccount')).toBe(false);
    expect(WRITE_ACTIONS.has('tasks.proof')).toBe(true);
  });

  it('shows Super-Admin as "Super Admin"', () => {
    expect(roleLabel('Super-Admin')).toBe('Super Admin');
    expect(roleLabel('admin')).toBe('admin');
  });
});
