import { AlertCircle, CheckCircle2, Info, Pencil, Plus, Equal } from 'lucide-react';
import type { ReactNode } from 'react';
import { ActivityChanges } from '@/components/activity/activity-entry';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { actionOf, type PreviewRow, type RowAction } from '../api/send-import';

/** One column of a preview: its heading, its cell, and the error fields that mark it red. */
export interface PreviewColumn<V> {
  key: string;
  header: string;
  cell: (values: V) => ReactNode;
  fields: readonly string[];
  className?: string;
}

interface PreviewTableProps<V> {
  rows: readonly PreviewRow<V>[];
  columns: readonly PreviewColumn<V>[];
  /** A changed value as the pages show it (rupees, %, status words); the log's words otherwise. */
  formatChange?: (field: string, value: unknown) => string | undefined;
}

const ACTION_LOOK: Record<Exclude<RowAction, 'error'>, { icon: typeof Plus; className: string }> = {
  new: { icon: Plus, className: 'bg-green-100 text-green-900' },
  update: { icon: Pencil, className: 'bg-blue-100 text-blue-900' },
  unchanged: { icon: Equal, className: 'bg-slate-100 text-slate-800' },
};

/** What the import does with a row, as a word with an icon. */
function ActionBadge({ action }: { action: Exclude<RowAction, 'error'> }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = ACTION_LOOK[action];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-sm font-semibold',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`imports.preview.action.${action}`)}
    </span>
  );
}

/**
 * An update's changes, old → new; tasks only ever grow in an import, so the ones added are
 * listed instead of the whole list struck through.
 */
function UpdateChanges({
  changes,
  format,
}: {
  changes: Record<string, [unknown, unknown]>;
  format?: (field: string, value: unknown) => string | undefined;
}) {
  const { t } = useTranslation();
  const { tasks, ...others } = changes;
  const names = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
  const added = tasks ? names(tasks[1]).filter((name) => !names(tasks[0]).includes(name)) : [];
  return (
    <>
      <ActivityChanges changes={others} format={format} />
      {added.length > 0 && (
        <p className="flex flex-wrap gap-x-2 text-sm">
          <span className="font-semibold text-slate-700">{t('imports.preview.tasksAdded')}:</span>
          <span className="break-words text-slate-900">{added.join(', ')}</span>
        </p>
      )}
    </>
  );
}

/**
 * The rows of a checked file as a table: a row with errors is red, with its sentences next to
 * the row number (in view on a phone, where the table scrolls sideways) and the cells they are
 * about outlined; a row without says what the import does with it: add it, change an event
 * (each field old → new), or nothing.
 */
export function PreviewTable<V>({ rows, columns, formatChange }: PreviewTableProps<V>) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  return (
    <Table label={t('imports.preview.table')} className="min-w-[56rem]">
      <TableHead>
        <TableRow>
          <TableHeader className="w-16">{t('imports.preview.row')}</TableHeader>
          <TableHeader className="min-w-[15rem]">{t('imports.preview.outcome')}</TableHeader>
          {columns.map((column) => (
            <TableHeader key={column.key}>{column.header}</TableHeader>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((previewRow) => {
          const { row, values, errors, changes, notes } = previewRow;
          const messages = Object.values(errors).flat();
          const bad = messages.length > 0;
          const action = actionOf(previewRow);
          return (
            <TableRow
              key={row}
              data-row={row}
              data-invalid={bad || undefined}
              className={cn('align-top', bad && 'bg-red-50')}
            >
              <TableCell className="font-semibold tabular-nums">
                {digits(row)}
                {bad && (
                  <span className="sr-only">
                    {' '}
                    {t('imports.preview.rowHasErrors', { row: digits(row) })}
                  </span>
                )}
              </TableCell>
              <TableCell data-action={action}>
                {bad ? (
                  <ul className="space-y-1 text-red-800">
                    {messages.map((message, i) => (
                      <li key={i} className="flex gap-1.5">
                        <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                        <span>{message}</span>
                      </li>
                    ))}
                  </ul>
                ) : previewRow.action && action !== 'error' ? (
                  <div className="space-y-1.5">
                    <ActionBadge action={action} />
                    {action === 'update' && (
                      <UpdateChanges changes={changes ?? {}} format={formatChange} />
                    )}
                    {notes?.map((note, i) => (
                      <p key={i} className="flex gap-1.5 text-sm text-slate-700">
                        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                        <span>{note}</span>
                      </p>
                    ))}
                  </div>
                ) : (
                  <span className="inline-flex items-center gap-1.5 text-green-800">
                    <CheckCircle2 aria-hidden="true" className="size-4" />
                    {t('imports.preview.ok')}
                  </span>
                )}
              </TableCell>
              {columns.map((column) => {
                const marked = column.fields.some((field) => (errors[field]?.length ?? 0) > 0);
                return (
                  <TableCell
                    key={column.key}
                    className={cn(
                      'break-words',
                      column.className,
                      marked && 'outline-2 -outline-offset-2 outline-red-700',
                    )}
                  >
                    {column.cell(values)}
                  </TableCell>
                );
              })}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
