import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES } from '@karyayojana/contracts';
import { DEFAULT_PER_PAGE, PER_PAGE_OPTIONS } from '@/components/ui/pagination';
import type { ActivityParams } from '@/lib/queries/activity';

/** The log's filters as the URL keeps them (`?entity=event&from=2082-04-01&page=2`). */
export interface ActivitySearch {
  entity: string;
  action: string;
  /** BS 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
  /** The Super-Admin's municipality; 0 for all. */
  company: number;
  page: number;
  perPage: number;
}

const BS_DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (raw: string | null, fallback: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export function readActivitySearch(params: URLSearchParams): ActivitySearch {
  const entity = params.get('entity') ?? '';
  const action = params.get('action') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const perPage = positive(params.get('per_page'), DEFAULT_PER_PAGE);
  return {
    entity: (ACTIVITY_ENTITIES as readonly string[]).includes(entity) ? entity : '',
    action: (ACTIVITY_ACTIONS as readonly string[]).includes(action) ? action : '',
    from: BS_DAY.test(from) ? from : '',
    to: BS_DAY.test(to) ? to : '',
    company: positive(params.get('company_id'), 0),
    page: positive(params.get('page'), 1),
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
  };
}

/** Writes a change into the URL; a filter's change goes back to page 1. */
export function writeActivitySearch(
  current: URLSearchParams,
  patch: Partial<ActivitySearch>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | number | undefined) => {
    if (value === undefined) return;
    if (value === '' || value === 0) next.delete(key);
    else next.set(key, String(value));
  };
  set('entity', patch.entity);
  set('action', patch.action);
  set('from', patch.from);
  set('to', patch.to);
  set('company_id', patch.company);
  set('per_page', patch.perPage === DEFAULT_PER_PAGE ? 0 : patch.perPage);
  if (patch.page !== undefined) set('page', patch.page === 1 ? 0 : patch.page);
  else next.delete('page');
  return next;
}

/** The request's filters: the Super-Admin's municipality only for the Super-Admin. */
export function activityParams(search: ActivitySearch, superAdmin: boolean): ActivityParams {
  return {
    entity: search.entity || undefined,
    action: search.action || undefined,
    from: search.from || undefined,
    to: search.to || undefined,
    company_id: superAdmin && search.company ? search.company : undefined,
    page: search.page,
    per_page: search.perPage,
  };
}
