import { CalendarCheck } from 'lucide-react';
import { LanguageSwitch } from '@/components/language-switch';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoginForm } from '../components/login-form';
import { SloganPanel } from '../components/slogan-panel';
import { TodayDate } from '../components/today-date';

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.welcome'));
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
          <TodayDate />
          <div className="space-y-2">
            <h1 className="text-3xl font-semibold text-slate-900">{t('login.welcome')}</h1>
            <p className="text-slate-700">{t('login.subtitle')}</p>
          </div>
          <LoginForm />
        </div>
      </main>
    </div>
  );
}
