import type { Branch } from '@karyayojana/contracts';
import { Plus } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { ReorderActions } from '@/components/ui/reorder-actions';
import { useReorder } from '@/components/ui/use-reorder';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useCompanyBranches } from '@/lib/queries/organisation';
import { useBranchWrites } from '../api/branches';
import { BranchDialog } from '../components/branch-dialog';
import { BranchesTable } from '../components/branches-table';
import { CompanyChoicePage } from '../components/company-choice';

/**
 * /dashboard/config/branches (issue 28): the municipality's branches in order, New, Manage
 * Order, edit (the URL's :id opens the dialog by itself, as the categories do) and delete; a
 * branch in use cannot be deleted, and the page offers to deactivate it instead. The
 * Super-Admin first chooses the municipality.
 */
export function BranchesPage() {
  const { t } = useTranslation();
  return (
    <CompanyChoicePage
      title={t('organisation.branches.title')}
      description={t('organisation.branches.description')}
      chooseCompany={t('organisation.branches.chooseCompany')}
    >
      {(choice, picker) => (
        <BranchesList
          key={choice.companyId}
          companyId={choice.companyId}
          scoped={choice.superAdmin}
          search={choice.search}
          picker={picker}
        />
      )}
    </CompanyChoicePage>
  );
}

interface BranchesListProps {
  companyId: number;
  /** The Super-Admin's: every write names the municipality. */
  scoped: boolean;
  /** The address's query naming the municipality, kept by the edit links. */
  search: string;
  picker: ReactNode;
}

function BranchesList({ companyId, scoped, search, picker }: BranchesListProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const query = useCompanyBranches(companyId);
  const writes = useBranchWrites(companyId, scoped);
  const reorder = useReorder(query.data);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Branch | null>(null);
  /** A branch the server would not delete (409), with its sentence. */
  const [inUse, setInUse] = useState<{ branch: Branch; message: string } | null>(null);

  const listHref = `${paths.config.branches.getHref()}${search}`;
  const editing = id ? query.data?.find((item) => String(item.id) === id) : undefined;
  const backToList = () => void navigate(listHref);
  const missing = id !== undefined && query.isSuccess && !editing;
  const notFound = t('organisation.branches.notFound');
  useEffect(() => {
    if (!missing) return;
    toast.error(notFound);
    void navigate(listHref, { replace: true });
  }, [missing, navigate, listHref, notFound]);

  const confirmDelete = () => {
    if (!deleting) return;
    const branch = deleting;
    writes.remove.mutate(branch.id, {
      onSettled: () => setDeleting(null),
      onSuccess: () => {
        if (id) backToList();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409)
          setInUse({ branch, message: error.message });
        else toast.error(error.message);
      },
    });
  };

  const deactivate = (branch: Branch) =>
    writes.update.mutate(
      { id: branch.id, name: branch.name, name_en: branch.name_en, active: false },
      { onSuccess: () => setInUse(null) },
    );

  const items = reorder.items;
  let body: ReactNode;
  if (query.isPending) body = <Loading />;
  else if (query.isError)
    body = (
      <ErrorState
        title={t('organisation.branches.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (items.length === 0)
    body = (
      <EmptyState
        title={t('organisation.branches.empty')}
        description={t('organisation.branches.emptyHint')}
      />
    );
  else
    body = (
      <BranchesTable
        items={items}
        search={search}
        reordering={reorder.active}
        onMove={reorder.move}
        onDelete={setDeleting}
      />
    );

  return (
    <>
      <PageHeader
        title={t('organisation.branches.title')}
        count={query.data?.length}
        description={
          reorder.active
            ? t('organisation.branches.reorderHint')
            : t('organisation.branches.description')
        }
        actions={
          query.isSuccess && (
            <>
              <ReorderActions
                active={reorder.active}
                disabled={items.length < 2}
                saving={writes.reorder.isPending}
                onStart={reorder.start}
                onCancel={reorder.cancel}
                onSave={() => writes.reorder.mutate(reorder.ids, { onSuccess: reorder.cancel })}
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
      {picker}
      {body}
      <BranchDialog
        open={creating || editing !== undefined}
        branch={editing}
        onClose={editing ? backToList : () => setCreating(false)}
        onSubmit={async (values) => {
          if (editing) {
            await writes.update.mutateAsync({ id: editing.id, ...values });
            backToList();
          } else {
            await writes.create.mutateAsync(values);
            setCreating(false);
          }
        }}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        item={deleting?.name}
        fate="forever"
        busy={writes.remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      <Dialog
        open={inUse !== null}
        onClose={() => setInUse(null)}
        title={t('organisation.branches.inUseTitle')}
        description={inUse?.message}
      >
        {inUse?.branch.active && (
          <p className="text-slate-700">{t('organisation.branches.inUseHint')}</p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setInUse(null)} data-autofocus>
            {inUse?.branch.active ? t('common.cancel') : t('common.close')}
          </Button>
          {inUse?.branch.active && (
            <Button busy={writes.update.isPending} onClick={() => deactivate(inUse.branch)}>
              {t('organisation.branches.deactivate')}
            </Button>
          )}
        </div>
      </Dialog>
    </>
  );
}
