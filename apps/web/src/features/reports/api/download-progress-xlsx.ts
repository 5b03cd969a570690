import { downloadFile, XLSX_TYPE } from '@/lib/download-file';
import type { ReportSearch } from '../lib/report-search';
import { reportQuery } from './get-progress-report';

/** GET /api/reports/progress.xlsx as a file (the shared download helper, lib/download-file). */
export function downloadProgressXlsx(
  choice: ReportSearch,
  onProgress: (share: number | null) => void = () => undefined,
): Promise<{ blob: Blob; fileName: string | null }> {
  const query = reportQuery(choice);
  return downloadFile(
    `/api/reports/progress.xlsx${query ? `?${query}` : ''}`,
    XLSX_TYPE,
    onProgress,
  );
}
