import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useCompanies } from '@/lib/queries/companies';
import { useCurrentUser } from '@/lib/auth/get-user';
import { isSuperAdmin } from '@/lib/auth/roles';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useManagedUser } from '../api/get-user';
import { UserForm } from '../components/user-form';
import { parseId } from '../lib/parse-id';

/**
 * /dashboard/config/register-new[/:userId] (and /dashboard/config): register or edit a user;
 * the Super-Admin anyone, an admin its own municipality's people.
 */
export function UserFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userId } = useParams();
  const editing = userId !== undefined;
  const me = useCurrentUser();
  // An admin registers and edits its own municipality's people (issue 28): no other to choose.
  const superAdmin = isSuperAdmin(me);
  const companies = useCompanies({ enabled: superAdmin });
  const user = useManagedUser(editing ? parseId(userId) : undefined);

  // SPEC.md's 'Register' and 'add a new user' are what the English switch shows.
  const title = editing ? t('users.form.editHeading') : t('users.form.heading');
  const description = editing ? t('users.form.editSubtitle') : t('users.form.subtitle');
  useDocumentTitle(title);

  const toList = () => void navigate(paths.config.companyUsers.getHref());
  const failed = companies.isError ? companies : user.isError ? user : null;

  return (
    <div className="mx-auto w-full max-w-xl space-y-6 p-4 sm:p-8">
      <PageHeader title={title} description={description} />
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {failed ? (
          <ErrorState
            title={user.isError ? t('users.form.loadFailed') : undefined}
            error={failed.error}
            onRetry={() => void failed.refetch()}
            retrying={failed.isFetching}
          />
        ) : (superAdmin && companies.isPending) || (editing && user.isPending) ? (
          <Loading />
        ) : (
          <UserForm
            key={userId ?? 'new'}
            user={user.data}
            ownerCompany={{ id: me.company.id, name: me.company.name }}
            companies={companies.data ?? []}
            fixedCompany={superAdmin ? undefined : { id: me.company.id, name: me.company.name }}
            selfId={me.id}
            onSaved={toList}
            onCancel={toList}
          />
        )}
      </div>
    </div>
  );
}
