import type { FiscalYear } from '@karyayojana/contracts';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { ReorderActions } from '@/components/ui/reorder-actions';
import { useReorder } from '@/components/ui/use-reorder';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteFiscalYear } from '../api/delete-fiscal-year';
import { useFiscalYears } from '@/lib/queries/fiscal-years';
import { useReorderFiscalYears } from '../api/reorder-fiscal-years';
import { FiscalYearDialog } from '../components/fiscal-year-dialog';
import { FiscalYearsTable } from '../components/fiscal-years-table';

/**
 * /dashboard/config/fiscal-year and /dashboard/config/fiscal-year/:id: the list, the New
 * dialog, and the edit dialog, which the :id in the URL opens by itself.
 */
export function FiscalYearsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('fiscalYears.title'));
  const { id } = useParams();
  const navigate = useNavigate();
  const query = useFiscalYears();
  const reorder = useReorder(query.data);
  const saveOrder = useReorderFiscalYears();
  const remove = useDeleteFiscalYear();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<FiscalYear | null>(null);

  const editing = id ? query.data?.find((year) => String(year.id) === id) : undefined;
  const backToList = () => void navigate(paths.config.fiscalYears.getHref());
  const missing = id !== undefined && query.isSuccess && !editing;
  useEffect(() => {
    if (!missing) return;
    toast.error(t('fiscalYears.notFound'));
    void navigate(paths.config.fiscalYears.getHref(), { replace: true });
  }, [missing, navigate, t]);

  const years = reorder.items;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-8">
      <PageHeader
        title={t('fiscalYears.title')}
        count={query.data?.length}
        description={reorder.active ? t('fiscalYears.reorderHint') : undefined}
        actions={
          query.isSuccess && (
            <>
              <ReorderActions
                active={reorder.active}
                disabled={years.length < 2}
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
      ) : years.length === 0 ? (
        <EmptyState title={t('fiscalYears.empty')} description={t('fiscalYears.emptyHint')} />
      ) : (
        <FiscalYearsTable
          years={years}
          reordering={reorder.active}
          onMove={reorder.move}
          onDelete={setDeleting}
        />
      )}
      <FiscalYearDialog
        open={creating || editing !== undefined}
        fiscalYear={editing}
        onClose={editing ? backToList : () => setCreating(false)}
        onSaved={editing ? backToList : () => setCreating(false)}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
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
