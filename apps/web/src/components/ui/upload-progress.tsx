import { useTranslation } from '@/lib/i18n';
import { useLocalDigits } from './use-local-digits';

/**
 * An upload's bar from 0 to 100 while the file travels, then a note while the server checks
 * and stores it (the last, silent part of a slow upload). Task proofs, other documents and
 * logos all show this one.
 */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const sent = percent >= 100;
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-3 text-sm text-slate-700">
        <span aria-live="polite">{sent ? t('upload.finishing') : t('upload.uploading')}</span>
        <span className="tabular-nums">{digits(percent)}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('upload.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${digits(percent)}%`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={
            sent ? 'h-full animate-pulse bg-green-600' : 'h-full bg-blue-700 transition-[width]'
          }
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
