import { ApiError } from '@/lib/api-client';
import { clearToken, getToken } from '@/lib/auth/token-storage';
import { currentLanguage, i18n } from '@/lib/i18n';

/**
 * Files from the API (the progress report's workbook, the exports of docs/decisions/020): asked
 * for as the shared client asks (the token, the language), failing as it fails (ApiError; a
 * 401 ends the session), read as a blob with the share received, and saved under the
 * server's name. The shared client reads JSON only.
 */

/** The file name the server gives (RFC 6266: `filename*=UTF-8''…` first, else `filename=`). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || null;
}

/** The body, reporting the share received when the server says how long it is. */
async function readBody(response: Response, onProgress: (share: number | null) => void) {
  const total = Number(response.headers.get('Content-Length')) || 0;
  // Without a length (a compressed answer) there is no share to report; the stream must not be
  // locked by a reader before blob() reads it.
  const reader = total ? response.body?.getReader() : undefined;
  if (!reader) return response.blob();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.length;
    onProgress(Math.min(1, received / total));
  }
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  return new Blob(parts as BlobPart[], { type });
}

/** GET `url` (under /api, with its query) as a file: the blob and the name the server gave. */
export async function downloadFile(
  url: string,
  accept: string,
  onProgress: (share: number | null) => void = () => undefined,
): Promise<{ blob: Blob; fileName: string | null }> {
  const token = getToken();
  const headers = new Headers({
    Accept: `${accept}, application/json`,
    'Accept-Language': currentLanguage(),
  });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(url, { headers });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', i18n.t('errors.network'));
  }
  if (!response.ok) {
    if (response.status === 401 && token !== null && token === getToken()) clearToken();
    const body = (await response.json().catch(() => null)) as {
      message?: unknown;
      code?: unknown;
    } | null;
    throw new ApiError(
      response.status,
      typeof body?.code === 'string' ? body.code : 'INTERNAL',
      typeof body?.message === 'string' ? body.message : i18n.t('errors.generic'),
    );
  }
  try {
    const blob = await readBody(response, onProgress);
    return { blob, fileName: fileNameOf(response.headers.get('Content-Disposition')) };
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', i18n.t('errors.network'));
  }
}

/** Hands a downloaded file to the browser to save under its name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv';
