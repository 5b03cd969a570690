import { useCurrentUser } from '@/lib/auth/get-user';
import { MailStatusPanel } from '../components/mail-status';

/** /dashboard/settings/mail (issue 17, Super-Admin): the email service's state in a tab. */
export function SettingsMailPage() {
  const user = useCurrentUser();
  return (
    <section aria-labelledby="settings-mail">
      <MailStatusPanel userEmail={user.email} />
    </section>
  );
}
