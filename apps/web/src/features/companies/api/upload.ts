import { ApiError } from '@/lib/api-client';
import { clearToken, getToken } from '@/lib/auth/token-storage';
import { currentLanguage, i18n } from '@/lib/i18n';

export interface UploadOptions {
  /** Real method; a PUT through multipart travels as POST with `_method=PUT` (SPEC.md §7). */
  method?: 'POST' | 'PUT';
  /** Percent of the request body sent so far, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message, code, errors } = body as {
      message: unknown;
      code?: unknown;
      errors?: unknown;
    };
    if (typeof message === 'string') {
      return new ApiError(
        status,
        typeof code === 'string' ? code : 'INTERNAL',
        message,
        typeof errors === 'object' && errors !== null ? (errors as Record<string, string[]>) : {},
      );
    }
  }
  return new ApiError(status, 'INTERNAL', i18n.t('errors.generic'));
}

/**
 * Sends multipart form data with upload progress, which fetch() cannot report. Same contract
 * as api-client's request(): the token, the language, ApiError on failure, a 401 ends the session.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  { method = 'POST', onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const token = getToken();
    xhr.open(method, path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as T);
        return;
      }
      if (xhr.status === 401 && token !== null && token === getToken()) clearToken();
      reject(toApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', i18n.t('errors.network')));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));

    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('The upload was aborted.', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    onProgress?.(0);
    xhr.send(form);
  });
}
