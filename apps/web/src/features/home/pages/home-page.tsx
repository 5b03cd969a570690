import { CalendarRange } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/auth/get-user';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /home: the month-by-month timeline will live here. */
export function HomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useDocumentTitle(t('home.title'));
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 p-4 sm:p-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">{t('home.title')}</h1>
        <p className="text-lg text-slate-700">{user.company.name}</p>
      </div>
      <p className="flex items-start gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-5 text-slate-700">
        <CalendarRange aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-700" />
        {t('home.comingSoon')}
      </p>
    </div>
  );
}
