import fs from 'node:fs';
import path from 'node:path';
import {
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import type { TestS3 } from '../support/s3.js';

/**
 * A stored file as `public/<key>` or `private/<key>` (its path under DATA_DIR/storage, or its
 * object's name in the bucket), or an unfinished upload as `tmp/<name>`, with its age.
 */
export interface StoredFileOnDisk {
  path: string;
  mtimeMs: number;
}

/**
 * The stored files as the test sees them, behind the server's back: DATA_DIR/storage/public and
 * /private, or the bucket's objects. Uploads under way are on the server's disk either way
 * (DATA_DIR/storage/tmp), so they are not part of this.
 */
export interface StoredFiles {
  readonly kind: 'disk' | 's3';
  /** Every stored file, with the age the server's orphan sweep judges it by. */
  list(): Promise<StoredFileOnDisk[]>;
  /** Writes a stored file directly (`private/<key>`), as a server would have. */
  put(file: string, body: string): Promise<void>;
  /** Removes a stored file directly, as a crash or an operator might. */
  remove(file: string): Promise<void>;
  /** Sets every stored file's age `ageMs` into the past; returns how many it aged. */
  age(ageMs: number): Promise<number>;
}

/** The disk store's files: DATA_DIR/storage/public and /private. */
export function diskFiles(dataDir: string): StoredFiles {
  const storage = path.join(dataDir, 'storage');
  return {
    kind: 'disk',
    list: async () => [...listDir(storage, 'public'), ...listDir(storage, 'private')],
    put: (file, body) => fs.promises.writeFile(path.join(storage, file), body),
    remove: (file) => fs.promises.rm(path.join(storage, file), { force: true }),
    age: async (ageMs) =>
      ageFiles(
        ['public', 'private'].map((v) => path.join(storage, v)),
        ageMs,
      ),
  };
}

/**
 * The bucket's objects, listed through the S3 API as an operator's tools would. Only the aging
 * goes underneath: s3rver reports an object's LastModified from the modification time of the
 * file that holds it in its folder, the one thing the API cannot set.
 */
export function bucketFiles(s3: TestS3): StoredFiles {
  // The SDK's notice about Node 22 is for whoever upgrades it (see s3-file-store.ts), not for
  // the test's output.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({ ...s3.config, endpoint: s3.endpoint });
  const Bucket = s3.config.bucket;
  return {
    kind: 's3',
    async list() {
      const found: StoredFileOnDisk[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const o of page.Contents ?? []) {
          found.push({ path: o.Key ?? '', mtimeMs: o.LastModified?.getTime() ?? 0 });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },
    async put(file, body) {
      await client.send(new PutObjectCommand({ Bucket, Key: file, Body: body }));
    },
    async remove(file) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: file }));
    },
    age: async (ageMs) =>
      ageFiles([s3.directory], ageMs, (name) => name.endsWith('._S3rver_object')),
  };
}

/** Sets the modification time of the files under `dirs` (and their sub-folders) into the past. */
function ageFiles(dirs: string[], ageMs: number, only: (name: string) => boolean = () => true) {
  const when = new Date(Date.now() - ageMs);
  let count = 0;
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (only(entry.name)) {
        fs.utimesSync(full, when, when);
        count++;
      }
    }
  };
  for (const dir of dirs) walk(dir);
  return count;
}

export interface Consistency {
  /**
   * Rows whose reference does not resolve, by rule (`tasks.event_id`, …) → the offending ids.
   * Only broken rules appear: a consistent database gives `{}`.
   */
  broken: Record<string, (number | string)[]>;
  /** `stored_files` rows whose file is not in the store (a row pointing at a missing file). */
  rowsWithoutFile: { id: number; key: string; visibility: string }[];
  /** Stored files (disk: `storage/public` and `/private`; or objects) no row names. */
  filesWithoutRow: StoredFileOnDisk[];
  /** Whatever is left in `storage/tmp` (uploads that never finished). */
  tempFiles: StoredFileOnDisk[];
  /** How much was checked, so that a test can tell an empty database from a consistent one. */
  counted: {
    events: number;
    tasks: number;
    storedFiles: number;
    filesOnDisk: number;
    trash: number;
  };
}

