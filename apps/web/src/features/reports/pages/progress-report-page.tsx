import { Building2, Printer } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useCurrentUser } from '@/lib/auth/get-user';
import { isSuperAdmin } from '@/lib/auth/roles';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useCompanies, useCompany } from '@/lib/queries/companies';
import { useActiveYear, useFiscalYears } from '@/lib/queries/fiscal-years';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProgressReport } from '../api/get-progress-report';
import { DownloadButton } from '../components/download-button';
import { ReportControls } from '../components/report-controls';
import { reportTitle } from '../components/report-heading';
import { ProgressReportDocument } from '../components/progress-report-document';
import {
  readReportSearch,
  withScope,
  writeReportSearch,
  type ReportSearch,
} from '../lib/report-search';
import '../components/report-print.css';

/**
 * /dashboard/reports/progress (issue 14): the trimester (or annual) progress report of the
 * reader's municipality, or of the one the Super-Admin names with `company_id`, on screen as
 * the A4 page it prints to, and as an Excel file.
 */
export function ProgressReportPage() {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const user = useCurrentUser();
  const superAdmin = isSuperAdmin(user);
  const [search, setSearch] = useSearchParams();
  const read = readReportSearch(search);
  // Only the Super-Admin names a municipality; anyone else reads their own, whatever the URL.
  // An officer limited to wards or branches opens on them (issue 28), and may read it all.
  const choice: ReportSearch = superAdmin ? read : withScope({ ...read, companyId: null }, user);
  const scope = superAdmin
    ? undefined
    : {
        wards: [...(user.scope_wards ?? [])].sort((a, b) => a - b),
        branchIds: [...(user.scope_branch_ids ?? [])].sort((a, b) => a - b),
      };
  const needsCompany = superAdmin && choice.companyId === null;

  const years = useFiscalYears();
  const active = useActiveYear();
  const companies = useCompanies({ enabled: superAdmin });
  const report = useProgressReport(choice, { enabled: !needsCompany });
  const company = useCompany(superAdmin ? choice.companyId : null);
  const letterhead = superAdmin ? company.data : user.company;

  const data = report.data;
  const title = data ? reportTitle(data, t, digits) : t('reports.title');
  useDocumentTitle(data ? `${title} · ${data.company.name}` : title);

  const change = (next: ReportSearch) => setSearch(writeReportSearch(next));
  const shownYearId = data?.fiscal_year.id ?? active.data?.id ?? null;
  const fileName = data
    ? `progress-${data.fiscal_year.year.replace('/', '-')}${data.trimester ? `-t${data.trimester}` : ''}.xlsx`
    : 'progress.xlsx';

  let body;
  if (needsCompany)
    body = (
      <EmptyState
        icon={Building2}
        title={t('reports.chooseCompany.title')}
        description={t('reports.chooseCompany.description')}
      />
    );
  else if (report.isPending) body = <Loading />;
  else if (report.isError)
    body = (
      <ErrorState
        title={t('reports.loadFailed')}
        error={report.error}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  else
    body = (
      <div
        className={cn(
          // On screen: the paper, as wide as an A4 page on its side, on the grey desk.
          'mx-auto w-full max-w-[297mm] rounded-sm border border-slate-300 bg-white p-4 shadow-md sm:p-8',
          report.isPlaceholderData && 'opacity-60',
        )}
        aria-busy={report.isPlaceholderData || undefined}
        data-report-root=""
      >
        <ProgressReportDocument
          report={report.data}
          company={
            letterhead ?? {
              ...report.data.company,
              description: null,
              address: null,
              logo: null,
              subLogo: null,
            }
          }
        />
      </div>
    );

  return (
    <div className="mx-auto w-full max-w-7xl space-y-5 p-4 sm:p-8">
      <PageHeader
        title={t('reports.title')}
        description={t('reports.description')}
        actions={
          <>
            <DownloadButton choice={choice} fallbackName={fileName} disabled={!data} />
            <Button onClick={() => window.print()} disabled={!data}>
              <Printer aria-hidden="true" className="size-4" />
              {t('reports.print')}
            </Button>
          </>
        }
      />
      <ReportControls
        choice={choice}
        onChange={change}
        fiscalYears={years.data ?? []}
        shownYearId={shownYearId}
        companies={superAdmin ? (companies.data ?? []) : undefined}
        organisation={data?.organisation}
        scope={scope}
      />
      {body}
    </div>
  );
}
