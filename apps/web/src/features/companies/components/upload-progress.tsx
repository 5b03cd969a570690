import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation } from '@/lib/i18n';

/** SPEC.md §4: an upload shows a bar from 0 to 100, then a note while the server finishes. */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const done = percent >= 100;
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label={t('companies.form.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-blue-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p aria-live="polite" className="text-sm text-slate-700">
        {done
          ? t('companies.form.finishing')
          : t('companies.form.uploading', { percent: digits(percent) })}
      </p>
    </div>
  );
}
