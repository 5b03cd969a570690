import type { UserListItem } from '@karyayojana/contracts';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { RowMenu, rowMenuItemClass } from './row-menu';

interface UsersTableProps {
  users: UserListItem[];
  /** The number shown in a row, (page-1)*size+index+1 (docs/behaviour.md §13). */
  rowNumber: (index: number) => number;
  onDelete: (user: UserListItem) => void;
}

export function UsersTable({ users, rowNumber, onDelete }: UsersTableProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  return (
    <Table label={t('users.title')} className="min-w-[44rem]">
      <TableHead>
        <TableRow>
          <TableHeader className="w-14">{t('users.columns.number')}</TableHeader>
          <TableHeader>{t('users.columns.name')}</TableHeader>
          <TableHeader>{t('users.columns.email')}</TableHeader>
          <TableHeader>{t('users.columns.company')}</TableHeader>
          <TableHeader>{t('users.columns.roles')}</TableHeader>
          <TableHeader stickyEnd className="w-16 text-right">
            {t('users.columns.actions')}
          </TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((user, index) => (
          <TableRow key={user.id}>
            <TableCell>{digits(rowNumber(index))}</TableCell>
            <TableCell className="max-w-56 font-semibold break-words">{user.name}</TableCell>
            <TableCell className="whitespace-nowrap">{user.email}</TableCell>
            <TableCell className="max-w-56 break-words">{user.company.name}</TableCell>
            <TableCell className="whitespace-nowrap">
              {user.roles.map((role) => t(`users.roles.${role.name}`)).join(', ')}
            </TableCell>
            <TableCell stickyEnd className="text-right">
              <RowMenu label={t('users.menu.open', { name: user.name })}>
                {(close) => (
                  <>
                    <Link
                      role="menuitem"
                      tabIndex={-1}
                      to={paths.config.editUser.getHref(user.id)}
                      className={`${rowMenuItemClass} text-slate-800`}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      {t('users.menu.edit')}
                    </Link>
                    <Link
                      role="menuitem"
                      tabIndex={-1}
                      to={paths.config.userPassword.getHref(user.id)}
                      className={`${rowMenuItemClass} text-slate-800`}
                    >
                      <KeyRound aria-hidden="true" className="size-4" />
                      {t('users.menu.changePassword')}
                    </Link>
                    <button
                      role="menuitem"
                      tabIndex={-1}
                      type="button"
                      onClick={() => {
                        close();
                        onDelete(user);
                      }}
                      className={`${rowMenuItemClass} text-red-700`}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {t('users.menu.delete')}
                    </button>
                  </>
                )}
              </RowMenu>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
