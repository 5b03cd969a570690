import type { UserListItem } from '@karyayojana/contracts';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useManagedUser } from '../api/get-user';
import { useUsers } from '../api/get-users';
import { SetPasswordForm } from '../components/set-password-form';
import { parseId } from '../lib/parse-id';

/**
 * /dashboard/config/change-password/:userId sets that user's password; /dashboard/change-user-
 * password (no user in the address) first asks which user.
 */
export function UserPasswordPage() {
  const { t } = useTranslation();
  const { userId } = useParams();
  useDocumentTitle(t('users.password.title'));
  return (
    <div className="mx-auto w-full max-w-xl space-y-6 p-4 sm:p-8">
      <PageHeader title={t('users.password.title')} description={t('users.password.description')} />
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {userId === undefined ? <ChooseUser /> : <ForUser id={parseId(userId)} />}
      </div>
    </div>
  );
}

function useBackToList() {
  const navigate = useNavigate();
  return () => void navigate(paths.config.companyUsers.getHref());
}

function ForUser({ id }: { id: number }) {
  const { t } = useTranslation();
  const user = useManagedUser(id);
  const toList = useBackToList();
  if (user.isPending) return <Loading />;
  if (user.isError) {
    return (
      <ErrorState
        title={t('users.form.loadFailed')}
        error={user.error}
        onRetry={() => void user.refetch()}
        retrying={user.isFetching}
      />
    );
  }
  return (
    <div className="space-y-5">
      <Who user={user.data} />
      <SetPasswordForm userId={id} onDone={toList} onCancel={toList} />
    </div>
  );
}

function Who({ user }: { user: UserListItem }) {
  const { t } = useTranslation();
  return (
    <p className="rounded-md bg-slate-100 px-3 py-2 break-words text-slate-800">
      <span className="font-semibold">{t('users.password.user')}:</span>{' '}
      {t('users.password.forUser', { name: user.name, email: user.email })}
      <span className="block text-sm text-slate-600">{user.company.name}</span>
    </p>
  );
}

function ChooseUser() {
  const { t } = useTranslation();
  const users = useUsers();
  const toList = useBackToList();
  const [chosen, setChosen] = useState('');
  if (users.isPending) return <Loading />;
  if (users.isError) {
    return (
      <ErrorState
        title={t('users.loadFailed')}
        error={users.error}
        onRetry={() => void users.refetch()}
        retrying={users.isFetching}
      />
    );
  }
  return (
    <div className="space-y-5">
      <FormField label={t('users.password.user')}>
        {(control) => (
          <Select {...control} value={chosen} onChange={(e) => setChosen(e.target.value)}>
            <option value="">{t('users.form.choose')}</option>
            {users.data.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name} · {u.email} · {u.company.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {chosen && (
        <SetPasswordForm key={chosen} userId={Number(chosen)} onDone={toList} onCancel={toList} />
      )}
    </div>
  );
}
