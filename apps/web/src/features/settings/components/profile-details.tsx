import type { User } from '@karyayojana/contracts';
import { CircleCheck, CircleX, KeyRound, Pencil, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { firstRoleLabel } from '@/lib/auth/roles';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { storageUrl } from '@/lib/storage-url';
import { ProfileRow } from './profile-row';
import { ProfileScope } from './profile-scope';

/** docs/behaviour.md §13: fewer than 30 days left is a warning. */
const EXPIRY_WARNING_DAYS = 30;

const Row = ProfileRow;

function Subscription({ company }: { company: User['company'] }) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const active = company.status === '1';
  const days = company.remaining_days;
  const soon = active && days !== null && days < EXPIRY_WARNING_DAYS;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span
        className={cn(
          'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium',
          active
            ? 'border-green-300 bg-green-50 text-green-800'
            : 'border-red-300 bg-red-50 text-red-800',
        )}
      >
        {active ? (
          <CircleCheck aria-hidden="true" className="size-4" />
        ) : (
          <CircleX aria-hidden="true" className="size-4" />
        )}
        {active ? t('settings.profile.active') : t('settings.profile.expired')}
      </span>
      {active && (
        <span
          className={cn(
            'inline-flex items-center gap-1 text-sm font-semibold',
            soon ? 'text-red-700' : 'text-amber-800',
            days === null && 'font-normal text-slate-700',
          )}
        >
          {soon && <TriangleAlert aria-hidden="true" className="size-4" />}
          {soon && <span className="sr-only">{t('settings.profile.expiresSoon')}:</span>}
          {days === null
            ? t('settings.profile.neverExpires')
            : t('settings.profile.daysLeft', { days: digits(days) })}
        </span>
      )}
    </span>
  );
}

interface ProfileDetailsProps {
  user: User;
  /** Where "change the password" goes: /home/settings/profile or the settings tab. */
  changePasswordHref: string;
  /** The company form, for those who may edit it. */
  editCompanyHref?: string;
}

/** The signed-in user and their municipality: /home/profile and Settings → Profile. */
export function ProfileDetails({ user, changePasswordHref, editCompanyHref }: ProfileDetailsProps) {
  const { t } = useTranslation();
  const { company } = user;
  const logo = storageUrl(company.logo);
  const subLogo = storageUrl(company.subLogo);
  const card = 'space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
  const link =
    'inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-blue-800 underline-offset-4 hover:underline';
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <section aria-labelledby="profile-user" className={card}>
        <h2 id="profile-user" className="text-lg font-semibold text-slate-900">
          {t('settings.profile.user')}
        </h2>
        <dl className="divide-y divide-slate-100">
          <Row label={t('settings.profile.name')}>{user.name}</Row>
          <Row label={t('settings.profile.email')}>
            <span lang="en">{user.email}</span>
          </Row>
          <Row label={t('settings.profile.role')}>{firstRoleLabel(user)}</Row>
          <ProfileScope user={user} />
        </dl>
        <Link to={changePasswordHref} className={link}>
          <KeyRound aria-hidden="true" className="size-4" />
          {t('settings.profile.changePassword')}
        </Link>
      </section>
      <section aria-labelledby="profile-company" className={card}>
        <h2 id="profile-company" className="text-lg font-semibold text-slate-900">
          {t('settings.profile.company')}
        </h2>
        {(logo || subLogo) && (
          <div className="flex flex-wrap gap-4">
            {logo && (
              <img
                src={logo}
                alt={t('settings.profile.logo', { name: company.name })}
                width={150}
                height={150}
                className="size-[150px] max-w-full rounded-md border border-slate-100 object-contain"
              />
            )}
            {subLogo && (
              <img
                src={subLogo}
                alt={t('settings.profile.subLogo', { name: company.name })}
                width={150}
                height={150}
                className="size-[150px] max-w-full rounded-md border border-slate-100 object-contain"
              />
            )}
          </div>
        )}
        <dl className="divide-y divide-slate-100">
          <Row label={t('settings.profile.companyName')}>{company.name}</Row>
          <Row label={t('settings.profile.tagline')}>{company.description ?? '–'}</Row>
          <Row label={t('settings.profile.address')}>{company.address ?? '–'}</Row>
          <Row label={t('settings.profile.status')}>
            <Subscription company={company} />
          </Row>
        </dl>
        {editCompanyHref && (
          <Link to={editCompanyHref} className={link}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('settings.profile.editCompany')}
          </Link>
        )}
      </section>
    </div>
  );
}
