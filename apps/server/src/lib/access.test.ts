import { describe, expect, it } from 'vitest';
import { ACTIONS, ROLES, type Action, type RoleName } from '@karyayojana/contracts';
import { AppError } from './errors.js';
import { authorize, companyFor, type Actor } from './access.js';

const OWN = 10;
const OTHER = 20;
const actor = (role: RoleName, companyExpired = false): Actor => ({
  id: 1,
  role,
  companyId: OWN,
  companyExpired,
});

function outcome(a: Actor, action: Action, company?: number): string {
  try {
    authorize(a, action, company);
    return 'allow';
  } catch (e) {
    return e instanceof AppError ? e.code : 'throw';
  }
}

// docs/behaviour.md §2, written out row by row: [action, user, admin, Super-Admin] for own / other.
// Another company's row is NOT_FOUND even for a role that may never write it (§2: never reveal
// it exists); actions of the Super-Admin alone stay FORBIDDEN whatever the target.
type Row = [Action, own: [string, string, string], other: [string, string, string]];
const F = 'FORBIDDEN';
const N = 'NOT_FOUND';
const Y = 'allow';
const table: Row[] = [
  ['plan.read', [Y, Y, Y], [N, N, Y]],
  ['tasks.proof', [Y, Y, Y], [N, N, Y]],
  ['plan.write', [F, Y, Y], [N, N, Y]],
  // An officer's planning and progress are also limited by can_plan and scope (authorizeEvent).
  ['events.plan', [Y, Y, Y], [N, N, Y]],
  ['events.progress', [Y, Y, Y], [N, N, Y]],
  ['org.write', [F, Y, Y], [N, N, Y]],
  ['plan.copyOwnYear', [F, Y, Y], [N, N, Y]],
  ['plan.copyToCompanies', [F, F, Y], [F, F, Y]],
  ['company.editProfile', [F, Y, Y], [N, N, Y]],
  ['companies.manage', [F, F, Y], [F, F, Y]],
  ['config.read', [Y, Y, Y], [Y, Y, Y]],
  ['config.write', [F, F, Y], [F, F, Y]],
  ['users.manage', [F, Y, Y], [N, N, Y]],
  ['users.read', [F, Y, Y], [N, N, Y]],
  ['ownAccount', [Y, Y, Y], [N, N, N]],
  ['activity.read', [F, Y, Y], [N, N, Y]],
  ['mail.monitor', [F, F, Y], [F, F, Y]],
];

describe('the permission table of docs/behaviour.md §2', () => {
  it('covers every action', () => {
    expect(table.map((r) => r[0]).sort()).toEqual([...ACTIONS].sort());
  });

  for (const [action, own, other] of table) {
    ROLES.forEach((role, i) => {
      it(`${role} ${action} on own company: ${own[i]}`, () => {
        expect(outcome(actor(role), action, OWN)).toBe(own[i]);
      });
      it(`${role} ${action} on another company: ${other[i]}`, () => {
        expect(outcome(actor(role), action, OTHER)).toBe(other[i]);
      });
    });
  }
});

describe('an expired company', () => {
  const writes: Action[] = ['tasks.proof', 'plan.write', 'plan.copyOwnYear', 'company.editProfile'];
  for (const action of writes) {
    it(`refuses ${action} by its admin with COMPANY_EXPIRED`, () => {
      expect(outcome(actor('admin', true), action, OWN)).toBe('COMPANY_EXPIRED');
    });
  }
  it('still lets its users read and change their own password', () => {
    expect(outcome(actor('user', true), 'plan.read', OWN)).toBe('allow');
    expect(outcome(actor('user', true), 'config.read')).toBe('allow');
    expect(outcome(actor('user', true), 'ownAccount', OWN)).toBe('allow');
  });
  it('answers FORBIDDEN, not COMPANY_EXPIRED, for what the role may never do', () => {
    expect(outcome(actor('user', true), 'plan.write', OWN)).toBe('FORBIDDEN');
  });
});

describe('companyFor', () => {
  it("defaults to the actor's own company", () => {
    expect(companyFor(actor('admin'), 'plan.read')).toBe(OWN);
    expect(companyFor(actor('Super-Admin'), 'plan.read', null)).toBe(OWN);
  });
  it('lets the Super-Admin name any company', () => {
    expect(companyFor(actor('Super-Admin'), 'plan.read', OTHER)).toBe(OTHER);
  });
  it('hides other companies from an admin', () => {
    expect(() => companyFor(actor('admin'), 'plan.read', OTHER)).toThrowError(
      expect.objectContaining({ code: 'NOT_FOUND' }) as Error,
    );
  });
});
