import { DATE_MESSAGES, type Event } from '@karyayojana/contracts';
import { CheckSquare, FileUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportButtons } from '@/components/ui/export-buttons';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteEvent } from '../api/delete-event';
import { useDuplicateEvents } from '../api/duplicate-events';
import { useActiveYear } from '@/lib/queries/fiscal-years';
import { useCategories } from '@/lib/queries/categories';
import { useEvents } from '../api/get-events';
import { useFiscalYears } from '@/lib/queries/fiscal-years';
import { EventsFilters } from '../components/events-filters';
import { EventsTable } from '../components/events-table';
import { LinkButton } from '@/components/ui/link-button';
import { SelectToolbar } from '../components/select-toolbar';
import { CopyToCompaniesDialog } from '../components/copy-to-companies-dialog';
import { exportSearch, toListParams, useListSearch } from '../lib/list-search';
import { eventPermissions } from '../lib/use-event-permissions';
import { useCurrentUser } from '@/lib/auth/get-user';
import { useBranches } from '@/lib/queries/branches';
import { useWards } from '@/lib/queries/wards';
import { useSelection } from '../lib/use-selection';
import { toastWithUndo } from '@/lib/undo-batch';
import { useQueryClient } from '@tanstack/react-query';

/** /dashboard/events: the action plans of a fiscal year, filtered, paged, with bulk actions. */
export function EventsListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useDocumentTitle(t('events.title'));
  const user = useCurrentUser();
  // Without an event: whether they may plan at all (an officer needs can_plan).
  const { canWrite, canTransfer, canPlan: mayPlan } = eventPermissions(user);
  const wards = useWards();
  const branches = useBranches();
  const [search, update] = useListSearch();
  const fiscalYears = useFiscalYears();
  const categories = useCategories();
  const activeYear = useActiveYear();
  // Without a year in the URL the list waits for the active year rather than load every year.
  const yearKnown = search.fiscalYear !== null || !activeYear.isPending;
  const params = toListParams(search, activeYear.data?.id ?? null);
  const events = useEvents(params, yearKnown);
  const selection = useSelection();
  const [copyOpen, setCopyOpen] = useState(false);
  const [toDelete, setToDelete] = useState<Event | null>(null);
  const deleteEvent = useDeleteEvent();
  const duplicate = useDuplicateEvents();

  const rows = events.data?.data ?? [];
  const total = events.data?.meta.total;

  const requireSelection = (): boolean => {
    if (selection.selected.size > 0) return true;
    toast.error(DATE_MESSAGES.noEvents);
    return false;
  };
  const onDuplicate = () => {
    if (!requireSelection()) return;
    duplicate.mutate([...selection.selected], {
      onSuccess: ({ message, data }) => {
        toastWithUndo(message, data.batch_id, queryClient);
        selection.exit();
      },
    });
  };
  const onConfirmDelete = () => {
    if (!toDelete) return;
    deleteEvent.mutate(toDelete.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        selection.remove(toDelete.id);
        setToDelete(null);
      },
    });
  };

  return (
    <div className="mx-auto w-full max-w-7xl space-y-5 p-4 sm:p-6 lg:p-8">
      <PageHeader
        title={t('events.title')}
        count={total}
        actions={
          <>
            <ExportButtons
              path="/api/events/export"
              query={exportSearch(params)}
              fallbackName="events"
              disabled={!yearKnown}
              labels={{
                group: t('events.export.group'),
                excel: t('events.export.excel'),
                csv: t('events.export.csv'),
                downloading: t('events.export.downloading'),
                downloaded: (name) => t('events.export.downloaded', { name }),
                failed: t('events.export.failed'),
              }}
            />
            {canWrite && !selection.active && (
              <Button variant="secondary" onClick={selection.enter}>
                <CheckSquare aria-hidden="true" className="size-4" />
                {t('events.select.start')}
              </Button>
            )}
            {canWrite && (
              <LinkButton variant="secondary" to={paths.events.import.getHref()}>
                <FileUp aria-hidden="true" className="size-4" />
                {t('imports.events.open')}
              </LinkButton>
            )}
            {mayPlan && (
              <LinkButton to={paths.events.add.getHref()}>
                <Plus aria-hidden="true" className="size-4" />
                {t('events.new')}
              </LinkButton>
            )}
          </>
        }
      />
      <EventsFilters
        value={search}
        fiscalYearId={params.fiscal_year_id ?? 'all'}
        fiscalYears={fiscalYears.data ?? []}
        categories={categories.data ?? []}
        wardCount={wards.data?.meta.ward_count ?? 0}
        branches={branches.data ?? []}
        onChange={update}
      />
      {selection.active && (
        <SelectToolbar
          shownIds={rows.map((row) => row.id)}
          selected={selection.selected}
          onSelectAll={(checked) =>
            selection.setMany(
              rows.map((row) => row.id),
              checked,
            )
          }
          onDuplicate={onDuplicate}
          duplicating={duplicate.isPending}
          onCopyToCompanies={
            canTransfer ? () => requireSelection() && setCopyOpen(true) : undefined
          }
          onExit={selection.exit}
        />
      )}
      {!yearKnown || events.isPending ? (
        <Loading />
      ) : events.isError ? (
        <ErrorState
          title={t('events.table.loadFailed')}
          error={events.error}
          onRetry={() => void events.refetch()}
          retrying={events.isFetching}
        />
      ) : (
        <div
          aria-busy={events.isPlaceholderData || undefined}
          className={cn('space-y-4 transition-opacity', events.isPlaceholderData && 'opacity-60')}
        >
          {rows.length === 0 ? (
            <EmptyState title={t('events.table.empty')} description={t('events.table.emptyHint')} />
          ) : (
            <EventsTable
              events={rows}
              page={params.page}
              perPage={params.per_page}
              fiscalYears={fiscalYears.data ?? []}
              canPlan={(event) => eventPermissions(user, event).canPlan}
              actionsColumn={mayPlan}
              selectMode={selection.active}
              selected={selection.selected}
              onToggle={selection.toggle}
              onDelete={setToDelete}
            />
          )}
          <Pagination
            page={params.page}
            perPage={params.per_page}
            total={total ?? 0}
            onPageChange={(page) => update({ page })}
            onPerPageChange={(perPage) => update({ perPage })}
          />
        </div>
      )}
      <ConfirmDeleteDialog
        open={toDelete !== null}
        item={toDelete?.title}
        fate="trash"
        onCancel={() => setToDelete(null)}
        onConfirm={onConfirmDelete}
        busy={deleteEvent.isPending}
      />
      {canTransfer && (
        <CopyToCompaniesDialog
          open={copyOpen}
          eventIds={[...selection.selected]}
          onClose={() => setCopyOpen(false)}
          onDone={() => {
            setCopyOpen(false);
            selection.exit();
          }}
        />
      )}
    </div>
  );
}
