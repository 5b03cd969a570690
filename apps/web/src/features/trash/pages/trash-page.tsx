import { roleMay, TRASH_KINDS, type TrashItem } from '@karyayojana/contracts';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ActivityWhen } from '@/components/activity/activity-entry';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FilterSelect } from '@/components/ui/filter-fields';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { DEFAULT_PER_PAGE, PER_PAGE_OPTIONS, Pagination } from '@/components/ui/pagination';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useCurrentUser } from '@/lib/auth/get-user';
import { isSuperAdmin, roleNames } from '@/lib/auth/roles';
import { useTranslation } from '@/lib/i18n';
import { useCompanies } from '@/lib/queries/companies';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSearchState } from '@/lib/use-search-state';
import { usePurge, useRestore, useTrash } from '../api/trash';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left before the server purges it (0 on its last day). */
export function daysLeft(purgeAfter: string, now = Date.now()): number {
  const end = new Date(purgeAfter).getTime();
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / DAY_MS));
}

const positive = (raw: string | null, fallback: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/**
 * /dashboard/trash (issue 16): deleted events, tasks and documents until the server purges
 * them; those who may write the plan restore them or delete them for good.
 */
export function TrashPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('trash.title'));
  const user = useCurrentUser();
  const superAdmin = isSuperAdmin(user);
  const canWrite = roleNames(user).some((role) => roleMay(role, 'plan.write'));
  const id = useId();
  const [params, setParams] = useSearchState();
  const kindParam = params.get('kind') ?? '';
  const kind = (TRASH_KINDS as readonly string[]).includes(kindParam) ? kindParam : '';
  const company = superAdmin ? positive(params.get('company_id'), 0) : 0;
  const page = positive(params.get('page'), 1);
  const perPageParam = positive(params.get('per_page'), DEFAULT_PER_PAGE);
  const perPage = (PER_PAGE_OPTIONS as readonly number[]).includes(perPageParam)
    ? perPageParam
    : DEFAULT_PER_PAGE;
  const trash = useTrash({
    kind: kind || undefined,
    company_id: company || undefined,
    page,
    per_page: perPage,
  });
  const companies = useCompanies({ enabled: superAdmin });
  const restore = useRestore();
  const purge = usePurge();
  const [purging, setPurging] = useState<TrashItem | null>(null);

  const change = (patch: Record<string, string | number>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === '' || value === 0) next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in patch)) next.delete('page');
      return next;
    });

  // A failure (409: the event it belongs to is gone) is the server's sentence in a toast, said
  // by the app's query client for every failed write.
  const onRestore = (item: TrashItem) =>
    restore.mutate(item.id, { onSuccess: ({ message }) => toast.success(message) });
  const onPurge = () => {
    if (!purging) return;
    purge.mutate(purging.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setPurging(null);
      },
      onError: () => setPurging(null),
    });
  };

  let body;
  if (trash.isPending) body = <Loading />;
  else if (trash.isError)
    body = (
      <ErrorState
        title={t('trash.loadFailed')}
        error={trash.error}
        onRetry={() => void trash.refetch()}
        retrying={trash.isFetching}
      />
    );
  else if (trash.data.data.length === 0)
    body = <EmptyState icon={Trash2} title={t('trash.empty')} />;
  else
    body = (
      <>
        <ul aria-label={t('trash.title')} className="space-y-3">
          {trash.data.data.map((item) => (
            <TrashRow
              key={item.id}
              item={item}
              canWrite={canWrite}
              restoring={restore.isPending && restore.variables === item.id}
              onRestore={() => onRestore(item)}
              onPurge={() => setPurging(item)}
            />
          ))}
        </ul>
        <Pagination
          page={page}
          perPage={perPage}
          total={trash.data.meta.total}
          onPageChange={(next) => change({ page: next === 1 ? 0 : next })}
          onPerPageChange={(size) => change({ per_page: size === DEFAULT_PER_PAGE ? 0 : size })}
        />
      </>
    );

  return (
    <div className="mx-auto w-full max-w-5xl space-y-5 p-4 sm:p-6">
      <PageHeader
        title={t('trash.title')}
        count={trash.data?.meta.total}
        description={t('trash.description')}
      />
      <form
        role="search"
        aria-label={t('trash.filters')}
        onSubmit={(event) => event.preventDefault()}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:max-w-2xl"
      >
        {superAdmin && (
          <FilterSelect
            id={`${id}-company`}
            label={t('trash.company')}
            value={company}
            onChange={(next) => change({ company_id: Number(next) })}
          >
            <option value="0">{t('trash.allCompanies')}</option>
            {(companies.data ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </FilterSelect>
        )}
        <FilterSelect
          id={`${id}-kind`}
          label={t('trash.kind')}
          value={kind}
          onChange={(next) => change({ kind: next })}
        >
          <option value="">{t('trash.allKinds')}</option>
          {TRASH_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`trash.kinds.${value}`)}
            </option>
          ))}
        </FilterSelect>
      </form>
      {body}
      <ConfirmDeleteDialog
        open={purging !== null}
        item={purging?.title}
        fate="forever"
        onCancel={() => setPurging(null)}
        onConfirm={onPurge}
        busy={purge.isPending}
      />
    </div>
  );
}

interface TrashRowProps {
  item: TrashItem;
  canWrite: boolean;
  restoring: boolean;
  onRestore: () => void;
  onPurge: () => void;
}

function TrashRow({ item, canWrite, restoring, onRestore, onPurge }: TrashRowProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const days = daysLeft(item.purge_after);
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-start sm:justify-between sm:p-4"
    >
      <div className="min-w-0 space-y-1">
        <p className="text-sm font-semibold text-slate-600">{t(`trash.kinds.${item.kind}`)}</p>
        <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
          {item.title}
        </h2>
        {item.event && (
          <p className="break-words text-slate-700">
            {t('trash.ofEvent', { title: item.event.title })}
          </p>
        )}
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-slate-700">
          <span>{t('trash.deleted')}:</span>
          <ActivityWhen at={item.deleted_at} />
          <span>
            {t('trash.deletedBy', { name: item.deleted_by.name ?? t('trash.unknownPerson') })}
          </span>
        </p>
        <p className="text-sm font-medium text-red-800">
          {days > 0 ? t('trash.purgeIn', { days: digits(days) }) : t('trash.purgeToday')}
        </p>
        {(item.tasks > 0 || item.files > 0) && (
          <p className="text-sm text-slate-700">
            {t('trash.comesBack', { tasks: digits(item.tasks), files: digits(item.files) })}
          </p>
        )}
      </div>
      {canWrite && (
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            variant="secondary"
            busy={restoring}
            onClick={onRestore}
            aria-label={t('trash.restoreLabel', { title: item.title })}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('trash.restore')}
          </Button>
          <Button
            variant="danger"
            onClick={onPurge}
            aria-label={t('trash.purgeLabel', { title: item.title })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('trash.purge')}
          </Button>
        </div>
      )}
    </li>
  );
}
