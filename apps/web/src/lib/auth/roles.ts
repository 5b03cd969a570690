import { PERMISSIONS, roleLabel, type RoleName, type User } from '@karyayojana/contracts';
import { i18n } from '@/lib/i18n';

export function roleNames(user: User): RoleName[] {
  return user.roles.map((role) => role.name);
}

export function isSuperAdmin(user: User): boolean {
  return user.roles.some((role) => role.name === 'Super-Admin');
}

export function isAdmin(user: User): boolean {
  return user.roles.some((role) => role.name === 'admin');
}

/** docs/behaviour.md §2: the sidebar is for admins and the Super-Admin only. */
export function hasSidebar(user: User): boolean {
  return isAdmin(user) || isSuperAdmin(user);
}

/**
 * A role as people read it in the page's language: SPEC.md's 'user', 'admin', 'Super Admin' in
 * English, Nepali words on a Nepali page.
 */
export function roleWord(role: RoleName): string {
  const key = `roles.${role}` as const;
  return i18n.exists(key) ? i18n.t(key) : roleLabel(role);
}

/** The first role, as people read it; '' for a user without a role. */
export function firstRoleLabel(user: User): string {
  const first = user.roles[0];
  return first ? roleWord(first.name) : '';
}

/**
 * Whether `user` may edit company `companyId`'s profile (and so its public plan page):
 * docs/behaviour.md §2, an admin their own municipality, the Super-Admin any.
 */
export function mayEditCompany(user: User, companyId: number): boolean {
  return roleNames(user).some((role) => {
    const scope = PERMISSIONS['company.editProfile'][role];
    return scope === 'any' || (scope === 'own' && user.company_id === companyId);
  });
}
