import {
  branchName,
  isScoped,
  wardsLabel,
  type Branch,
  type OfficerScope,
  type User,
} from '@karyayojana/contracts';
import { useTranslation } from '@/lib/i18n';
import { useBranches } from './branches';

/**
 * Whom an officer's work is limited to (docs/decisions/037): their wards and branches, or null
 * when they are not limited (an admin, the Super-Admin, an officer of the whole municipality).
 */
export function officerScope(user: User): OfficerScope | null {
  if (!user.roles.some((role) => role.name === 'user')) return null;
  if (user.roles.some((role) => role.name !== 'user')) return null;
  const scope = {
    scope_wards: user.scope_wards ?? [],
    scope_branch_ids: user.scope_branch_ids ?? [],
  };
  return isScoped(scope) ? scope : null;
}

/** A scope in words: "वडा नं ५", "वडा नं ५, स्वास्थ्य शाखा" / "Ward 5, Health". */
export function scopeLabel(
  scope: OfficerScope,
  branches: readonly Pick<Branch, 'id' | 'name' | 'name_en'>[],
  lang: 'ne' | 'en',
): string {
  const parts: string[] = [];
  if (scope.scope_wards.length > 0) parts.push(wardsLabel([...scope.scope_wards], lang));
  for (const id of scope.scope_branch_ids) {
    const found = branches.find((b) => b.id === id);
    if (found) parts.push(branchName(found, lang));
  }
  return parts.join(', ');
}

/** The signed-in officer's scope and its words; null when they are not limited. */
export function useOfficerScope(user: User): { scope: OfficerScope; label: string } | null {
  const { i18n } = useTranslation();
  const scope = officerScope(user);
  const branches = useBranches({ enabled: scope !== null && scope.scope_branch_ids.length > 0 });
  if (!scope) return null;
  const lang = i18n.language === 'en' ? 'en' : 'ne';
  return { scope, label: scopeLabel(scope, branches.data ?? [], lang) };
}
