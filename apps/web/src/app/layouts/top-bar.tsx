import type { User } from '@karyayojana/contracts';
import { Menu } from 'lucide-react';
import { LanguageSwitch } from '@/components/language-switch';
import { useTranslation } from '@/lib/i18n';
import { storageUrl } from '@/lib/storage-url';
import { UserMenu } from './user-menu';

interface TopBarProps {
  user: User;
  /** Present when the user has a sidebar: opens it as a drawer on small screens. */
  onOpenMenu?: () => void;
  menuOpen: boolean;
  onLogOut: () => void;
}

export function TopBar({ user, onOpenMenu, menuOpen, onLogOut }: TopBarProps) {
  const { t } = useTranslation();
  const logo = storageUrl(user.company.logo);
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-2 sm:gap-3 sm:px-4">
      {onOpenMenu && (
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          className="flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
      )}
      {logo && (
        <img src={logo} alt="" width={32} height={32} className="size-8 shrink-0 object-contain" />
      )}
      <p className="min-w-0 flex-1 truncate font-semibold text-slate-900">{user.company.name}</p>
      <LanguageSwitch />
      <UserMenu user={user} onLogOut={onLogOut} />
    </header>
  );
}
