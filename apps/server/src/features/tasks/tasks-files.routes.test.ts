import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, Task } from '@karyayojana/contracts';
import { JPEG, PNG, storedFiles } from '../../../test/support/builders.js';
import {
  client,
  createWorld,
  PDF,
  type FormFields,
  type World,
} from '../../../test/support/events-world.js';
import type { FilePart } from '../../../test/support/multipart.js';
import { purgeFromTrash } from '../../../test/support/trash.js';

// A task's proof document: judged by content, one per task, private behind a signed URL
// (docs/behaviour.md §12). MAX_UPLOAD_MB is 1 here.
let w: World;
let api: ReturnType<typeof client>;
let event: Event;
let foreign: Event;
beforeAll(async () => {
  w = await createWorld({ MAX_UPLOAD_MB: '1' });
  api = client(w.t);
  const base = {
    fiscal_year_id: await api.yearId('2083/84'),
    title: 'तालिम',
    content: 'क्षमता विकास',
    date: '2083-07-01',
  };
  event = await api.createEvent(w.admin, base);
  foreign = await api.createEvent(w.otherAdmin, { ...base, tasks: ['अर्को'] });
});
afterAll(() => w.t.close());

const file = (content: Buffer, filename: string, contentType: string): FilePart => ({
  filename,
  content,
  contentType,
});
const upload = (id: number, token: string, documents: FilePart) =>
  api.form('POST', `/api/tasks/${id}`, token, { _method: 'PUT', documents });

async function newTask(form: FormFields = {}): Promise<Task> {
  const res = await api.form('POST', '/api/tasks', w.admin, {
    event_id: String(event.id),
    name: 'प्रमाण',
    ...form,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ task: Task }>().task;
}
async function getTask(id: number, token = w.user): Promise<Task> {
  const res = await api.call('GET', `/api/tasks/${id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Task }>().data;
}
const download = (url: string) => w.t.app.inject({ method: 'GET', url });
const keyOf = (url: string | null) => /\/storage\/private\/([^?]+)/.exec(url ?? '')?.[1] ?? '';
const fileRowsOfTask = async (id: number) =>
  w.t.ctx.db
    .selectFrom('tasks as t')
    .innerJoin('stored_files as f', 'f.id', 't.file_id')
    .select(['f.key', 'f.visibility'])
    .where('t.id', '=', id)
    .execute();

describe('GET /api/tasks/:id and the signed URL', () => {
  it('gives a signed URL that downloads the exact bytes with the right type', async () => {
    const task = await newTask({ documents: file(PDF, 'मासिक प्रतिवेदन.pdf', 'application/pdf') });
    const read = await getTask(task.id);
    expect(read).toMatchObject({ id: task.id, event_id: event.id, name: 'प्रमाण' });
    expect(read.documents).toMatch(
      /^\/storage\/private\/[\w-]+\.pdf\?expires=\d+&signature=[\w-]+$/,
    );
    const res = await download(read.documents ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent('मासिक प्रतिवेदन.pdf')}`,
    );
    expect((await getTask(task.id, w.sa)).document).toEqual(read.document);
  });

  it('answers 404 without a valid signature, for a wrong key, and on the public path', async () => {
    const task = await newTask({ documents: file(PDF, 'a.pdf', 'application/pdf') });
    const url = (await getTask(task.id)).documents ?? '';
    const [path, query] = url.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const signature = params.get('signature') ?? '';
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const other = await newTask({ documents: file(PNG, 'b.png', 'image/png') });
    const otherKey = keyOf((await getTask(other.id)).documents);
    for (const bad of [
      `${path}?expires=${params.get('expires')}&signature=${tampered}`,
      `${path}?expires=${Number(params.get('expires')) + 1}&signature=${signature}`,
      `/storage/private/${otherKey}?${query}`,
      `/storage/private/aaaaaaaaaaaaaaaaaaaaaaaa.pdf?${query}`,
      path,
      `${path}?expires=${params.get('expires')}`,
      `${path}?signature=${signature}`,
      `/storage/${keyOf(url)}`,
    ]) {
      const res = await download(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.rawPayload.includes(PDF)).toBe(false);
    }
    expect((await download(url)).statusCode).toBe(200);
  });

  it('answers 404 once the signature has expired, though it is genuine', async () => {
    const task = await newTask({ documents: file(PDF, 'old.pdf', 'application/pdf') });
    const key = keyOf((await getTask(task.id)).documents);
    // Signed here with the server's own secret, so only the expiry differs.
    const secret = Buffer.from(
      fs.readFileSync(path.join(w.t.dataDir, 'signing.key'), 'utf8'),
      'hex',
    );
    const signed = (expires: number) =>
      `/storage/private/${key}?expires=${expires}&signature=${createHmac('sha256', secret)
        .update(`${key}:${expires}`)
        .digest('base64url')}`;
    const now = Math.floor(w.t.ctx.clock.now().getTime() / 1000);
    expect((await download(signed(now + 600))).statusCode).toBe(200);
    expect((await download(signed(now - 1))).statusCode).toBe(404);
  });

  it('reads for user and admin of the company; 404 elsewhere; 401 anonymous', async () => {
    const id = foreign.tasks[0]?.id ?? 0;
    for (const token of [w.user, w.admin]) {
      expect((await api.call('GET', `/api/tasks/${id}`, token)).statusCode).toBe(404);
    }
    expect((await getTask(id, w.otherUser)).name).toBe('अर्को');
    expect((await api.call('GET', `/api/tasks/${id}`)).statusCode).toBe(401);
    expect((await api.call('GET', '/api/tasks/999999', w.sa)).statusCode).toBe(404);
  });
});

