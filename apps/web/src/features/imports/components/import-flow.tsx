import {
  AlertCircle,
  AlertTriangle,
  CheckCircle2,
  Download,
  FileSearch,
  Info,
  Upload,
} from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FileInput } from '@/components/ui/file-input';
import { UploadProgress } from '@/components/ui/upload-progress';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { toastWithUndo } from '@/lib/undo-batch';
import { useQueryClient } from '@tanstack/react-query';
import {
  actionOf,
  commitImport,
  previewImport,
  type ImportResult,
  type Preview,
} from '../api/send-import';
import { downloadWorkbook } from '../api/download-workbook';
import { PreviewTable, type PreviewColumn } from './preview-table';

/** A table of thousands of rows is slow on a phone; the rest are counted, not drawn. */
const SHOWN_ROWS = 300;

interface ImportFlowProps<V> {
  /** The template's address, e.g. `/api/events/import/template`. */
  templatePath: string;
  /** The name to save the template under when the server does not give one. */
  templateName: string;
  /** The import's address, e.g. `/api/events/import`. */
  importPath: string;
  /** The form's other fields; null while the page still needs a choice (the municipality). */
  fields: Record<string, string> | null;
  /** The choices above the file (year, municipality): a change asks for a new check. */
  targets?: ReactNode;
  /** Step 1's other way in: e.g. the year's plan as exported, to fill in and bring back. */
  templateExtra?: ReactNode;
  /** Above the file: in a sentence, what the import adds and what it changes. */
  explain?: string;
  columns: readonly PreviewColumn<V>[];
  /** A changed value as the pages show it, for the rows an import updates. */
  formatChange?: (field: string, value: unknown) => string | undefined;
  /** After a successful import: what to show in place of the flow. */
  done: (result: ImportResult) => ReactNode;
  /** Called once rows were written, e.g. to refresh the lists that show them. */
  onImported?: (result: ImportResult) => void | Promise<void>;
}

type Shown = 'all' | 'errors' | 'changes';

type Busy = { kind: 'check' | 'import'; percent: number } | null;

/**
 * An import in three steps (docs/decisions/022-imports.md): the template to fill in, the file
 * checked by the server (dry_run) and shown row by row with its errors, then all rows written,
 * or none. A new file, or a new year or municipality, asks for a new check first.
 */
