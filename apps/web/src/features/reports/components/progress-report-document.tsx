import type { ProgressReport } from '@karyayojana/contracts';
import { useTranslation } from '@/lib/i18n';
import { ReportBreakdowns } from './report-breakdowns';
import { ReportHeading } from './report-heading';
import { ReportLetterhead, type LetterheadCompany } from './report-letterhead';
import { ReportSummary } from './report-summary';
import { ReportTable } from './report-table';
import { SignatureBlocks } from './signature-blocks';

interface ProgressReportDocumentProps {
  report: ProgressReport;
  company: LetterheadCompany;
}

/**
 * The report as it prints: letterhead, title and period, totals, the figures by ward and by
 * branch, the table of events by category, notes, signatures.
 */
export function ProgressReportDocument({ report, company }: ProgressReportDocumentProps) {
  const { t } = useTranslation();
  return (
    <article className="space-y-3 text-slate-900">
      <ReportLetterhead company={company} />
      <ReportHeading report={report} />
      <ReportSummary totals={report.totals} />
      <ReportBreakdowns report={report} />
      <ReportTable report={report} />
      <section
        aria-labelledby="report-notes-title"
        className="report-keep report-with-next text-xs text-slate-700"
      >
        <h3 id="report-notes-title" className="font-semibold">
          {t('reports.notes.title')}
        </h3>
        <ul className="list-disc pl-5">
          <li>{t('reports.notes.completion')}</li>
          <li>{t('reports.notes.physical')}</li>
          <li>{t('reports.notes.financial')}</li>
        </ul>
      </section>
      <SignatureBlocks />
    </article>
  );
}
