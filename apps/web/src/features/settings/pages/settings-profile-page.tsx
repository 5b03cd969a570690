import { paths } from '@/config/paths';
import { mayOpen } from '@/config/route-access';
import { useCurrentUser } from '@/lib/auth/get-user';
import { roleNames } from '@/lib/auth/roles';
import { CalendarFeed } from '../components/calendar-feed';
import { MailSettings } from '../components/mail-settings';
import { ProfileDetails } from '../components/profile-details';

/** /dashboard/settings and /dashboard/settings/profile: the user, the municipality, the calendar feed and email. */
export function SettingsProfilePage() {
  const user = useCurrentUser();
  const companyHref = paths.settings.company.getHref(user.company_id);
  return (
    <div className="space-y-5">
      <ProfileDetails
        user={user}
        changePasswordHref={paths.settings.changePassword.getHref()}
        editCompanyHref={mayOpen(companyHref, roleNames(user)) ? companyHref : undefined}
      />
      <CalendarFeed />
      <MailSettings />
    </div>
  );
}
