import { CalendarCheck, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';

/** The Nepali slogan beside the login form; hidden on phones, where the form comes first. */
export function SloganPanel() {
  const { t } = useTranslation();
  const points = [t('login.pointPlan'), t('login.pointAssign'), t('login.pointTrack')];
  const nameId = useId();
  // A landmark of its own, named by the app's name: nothing on the page is outside one.
  return (
    <aside
      aria-labelledby={nameId}
      className="relative hidden overflow-hidden bg-linear-to-br from-blue-950 via-blue-900 to-teal-800 p-10 text-white md:flex md:flex-col md:justify-center lg:p-16"
    >
      <div
        aria-hidden="true"
        className="absolute -right-24 -top-24 size-96 rounded-full bg-white/5"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-16 size-80 rounded-full bg-white/5"
      />
      <div className="relative max-w-lg space-y-6">
        <CalendarCheck aria-hidden="true" className="size-14 text-sky-300" />
        <p id={nameId} className="text-5xl font-semibold leading-tight">
          {t('app.name')}
        </p>
        <p className="text-2xl leading-relaxed text-blue-50">{t('login.slogan')}</p>
        <ul className="space-y-3 pt-4 text-lg text-blue-50">
          {points.map((point) => (
            <li key={point} className="flex items-start gap-3">
              <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-sky-300" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
