import { useCallback } from 'react';
import { useSearchState } from '@/lib/use-search-state';
import { readTimelineSearch, writeTimelineSearch, type TimelineSearch } from './timeline-search';

/** The filters from the URL and a setter that merges a change into them. */
export function useTimelineSearch() {
  const [params, change] = useSearchState();
  const value = readTimelineSearch(params);
  const update = useCallback(
    (patch: Partial<TimelineSearch>) =>
      change((current) => writeTimelineSearch({ ...readTimelineSearch(current), ...patch })),
    [change],
  );
  return [value, update] as const;
}
