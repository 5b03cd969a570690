import type { Branch, UserListItem } from '@karyayojana/contracts';
import { useQueries } from '@tanstack/react-query';
import { scopeLabel } from '@/lib/queries/officer-scope';
import { companyBranchesQueryOptions } from '@/lib/queries/organisation';
import { useTranslation } from '@/lib/i18n';

/**
 * The branches of every municipality whose officers in `users` are limited to branches, by
 * municipality: the list names branches, not numbers. One request per such municipality.
 */
export function useScopeBranches(users: readonly UserListItem[]): Map<number, Branch[]> {
  const companyIds = [
    ...new Set(users.filter((u) => u.scope_branch_ids.length > 0).map((u) => u.company_id)),
  ];
  const answers = useQueries({ queries: companyIds.map(companyBranchesQueryOptions) });
  return new Map(companyIds.map((id, index) => [id, answers[index]?.data ?? []]));
}

/** "वडा नं ५, योजना शाखा", or "सम्पूर्ण पालिका" for an account nothing limits. */
export function UserScope({ user, branches }: { user: UserListItem; branches?: Branch[] }) {
  const { t, i18n } = useTranslation();
  const limited = user.scope_wards.length > 0 || user.scope_branch_ids.length > 0;
  if (!limited) return <span className="text-slate-600">{t('users.wholeMunicipality')}</span>;
  return scopeLabel(user, branches ?? [], i18n.language === 'en' ? 'en' : 'ne');
}
