import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The URL's search params and a setter that changes them from what the last change left,
 * even when two changes come before the page renders again (an officer who picks a category
 * and a status in quick succession keeps both). React Router's own function form builds on
 * the params of the last render, so the second change would undo the first
 * (remix-run/react-router#9757, documented as intended). Changes replace the history entry.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const change = useCallback(
    (next: (current: URLSearchParams) => URLSearchParams) => {
      const value = next(new URLSearchParams(latest.current));
      latest.current = value;
      setParams(value, { replace: true });
    },
    [setParams],
  );
  return [params, change] as const;
}
