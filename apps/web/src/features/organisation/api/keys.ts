/**
 * Where a municipality's branches and wards live in the query cache. Under the same prefixes
 * as the signed-in user's own lookups (`['branches', …]`, `['wards', …]`): a write here
 * invalidates the prefix, and every form that offers branches or wards asks again.
 */
export const organisationKeys = {
  branchesAll: ['branches'] as const,
  branches: (companyId: number) => ['branches', 'company', companyId] as const,
  wardsAll: ['wards'] as const,
  wards: (companyId: number) => ['wards', 'company', companyId] as const,
};

/** `?company_id=…` for the Super-Admin's requests; an admin's go to its own municipality. */
export const companyQuery = (companyId: number) => `?company_id=${companyId}`;
