import { Outlet, useLocation } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { mayOpen } from '@/config/route-access';
import { useCurrentUser } from '@/lib/auth/get-user';
import { roleNames } from '@/lib/auth/roles';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SettingsTabs, tabElementId, type SettingsTab } from '../components/settings-tabs';

const PANEL_ID = 'settings-panel';

function selectedTab(pathname: string): string {
  if (pathname.startsWith('/dashboard/settings/company')) return 'company';
  if (pathname.startsWith(paths.settings.changePassword.path)) return 'changePassword';
  if (pathname.startsWith(paths.settings.mail.path)) return 'mail';
  return 'profile';
}

/**
 * /dashboard/settings/*: docs/behaviour.md §5, tabs Profile, Company and Change Password, and
 * for the Super-Admin the email service (issue 17).
 */
export function SettingsLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useCurrentUser();
  useDocumentTitle(t('settings.title'));
  const companyHref = paths.settings.company.getHref(user.company_id);
  const tabs: SettingsTab[] = [
    { id: 'profile', to: paths.settings.profile.getHref(), label: t('settings.tabs.profile') },
    // docs/behaviour.md §2: a plain user may not edit the municipality; the tab is not shown.
    ...(mayOpen(companyHref, roleNames(user))
      ? [{ id: 'company', to: companyHref, label: t('settings.tabs.company') }]
      : []),
    {
      id: 'changePassword',
      to: paths.settings.changePassword.getHref(),
      label: t('settings.tabs.changePassword'),
    },
    // Issue 17: the mail queue, for whom may watch it (the Super-Admin).
    ...(mayOpen(paths.settings.mail.getHref(), roleNames(user))
      ? [{ id: 'mail', to: paths.settings.mail.getHref(), label: t('settings.tabs.mail') }]
      : []),
  ];
  const selected = selectedTab(pathname);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 p-4 sm:p-8">
      <PageHeader title={t('settings.title')} />
      <SettingsTabs tabs={tabs} selectedId={selected} panelId={PANEL_ID} />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabElementId(selected)}>
        <Outlet />
      </div>
    </div>
  );
}
