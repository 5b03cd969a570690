import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, Event, Task } from '@karyayojana/contracts';
import {
  activeFiscalYearId,
  JPEG,
  KATHMANDU,
  makeCompany,
  makeEvent,
  makeUser,
  PNG,
  TEST_PASSWORD,
} from '../../../test/support/builders.js';
import { client, createWorld, PDF, type World } from '../../../test/support/events-world.js';
import { multipartBody, type FormValue } from '../../../test/support/multipart.js';
import { startS3, type TestS3 } from '../../../test/support/s3.js';
import { ADMIN, bearer, createTestApp, login } from '../../../test/support/test-app.js';
import { purgeFromTrash } from '../../../test/support/trash.js';
import { createClock } from '../../lib/clock.js';
import { AppError, conflict } from '../../lib/errors.js';
import type { FileStore } from './file-store.js';
import { filesService } from './files.service.js';
import type { UploadedFile } from './uploads.js';

// The whole server on object storage (S3_BUCKET): uploads judged by content, kept in the
// bucket, served through the server's own links, and no object left without a row. The bucket
// is looked at through the S3 API, as an operator's tools would, not through s3rver's folder.

const WORLD_DAY = Date.parse('2026-11-21T06:00:00Z');
let nowMs = WORLD_DAY;
const clock = createClock('Asia/Kathmandu', () => new Date(nowMs));

let s3: TestS3;
let bucket: S3Client;
let w: World;
let api: ReturnType<typeof client>;
let event: Event;
beforeAll(async () => {
  s3 = await startS3();
  w = await createWorld({ ...s3.env, MAX_UPLOAD_MB: '1' }, clock);
  bucket = new S3Client({ ...s3.config, endpoint: s3.endpoint });
  api = client(w.t);
  event = await api.createEvent(w.admin, {
    fiscal_year_id: await api.yearId('2083/84'),
    title: 'तालिम',
    content: 'क्षमता विकास',
    date: '2083-07-01',
    tasks: ['प्रमाण', 'अर्को प्रमाण'],
  });
});
afterAll(async () => {
  await w.t.close();
  await s3.stop();
});

/** Every object in the bucket, as 'public/<key>' or 'private/<key>', sorted. */
async function objects(): Promise<string[]> {
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await bucket.send(
      new ListObjectsV2Command({ Bucket: s3.config.bucket, ContinuationToken }),
    );
    keys.push(...(page.Contents ?? []).map((o) => o.Key ?? ''));
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return keys.sort();
}

// A Windows program named .pdf: its bytes, not its name, decide.
const PROGRAM = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
const taskId = (i: number) => event.tasks[i]?.id ?? 0;
const keyOf = (url: string | null) => /\/storage\/private\/([^?]+)/.exec(url ?? '')?.[1] ?? '';
const tempFiles = () => fs.readdirSync(path.join(w.t.dataDir, 'storage', 'tmp'));
const download = (url: string) => w.t.app.inject({ method: 'GET', url });
const upload = (id: number, content: Buffer, filename: string, contentType: string) =>
  api.form('POST', `/api/tasks/${id}`, w.admin, {
    _method: 'PUT',
    documents: { filename, content, contentType },
  });

function companyForm(form: Record<string, FormValue>) {
  const body = multipartBody({ name: 'बनेपा नगरपालिका', ...KATHMANDU, ...form });
  return { payload: body.payload, headers: { ...body.headers, ...bearer(w.sa) } };
}

