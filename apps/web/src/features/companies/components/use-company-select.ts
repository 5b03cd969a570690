import { useCallback, useState } from 'react';

/** Company select mode (docs/behaviour.md §11): off → on (rows tickable) → copy → off again. */
export function useCompanySelect() {
  const [active, setActive] = useState(false);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());

  const toggle = useCallback((id: number, checked: boolean) => {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const toggleAll = useCallback((ids: number[], checked: boolean) => {
    setSelectedIds((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  const start = useCallback(() => setActive(true), []);
  /** Leaves select mode and forgets the selection (the X button, and after a copy). */
  const exit = useCallback(() => {
    setActive(false);
    setSelectedIds(new Set());
  }, []);

  return { active, selectedIds, toggle, toggleAll, start, exit };
}
