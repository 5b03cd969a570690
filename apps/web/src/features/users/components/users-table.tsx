import type { Branch, UserListItem } from '@karyayojana/contracts';
import { KeyRound, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
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
import { UserScope } from './user-scope';

interface UsersTableProps {
  users: UserListItem[];
  /** The number shown in a row, (page-1)*size+index+1 (docs/behaviour.md §13). */
  rowNumber: (index: number) => number;
  onDelete: (user: UserListItem) => void;
  /** Turn an account off (after a confirmation) or on again; not offered for oneself. */
  onSetActive: (user: UserListItem, active: boolean) => void;
  /** The signed-in user's id. */
  currentUserId?: number;
  /** The municipality column: the Super-Admin's list; an admin's people are all its own. */
  showCompany?: boolean;
  /** Branches by municipality, to name an officer's branches. */
  branches: Map<number, Branch[]>;
}

export function UsersTable({
  users,
  rowNumber,
  onDelete,
  onSetActive,
  currentUserId,
  showCompany = true,
  branches,
}: UsersTableProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  return (
    <Table label={t('users.title')} className="min-w-[52rem]">
      <TableHead>
        <TableRow>
          <TableHeader className="w-14">{t('users.columns.number')}</TableHeader>
          <TableHeader>{t('users.columns.name')}</TableHeader>
          <TableHeader>{t('users.columns.email')}</TableHeader>
          {showCompany && <TableHeader>{t('users.columns.company')}</TableHeader>}
          <TableHeader>{t('users.columns.roles')}</TableHeader>
          <TableHeader>{t('users.columns.scope')}</TableHeader>
          <TableHeader>{t('users.columns.planning')}</TableHeader>
          <TableHeader stickyEnd className="w-16 text-right">
            {t('users.columns.actions')}
          </TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((user, index) => (
          <TableRow key={user.id}>
            <TableCell>{digits(rowNumber(index))}</TableCell>
            <TableCell className="max-w-56 break-words">
              <span className="font-semibold">{user.name}</span>
              {!user.active && (
                <span className="ml-2 inline-flex items-center rounded-full border border-slate-300 bg-slate-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-slate-700">
                  {t('users.inactive')}
                </span>
              )}
            </TableCell>
            <TableCell className="whitespace-nowrap">{user.email}</TableCell>
            {showCompany && (
              <TableCell className="max-w-56 break-words">{user.company.name}</TableCell>
            )}
            <TableCell className="whitespace-nowrap">
              {user.roles.map((role) => t(`users.roles.${role.name}`)).join(', ')}
            </TableCell>
            <TableCell className="max-w-56 break-words">
              <UserScope user={user} branches={branches.get(user.company_id)} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {/* Admins and the Super-Admin always plan; an officer only with the right. */}
              {officerOnly(user) && !user.can_plan ? t('users.mayNotPlan') : t('users.mayPlan')}
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
                    {user.id !== currentUserId && (
                      <button
                        role="menuitem"
                        tabIndex={-1}
                        type="button"
                        onClick={() => {
                          close();
                          onSetActive(user, !user.active);
                        }}
                        className={`${rowMenuItemClass} text-slate-800`}
                      >
                        {user.active ? (
                          <PowerOff aria-hidden="true" className="size-4" />
                        ) : (
                          <Power aria-hidden="true" className="size-4" />
                        )}
                        {user.active ? t('users.menu.deactivate') : t('users.menu.activate')}
                      </button>
                    )}
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

const officerOnly = (user: UserListItem) => user.roles.every((role) => role.name === 'user');
