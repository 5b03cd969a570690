import type { Category } from '@karyayojana/contracts';
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
import { useCategories } from '@/lib/queries/categories';
import { useDeleteCategory } from '../api/delete-category';
import { useReorderCategories } from '../api/reorder-categories';
import { CategoriesTable } from '../components/categories-table';
import { CategoryDialog } from '../components/category-dialog';

/**
 * /dashboard/config/categories and /dashboard/config/categories/:id: the list, the New
 * dialog, and the edit dialog, which the :id in the URL opens by itself.
 */
export function CategoriesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('categories.title'));
  const { id } = useParams();
  const navigate = useNavigate();
  const query = useCategories();
  const reorder = useReorder(query.data);
  const saveOrder = useReorderCategories();
  const remove = useDeleteCategory();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Category | null>(null);

  const editing = id ? query.data?.find((category) => String(category.id) === id) : undefined;
  const backToList = () => void navigate(paths.config.categories.getHref());
  const missing = id !== undefined && query.isSuccess && !editing;
  useEffect(() => {
    if (!missing) return;
    toast.error(t('categories.notFound'));
    void navigate(paths.config.categories.getHref(), { replace: true });
  }, [missing, navigate, t]);

  const categories = reorder.items;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-8">
      <PageHeader
        title={t('categories.title')}
        count={query.data?.length}
        description={reorder.active ? t('categories.reorderHint') : undefined}
        actions={
          query.isSuccess && (
            <>
              <ReorderActions
                active={reorder.active}
                disabled={categories.length < 2}
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
      ) : categories.length === 0 ? (
        <EmptyState title={t('categories.empty')} description={t('categories.emptyHint')} />
      ) : (
        <CategoriesTable
          categories={categories}
          reordering={reorder.active}
          onMove={reorder.move}
          onDelete={setDeleting}
        />
      )}
      <CategoryDialog
        open={creating || editing !== undefined}
        category={editing}
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
