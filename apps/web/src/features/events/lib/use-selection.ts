import { useCallback, useMemo, useState } from 'react';

/** Select mode of a list: on or off, and the chosen ids; leaving it clears the choice. */
export function useSelection() {
  const [active, setActive] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const change = useCallback((update: (next: Set<number>) => void) => {
    setSelected((current) => {
      const next = new Set(current);
      update(next);
      return next;
    });
  }, []);

  return useMemo(
    () => ({
      active,
      selected,
      enter: () => setActive(true),
      exit: () => {
        setActive(false);
        setSelected(new Set());
      },
      toggle: (id: number) =>
        change((next) => {
          if (!next.delete(id)) next.add(id);
        }),
      setMany: (ids: number[], checked: boolean) =>
        change((next) => {
          for (const id of ids) {
            if (checked) next.add(id);
            else next.delete(id);
          }
        }),
      remove: (id: number) => change((next) => void next.delete(id)),
    }),
    [active, selected, change],
  );
}