describe('a server whose files live in a bucket', () => {
  it('keeps a task document in the bucket and serves it through the signed link', async () => {
    expect(w.t.ctx.store.kind).toBe('s3');
    const task = await api.attach(w.admin, taskId(0), PDF, 'मासिक प्रतिवेदन.pdf');
    const key = keyOf(task.documents);
    expect(await objects()).toContain(`private/${key}`);
    // Nothing is kept on the server's disk: only the (empty) folder for uploads under way.
    expect(fs.readdirSync(path.join(w.t.dataDir, 'storage'))).toEqual(['tmp']);
    expect(tempFiles()).toEqual([]);
    const res = await download(task.documents ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['content-disposition']).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent('मासिक प्रतिवेदन.pdf')}`,
    );
    // Private: not on the public path, and not without the signature.
    expect((await download(`/storage/${key}`)).statusCode).toBe(404);
    expect((await download(`/storage/private/${key}`)).statusCode).toBe(404);
  });

  it('keeps a company logo public in the bucket, served at /storage/<key>', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/companies',
      ...companyForm({ logo: { filename: 'logo.png', content: PNG, contentType: 'image/png' } }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { logo } = res.json<{ data: Company }>().data;
    expect(await objects()).toContain(`public/${logo}`);
    const served = await download(`/storage/${logo}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('leaves no object and no temporary file for an upload refused by its content', async () => {
    const before = await objects();
    const res = await upload(taskId(1), PROGRAM, 'a.pdf', 'application/pdf');
    expect(res.statusCode).toBe(415);
    const logo = await w.t.app.inject({
      method: 'POST',
      url: '/api/companies',
      ...companyForm({ logo: { filename: 'x.png', content: PDF, contentType: 'image/png' } }),
    });
    expect(logo.statusCode).toBe(415);
    expect(await objects()).toEqual(before);
    expect(tempFiles()).toEqual([]);
  });

  it('removes the old object when a document is replaced, and a removed one once purged', async () => {
    const first = await api.attach(w.admin, taskId(1), PDF, 'पहिलो.pdf');
    const res = await upload(taskId(1), JPEG, 'फोटो.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const second = res.json<{ task: Task }>().task;
    const after = await objects();
    expect(after).not.toContain(`private/${keyOf(first.documents)}`);
    expect(after).toContain(`private/${keyOf(second.documents)}`);
    expect((await download(second.documents ?? '')).rawPayload.equals(JPEG)).toBe(true);

    const removed = await api.call('DELETE', `/api/tasks/delete-file/${taskId(1)}`, w.admin);
    expect(removed.statusCode).toBe(200);
    // In the trash: no longer served, but the object stays for a restore until it is purged.
    expect((await download(second.documents ?? '')).statusCode).toBe(404);
    expect(await objects()).toContain(`private/${keyOf(second.documents)}`);
    await purgeFromTrash(w.t, w.admin, 'task_document', taskId(1));
    expect(await objects()).not.toContain(`private/${keyOf(second.documents)}`);
  });

  it('sweeps an object without a row once it is older than the grace hour', async () => {
    const orphan = `private/${randomBytes(18).toString('base64url')}.pdf`;
    const stranger = 'private/not-ours.txt';
    for (const Key of [orphan, stranger]) {
      await bucket.send(new PutObjectCommand({ Bucket: s3.config.bucket, Key, Body: 'left' }));
    }
    const kept = (await objects()).filter((k) => k !== orphan && k !== stranger);
    const files = filesService(w.t.ctx, w.t.ctx.store);
    try {
      // Written a moment ago: perhaps an upload still under way in another process.
      nowMs = Date.now();
      expect(await files.sweepOrphans()).toBe(0);
      expect(await objects()).toContain(orphan);
      nowMs = Date.now() + 61 * 60_000;
      expect(await files.sweepOrphans()).toBe(1);
    } finally {
      nowMs = WORLD_DAY;
    }
    // Files with rows stay, and so does what is not the store's (another key shape).
    expect(await objects()).toEqual([...kept, stranger].sort());
    for (const key of kept) {
      const rows = await w.t.ctx.db
        .selectFrom('stored_files')
        .select('id')
        .where('key', '=', key.split('/')[1] ?? '')
        .execute();
      expect(rows, key).toHaveLength(1);
    }
  });

  it('serves the same files from another process on the same bucket', async () => {
    const task = await api.attach(w.admin, taskId(0), PNG, 'नक्सा.png');
    // Its own process, on the same clock (the link's expiry is the world's day).
    const other = await w.t.another({}, { clock });
    const res = await other.app.inject({ method: 'GET', url: task.documents ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });
});

describe('a removal from the bucket that fails', () => {
  // The bucket takes files but refuses to remove any (it went away in between).
  const refusing = (): FileStore => ({
    ...w.t.ctx.store,
    delete: () => Promise.reject(new Error('the bucket refused the removal')),
  });
  const pdfUpload = async (): Promise<UploadedFile> => {
    const tempPath = w.t.ctx.store.tempPath();
    await fs.promises.writeFile(tempPath, PDF);
    const type = { mime: 'application/pdf', ext: 'pdf' };
    return { field: 'documents', tempPath, size: PDF.length, originalName: 'a.pdf', type };
  };
  const rowOf = (key: string) =>
    w.t.ctx.db.selectFrom('stored_files').select('id').where('key', '=', key).execute();

  it('while a write is undone, does not take the place of the failure that undid it', async () => {
    const before = await objects();
    const files = filesService(w.t.ctx, refusing());
    const failed = await files
      .write([await pdfUpload()], 'private', w.home, () => {
        throw conflict('conflict.ownerCompany');
      })
      .catch((error: unknown) => error);
    // Still the conflict the caller must hear; the refused removal rides along for the log.
    expect(failed).toBeInstanceOf(AppError);
    expect((failed as AppError).code).toBe('CONFLICT');
    expect((failed as AppError).key).toBe('conflict.ownerCompany');
    const cause = (failed as AppError).cause;
    expect(cause).toBeInstanceOf(AggregateError);
    expect((cause as AggregateError).errors.map((e: Error) => e.message)).toEqual([
      'CONFLICT',
      'the bucket refused the removal',
    ]);
    // Its file stays behind without a row: the sweep's, as after a crash.
    const left = (await objects()).filter((k) => !before.includes(k));
    expect(left).toHaveLength(1);
    expect(await rowOf(left[0]?.split('/')[1] ?? '')).toEqual([]);
  });

  it('after a replacement is committed, succeeds and leaves the old file to the sweep', async () => {
    const files = filesService(w.t.ctx, w.t.ctx.store);
    const oldId = await files.write([await pdfUpload()], 'private', w.home, async (_trx, ids) => ({
      result: ids.documents ?? 0,
    }));
    const oldKey = (
      await w.t.ctx.db
        .selectFrom('stored_files')
        .select('key')
        .where('id', '=', oldId)
        .executeTakeFirstOrThrow()
    ).key;
    const before = await objects();
    // The change is made: the caller hears success, whatever the removal of the old file did.
    const result = await filesService(w.t.ctx, refusing()).write(
      [await pdfUpload()],
      'private',
      w.home,
      async () => ({ result: 'saved', obsoleteFileIds: [oldId] }),
    );
    expect(result).toBe('saved');
    const added = (await objects()).filter((k) => !before.includes(k));
    expect(added).toHaveLength(1);
    expect(await rowOf(added[0]?.split('/')[1] ?? '')).toHaveLength(1);
    // The old file is still in the bucket, without its row: the sweep's, within the hour.
    expect(await objects()).toContain(`private/${oldKey}`);
    expect(await rowOf(oldKey)).toEqual([]);
  });
});

describe('a bucket out of reach', () => {
  it('answers a download with 503 and a plain sentence, not 500', async () => {
    const lost = await startS3('lost-bucket');
    const t = await createTestApp(lost.env);
    try {
      const sa = await login(t, ADMIN.email, ADMIN.password);
      const body = multipartBody({
        name: 'धुलिखेल नगरपालिका',
        ...KATHMANDU,
        logo: { filename: 'logo.png', content: PNG, contentType: 'image/png' },
      });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/companies',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(sa) },
      });
      expect(created.statusCode, created.body).toBe(200);
      const { logo } = created.json<{ data: Company }>().data;
      await lost.stop();
      const res = await t.app.inject({
        url: `/storage/${logo}`,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Files cannot be reached just now. Please try again shortly.',
      });
    } finally {
      await t.close();
    }
  });

  it('answers an upload with 503 and keeps nothing of it; once the bucket is back it works', async () => {
    const lost = await startS3('lost-bucket');
    const log: string[] = [];
    const t = await createTestApp(lost.env, {
      logger: { level: 'error', stream: { write: (line) => void log.push(line) } },
    });
    let back: TestS3 | undefined;
    try {
      const company = await makeCompany(t);
      const admin = await login(t, (await makeUser(t, company, 'admin')).email, TEST_PASSWORD);
      const sa = await login(t, ADMIN.email, ADMIN.password);
      const now = new Date().toISOString();
      const task = await t.ctx.db
        .insertInto('tasks')
        .values({
          company_id: company,
          event_id: await makeEvent(t, company, await activeFiscalYearId(t)),
          name: 'प्रमाण',
          file_id: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const send = (url: string, token: string, form: Record<string, FormValue>) => {
        const body = multipartBody(form);
        return t.app.inject({
          method: 'POST',
          url,
          payload: body.payload,
          headers: { ...body.headers, ...bearer(token), 'accept-language': 'en' },
        });
      };
      const uploads = {
        'task document': () =>
          send(`/api/tasks/${task.id}`, admin, {
            _method: 'PUT',
            documents: { filename: 'प्रमाण.pdf', content: PDF, contentType: 'application/pdf' },
          }),
        'company logo': () =>
          send('/api/companies', sa, {
            name: 'पनौती नगरपालिका',
            ...KATHMANDU,
            logo: { filename: 'logo.png', content: PNG, contentType: 'image/png' },
          }),
      };
      const rows = async () => ({
        files: await t.ctx.db.selectFrom('stored_files').select('id').execute(),
        companies: (await t.ctx.db.selectFrom('companies').select('id').execute()).length,
        document: (
          await t.ctx.db
            .selectFrom('tasks')
            .select('file_id')
            .where('id', '=', task.id)
            .executeTakeFirstOrThrow()
        ).file_id,
      });
      const before = await rows();
      const port = Number(new URL(lost.endpoint).port);
      await lost.stop();

      for (const [what, upload] of Object.entries(uploads)) {
        const res = await upload();
        expect(res.statusCode, `${what}: ${res.body}`).toBe(503);
        expect(res.headers['retry-after']).toBe('30');
        expect(res.json()).toEqual({
          code: 'SERVICE_UNAVAILABLE',
          message: 'Files cannot be reached just now. Please try again shortly.',
        });
      }
      expect(await rows()).toEqual(before);
      expect(fs.readdirSync(path.join(t.dataDir, 'storage', 'tmp'))).toEqual([]);
      // The operator's log has what the caller does not hear: the store's own failure.
      const logged = log
        .map((line) => JSON.parse(line) as { msg: string; code?: string; err?: { stack?: string } })
        .filter((entry) => entry.msg === 'server-side failure');
      expect(logged).toHaveLength(2);
      for (const entry of logged) {
        expect(entry.code).toBe('SERVICE_UNAVAILABLE');
        expect(entry.err?.stack).toMatch(/ECONNREFUSED/);
      }

      // The same bucket back (empty, on the same address): the same uploads go through.
      back = await startS3('lost-bucket', port);
      for (const [what, upload] of Object.entries(uploads)) {
        expect((await upload()).statusCode, what).toBe(200);
      }
      const after = await rows();
      expect(after.files).toHaveLength(before.files.length + 2);
      expect(after.companies).toBe(before.companies + 1);
      expect(after.document).not.toBeNull();
      expect(fs.readdirSync(path.join(t.dataDir, 'storage', 'tmp'))).toEqual([]);
    } finally {
      await t.close();
      await back?.stop();
    }
  });
});
