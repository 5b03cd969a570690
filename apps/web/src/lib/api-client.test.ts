import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError, api } from './api-client';
import { getToken, setToken } from './auth/token-storage';
import { setLanguage } from './i18n';

// These look at what the client does with one answer, not at what the server says: the
// real answers are covered by the end-to-end tests against the server.
function answer(status: number, body?: unknown) {
  vi.mocked(fetch).mockResolvedValueOnce(
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

function sentHeaders(): Headers {
  const init = vi.mocked(fetch).mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

beforeEach(() => {
  setToken('secret-token');
});

describe('every request', () => {
  test('carries the token and the UI language', async () => {
    answer(200, { data: 1 });
    await api.get('/api/user');
    expect(sentHeaders().get('Authorization')).toBe('Bearer secret-token');
    expect(sentHeaders().get('Accept-Language')).toBe('ne');

    setLanguage('en');
    answer(200, { data: 1 });
    await api.get('/api/user');
    const second = new Headers(vi.mocked(fetch).mock.calls[1]?.[1]?.headers);
    expect(second.get('Accept-Language')).toBe('en');
  });

  test('sends a plain object as JSON', async () => {
    answer(200, { message: 'ok' });
    await api.post('/api/change-password', { password: 'x' });
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"password":"x"}');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
  });
});

describe('errors', () => {
  test('an error body becomes an ApiError with its message, code and field errors', async () => {
    answer(422, {
      message: 'इमेल मिलेन।',
      code: 'VALIDATION_FAILED',
      errors: { email: ['इमेल मिलेन।'] },
    });
    const error = await api.post('/api/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION_FAILED', message: 'इमेल मिलेन।' });
    expect((error as ApiError).errors).toEqual({ email: ['इमेल मिलेन।'] });
  });

  test('a 401 ends the session: the token is dropped', async () => {
    answer(401, { message: 'Session over', code: 'UNAUTHENTICATED' });
    await expect(api.get('/api/events')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
  });

  test('a 401 from a request that opts out (login) keeps the token', async () => {
    answer(401, { message: 'Wrong email or password', code: 'UNAUTHENTICATED' });
    await expect(api.post('/api/login', {}, { endSessionOn401: false })).rejects.toMatchObject({
      message: 'Wrong email or password',
    });
    expect(getToken()).toBe('secret-token');
  });

  test('no answer at all is an ApiError with status 0 and a sentence for the user', async () => {
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/api/user')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'सर्भरसँग सम्पर्क हुन सकेन। इन्टरनेट जडान जाँचेर फेरि प्रयास गर्नुहोस्।',
    });
  });

  test("a body that is not the API's (a proxy's HTML page) still gives a sentence", async () => {
    vi.mocked(fetch).mockResolvedValueOnce(
      new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    await expect(api.get('/api/user')).rejects.toMatchObject({
      status: 502,
      message: 'केही गडबड भयो। फेरि प्रयास गर्नुहोस्।',
    });
  });
});
