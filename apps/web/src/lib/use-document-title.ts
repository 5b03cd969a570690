import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';

/** Names the browser tab after the page: "पासवर्ड परिवर्तन · कार्ययोजना". */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
