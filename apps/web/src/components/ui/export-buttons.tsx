import { FileSpreadsheet, FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { CSV_TYPE, downloadFile, saveFile, XLSX_TYPE } from '@/lib/download-file';
import { toast } from '@/lib/toast';

export type ExportFormat = 'xlsx' | 'csv';

/** What the buttons say, in the caller's feature's words (each feature keeps its own texts). */
export interface ExportLabels {
  /** Names the pair for a screen reader, e.g. "Download the events". */
  group: string;
  excel: string;
  csv: string;
  /** Shown while the file is made and sent; `{{percent}}` is not needed. */
  downloading: string;
  /** After saving: the file's name is passed in. */
  downloaded: (name: string) => string;
  failed: string;
}

interface ExportButtonsProps {
  /** The export's address, e.g. `/api/events/export`. */
  path: string;
  /** The list's filters as the API reads them; `format` is added here. */
  query: URLSearchParams;
  /** The name to save under (without extension) when the server does not give one. */
  fallbackName: string;
  labels: ExportLabels;
  disabled?: boolean;
}

/**
 * "Excel" and "CSV": the list on screen as a file (docs/decisions/020-exports.md), made by the
 * server, downloaded with the token and saved under the server's name; busy while it comes,
 * a toast when it is saved or fails.
 */
export function ExportButtons({ path, query, fallbackName, labels, disabled }: ExportButtonsProps) {
  const digits = useLocalDigits();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  // The share received, when the server says how long the file is.
  const [share, setShare] = useState<number | null>(null);

  const download = async (format: ExportFormat) => {
    setBusy(format);
    setShare(null);
    try {
      const search = new URLSearchParams(query);
      search.set('format', format);
      const { blob, fileName } = await downloadFile(
        `${path}?${search.toString()}`,
        format === 'csv' ? CSV_TYPE : XLSX_TYPE,
        setShare,
      );
      const name = fileName ?? `${fallbackName}.${format}`;
      saveFile(blob, name);
      toast.success(labels.downloaded(name));
    } catch (error) {
      toast.error(`${labels.failed} ${error instanceof Error ? error.message : ''}`.trim());
    } finally {
      setBusy(null);
      setShare(null);
    }
  };

  return (
    <div role="group" aria-label={labels.group} className="flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        busy={busy === 'xlsx'}
        disabled={disabled || busy !== null}
        onClick={() => void download('xlsx')}
      >
        {busy !== 'xlsx' && <FileSpreadsheet aria-hidden="true" className="size-4" />}
        {labels.excel}
      </Button>
      <Button
        variant="secondary"
        busy={busy === 'csv'}
        disabled={disabled || busy !== null}
        onClick={() => void download('csv')}
      >
        {busy !== 'csv' && <FileText aria-hidden="true" className="size-4" />}
        {labels.csv}
      </Button>
      <span aria-live="polite" className="text-sm text-slate-700">
        {busy === null
          ? ''
          : share === null
            ? labels.downloading
            : `${labels.downloading} ${digits(Math.round(share * 100))}%`}
      </span>
    </div>
  );
}
