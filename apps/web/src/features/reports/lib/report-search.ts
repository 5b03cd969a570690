import { TRIMESTERS, type Trimester } from '@karyayojana/contracts';

/** The report's choice as the URL keeps it, so a reload or a shared link shows the same report. */
export interface ReportSearch {
  /** null: the active fiscal year (the server's default). */
  fiscalYearId: number | null;
  /** null: the whole year. */
  trimester: Trimester | null;
  /** The Super-Admin's choice of municipality; null for everyone else's own. */
  companyId: number | null;
}

const id = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

export function readReportSearch(search: URLSearchParams): ReportSearch {
  const trimester = Number(search.get('trimester'));
  return {
    fiscalYearId: id(search.get('fiscal_year_id')),
    trimester: (TRIMESTERS as readonly number[]).includes(trimester)
      ? (trimester as Trimester)
      : null,
    companyId: id(search.get('company_id')),
  };
}

/** Only what is chosen goes into the URL. */
export function writeReportSearch(value: ReportSearch): URLSearchParams {
  const search = new URLSearchParams();
  if (value.fiscalYearId !== null) search.set('fiscal_year_id', String(value.fiscalYearId));
  if (value.trimester !== null) search.set('trimester', String(value.trimester));
  if (value.companyId !== null) search.set('company_id', String(value.companyId));
  return search;
}
