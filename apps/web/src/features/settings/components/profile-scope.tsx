import type { User } from '@karyayojana/contracts';
import { isSuperAdmin } from '@/lib/auth/roles';
import { useTranslation } from '@/lib/i18n';
import { useOfficerScope } from '@/lib/queries/officer-scope';
import { ProfileRow as Row } from './profile-row';

/**
 * The signed-in user's responsibility (issue 28): their wards and branches, or the whole
 * municipality, and whether they may plan: "तपाईंको जिम्मेवारी: वडा नं ५ · योजना बनाउन: नपाउने".
 * Admins plan for the whole municipality; the Super-Admin's profile has no such line.
 */
export function ProfileScope({ user }: { user: User }) {
  const { t } = useTranslation();
  const scoped = useOfficerScope(user);
  if (isSuperAdmin(user)) return null;
  const officer = user.roles.every((role) => role.name === 'user');
  const mayPlan = !officer || user.can_plan === true;
  return (
    <>
      <Row label={t('organisation.scope.yours')}>
        {scoped?.label || t('organisation.scope.whole')}
      </Row>
      <Row label={t('organisation.scope.planning')}>
        {mayPlan ? t('organisation.scope.canPlan') : t('organisation.scope.cannotPlan')}
      </Row>
    </>
  );
}
