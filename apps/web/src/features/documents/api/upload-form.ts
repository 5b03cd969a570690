import { ApiError } from '@/lib/api-client';
import { clearToken, getToken } from '@/lib/auth/token-storage';
import { currentLanguage, i18n } from '@/lib/i18n';

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
        (typeof errors === 'object' && errors !== null ? errors : {}) as Record<string, string[]>,
      );
    }
  }
  // A proxy in front of the server can answer 413 with an HTML page: no message to show.
  return new ApiError(status, 'INTERNAL', i18n.t('errors.generic'));
}

/**
 * Sends a multipart form with upload progress (0–100), which fetch() cannot report. Same
 * contract as lib/api-client's request(): the Bearer token, the language, the JSON answer on
 * success, an ApiError otherwise (status 0 when the link drops); a 401 ends the session.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const token = getToken();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.upload.onload = () => onProgress?.(100);
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
    onProgress?.(0);
    xhr.send(form);
  });
}
