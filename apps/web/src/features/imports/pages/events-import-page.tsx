import type { ImportPreviewRow } from '@karyayojana/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarRange, List } from 'lucide-react';
import { useState } from 'react';
import { BsDateText } from '@/components/ui/bs-date';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { Loading } from '@/components/ui/loading';
import { SelectField } from '@/components/ui/select';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth/get-user';
import { isSuperAdmin } from '@/lib/auth/roles';
import { useTranslation } from '@/lib/i18n';
import { useCompanies } from '@/lib/queries/companies';
import { useActiveYear, useFiscalYears } from '@/lib/queries/fiscal-years';
import { invalidateEvents } from '@/lib/queries/invalidate';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ImportDone, ImportFrame } from '../components/import-frame';
import { ImportFlow } from '../components/import-flow';
import type { PreviewColumn } from '../components/preview-table';

type EventValues = ImportPreviewRow['values'];

/**
 * /dashboard/events/import (issue 15): a plan brought in from a filled-in template, into the
 * fiscal year chosen (the active one first) and, for the Super-Admin, the municipality chosen.
 */
export function EventsImportPage() {
  const { t } = useTranslation();
  const digits = useLocalDigits();
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
      cell: (v) => v.categories.map((c) => c.name).join(', ') || '—',
    },
    {
      key: 'responsible',
      header: t('imports.events.columns.responsible'),
      fields: ['assignTo', 'responsible'],
      className: 'min-w-[8rem]',
      cell: (v) => v.assignTo ?? '—',
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
        done={(created) => (
          <ImportDone
            message={t('imports.events.done', {
              count: digits(created),
              year: digits(year?.year ?? ''),
            })}
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
