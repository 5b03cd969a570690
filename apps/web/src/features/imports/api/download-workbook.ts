import { downloadFile, saveFile, XLSX_TYPE } from '@/lib/download-file';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';

/**
 * A workbook from the API (the template, or the year's plan to fill in), saved under the
 * server's name (or `fallbackName`), with a toast that says it came or why it did not.
 */
export async function downloadWorkbook(path: string, fallbackName: string): Promise<void> {
  try {
    const { blob, fileName } = await downloadFile(path, XLSX_TYPE);
    const name = fileName ?? fallbackName;
    saveFile(blob, name);
    toast.success(i18n.t('imports.steps.downloaded', { name }));
  } catch (error) {
    toast.error(
      `${i18n.t('imports.steps.downloadFailed')} ${error instanceof Error ? error.message : ''}`.trim(),
    );
  }
}
