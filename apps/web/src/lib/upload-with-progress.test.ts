import { beforeEach, expect, test } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { setToken } from '@/lib/auth/token-storage';
import { FakeXhr } from '@/testing/fake-xhr';
import { uploadWithProgress } from '@/lib/upload-with-progress';

beforeEach(() => {
  FakeXhr.instances = [];
});

function start(onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.set('name', 'प्रतिवेदन');
  const promise = uploadWithProgress<{ message: string }>('/api/tasks/3', form, {
    onProgress,
    Xhr: FakeXhr,
  });
  return { promise, xhr: FakeXhr.last, form };
}

test('reports 0 to 100 as the bytes go, and resolves with the JSON answer', async () => {
  setToken('secret-token');
  const seen: number[] = [];
  const { promise, xhr, form } = start((percent) => seen.push(percent));

  expect(xhr.method).toBe('POST');
  expect(xhr.url).toBe('/api/tasks/3');
  expect(xhr.body).toBe(form);
  expect(xhr.headers).toMatchObject({
    Authorization: 'Bearer secret-token',
    'Accept-Language': 'ne',
    Accept: 'application/json',
  });

  xhr.progress(25, 200);
  xhr.progress(150, 200);
  xhr.sent();
  xhr.respond(200, { message: 'अपलोड भयो।' });

  await expect(promise).resolves.toEqual({ message: 'अपलोड भयो।' });
  expect(seen).toEqual([0, 13, 75, 100]);
});

test("rejects with the server's error: status, code, message and field errors", async () => {
  const { promise, xhr } = start();
  xhr.respond(415, { message: 'यो फाइल स्वीकार्य छैन।', code: 'UNSUPPORTED_MEDIA_TYPE' });

  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'यो फाइल स्वीकार्य छैन।',
  });
});

test('a dropped connection is an ApiError with status 0 and the network message', async () => {
  const { promise, xhr } = start();
  xhr.dropConnection();
  await expect(promise).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
});

test('an answer without a JSON body (a proxy’s 413) still rejects with a readable message', async () => {
  const { promise, xhr } = start();
  xhr.respond(413, undefined);
  await expect(promise).rejects.toMatchObject({
    status: 413,
    message: 'केही गडबड भयो। फेरि प्रयास गर्नुहोस्।',
  });
});

test('a 401 ends the session that sent the upload', async () => {
  setToken('old-token');
  const { promise, xhr } = start();
  xhr.respond(401, { message: 'फेरि लगइन गर्नुहोस्।', code: 'UNAUTHENTICATED' });
  await expect(promise).rejects.toMatchObject({ status: 401 });
  expect(localStorage.getItem('karyayojana.token')).toBeNull();
});