describe('replacing and removing a task’s document', () => {
  it('replaces the file: the old one leaves the disk, one file stays for the task', async () => {
    const task = await newTask({ documents: file(PDF, 'पहिलो.pdf', 'application/pdf') });
    const oldUrl = (await getTask(task.id)).documents ?? '';
    const before = storedFiles(w.t);
    const res = await upload(task.id, w.user, file(JPEG, 'फोटो.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    const replaced = res.json<{ task: Task }>().task;
    expect(replaced.document).toEqual({ name: 'फोटो.jpg', size: JPEG.length, mime: 'image/jpeg' });
    const after = storedFiles(w.t);
    expect(after).toHaveLength(before.length);
    expect(after).not.toContain(`private/${keyOf(oldUrl)}`);
    expect(after).toContain(`private/${keyOf(replaced.documents)}`);
    expect(await fileRowsOfTask(task.id)).toEqual([
      { key: keyOf(replaced.documents), visibility: 'private' },
    ]);
    expect((await download(oldUrl)).statusCode).toBe(404);
    const fresh = await download(replaced.documents ?? '');
    expect(fresh.rawPayload.equals(JPEG)).toBe(true);
    expect(fresh.headers['content-type']).toBe('image/jpeg');
  });

  it('DELETE /api/tasks/delete-file/:id removes the file and empties the field', async () => {
    const task = await newTask({ documents: file(PDF, 'x.pdf', 'application/pdf') });
    const url = (await getTask(task.id)).documents ?? '';
    const files = await api.count('stored_files');
    const res = await api.call('DELETE', `/api/tasks/delete-file/${task.id}`, w.user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: expect.any(String) as unknown,
      task: { ...task, documents: null, document: null },
    });
    // The document is in the trash: no longer served, but kept until the item is purged.
    expect((await download(url)).statusCode).toBe(404);
    expect(storedFiles(w.t)).toContain(`private/${keyOf(url)}`);
    await purgeFromTrash(w.t, w.admin, 'task_document', task.id);
    expect(storedFiles(w.t)).not.toContain(`private/${keyOf(url)}`);
    expect(await api.count('stored_files')).toBe(files - 1);
    // Removing again is harmless.
    expect(
      (await api.call('DELETE', `/api/tasks/delete-file/${task.id}`, w.admin)).statusCode,
    ).toBe(200);
  });

  it('delete-file: 404 for another company’s task, 403 expired, 401 anonymous', async () => {
    const id = foreign.tasks[0]?.id ?? 0;
    await upload(id, w.otherUser, file(PDF, 'y.pdf', 'application/pdf'));
    const before = storedFiles(w.t);
    for (const token of [w.user, w.admin]) {
      expect((await api.call('DELETE', `/api/tasks/delete-file/${id}`, token)).statusCode).toBe(
        404,
      );
    }
    expect((await api.call('DELETE', `/api/tasks/delete-file/${id}`)).statusCode).toBe(401);
    expect(storedFiles(w.t)).toEqual(before);
    const expired = await api.createEvent(w.sa, {
      company_id: w.expired,
      fiscal_year_id: event.fiscal_year_id,
      title: 'x',
      content: 'x',
      date: '2083-07-01',
      tasks: ['x'],
    });
    const res = await api.call(
      'DELETE',
      `/api/tasks/delete-file/${expired.tasks[0]?.id}`,
      w.expiredUser,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'COMPANY_EXPIRED' });
    expect((await api.call('DELETE', `/api/tasks/delete-file/${id}`, w.sa)).statusCode).toBe(200);
    // In the trash until purged: then the file leaves the disk.
    expect(storedFiles(w.t)).toEqual(before);
    await purgeFromTrash(w.t, w.sa, 'task_document', id);
    expect(storedFiles(w.t)).toHaveLength(before.length - 1);
  });
});

