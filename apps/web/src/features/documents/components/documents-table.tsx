import type { OtherDocument } from '@karyayojana/contracts';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { BsDateText } from '@/components/ui/bs-date';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation } from '@/lib/i18n';
import { addedOn } from '../lib/added-on';
import { useWideScreen } from '../lib/use-wide-screen';

interface DocumentsTableProps {
  documents: readonly OtherDocument[];
  rowNumber: (index: number) => number;
  /** A row's edit and delete buttons; none in the read-only list. */
  actions?: (document: OtherDocument) => ReactNode;
}

function FileLink({ document }: { document: OtherDocument }) {
  const { t } = useTranslation();
  if (!document.documents) return <span className="text-slate-600">{t('documents.noFile')}</span>;
  return (
    <a
      href={document.documents}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('documents.viewLabel', { name: document.name })}
      title={document.document?.name}
      className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-blue-800 underline-offset-4 hover:underline"
    >
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      {t('documents.view')}
    </a>
  );
}

/** A phone's list: each document a card, its view link and actions in reach without scrolling sideways. */
function DocumentCards({ documents, rowNumber, actions }: DocumentsTableProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  return (
    <ol aria-label={t('documents.title')} className="space-y-3">
      {documents.map((document, index) => {
        const added = addedOn(document.created_at);
        return (
          <li
            key={document.id}
            className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <p className="font-semibold break-words text-slate-900">
              <span className="mr-2 font-normal text-slate-600">{digits(rowNumber(index))}.</span>
              {document.name}
            </p>
            {document.remarks && (
              <p className="text-sm break-words text-slate-700">{document.remarks}</p>
            )}
            {added && (
              <p className="text-sm text-slate-700">
                <span className="sr-only">{t('documents.columns.addedOn')}: </span>
                <BsDateText bs={added.bs} ad={added.ad} layout="inline" />
              </p>
            )}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <FileLink document={document} />
              {actions?.(document)}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** Number, name, remarks, the file's view link and the day it was added (BS with AD). */
export function DocumentsTable(props: DocumentsTableProps) {
  const wide = useWideScreen();
  return wide ? <DocumentRows {...props} /> : <DocumentCards {...props} />;
}

function DocumentRows({ documents, rowNumber, actions }: DocumentsTableProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  return (
    <Table label={t('documents.title')} className="min-w-[44rem]">
      <TableHead>
        <TableRow>
          <TableHeader className="w-16">{t('common.number')}</TableHeader>
          <TableHeader>{t('documents.columns.name')}</TableHeader>
          <TableHeader>{t('documents.columns.remarks')}</TableHeader>
          <TableHeader>{t('documents.columns.file')}</TableHeader>
          <TableHeader>{t('documents.columns.addedOn')}</TableHeader>
          {actions && <TableHeader className="text-right">{t('common.actions')}</TableHeader>}
        </TableRow>
      </TableHead>
      <TableBody>
        {documents.map((document, index) => {
          const added = addedOn(document.created_at);
          return (
            <TableRow key={document.id}>
              <TableCell className="text-slate-700">{digits(rowNumber(index))}</TableCell>
              <TableCell className="max-w-xs font-semibold break-words">{document.name}</TableCell>
              <TableCell className="max-w-sm break-words text-slate-700">
                {document.remarks ?? '–'}
              </TableCell>
              <TableCell>
                <FileLink document={document} />
              </TableCell>
              <TableCell>{added ? <BsDateText bs={added.bs} ad={added.ad} /> : '–'}</TableCell>
              {actions && (
                <TableCell className="text-right whitespace-nowrap">{actions(document)}</TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
