import type { UserListItem } from '@karyayojana/contracts';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { usePagination } from '@/components/ui/use-pagination';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUser } from '../api/update-user';
import { filterUsers } from '../lib/filter-users';
import { SearchBox } from '@/components/ui/search-box';
import { useScopeBranches } from './user-scope';
import { UsersTable } from './users-table';

interface UsersListProps {
  users: UserListItem[];
  /** The signed-in user's id: their own account is not offered to deactivate. */
  currentUserId?: number;
  /** The municipality column (the Super-Admin's list). */
  showCompany?: boolean;
}

/**
 * Search, the table with its row menus, client-side pagination, and the confirmations of
 * delete and deactivate.
 */
export function UsersList({ users, currentUserId, showCompany = true }: UsersListProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<UserListItem | null>(null);
  const [deactivating, setDeactivating] = useState<UserListItem | null>(null);
  const remove = useDeleteUser();
  const update = useUpdateUser();
  const branches = useScopeBranches(users);
  const filtered = filterUsers(users, query);
  const pager = usePagination(filtered.length);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setDeleting(null);
      },
      // 409 (yourself, or the last Super-Admin) is toasted by the mutation cache.
      onError: () => setDeleting(null),
    });
  };

  // SPEC.md's update call with the account as it is, but on or off.
  const setActive = (user: UserListItem, active: boolean) =>
    update.mutate(
      {
        id: user.id,
        name: user.name,
        email: user.email,
        company_id: user.company_id,
        role: user.roles[0]?.name ?? 'user',
        active,
      },
      {
        onSuccess: ({ message }) => toast.success(message),
        onSettled: () => setDeactivating(null),
      },
    );

  return (
    <div className="space-y-4">
      <SearchBox
        label={t('users.searchLabel')}
        value={query}
        onChange={(value) => {
          setQuery(value);
          pager.reset();
        }}
      />
      {filtered.length === 0 ? (
        <EmptyState icon={SearchX} title={t('users.noMatch', { query: query.trim() })} />
      ) : (
        <UsersTable
          users={pager.slice(filtered)}
          rowNumber={pager.rowNumber}
          onDelete={setDeleting}
          onSetActive={(user, active) => (active ? setActive(user, true) : setDeactivating(user))}
          currentUserId={currentUserId}
          showCompany={showCompany}
          branches={branches}
        />
      )}
      <Pagination {...pager.props} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        item={deleting?.name}
        fate="forever"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      <Dialog
        open={deactivating !== null}
        onClose={() => setDeactivating(null)}
        title={t('users.deactivate.title')}
        description={t('users.deactivate.description', { name: deactivating?.name ?? '' })}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setDeactivating(null)} data-autofocus>
            {t('users.form.cancel')}
          </Button>
          <Button
            variant="danger"
            busy={update.isPending}
            onClick={() => deactivating && setActive(deactivating, false)}
          >
            {t('users.deactivate.confirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
