import { afterEach, beforeEach, expect, test } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { getToken, setToken } from '@/lib/auth/token-storage';
import { FakeXhr, installFakeXhr } from '@/testing/fake-xhr';
import { uploadWithProgress } from '@/lib/upload-with-progress';

let uninstall: () => void;
beforeEach(() => {
  uninstall = installFakeXhr();
});
afterEach(() => uninstall());

test('sends the form with the token and language, reports progress and resolves with the body', async () => {
  setToken('t-1');
  const progress: number[] = [];
  const form = new FormData();
  form.set('name', 'बनेपा');
  const done = uploadWithProgress<{ message: string }>('/api/companies', form, {
    onProgress: (p) => progress.push(p),
  });
  const xhr = FakeXhr.last;
  expect(xhr.method).toBe('POST');
  expect(xhr.url).toBe('/api/companies');
  expect(xhr.headers.Authorization).toBe('Bearer t-1');
  expect(xhr.headers['Accept-Language']).toBe('ne');
  expect(xhr.body).toBe(form);

  xhr.progress(25, 100);
  xhr.progress(100, 100);
  xhr.respond(200, { message: 'पालिका थपियो।' });
  await expect(done).resolves.toEqual({ message: 'पालिका थपियो।' });
  expect(progress).toEqual([0, 25, 100]);
});

test('an error body becomes an ApiError with its field messages', async () => {
  const done = uploadWithProgress('/api/companies', new FormData());
  FakeXhr.last.respond(422, {
    message: 'Check the form.',
    code: 'VALIDATION_FAILED',
    errors: { municipality: ['Choose a province, district and municipality from the list.'] },
  });
  const error = await done.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({
    status: 422,
    code: 'VALIDATION_FAILED',
    errors: { municipality: ['Choose a province, district and municipality from the list.'] },
  });
});

test('a 413 keeps the server sentence; a 401 ends the session', async () => {
  setToken('t-2');
  const tooBig = uploadWithProgress('/api/companies', new FormData());
  FakeXhr.last.respond(413, { message: 'The file is too large.', code: 'PAYLOAD_TOO_LARGE' });
  await expect(tooBig).rejects.toThrow('The file is too large.');
  expect(getToken()).toBe('t-2');

  const expired = uploadWithProgress('/api/companies', new FormData());
  FakeXhr.last.respond(401, { message: 'Sign in again.', code: 'UNAUTHENTICATED' });
  await expect(expired).rejects.toMatchObject({ status: 401 });
  expect(getToken()).toBeNull();
});

test('a dropped connection is a network ApiError', async () => {
  const done = uploadWithProgress('/api/companies', new FormData());
  FakeXhr.last.onerror?.();
  await expect(done).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
});
