import type { PublicConfigResponse } from '@karyayojana/contracts';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';

// The server's TRASH_DAYS (GET /api/public-config), asked once per page load, the first time a
// delete confirmation needs it; no query library, so that a dialog needs no provider.
let known: number | undefined;
let asking: Promise<void> | undefined;

/**
 * How many days a deleted event, task or document stays in the trash, once `wanted`:
 * undefined until known, or from a server that does not say (the dialog then says only that
 * it goes to the trash).
 */
export function useTrashDays(wanted: boolean): number | undefined {
  const [days, setDays] = useState(known);
  useEffect(() => {
    if (!wanted || known !== undefined) return;
    let live = true;
    asking ??= api.get<PublicConfigResponse>('/api/public-config', { endSessionOn401: false }).then(
      (body) => {
        known = body.data.trash_days;
      },
      () => {
        // Asked again next time; the dialog works without the number.
        asking = undefined;
      },
    );
    void asking.then(() => {
      if (live) setDays(known);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return days ?? known;
}
