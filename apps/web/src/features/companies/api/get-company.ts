// One municipality's profile: the shared query (lib/queries/companies.ts), under the names
// this feature's forms and tests use.
export {
  companyQueryOptions as getCompanyQueryOptions,
  getCompany,
  useCompany,
} from '@/lib/queries/companies';
