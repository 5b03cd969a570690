import { useTranslation } from '@/lib/i18n';

/** A figure that does not exist yet (nothing due, no budget): a dash, read out in words. */
export function NoFigure() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">{t('progress.noData')}</span>
      <span className="sr-only">{t('progress.noDataLabel')}</span>
    </>
  );
}