export function ImportFlow<V>({
  templatePath,
  templateName,
  importPath,
  fields,
  targets,
  templateExtra,
  explain,
  columns,
  formatChange,
  done,
  onImported,
}: ImportFlowProps<V>) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  // A check holds for the file and the target (year, municipality) it was made with.
  const [checked, setChecked] = useState<{ target: string; preview: Preview<V> } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [downloading, setDownloading] = useState(false);
  const [shownRows, setShownRows] = useState<Shown>('errors');
  const [stale, setStale] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const target = JSON.stringify(fields);
  const preview = checked?.target === target ? checked.preview : null;

  const download = async () => {
    setDownloading(true);
    await downloadWorkbook(templatePath, templateName);
    setDownloading(false);
  };

  const fail = (error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    const message = error instanceof Error ? error.message : t('errors.generic');
    const sentences = error instanceof ApiError ? (error.errors.file ?? []) : [];
    setFileError(sentences.length ? sentences.join(' ') : message);
  };

  const check = async (afterRefusal = false) => {
    if (!file || !fields) {
      setFileError(t('imports.steps.chooseFirst'));
      return;
    }
    setFileError(null);
    setBusy({ kind: 'check', percent: 0 });
    try {
      const next = await previewImport<V>({
        path: importPath,
        file,
        fields,
        onProgress: (percent) => setBusy({ kind: 'check', percent }),
      });
      setChecked({ target, preview: next });
      // First what needs the reader: the errors, else what will change, else every row.
      setShownRows(next.invalid > 0 ? 'errors' : (next.unchanged ?? 0) > 0 ? 'changes' : 'all');
      setStale(afterRefusal);
      // The reader is taken to what the check found.
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch (error) {
      setChecked(null);
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const commit = async () => {
    if (!file || !fields) return;
    setBusy({ kind: 'import', percent: 0 });
    try {
      const answer = await commitImport({
        path: importPath,
        file,
        fields,
        onProgress: (percent) => setBusy({ kind: 'import', percent }),
      });
      // A plan's import is one batch: its toast offers Undo (issue 16).
      toastWithUndo(answer.message, answer.data.batch_id, queryClient);
      await onImported?.(answer.data);
      setResult(answer.data);
    } catch (error) {
      setBusy(null);
      // Rows refused now that passed the check (someone added the same event meanwhile):
      // the check is made again so that the table shows why.
      if (error instanceof ApiError && error.status === 422 && !error.errors.file) {
        await check(true);
        return;
      }
      fail(error);
      return;
    }
    setBusy(null);
  };

  if (result !== null) return <>{done(result)}</>;

  const shown = (preview?.rows ?? []).filter((row) => {
    const action = actionOf(row);
    if (shownRows === 'errors') return action === 'error';
    if (shownRows === 'changes') return action === 'new' || action === 'update';
    return true;
  });
  const total = preview ? preview.valid + preview.invalid : 0;
  // Imports that only add rows (municipalities) count every valid row as new.
  const adding = preview ? (preview.new ?? preview.valid) : 0;
  const updating = preview?.updated ?? 0;
  const unchanged = preview?.unchanged ?? 0;
  const nothingToDo = preview !== null && preview.invalid === 0 && adding + updating === 0;
  let importLabel = t('imports.preview.import', { count: digits(adding) });
  if (preview && preview.invalid > 0) importLabel = t('imports.preview.fixFirst');
  else if (nothingToDo) importLabel = t('imports.preview.nothingToDo');
  else if (updating > 0 && adding > 0)
    importLabel = t('imports.preview.importBoth', {
      count: digits(adding),
      updated: digits(updating),
    });
  else if (updating > 0)
    importLabel = t('imports.preview.importUpdates', { updated: digits(updating) });

  return (
    <div className="space-y-5">
      <section
        aria-labelledby="import-template"
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <h2 id="import-template" className="text-lg font-semibold text-slate-900">
          {t('imports.steps.template')}
        </h2>
        <p className="text-slate-700">{t('imports.steps.templateHint')}</p>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => void download()} busy={downloading}>
            {!downloading && <Download aria-hidden="true" className="size-4" />}
            {downloading ? t('imports.steps.downloading') : t('imports.steps.download')}
          </Button>
          {templateExtra}
        </div>
      </section>

      <section
        aria-labelledby="import-file"
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <h2 id="import-file" className="text-lg font-semibold text-slate-900">
          {t('imports.steps.file')}
        </h2>
        {explain && (
          <p className="flex gap-2 rounded-md border border-blue-200 bg-blue-50 p-3 text-blue-950">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{explain}</span>
          </p>
        )}
        {targets}
        <div className="space-y-1.5">
          <label htmlFor="import-file-input" className="block font-medium text-slate-900">
            {t('imports.steps.fileLabel')}
          </label>
          <p id="import-file-hint" className="text-sm text-slate-700">
            {t('imports.steps.fileHint')}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <FileInput
              id="import-file-input"
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              aria-describedby={
                fileError ? 'import-file-hint import-file-error' : 'import-file-hint'
              }
              aria-invalid={fileError ? true : undefined}
              file={file}
              disabled={busy !== null}
              onFileChange={(next) => {
                setFile(next);
                setChecked(null);
                setFileError(null);
                setStale(false);
              }}
            />
            <Button
              onClick={() => void check()}
              disabled={busy !== null || !file || !fields}
              busy={busy?.kind === 'check'}
            >
              {busy?.kind !== 'check' && <FileSearch aria-hidden="true" className="size-4" />}
              {busy?.kind === 'check' ? t('imports.steps.checking') : t('imports.steps.check')}
            </Button>
          </div>
          {fileError && (
            <p
              id="import-file-error"
              role="alert"
              className="flex items-start gap-1.5 text-sm font-medium text-red-800"
            >
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {fileError}
            </p>
          )}
        </div>
        {busy && <UploadProgress percent={busy.percent} />}
      </section>

      {preview && (
        <section aria-labelledby="import-result" className="space-y-4">
          <h2
            id="import-result"
            ref={resultRef}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900"
          >
            {t('imports.steps.result')}
          </h2>
          {stale && (
            <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900">
              {t('imports.preview.stale')}
            </p>
          )}
          <div
            role="status"
            className={
              preview.invalid > 0
                ? 'space-y-1 rounded-md border border-red-200 bg-red-50 p-3 text-red-900'
                : 'flex items-center gap-2 rounded-md border border-green-200 bg-green-50 p-3 text-green-900'
            }
          >
            {preview.invalid > 0 ? (
              <>
                <p className="font-semibold">
                  {t('imports.preview.summary', {
                    rows: digits(total),
                    valid: digits(preview.valid),
                    invalid: digits(preview.invalid),
                  })}
                </p>
                <p>{t('imports.preview.fixHint')}</p>
              </>
            ) : (
              <>
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
                <p className="font-semibold">
                  {preview.new === undefined || updating + unchanged === 0
                    ? t('imports.preview.allValid', { rows: digits(total) })
                    : t('imports.preview.counts', {
                        rows: digits(total),
                        new: digits(adding),
                        updated: digits(updating),
                        unchanged: digits(unchanged),
                      })}
                </p>
              </>
            )}
          </div>
          {(preview.ignored_columns?.length ?? 0) > 0 && (
            <p className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-950">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>
                {t('imports.preview.ignored', {
                  columns: (preview.ignored_columns ?? []).map((c) => `"${c}"`).join(', '),
                })}
              </span>
            </p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3">
            {preview.invalid > 0 ? (
              <Checkbox
                label={t('imports.preview.onlyErrors')}
                checked={shownRows === 'errors'}
                onChange={(event) => setShownRows(event.target.checked ? 'errors' : 'all')}
              />
            ) : unchanged > 0 ? (
              <Checkbox
                label={t('imports.preview.onlyChanges')}
                checked={shownRows === 'changes'}
                onChange={(event) => setShownRows(event.target.checked ? 'changes' : 'all')}
              />
            ) : (
              <span />
            )}
            <Button
              onClick={() => void commit()}
              write
              disabled={busy !== null || preview.invalid > 0 || nothingToDo}
              busy={busy?.kind === 'import'}
            >
              {busy?.kind !== 'import' && <Upload aria-hidden="true" className="size-4" />}
              {busy?.kind === 'import' ? t('imports.preview.importing') : importLabel}
            </Button>
          </div>
          <PreviewTable
            rows={shown.slice(0, SHOWN_ROWS)}
            columns={columns}
            formatChange={formatChange}
          />
          {shown.length > SHOWN_ROWS && (
            <p className="text-sm text-slate-700">
              {t('imports.preview.more', {
                shown: digits(SHOWN_ROWS),
                rest: digits(shown.length - SHOWN_ROWS),
              })}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
