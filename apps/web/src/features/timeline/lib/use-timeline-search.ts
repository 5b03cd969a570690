import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readTimelineSearch, writeTimelineSearch, type TimelineSearch } from './timeline-search';

/** The filters from the URL and a setter that merges a change into them. */
export function useTimelineSearch() {
  const [params, setParams] = useSearchParams();
  const value = readTimelineSearch(params);
  const update = useCallback(
    (patch: Partial<TimelineSearch>) =>
      setParams((current) => writeTimelineSearch({ ...readTimelineSearch(current), ...patch }), {
        replace: true,
      }),
    [setParams],
  );
  return [value, update] as const;
}
