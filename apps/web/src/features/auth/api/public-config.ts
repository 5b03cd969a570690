import type { PublicConfigResponse } from '@karyayojana/contracts';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';

export const PUBLIC_CONFIG_URL = '/api/public-config';

export type PublicConfig = PublicConfigResponse['data'];

/** What the sign-in page needs to know before anyone signs in (no sign-in needed). */
export async function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const body = await api.get<PublicConfigResponse>(PUBLIC_CONFIG_URL, {
    signal,
    endSessionOn401: false,
  });
  return body.data;
}

/**
 * Whether this server sends mail (issue 17): false until the answer arrives, and false when the
 * request fails or the server is older: the sign-in page then works as it always did. No query
 * library: the first page of every visit should not carry it for one request.
 */
export function useMailAvailable(): boolean {
  const [mail, setMail] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    getPublicConfig(controller.signal).then(
      (config) => setMail(config?.mail === true),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return mail;
}
