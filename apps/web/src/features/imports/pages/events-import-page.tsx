import { branchName, wardsLabel, type ImportPreviewRow } from '@karyayojana/contracts';
import { formatAmount } from '@karyayojana/nepali-calendar';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarRange, FileSpreadsheet, List, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { BsDateText } from '@/components/ui/bs-date';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { Loading } from '@/components/ui/loading';
import { SelectField } from '@/components/ui/select';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth/get-user';
import { isSuperAdmin } from '@/lib/auth/roles';
import { useTranslation } from '@/lib/i18n';
import { useCategoryName } from '@/lib/queries/categories';
import { useCompanies } from '@/lib/queries/companies';
import { useActiveYear, useFiscalYears } from '@/lib/queries/fiscal-years';
import { invalidateEvents } from '@/lib/queries/invalidate';
import { undoBatch } from '@/lib/undo-batch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { downloadWorkbook } from '../api/download-workbook';
import { ImportDone, ImportFrame } from '../components/import-frame';
import { ImportFlow } from '../components/import-flow';
import type { PreviewColumn } from '../components/preview-table';

type EventValues = ImportPreviewRow['values'];

/**
 * The year's plan as our export writes it (with each event's id), to fill in progress in Excel
 * and bring back through this page (issue 26).
 */
function YearPlanDownload({ query }: { query: URLSearchParams | null }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (!query) return;
    setBusy(true);
    const search = new URLSearchParams(query);
    search.set('format', 'xlsx');
    await downloadWorkbook(`/api/events/export?${search}`, 'events.xlsx');
    setBusy(false);
  };
  return (
    <Button variant="secondary" onClick={() => void download()} busy={busy} disabled={!query}>
      {!busy && <FileSpreadsheet aria-hidden="true" className="size-4" />}
      {busy ? t('imports.events.exportingYear') : t('imports.events.exportYear')}
    </Button>
  );
}

