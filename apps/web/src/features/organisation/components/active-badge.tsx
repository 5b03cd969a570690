import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

/** "सक्रिय" in green or "निष्क्रिय" in grey: a branch's or an account's state, in words. */
export function ActiveBadge({ active, className }: { active: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap',
        active
          ? 'border-green-300 bg-green-50 text-green-800'
          : 'border-slate-300 bg-slate-100 text-slate-700',
        className,
      )}
    >
      {active ? t('common.active') : t('common.inactive')}
    </span>
  );
}
