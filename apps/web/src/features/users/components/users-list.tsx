import type { UserListItem } from '@karyayojana/contracts';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { usePagination } from '@/components/ui/use-pagination';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDeleteUser } from '../api/delete-user';
import { filterUsers } from '../lib/filter-users';
import { SearchBox } from '@/components/ui/search-box';
import { UsersTable } from './users-table';

/** Search, the table with its row menus, client-side pagination and the delete confirmation. */
export function UsersList({ users }: { users: UserListItem[] }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<UserListItem | null>(null);
  const remove = useDeleteUser();
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
    </div>
  );
}
