import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { saveFile } from '@/lib/download-file';
import { downloadProgressXlsx } from '../api/download-progress-xlsx';
import { percentOf } from '../lib/format';
import type { ReportSearch } from '../lib/report-search';

interface DownloadButtonProps {
  choice: ReportSearch;
  /** The name to save under when the server does not give one. */
  fallbackName: string;
  disabled?: boolean;
}

/** "Excel डाउनलोड": the same report as an .xlsx file, saved under the server's name. */
export function DownloadButton({ choice, fallbackName, disabled }: DownloadButtonProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ne';
  // null: not downloading; a number: the share received; 'waiting': no length known yet.
  const [progress, setProgress] = useState<number | 'waiting' | null>(null);

  const download = async () => {
    setProgress('waiting');
    try {
      const { blob, fileName } = await downloadProgressXlsx(choice, (share) =>
        setProgress(share ?? 'waiting'),
      );
      const name = fileName ?? fallbackName;
      saveFile(blob, name);
      toast.success(t('reports.downloaded', { name }));
    } catch (error) {
      toast.error(
        `${t('reports.downloadFailed')} ${error instanceof Error ? error.message : ''}`.trim(),
      );
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        busy={progress !== null}
        disabled={disabled}
        onClick={() => void download()}
      >
        {progress === null && <FileSpreadsheet aria-hidden="true" className="size-4" />}
        {t('reports.excel')}
      </Button>
      <span role="status" className="text-sm text-slate-700">
        {progress === 'waiting'
          ? t('reports.downloading')
          : progress !== null
            ? t('reports.downloadingPercent', { percent: percentOf(progress, lang) })
            : ''}
      </span>
    </>
  );
}
