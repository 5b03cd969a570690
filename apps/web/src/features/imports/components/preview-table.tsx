import { AlertCircle, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
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
import type { PreviewRow } from '../api/send-import';

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
}

/**
 * The rows of a checked file as a table: a row with errors is red, with its sentences next to
 * the row number (in view on a phone, where the table scrolls sideways) and the cells they are
 * about outlined; a row without says "fine".
 */
export function PreviewTable<V>({ rows, columns }: PreviewTableProps<V>) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  return (
    <Table label={t('imports.preview.table')} className="min-w-[56rem]">
      <TableHead>
        <TableRow>
          <TableHeader className="w-16">{t('imports.preview.row')}</TableHeader>
          <TableHeader className="min-w-[15rem]">{t('imports.preview.problems')}</TableHeader>
          {columns.map((column) => (
            <TableHeader key={column.key}>{column.header}</TableHeader>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ row, values, errors }) => {
          const messages = Object.values(errors).flat();
          const bad = messages.length > 0;
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
              <TableCell>
                {bad ? (
                  <ul className="space-y-1 text-red-800">
                    {messages.map((message, i) => (
                      <li key={i} className="flex gap-1.5">
                        <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                        <span>{message}</span>
                      </li>
                    ))}
                  </ul>
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
