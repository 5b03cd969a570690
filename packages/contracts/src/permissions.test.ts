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
    for (const action of ['companies.manage', 'config.write', 'plan.copyToCompanies'] as const) {
      expect(ROLES.filter((r) => roleMay(r, action))).toEqual(['Super-Admin']);
    }
  });

  it('lets an admin manage its own municipality’s people, branches and wards, never another’s', () => {
    expect(PERMISSIONS['users.manage'].admin).toBe('own');
    expect(PERMISSIONS['org.write'].admin).toBe('own');
    expect(PERMISSIONS['users.manage'].user).toBe(false);
    expect(PERMISSIONS['org.write'].user).toBe(false);
  });

  it('gives an officer reads, progress and proof, and planning (when allowed), on their own municipality', () => {
    expect(ACTIONS.filter((a) => roleMay('user', a))).toEqual([
      'plan.read',
      'tasks.proof',
      'events.plan',
      'events.progress',
      'config.read',
      'ownAccount',
    ]);
    for (const a of ['events.plan', 'events.progress', 'tasks.proof'] as const) {
      expect(PERMISSIONS[a].user).toBe('own');
    }
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
