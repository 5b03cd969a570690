import { UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUsers } from '../api/get-users';
import { UsersList } from '../components/users-list';

const linkButton =
  'inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-md bg-blue-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-blue-800';

/** /dashboard/config/company-user: every user of every municipality. */
export function UsersPage() {
  const { t } = useTranslation();
  const users = useUsers();
  useDocumentTitle(t('users.title'));

  const newButton = (
    <Link to={paths.config.registerUser.getHref()} className={linkButton}>
      <UserPlus aria-hidden="true" className="size-4" />
      {t('users.new')}
    </Link>
  );

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-8">
      <PageHeader
        title={t('users.title')}
        count={users.data?.length}
        description={t('users.subtitle')}
        actions={newButton}
      />
      {users.isPending ? (
        <Loading />
      ) : users.isError ? (
        <ErrorState
          title={t('users.loadFailed')}
          error={users.error}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : users.data.length === 0 ? (
        <EmptyState icon={Users} title={t('users.empty')} action={newButton} />
      ) : (
        <UsersList users={users.data} />
      )}
    </div>
  );
}
