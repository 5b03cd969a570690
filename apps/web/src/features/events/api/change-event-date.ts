import type { Event } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateEvents } from '@/lib/queries/invalidate';

export interface ChangeEventDateInput {
  id: number;
  /** BS 'YYYY-MM-DD'; '' asks the server anyway, which answers 'select the new date'. */
  date: string;
}

export function changeEventDate({ id, date }: ChangeEventDateInput) {
  return api.put<{ message: string; data: Event }>(`/api/change-date/${id}`, { date });
}

export function useChangeEventDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEventDate,
    onSuccess: () => invalidateEvents(queryClient),
  });
}
