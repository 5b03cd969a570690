import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from './button';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { Loading } from './loading';
import { PageHeader } from './page-header';
import { ReorderActions } from './reorder-actions';
import { useReorder } from './use-reorder';

export interface OrderedSettingsTexts {
  title: string;
  reorderHint: string;
  /** Shown when the URL's :id is not in the list. */
  notFound: string;
  empty: string;
  emptyHint: string;
}

export interface OrderedSettingsPageProps<T extends { id: number }> {
  texts: OrderedSettingsTexts;
  /** The list's own URL: where the edit dialog returns. */
  listHref: string;
  query: UseQueryResult<T[]>;
  saveOrder: UseMutationResult<unknown, Error, number[]>;
  remove: UseMutationResult<unknown, Error, number>;
  /** The item's name, as the delete confirmation says it. */
  nameOf: (item: T) => string;
  table: (props: {
    items: readonly T[];
    reordering: boolean;
    onMove: (from: number, to: number) => void;
    onDelete: (item: T) => void;
  }) => ReactNode;
  /** The add/edit dialog; `item` set means edit. */
  dialog: (props: {
    open: boolean;
    item: T | undefined;
    onClose: () => void;
    onSaved: () => void;
  }) => ReactNode;
}

/**
 * A settings page of an ordered list (fiscal years, categories): the list, New, Manage Order,
 * delete after a confirmation, and the edit dialog that the URL's :id opens by itself (a link
 * to it can be shared or reloaded; an unknown id goes back to the list with a message).
 */
export function OrderedSettingsPage<T extends { id: number }>({
  texts,
  listHref,
  query,
  saveOrder,
  remove,
  table,
  dialog,
  nameOf,
}: OrderedSettingsPageProps<T>) {
  const { t } = useTranslation();
  useDocumentTitle(texts.title);
  const { id } = useParams();
  const navigate = useNavigate();
  const reorder = useReorder(query.data);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<T | null>(null);

  const editing = id ? query.data?.find((item) => String(item.id) === id) : undefined;
  const backToList = () => void navigate(listHref);
  const missing = id !== undefined && query.isSuccess && !editing;
  useEffect(() => {
    if (!missing) return;
    toast.error(texts.notFound);
    void navigate(listHref, { replace: true });
  }, [missing, navigate, listHref, texts.notFound]);

  const items = reorder.items;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-8">
      <PageHeader
        title={texts.title}
        count={query.data?.length}
        description={reorder.active ? texts.reorderHint : undefined}
        actions={
          query.isSuccess && (
            <>
              <ReorderActions
                active={reorder.active}
                disabled={items.length < 2}
                saving={saveOrder.isPending}
                onStart={reorder.start}
                onCancel={reorder.cancel}
                onSave={() => saveOrder.mutate(reorder.ids, { onSuccess: reorder.cancel })}
              />
              {!reorder.active && (
                <Button onClick={() => setCreating(true)}>
                  <Plus aria-hidden="true" className="size-4" />
                  {t('common.new')}
                </Button>
              )}
            </>
          )
        }
      />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState title={texts.empty} description={texts.emptyHint} />
      ) : (
        table({ items, reordering: reorder.active, onMove: reorder.move, onDelete: setDeleting })
      )}
      {dialog({
        open: creating || editing !== undefined,
        item: editing,
        onClose: editing ? backToList : () => setCreating(false),
        onSaved: editing ? backToList : () => setCreating(false),
      })}
      <ConfirmDeleteDialog
        open={deleting !== null}
        item={deleting ? nameOf(deleting) : undefined}
        fate="forever"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSettled: () => setDeleting(null),
            onSuccess: () => {
              if (id) backToList();
            },
          });
        }}
      />
    </div>
  );
}
