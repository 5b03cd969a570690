import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { mayOpen } from '@/config/route-access';
import { useCurrentUser } from '@/lib/auth/get-user';
import { roleNames } from '@/lib/auth/roles';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CalendarFeed } from '../components/calendar-feed';
import { MailSettings } from '../components/mail-settings';
import { ProfileDetails } from '../components/profile-details';

/** /home/profile: the same details as Settings → Profile, for every role. */
export function HomeProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useDocumentTitle(t('settings.profile.title'));
  const companyHref = paths.settings.company.getHref(user.company_id);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 p-4 sm:p-8">
      <PageHeader title={t('settings.profile.title')} />
      <ProfileDetails
        user={user}
        changePasswordHref={paths.home.settingsProfile.getHref()}
        editCompanyHref={mayOpen(companyHref, roleNames(user)) ? companyHref : undefined}
      />
      <CalendarFeed />
      <MailSettings />
    </div>
  );
}
