import { CalendarCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/language-switch';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMailAvailable } from '../api/public-config';
import { LoginForm } from '../components/login-form';
import { SloganPanel } from '../components/slogan-panel';
import { TodayDate } from '../components/today-date';

/**
 * The frame of the pages shown before sign-in (the login page, and issue 17's forgot-password,
 * reset-password and unsubscribe pages): the slogan panel beside a narrow column, the app's
 * name and the language switch above it. On a phone only the column shows. Kept in this module,
 * not a file of its own: the public pages import it from here, so it adds no chunk (and its
 * gzip overhead) to the login page's budget (scripts/size-report.mjs).
 */
export function AuthFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-dvh bg-white md:grid-cols-2">
      <SloganPanel />
      <main className="flex flex-col px-4 py-4 sm:px-8 sm:py-6">
        <div className="flex items-center justify-between gap-3">
          <span className="flex items-center gap-2 text-lg font-semibold text-blue-900 md:invisible">
            <CalendarCheck aria-hidden="true" className="size-6" />
            {t('app.name')}
          </span>
          <LanguageSwitch />
        </div>
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center gap-6 py-8">
          {children}
        </div>
      </main>
    </div>
  );
}

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.welcome'));
  // Issue 17: "Forgot password?" only where the server can send the link.
  const mail = useMailAvailable();
  return (
    <AuthFrame>
      <TodayDate />
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold text-slate-900">{t('login.welcome')}</h1>
        <p className="text-slate-700">{t('login.subtitle')}</p>
      </div>
      <LoginForm forgotPasswordHref={mail ? paths.forgotPassword.getHref() : undefined} />
    </AuthFrame>
  );
}
