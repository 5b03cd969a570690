/** The three roles of docs/behaviour.md §2, by the names the API carries. */
export const ROLES = ['user', 'admin', 'Super-Admin'] as const;
export type RoleName = (typeof ROLES)[number];

/** How a role is shown to people: `Super-Admin` reads "Super Admin". */
export function roleLabel(role: RoleName): string {
  return role === 'Super-Admin' ? 'Super Admin' : role;
}

export function isRoleName(value: unknown): value is RoleName {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
