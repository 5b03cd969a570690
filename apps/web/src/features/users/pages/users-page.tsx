import { UserPlus, Users } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryContent } from '@/components/ui/query-content';
import { PageHeader } from '@/components/ui/page-header';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth/get-user';
import { isSuperAdmin } from '@/lib/auth/roles';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUsers } from '../api/get-users';
import { UsersList } from '../components/users-list';

/**
 * /dashboard/config/company-user: every user of every municipality for the Super-Admin; an
 * admin's own municipality's people (the server answers with those only, issue 28).
 */
export function UsersPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const superAdmin = isSuperAdmin(me);
  const users = useUsers();
  useDocumentTitle(t('users.title'));

  const newButton = (
    <LinkButton to={paths.config.registerUser.getHref()}>
      <UserPlus aria-hidden="true" className="size-4" />
      {t('users.new')}
    </LinkButton>
  );

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-8">
      <PageHeader
        title={t('users.title')}
        count={users.data?.length}
        description={superAdmin ? t('users.subtitle') : t('users.subtitleAdmin')}
        actions={newButton}
      />
      <QueryContent
        query={users}
        failedTitle={t('users.loadFailed')}
        empty={<EmptyState icon={Users} title={t('users.empty')} action={newButton} />}
      >
        {(items) => <UsersList users={items} currentUserId={me.id} showCompany={superAdmin} />}
      </QueryContent>
    </div>
  );
}
