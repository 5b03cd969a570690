import type { OtherDocument } from '@karyayojana/contracts';
import { FileText, Search, SearchX } from 'lucide-react';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Loading } from '@/components/ui/loading';
import { Pagination, rowNumber } from '@/components/ui/pagination';
import { useTranslation } from '@/lib/i18n';
import { useDocuments } from '../api/get-documents';
import { useListSearch } from '../lib/list-search';
import { DocumentsTable } from './documents-table';

const SEARCH_DELAY_MS = 400;

function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  // One request after a pause in typing, not one per key on a slow link.
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
      className="relative w-full sm:max-w-sm"
    >
      <label htmlFor={id} className="sr-only">
        {t('documents.searchLabel')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <Input
        id={id}
        type="search"
        value={text}
        placeholder={t('common.searchPlaceholder')}
        title={t('documents.searchLabel')}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </form>
  );
}

interface DocumentsListProps {
  /** A row's edit and delete buttons; none in the read-only list. */
  actions?: (document: OtherDocument) => ReactNode;
  /** Buttons beside the search box (New). */
  toolbar?: ReactNode;
  /** Under "no documents yet": what to do next. */
  emptyDescription: string;
}

/** Search, the table, the server's pagination and the loading, empty and error states. */
export function DocumentsList({ actions, toolbar, emptyDescription }: DocumentsListProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch();
  const documents = useDocuments(search);
  const total = documents.data?.meta.total ?? 0;
  const rows = documents.data?.data ?? [];
  const lastPage = Math.max(1, Math.ceil(total / search.per_page));
  const onSearch = useCallback((q: string) => setSearch({ q }), [setSearch]);

  // The last row of the last page was deleted: show the page before, not an empty one.
  useEffect(() => {
    if (documents.isSuccess && !documents.isPlaceholderData && search.page > lastPage) {
      setSearch({ page: lastPage });
    }
  }, [documents.isSuccess, documents.isPlaceholderData, search.page, lastPage, setSearch]);

  const body = () => {
    if (documents.isPending) return <Loading />;
    if (documents.isError) {
      return (
        <ErrorState
          error={documents.error}
          onRetry={() => void documents.refetch()}
          retrying={documents.isFetching}
        />
      );
    }
    if (rows.length === 0) {
      return search.q.trim() ? (
        <EmptyState
          icon={SearchX}
          title={t('documents.empty.search')}
          description={t('documents.empty.searchHint')}
        />
      ) : (
        <EmptyState
          icon={FileText}
          title={t('documents.empty.title')}
          description={emptyDescription}
        />
      );
    }
    return (
      <DocumentsTable
        documents={rows}
        rowNumber={(index) => rowNumber(search.page, search.per_page, index)}
        actions={actions}
      />
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchBox value={search.q} onSearch={onSearch} />
        {toolbar && <div className="flex flex-wrap items-center gap-2">{toolbar}</div>}
      </div>
      <div aria-busy={documents.isFetching || undefined}>{body()}</div>
      {documents.isSuccess && (
        <Pagination
          page={search.page}
          perPage={search.per_page}
          total={total}
          onPageChange={(page) => setSearch({ page })}
          onPerPageChange={(perPage) => setSearch({ per_page: perPage })}
        />
      )}
    </div>
  );
}
