import { Languages } from 'lucide-react';
import { cn } from '@/lib/cn';
import { currentLanguage, setLanguage, useTranslation } from '@/lib/i18n';

/** One button that switches between Nepali and English, labelled in the other language. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const other = currentLanguage() === 'ne' ? 'en' : 'ne';
  return (
    <button
      type="button"
      lang={other}
      title={t('language.switchLabel')}
      onClick={() => setLanguage(other)}
      className={cn(
        'inline-flex h-11 shrink-0 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100',
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-4" />
      {t('language.other')}
    </button>
  );
}
