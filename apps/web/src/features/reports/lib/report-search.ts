import { TRIMESTERS, type Trimester } from '@karyayojana/contracts';

/** The report's choice as the URL keeps it, so a reload or a shared link shows the same report. */
export interface ReportSearch {
  /** null: the active fiscal year (the server's default). */
  fiscalYearId: number | null;
  /** null: the whole year. */
  trimester: Trimester | null;
  /** The Super-Admin's choice of municipality; null for everyone else's own. */
  companyId: number | null;
  /** Only the events of these wards (0: the municipality-level ones); empty: every ward. */
  wards: number[];
  /** Only the events of these branches; empty: every branch. */
  branchIds: number[];
  /**
   * An officer limited to wards or branches chose the whole municipality (`all=1`): the page
   * otherwise opens on their scope (issue 28).
   */
  all: boolean;
}

const id = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

/** "3,5" → [3, 5]: whole numbers from `min`, sorted and unique; anything else is left out. */
function numbers(value: string | null, min: number): number[] {
  if (!value) return [];
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number)
    .filter((n) => n >= min && n <= 2_147_483_647);
  return [...new Set(list)].sort((a, b) => a - b);
}

export function readReportSearch(search: URLSearchParams): ReportSearch {
  const trimester = Number(search.get('trimester'));
  return {
    fiscalYearId: id(search.get('fiscal_year_id')),
    trimester: (TRIMESTERS as readonly number[]).includes(trimester)
      ? (trimester as Trimester)
      : null,
    companyId: id(search.get('company_id')),
    wards: numbers(search.get('ward'), 0).filter((n) => n <= 99),
    branchIds: numbers(search.get('branch_id'), 1),
    all: search.get('all') === '1',
  };
}

/** Only what is chosen goes into the URL. */
export function writeReportSearch(value: ReportSearch): URLSearchParams {
  const search = new URLSearchParams();
  if (value.fiscalYearId !== null) search.set('fiscal_year_id', String(value.fiscalYearId));
  if (value.trimester !== null) search.set('trimester', String(value.trimester));
  if (value.companyId !== null) search.set('company_id', String(value.companyId));
  if (value.wards.length > 0) search.set('ward', value.wards.join(','));
  if (value.branchIds.length > 0) search.set('branch_id', value.branchIds.join(','));
  if (value.all) search.set('all', '1');
  return search;
}

/**
 * The report a reader is shown: an officer limited to wards or branches (their `scope_wards`,
 * `scope_branch_ids`) opens on their own scope unless the URL names wards or branches, or says
 * `all=1` (docs/decisions/037: reading is never limited; this is only where the page opens).
 */
export function withScope(
  choice: ReportSearch,
  scope: { scope_wards?: readonly number[]; scope_branch_ids?: readonly number[] },
): ReportSearch {
  if (choice.all || choice.wards.length > 0 || choice.branchIds.length > 0) return choice;
  return {
    ...choice,
    wards: [...(scope.scope_wards ?? [])].sort((a, b) => a - b),
    branchIds: [...(scope.scope_branch_ids ?? [])].sort((a, b) => a - b),
  };
}
