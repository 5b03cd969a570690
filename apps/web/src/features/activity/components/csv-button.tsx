import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CSV_TYPE, downloadFile, saveFile } from '@/lib/download-file';
import { useTranslation } from '@/lib/i18n';
import { activitySearch, type ActivityParams } from '@/lib/queries/activity';
import { toast } from '@/lib/toast';

/** The log as filtered on screen, as a CSV file made by the server (every page of it). */
export function CsvButton({ params }: { params: ActivityParams }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      // Every page of the filtered log, not the one on screen.
      const filters = { ...params, page: undefined, per_page: undefined };
      const { blob, fileName } = await downloadFile(
        `/api/activity?${activitySearch(filters, 'csv')}`,
        CSV_TYPE,
      );
      const name = fileName ?? 'activity.csv';
      saveFile(blob, name);
      toast.success(t('activity.downloaded', { name }));
    } catch (error) {
      toast.error(
        error instanceof Error && error.message ? error.message : t('activity.downloadFailed'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} onClick={() => void download()}>
      <FileText aria-hidden="true" className="size-4" />
      {busy ? t('activity.downloading') : t('activity.csv')}
    </Button>
  );
}
