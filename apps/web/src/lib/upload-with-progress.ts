import { ApiError } from '@/lib/api-client';
import { clearToken, getToken } from '@/lib/auth/token-storage';
import { currentLanguage, i18n } from '@/lib/i18n';

/** The part of XMLHttpRequest an upload uses; tests pass a fake class with this shape. */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  upload: {
    onprogress: ((event: ProgressEvent) => void) | null;
    onload: (() => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** Called with 0..100 as the bytes leave the browser; 100 once all are sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** The request class; a browser API, replaced in tests by a fake. */
  Xhr?: new () => XhrLike;
}

// The DOM types its handlers with `this` and a full ProgressEvent; the shape above is all we use.
// Read at each call, not at import, so a test can also replace the global.
const browserXhr = () => globalThis.XMLHttpRequest as unknown as new () => XhrLike;

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toError(status: number, body: unknown): ApiError {
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
        (typeof errors === 'object' && errors ? errors : {}) as Record<string, string[]>,
      );
    }
  }
  return new ApiError(status, 'INTERNAL', i18n.t('errors.generic'));
}

/**
 * Sends multipart form data with upload progress, which fetch() cannot report. Same contract as
 * lib/api-client: the Bearer token, Accept-Language, the JSON answer on success and an ApiError
 * otherwise (status 0 when the link drops); a 401 ends the session that sent the request.
 *
 *   await uploadWithProgress<{ task: Task }>(`/api/tasks/${id}`, form, { onProgress: setPercent });
 */
export function uploadWithProgress<T>(
  url: string,
  body: FormData,
  { method = 'POST', onProgress, signal, Xhr = browserXhr() }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new Xhr();
    const token = getToken();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    // Each percent is reported once: a browser may send 100 by progress and again by load.
    let reported = -1;
    const report = (percent: number) => {
      if (percent === reported) return;
      reported = percent;
      onProgress?.(percent);
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        report(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.upload.onload = () => report(100);
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.onload = () => {
      done();
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as T);
        return;
      }
      if (xhr.status === 401 && token !== null && token === getToken()) clearToken();
      reject(toError(xhr.status, data));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, 'NETWORK_ERROR', i18n.t('errors.network')));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    };
    report(0);
    xhr.send(body);
  });
}
