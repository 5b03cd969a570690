import { uploadWithProgress } from '@/lib/upload-with-progress';

/** What an import does with a row (issue 26); a preview without it only adds rows. */
export type RowAction = 'new' | 'update' | 'unchanged' | 'error';

/** A row of a preview as the server sends it: its number on the sheet, values and errors. */
export interface PreviewRow<V> {
  row: number;
  values: V;
  /** Field → sentences in the reader's language; empty when the row can be imported. */
  errors: Record<string, string[]>;
  action?: RowAction;
  /** For an update: each field that changes, `[old, new]`. */
  changes?: Record<string, [unknown, unknown]>;
  /** What the import leaves as it is although the row suggests otherwise. */
  notes?: string[];
}

export interface Preview<V> {
  rows: PreviewRow<V>[];
  valid: number;
  invalid: number;
  /** Of the valid rows: to add, to change, changing nothing (imports that update rows). */
  new?: number;
  updated?: number;
  unchanged?: number;
  /** Header cells the import does not read, as written in the file. */
  ignored_columns?: string[];
}

/** What a row does: the server's word, or (imports that only add) new unless it has errors. */
export const actionOf = <V>(row: PreviewRow<V>): RowAction =>
  row.action ?? (Object.keys(row.errors).length > 0 ? 'error' : 'new');

/** The answer of an import that wrote its rows. */
export interface ImportResult {
  created: number;
  updated?: number;
  unchanged?: number;
  batch_id?: string;
}

export interface ImportRequest {
  /** The import's address, e.g. `/api/events/import`. */
  path: string;
  file: File;
  /** The form's other fields (fiscal year, municipality). */
  fields: Record<string, string>;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function formOf({ file, fields }: ImportRequest, dryRun: boolean): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (dryRun) form.append('dry_run', '1');
  form.append('file', file);
  return form;
}

/** `dry_run=1`: every row with its values and errors; nothing is written. */
export async function previewImport<V>(request: ImportRequest): Promise<Preview<V>> {
  const answer = await uploadWithProgress<{ data: Preview<V> }>(
    request.path,
    formOf(request, true),
    { onProgress: request.onProgress, signal: request.signal },
  );
  return answer.data;
}

/** All rows or none; the server's sentence and how many were created. */
export function commitImport(
  request: ImportRequest,
): Promise<{ message: string; data: ImportResult }> {
  return uploadWithProgress(request.path, formOf(request, false), {
    onProgress: request.onProgress,
    signal: request.signal,
  });
}
