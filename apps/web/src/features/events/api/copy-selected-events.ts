import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CopyResult, CopySelectedEventsInput } from '@karyayojana/contracts';

/** Super-Admin: copies the chosen events to other municipalities (their lists, not ours). */
export function copySelectedEvents(input: CopySelectedEventsInput) {
  return api.post<CopyResult>('/api/copy-selected-events', input);
}

export function useCopySelectedEvents() {
  return useMutation({ mutationFn: copySelectedEvents });
}