describe('what an upload may be', () => {
  it.each([
    ['plain text', Buffer.from('बैठकको निर्णय\nसबै उपस्थित\n'), 'notes.txt', 'text/plain'],
    ['CSV', Buffer.from('ward,budget\n1,100\n2,200\n'), 'budget.csv', 'text/csv'],
    ['PNG', PNG, 'photo.png', 'image/png'],
  ])('accepts %s, judged by content', async (_n, content, name, mime) => {
    const task = await newTask({ documents: file(content, name, 'application/octet-stream') });
    expect(task.document).toEqual({ name, size: content.length, mime });
  });

  const refusals: [string, FilePart, number, string][] = [
    [
      'a program disguised as a PDF',
      file(
        Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00', 'latin1'), Buffer.alloc(300)]),
        'report.pdf',
        'application/pdf',
      ),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'HTML named .txt',
      file(
        Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
        'notes.txt',
        'text/plain',
      ),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a file over MAX_UPLOAD_MB',
      file(
        Buffer.concat([PDF, Buffer.alloc(Math.round(1.1 * 1024 * 1024), 0x20)]),
        'big.pdf',
        'application/pdf',
      ),
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'an empty file',
      file(Buffer.alloc(0), 'empty.pdf', 'application/pdf'),
      422,
      'VALIDATION_FAILED',
    ],
  ];

  it.each(refusals)(
    'refuses %s on create, leaving no file and no task',
    async (_n, part, status, code) => {
      const before = { files: storedFiles(w.t), tasks: await api.count('tasks') };
      const res = await api.form('POST', '/api/tasks', w.admin, {
        event_id: String(event.id),
        name: 'x',
        documents: part,
      });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code });
      expect(storedFiles(w.t)).toEqual(before.files);
      expect(storedFiles(w.t).filter((f) => f.startsWith('tmp/'))).toEqual([]);
      expect(await api.count('tasks')).toBe(before.tasks);
    },
  );

  it.each(refusals)(
    'refuses %s on replace, keeping the old file',
    async (_n, part, status, code) => {
      const task = await newTask({ documents: file(PDF, 'keep.pdf', 'application/pdf') });
      const before = storedFiles(w.t);
      const res = await upload(task.id, w.user, part);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code });
      expect(storedFiles(w.t)).toEqual(before);
      expect((await getTask(task.id)).document).toMatchObject({ name: 'keep.pdf' });
    },
  );

  it('refuses a second file or a file in another field (422), leaving nothing', async () => {
    const before = storedFiles(w.t);
    const pdf = file(PDF, 'a.pdf', 'application/pdf');
    const forms: FormFields[] = [{ documents: [pdf, pdf] }, { logo: pdf }];
    for (const form of forms) {
      const res = await api.form('POST', '/api/tasks', w.admin, {
        event_id: String(event.id),
        name: 'x',
        ...form,
      });
      expect(res.statusCode).toBe(422);
    }
    expect(storedFiles(w.t)).toEqual(before);
  });
});