function listDir(base: string, sub: string): StoredFileOnDisk[] {
  const dir = path.join(base, sub);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).map((name) => ({
    path: `${sub}/${name}`,
    mtimeMs: fs.statSync(path.join(dir, name)).mtimeMs,
  }));
}

/**
 * Checks what the database's foreign keys promise, independently of whether the database
 * enforces them, plus what no database can check: that `stored_files` and the stored files
 * (DATA_DIR/storage, or the bucket's objects: `stored`) agree one to one. Rules:
 * - tasks → events, companies (and a task's company is its event's company);
 * - events → companies, fiscal years; event_categories → events, categories;
 * - users → companies; access_tokens → users;
 * - tasks, other documents and company logos → stored_files, each file owned once, a file's
 *   company the owner's company, task and document files private, logos public;
 * - trash rows → companies; the stored files a trash row keeps (`file_ids`) exist and count as
 *   owned by it (private, of its company), and what it holds is not live as well (a restore
 *   or a delete half done would show both);
 * - every stored_files row owned by something, and its file stored; every stored file in a row.
 */
export async function checkConsistency(
  db: Kysely<Database>,
  dataDir: string,
  stored: StoredFiles = diskFiles(dataDir),
): Promise<Consistency> {
  const broken: Record<string, (number | string)[]> = {};
  const note = (rule: string, ids: (number | string)[]) => {
    if (ids.length > 0) broken[rule] = ids;
  };

  const [
    companies,
    years,
    categories,
    users,
    tokens,
    events,
    links,
    tasks,
    documents,
    files,
    trash,
  ] = await Promise.all([
    db.selectFrom('companies').select(['id', 'logo_file_id', 'sub_logo_file_id']).execute(),
    db.selectFrom('fiscal_years').select('id').execute(),
    db.selectFrom('categories').select('id').execute(),
    db.selectFrom('users').select(['id', 'company_id']).execute(),
    db.selectFrom('access_tokens').select(['id', 'user_id']).execute(),
    db.selectFrom('events').select(['id', 'company_id', 'fiscal_year_id']).execute(),
    db.selectFrom('event_categories').select(['event_id', 'category_id']).execute(),
    db.selectFrom('tasks').select(['id', 'company_id', 'event_id', 'file_id']).execute(),
    db.selectFrom('other_documents').select(['id', 'company_id', 'file_id']).execute(),
    db.selectFrom('stored_files').select(['id', 'company_id', 'key', 'visibility']).execute(),
    db.selectFrom('trash').select(['id', 'company_id', 'kind', 'entity_id', 'file_ids']).execute(),
  ]);
  const ids = (rows: { id: number }[]) => new Set(rows.map((r) => r.id));
  const companyIds = ids(companies);
  const yearIds = ids(years);
  const categoryIds = ids(categories);
  const userIds = ids(users);
  const eventCompany = new Map(events.map((e) => [e.id, e.company_id]));
  const fileById = new Map(files.map((f) => [f.id, f]));

  note(
    'users.company_id',
    users.filter((u) => !companyIds.has(u.company_id)).map((u) => u.id),
  );
  note(
    'access_tokens.user_id',
    tokens.filter((t) => !userIds.has(t.user_id)).map((t) => t.id),
  );
  note(
    'events.company_id',
    events.filter((e) => !companyIds.has(e.company_id)).map((e) => e.id),
  );
  note(
    'events.fiscal_year_id',
    events.filter((e) => !yearIds.has(e.fiscal_year_id)).map((e) => e.id),
  );
  note(
    'event_categories.event_id',
    links.filter((l) => !eventCompany.has(l.event_id)).map((l) => `${l.event_id}/${l.category_id}`),
  );
  note(
    'event_categories.category_id',
    links
      .filter((l) => !categoryIds.has(l.category_id))
      .map((l) => `${l.event_id}/${l.category_id}`),
  );
  note(
    'tasks.event_id',
    tasks.filter((t) => !eventCompany.has(t.event_id)).map((t) => t.id),
  );
  note(
    'tasks.company_id',
    tasks.filter((t) => !companyIds.has(t.company_id)).map((t) => t.id),
  );
  note(
    'tasks.company_id = event.company_id',
    tasks
      .filter((t) => eventCompany.has(t.event_id) && eventCompany.get(t.event_id) !== t.company_id)
      .map((t) => t.id),
  );
  note(
    'other_documents.company_id',
    documents.filter((d) => !companyIds.has(d.company_id)).map((d) => d.id),
  );

  // Every owner of a file: the file must exist, be owned once, and match the owner.
  const owners = new Map<number, string[]>();
  const own = (
    rule: string,
    rows: { id: number; fileId: number | null; companyId: number }[],
    visibility: string,
  ) => {
    const missing: number[] = [];
    const wrong: number[] = [];
    for (const r of rows) {
      if (r.fileId === null) continue;
      owners.set(r.fileId, [...(owners.get(r.fileId) ?? []), `${rule}#${r.id}`]);
      const file = fileById.get(r.fileId);
      if (!file) missing.push(r.id);
      else if (file.visibility !== visibility || file.company_id !== r.companyId) wrong.push(r.id);
    }
    note(rule, missing);
    note(`${rule} company and visibility`, wrong);
  };
  own(
    'tasks.file_id',
    tasks.map((t) => ({ id: t.id, fileId: t.file_id, companyId: t.company_id })),
    'private',
  );
  own(
    'other_documents.file_id',
    documents.map((d) => ({ id: d.id, fileId: d.file_id, companyId: d.company_id })),
    'private',
  );
  own(
    'companies.logo_file_id',
    companies.map((c) => ({ id: c.id, fileId: c.logo_file_id, companyId: c.id })),
    'public',
  );
  own(
    'companies.sub_logo_file_id',
    companies.map((c) => ({ id: c.id, fileId: c.sub_logo_file_id, companyId: c.id })),
    'public',
  );
  note(
    'trash.company_id',
    trash.filter((r) => !companyIds.has(r.company_id)).map((r) => r.id),
  );
  const trashFiles = trash.map((r) => ({
    row: r,
    fileIds: (JSON.parse(r.file_ids) as unknown[]).filter(
      (v): v is number => typeof v === 'number',
    ),
  }));
  own(
    'trash.file_ids',
    trashFiles.flatMap(({ row, fileIds }) =>
      fileIds.map((fileId) => ({ id: row.id, fileId, companyId: row.company_id })),
    ),
    'private',
  );
  const taskIds = ids(tasks);
  const documentIds = ids(documents);
  const taskFile = new Map(tasks.map((t) => [t.id, t.file_id]));
  note(
    'trash item also live',
    trashFiles
      .filter(({ row, fileIds }) =>
        row.kind === 'event'
          ? eventCompany.has(row.entity_id)
          : row.kind === 'task'
            ? taskIds.has(row.entity_id)
            : row.kind === 'other_document'
              ? documentIds.has(row.entity_id)
              : fileIds.includes(taskFile.get(row.entity_id) ?? -1),
      )
      .map(({ row }) => row.id),
  );
  note(
    'stored_files owned more than once',
    [...owners].filter(([, by]) => by.length > 1).map(([id]) => id),
  );
  note(
    'stored_files without an owner',
    files.filter((f) => !owners.has(f.id)).map((f) => f.id),
  );

  const storage = path.join(dataDir, 'storage');
  const onDisk = await stored.list();
  const rowPaths = new Set(files.map((f) => `${f.visibility}/${f.key}`));
  const diskPaths = new Set(onDisk.map((f) => f.path));
  return {
    broken,
    rowsWithoutFile: files
      .filter((f) => !diskPaths.has(`${f.visibility}/${f.key}`))
      .map((f) => ({ id: f.id, key: f.key, visibility: f.visibility })),
    filesWithoutRow: onDisk.filter((f) => !rowPaths.has(f.path)),
    tempFiles: listDir(storage, 'tmp'),
    counted: {
      trash: trash.length,
      events: events.length,
      tasks: tasks.length,
      storedFiles: files.length,
      filesOnDisk: onDisk.length,
    },
  };
}

/**
 * Sets the modification time of every stored file and every unfinished upload (DATA_DIR/storage
 * /tmp) `ageMs` into the past: what they look like to a server that starts that much later (the
 * orphan sweep only takes files older than its grace period, so that it never takes an upload
 * in progress).
 */
export async function ageStorage(
  dataDir: string,
  ageMs: number,
  stored: StoredFiles = diskFiles(dataDir),
): Promise<number> {
  return ageFiles([path.join(dataDir, 'storage', 'tmp')], ageMs) + (await stored.age(ageMs));
}