/** Undo of the import just made, for as long as the page is open (not only while the toast is). */
function UndoImport({ batchId }: { batchId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'ready' | 'busy' | 'done'>('ready');
  const undo = async () => {
    setState('busy');
    const result = await undoBatch(batchId, queryClient);
    setState(result ? 'done' : 'ready');
  };
  return (
    <Button
      variant="secondary"
      onClick={() => void undo()}
      write
      busy={state === 'busy'}
      disabled={state !== 'ready'}
    >
      {state !== 'busy' && <Undo2 aria-hidden="true" className="size-4" />}
      {state === 'done' ? t('imports.events.undone') : t('imports.events.undo')}
    </Button>
  );
}

/**
 * /dashboard/events/import (issue 15): a plan brought in from a filled-in template, into the
 * fiscal year chosen (the active one first) and, for the Super-Admin, the municipality chosen.
 */
export function EventsImportPage() {
  const { t, i18n } = useTranslation();
  const digits = useLocalDigits();
  const nameOf = useCategoryName();
  useDocumentTitle(t('imports.events.title'));
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const superAdmin = isSuperAdmin(user);
  const years = useFiscalYears();
  const active = useActiveYear();
  const companies = useCompanies({ enabled: superAdmin });
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const [companyId, setCompanyId] = useState<number | null>(null);

  const yearId = chosenYear ?? active.data?.id ?? years.data?.[0]?.id ?? null;
  const year = years.data?.find((y) => y.id === yearId);
  const fields =
    yearId === null || (superAdmin && companyId === null)
      ? null
      : {
          fiscal_year_id: String(yearId),
          ...(superAdmin && companyId !== null ? { company_id: String(companyId) } : {}),
        };

  const exportQuery = fields ? new URLSearchParams(fields) : null;
  const lang = i18n.language === 'en' ? 'en' : 'ne';
  const rupees = (n: number | null | undefined) =>
    n == null ? '—' : `${t('imports.events.rupees')} ${formatAmount(n, lang)}`;
  const formatChange = (field: string, value: unknown): string | undefined => {
    if (value === null || value === undefined) return undefined;
    if ((field === 'budget' || field === 'spent') && typeof value === 'number')
      return rupees(value);
    if (field === 'progress' && typeof value === 'number') return `${digits(value)}%`;
    // "वडा नं ३, ६ र ११"; none is the whole municipality (issue 28).
    if (field === 'wards' && Array.isArray(value))
      return wardsLabel(
        value.filter((n): n is number => typeof n === 'number'),
        lang,
      );
    return undefined;
  };

  const columns: PreviewColumn<EventValues>[] = [
    {
      key: 'date',
      header: t('imports.events.columns.date'),
      fields: ['date'],
      className: 'whitespace-nowrap',
      cell: (v) => (v.date ? <BsDateText bs={v.date} ad={v.ad_date} /> : '—'),
    },
    {
      key: 'time',
      header: t('imports.events.columns.time'),
      fields: ['time'],
      className: 'tabular-nums',
      cell: (v) => (v.time ? digits(v.time) : '—'),
    },
    {
      key: 'title',
      header: t('imports.events.columns.title'),
      fields: ['title', 'content', 'description'],
      className: 'min-w-[12rem] font-medium',
      cell: (v) => v.title || '—',
    },
    {
      key: 'categories',
      header: t('imports.events.columns.categories'),
      fields: ['categories'],
      className: 'min-w-[9rem]',
      cell: (v) => v.categories.map(nameOf).join(', ') || '—',
    },
    {
      key: 'responsible',
      header: t('imports.events.columns.responsible'),
      fields: ['assignTo', 'responsible'],
      className: 'min-w-[8rem]',
      cell: (v) => v.assignTo ?? '—',
    },
    {
      // Issue 28: where the event is and which branch keeps it.
      key: 'place',
      header: t('imports.events.columns.place'),
      fields: ['wards', 'branch'],
      className: 'min-w-[8rem]',
      cell: (v) => (
        <>
          <span className="block">{wardsLabel(v.wards ?? [], lang)}</span>
          {v.branch && <span className="block text-slate-600">{branchName(v.branch, lang)}</span>}
        </>
      ),
    },
    {
      key: 'tasks',
      header: t('imports.events.columns.tasks'),
      fields: ['tasks'],
      className: 'min-w-[10rem]',
      cell: (v) =>
        v.tasks.length ? (
          <ul className="list-disc space-y-0.5 pl-4">
            {v.tasks.map((task, i) => (
              <li key={i}>{task}</li>
            ))}
          </ul>
        ) : (
          '—'
        ),
    },
    {
      key: 'status',
      header: t('imports.events.columns.status'),
      fields: ['status', 'completed_date', 'outcome', 'status_reason'],
      className: 'min-w-[8rem]',
      cell: (v) => (v.status ? t(`events.status.${v.status}`) : '—'),
    },
    {
      key: 'progress',
      header: t('imports.events.columns.progress'),
      fields: ['progress', 'budget', 'spent'],
      className: 'min-w-[9rem] tabular-nums',
      cell: (v) =>
        v.progress == null && v.budget == null && v.spent == null ? (
          '—'
        ) : (
          <dl className="space-y-0.5">
            {v.progress != null && (
              <div>
                <dt className="inline">{t('imports.events.columns.physical')}: </dt>
                <dd className="inline">{digits(v.progress)}%</dd>
              </div>
            )}
            {v.budget != null && (
              <div>
                <dt className="inline">{t('imports.events.columns.budget')}: </dt>
                <dd className="inline">{rupees(v.budget)}</dd>
              </div>
            )}
            {v.spent != null && (
              <div>
                <dt className="inline">{t('imports.events.columns.spent')}: </dt>
                <dd className="inline">{rupees(v.spent)}</dd>
              </div>
            )}
          </dl>
        ),
    },
  ];

  let body;
  if (years.isPending || active.isPending) body = <Loading />;
  else if (!years.data?.length) body = <EmptyState title={t('imports.events.noYears')} />;
  else
    body = (
      <ImportFlow<EventValues>
        templatePath="/api/events/import/template"
        templateName="plan-template.xlsx"
        importPath="/api/events/import"
        fields={fields}
        columns={columns}
        formatChange={formatChange}
        explain={t('imports.events.explain')}
        templateExtra={<YearPlanDownload query={exportQuery} />}
        onImported={() => invalidateEvents(queryClient)}
        targets={
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('imports.events.fiscalYear')}
              value={yearId ?? ''}
              onChange={(event) => setChosenYear(Number(event.target.value))}
            >
              {years.data.map((y) => (
                <option key={y.id} value={y.id}>
                  {digits(y.year)}
                </option>
              ))}
            </SelectField>
            {superAdmin && (
              <SelectField
                label={t('imports.events.company')}
                value={companyId ?? ''}
                onChange={(event) =>
                  setCompanyId(event.target.value ? Number(event.target.value) : null)
                }
              >
                <option value="">{t('imports.events.chooseCompany')}</option>
                {(companies.data ?? []).map((company) => (
                  <option key={company.id} value={company.id}>
                    {company.name}
                  </option>
                ))}
              </SelectField>
            )}
          </div>
        }
        done={({ created, updated = 0, batch_id }) => (
          <ImportDone
            message={
              updated > 0
                ? t('imports.events.doneUpdated', {
                    count: digits(created),
                    updated: digits(updated),
                    year: digits(year?.year ?? ''),
                  })
                : t('imports.events.done', {
                    count: digits(created),
                    year: digits(year?.year ?? ''),
                  })
            }
          >
            <LinkButton to={`${paths.home.root.getHref()}?fiscal_year_id=${yearId}`}>
              <CalendarRange aria-hidden="true" className="size-4" />
              {t('imports.events.seeTimeline')}
            </LinkButton>
            <LinkButton
              variant="secondary"
              to={`${paths.events.list.getHref()}?fiscal_year_id=${yearId}`}
            >
              <List aria-hidden="true" className="size-4" />
              {t('imports.events.seeList')}
            </LinkButton>
            {batch_id && <UndoImport batchId={batch_id} />}
          </ImportDone>
        )}
      />
    );

  return (
    <ImportFrame
      back={{ to: paths.events.list.getHref(), label: t('imports.events.back') }}
      title={t('imports.events.title')}
      description={t('imports.events.description')}
    >
      {body}
    </ImportFrame>
  );
}
