import { arrayMove } from '@dnd-kit/sortable';
import { useState } from 'react';

/**
 * The "Manage Order" mode of a list (docs/behaviour.md §6): off; start() turns it on with a draft copy
 * of the rows; move() reorders the draft; cancel() drops the draft; after a successful save
 * the caller calls cancel() too, and the list shows the server's (now saved) order.
 *
 *   const reorder = useReorder(query.data);
 *   reorder.active ? <SortableList ids={reorder.ids} onMove={reorder.move} …> : …
 *   save.mutate(reorder.ids, { onSuccess: reorder.cancel });
 */
export function useReorder<T extends { id: number }>(items: readonly T[] | undefined) {
  const [draft, setDraft] = useState<T[] | null>(null);
  const rows = draft ?? items ?? [];
  return {
    active: draft !== null,
    /** The draft while reordering, otherwise the rows as given. */
    items: rows,
    ids: rows.map((row) => row.id),
    /** Whether the draft differs from the given order. */
    changed: draft !== null && draft.some((row, index) => row.id !== items?.[index]?.id),
    start: () => setDraft([...(items ?? [])]),
    cancel: () => setDraft(null),
    move: (from: number, to: number) =>
      setDraft((current) => (current ? arrayMove(current, from, to) : current)),
  };
}
