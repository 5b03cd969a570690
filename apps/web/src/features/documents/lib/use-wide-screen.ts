import { useSyncExternalStore } from 'react';

// Tailwind's "sm" breakpoint: a table needs at least this much room.
const WIDE = '(min-width: 40rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough for a table; true where it cannot be told (tests). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(WIDE).matches ?? true,
    () => true,
  );
}
