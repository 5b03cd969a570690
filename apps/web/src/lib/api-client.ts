import { clearToken, getToken } from './auth/token-storage';
import { currentLanguage, i18n } from './i18n';

/** The API's error body (docs/behaviour.md §3) as a thrown value; `status` 0 means no answer. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain object travels as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A 401 normally means the session is over: the token is dropped, which sends the user to
   * the login page. Login itself answers 401 for wrong credentials and turns this off.
   */
  endSessionOn401?: boolean;
}

function isErrorBody(
  value: unknown,
): value is { message: string; code?: string; errors?: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, endSessionOn401 = true } = options;
  const token = getToken();
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  let data: unknown;
  try {
    response = await fetch(path, { method, headers, body: payload, signal });
    data = await readJson(response); // a link can also drop in the middle of the body
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', i18n.t('errors.network'));
  }

  if (response.ok) return data as T;

  // Only end the session that made the request, not one started since (a new login).
  if (response.status === 401 && endSessionOn401 && token !== null && token === getToken()) {
    clearToken();
  }
  if (isErrorBody(data)) {
    const errors = (typeof data.errors === 'object' && data.errors) || {};
    throw new ApiError(
      response.status,
      data.code ?? 'INTERNAL',
      data.message,
      errors as Record<string, string[]>,
    );
  }
  throw new ApiError(response.status, 'INTERNAL', i18n.t('errors.generic'));
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};
