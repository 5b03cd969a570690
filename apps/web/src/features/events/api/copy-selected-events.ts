import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CopyResult } from './duplicate-events';

export interface CopySelectedInput {
  target_events: number[];
  target_companies: number[];
}

/** Super-Admin: copies the chosen events to other municipalities (their lists, not ours). */
export function copySelectedEvents(input: CopySelectedInput) {
  return api.post<CopyResult>('/api/copy-selected-events', input);
}

export function useCopySelectedEvents() {
  return useMutation({ mutationFn: copySelectedEvents });
}
