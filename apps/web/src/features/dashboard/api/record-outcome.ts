import type { Event, EventUpdateInput } from '@karyayojana/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateEvents } from '@/lib/queries/invalidate';
import { queryKeys } from '@/lib/queries/query-keys';

export interface RecordOutcomeInput {
  id: number;
  /** BS 'YYYY-MM-DD'. */
  completed_date: string;
  outcome: string;
}

/** The whole event as PUT /api/events/:id takes it, from the event as GET answers it. */
export function toDoneUpdate(
  event: Event,
  { completed_date, outcome }: Omit<RecordOutcomeInput, 'id'>,
): EventUpdateInput {
  return {
    fiscal_year_id: event.fiscal_year_id,
    title: event.title,
    content: event.content,
    date: event.date,
    time: event.time,
    assignTo: event.assignTo,
    categories: event.categories.map((category) => category.id),
    status: 'done',
    completed_date,
    outcome: outcome.trim() || null,
  };
}

/**
 * Marks an event done with its completion day and outcome. The update takes the whole event,
 * so the event is read first: the PUT sends back what is stored with only the status changed.
 */
export async function recordOutcome({ id, ...outcome }: RecordOutcomeInput): Promise<Event> {
  const { data: event } = await api.get<{ data: Event }>(`/api/events/${id}`);
  const body = await api.put<{ message: string; data: Event }>(
    `/api/events/${id}`,
    toDoneUpdate(event, outcome),
  );
  return body.data;
}

export function useRecordOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordOutcome,
    // The dialog words a failure itself, beside the field the server names.
    meta: { ownErrors: true },
    onSuccess: (event) => {
      queryClient.setQueryData(queryKeys.events.detail(event.id), event);
      // Events, their lists and the progress reports (under the events' prefix), and the counts.
      return invalidateEvents(queryClient);
    },
  });
}
