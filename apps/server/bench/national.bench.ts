/**
 * `npm run bench` (server): a national-size database, the server started as `npm start`
 * starts it, and autocannon over loopback. Prints requests/s, p50/p99 latency and errors per
 * endpoint, the ratio of each read to a ceiling server, start-up time, memory, database size,
 * and a 60-second mixed load with the server's memory sampled through it. SQLite by default;
 * PostgreSQL when DATABASE_URL is set (a fresh database on that server is created per run).
 * BENCH_SERVER_PARTS runs some parts only (e.g. `reports`); the national database is seeded
 * whatever the parts. BENCH_FROM_SOURCE=1 runs the server from its sources (no build).
 * docs/performance.md holds the figures and what they mean.
 */
import { randomBytes } from 'node:crypto';
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import autocannon from 'autocannon';
import S3rver from 's3rver';
import ExcelJS from 'exceljs';
import { logCost, seedActivity } from './activity-bench.js';
import { mailCost, type MailCost } from './mail-bench.js';
import { seedDataDir, type Seeded } from './seed-national.js';

const root = path.resolve(import.meta.dirname, '../../..');
const work = path.join(root, '.tmp', 'bench');
const PASSWORD = 'bench-password';
const baseUrl = process.env.DATABASE_URL;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const mixedSeconds = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
/**
 * Which parts to run (all by default): startup, reads, writes, mixed, reports, imports,
 * activity, mail, cold, processes (PostgreSQL only), objects.
 */
const parts = new Set(
  (
    process.env.BENCH_SERVER_PARTS ??
    'startup,reads,writes,mixed,reports,imports,activity,mail,cold,processes,objects'
  ).split(','),
);
/**
 * How a server is started: as `npm start` does (building first when the sources changed), or
 * with BENCH_FROM_SOURCE=1 from its TypeScript sources through tsx, with no build (for a tree
 * that others are editing; the steady state measured is the same code).
 */
const SERVER_COMMAND = process.env.BENCH_FROM_SOURCE
  ? ['node', '--conditions=source', '--import', 'tsx', 'apps/server/src/server.ts']
  : ['node', 'scripts/start.mjs'];
const national = { municipalities: 753, perCompany: 300, largeEvents: 2000 };
const largeOnly = { municipalities: 0, perCompany: 0, largeEvents: 2000 };
/** What a browser sends; the server answers the timeline in brotli. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
const rows: Row[] = [];
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function freshDatabase(name: string): Promise<string | undefined> {
  if (!baseUrl) return undefined;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

interface Prepared {
  env: Record<string, string>;
  seeded: Seeded;
  dataDir: string;
}

async function prepare(kind: string, shape: typeof national): Promise<Prepared> {
  const dataDir = path.join(work, kind);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const databaseUrl = await freshDatabase(`karyayojana_bench_${kind.replace('-', '_')}`);
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'super@bench.local',
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const started = Date.now();
  const seeded = await seedDataDir(env, shape, PASSWORD);
  console.log(
    `  seeded ${kind}: ${shape.municipalities + 1} municipalities, ${seeded.events.toLocaleString('en')} events in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { env, seeded, dataDir };
}

interface Running {
  child: ChildProcess;
  url: string;
  startMs: number;
  stop(): Promise<void>;
}

/** Process groups of the servers started, stopped however the run ends (an error included). */
const startedGroups = new Set<number>();
process.on('exit', () => {
  for (const pid of startedGroups) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      /* gone already */
    }
  }
});

/**
 * Starts `command` (its own process group) and waits for the first healthy /api/health. A
 * port that already answers is refused: a server left by an earlier run would be measured in
 * place of this one.
 */
async function startServer(
  env: Record<string, string>,
  port: number,
  command: string[] = SERVER_COMMAND,
): Promise<Running> {
  const busy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is taken: stop the server left there first`);
  const t0 = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  startedGroups.add(child.pid!);
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 5));
  }
  const startMs = performance.now() - t0;
  return {
    child,
    url,
    startMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        process.kill(-child.pid!, 'SIGTERM');
      }),
  };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function print(row: Row) {
  console.log(
    `  ${row.name.padEnd(44)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms  errors ${row.errors}`,
  );
}

function toRow(name: string, r: autocannon.Result): Row {
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

async function load(name: string, opts: autocannon.Options): Promise<Row> {
  const row = toRow(name, await autocannon({ duration: seconds, connections: 32, ...opts }));
  rows.push(row);
  print(row);
  return row;
}

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function signIn(url: string, email: string): Promise<Record<string, string>> {
  const { token } = await json<{ token: string }>(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return { authorization: `Bearer ${token}` };
}

function pdfOf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n% benchmark\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - 6, 0x20), Buffer.from('\n%%EOF')]);
}

function uploadBody(bytes: number) {
  const boundary = 'benchboundary';
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="_method"\r\n\r\nPUT\r\n--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="proof.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdfOf(bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

async function databaseSize(p: Prepared): Promise<string> {
  if (!p.env.DATABASE_URL) {
    const file = path.join(p.dataDir, 'karyayojana.sqlite');
    const wal = `${file}-wal`;
    return mb(fs.statSync(file).size + (fs.existsSync(wal) ? fs.statSync(wal).size : 0));
  }
  const c = new pg.Client({ connectionString: p.env.DATABASE_URL });
  await c.connect();
  const r = await c.query<{ n: string }>('select pg_database_size(current_database()) as n');
  await c.end();
  return mb(Number(r.rows[0]!.n));
}

/** Start-up as an operator sees it: `npm start` (already built) to the first healthy answer. */
async function measureStartUp(p: Prepared): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const s = await startServer(p.env, 3904, ['npm', 'start', '--silent']);
    times.push(s.startMs);
    await s.stop();
  }
  return times.sort((a, b) => a - b);
}

interface Mixed {
  reads: Row;
  creates: Row;
  uploads: Row;
  logins: Row;
  samples: number[];
}

/** Reads, writes, uploads and sign-ins at once, memory sampled every 5 s (issue 8). */
async function mixedLoad(
  server: Running,
  pid: number,
  urls: { timeline: string; list: string; one: string; create: string; upload: string },
  auth: { large: Record<string, string>; other: Record<string, string> },
  createBody: string,
  login: string,
): Promise<Mixed> {
  const samples = [rssMb(pid)];
  const timer = setInterval(() => samples.push(rssMb(pid)), 5000);
  const upload = uploadBody(100 * 1024);
  const common = { duration: mixedSeconds };
  const [reads, creates, uploads, logins] = await Promise.all([
    autocannon({
      ...common,
      url: server.url,
      connections: 8,
      headers: { ...auth.large, ...BROWSER },
      requests: [{ path: urls.timeline }, { path: urls.list }, { path: urls.one }],
    }),
    autocannon({
      ...common,
      url: `${server.url}${urls.create}`,
      connections: 2,
      overallRate: 40,
      method: 'POST',
      headers: { ...auth.other, 'content-type': 'application/json' },
      body: createBody,
    }),
    autocannon({
      ...common,
      url: `${server.url}${urls.upload}`,
      connections: 1,
      overallRate: 4,
      method: 'POST',
      headers: { ...auth.large, 'content-type': upload.contentType },
      body: upload.body,
    }),
    autocannon({
      ...common,
      url: `${server.url}/api/login`,
      connections: 1,
      overallRate: 2,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: login,
    }),
  ]);
  clearInterval(timer);
  samples.push(rssMb(pid));
  return {
    reads: toRow('mixed: reads (timeline, list page, one event)', reads),
    creates: toRow('mixed: event create (another municipality)', creates),
    uploads: toRow('mixed: task upload 100 KB (replaces)', uploads),
    logins: toRow('mixed: login', logins),
    samples,
  };
}

interface ReadFigures {
  ceiling: Row;
  read: Row;
  revalidate: Row;
  oneRead: Row;
  page: Row;
}

/** The reads of the timeline and the events list, against a bare server sending the same bytes. */
async function reads(
  server: Running,
  auth: Record<string, string>,
  timelinePath: string,
  plain: Buffer,
  count: number,
  oneId: number,
): Promise<ReadFigures> {
  // The bytes a browser receives: what the ceiling sends too.
  const wire = zlib.brotliCompressSync(plain, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
  });
  console.log(
    `  timeline body: ${count} events, ${(plain.length / 1024).toFixed(0)} KiB of JSON, ${(wire.length / 1024).toFixed(0)} KiB in brotli`,
  );
  const bodyFile = path.join(work, 'timeline.br');
  fs.writeFileSync(bodyFile, wire);
  const ceilingProc = fork(path.join(import.meta.dirname, 'ceiling-server.mjs'), {
    env: { ...process.env, BODY_FILE: bodyFile, ENCODING: 'br', PORT: '3902' },
  });
  await new Promise((r) => ceilingProc.once('message', r));
  const ceiling = await load('ceiling (same brotli body, bare Fastify)', {
    url: 'http://127.0.0.1:3902/ceiling',
    headers: BROWSER,
  });
  ceilingProc.kill('SIGTERM');
  const read = await load('timeline read (2,000 events, brotli)', {
    url: `${server.url}${timelinePath}`,
    headers: { ...auth, ...BROWSER },
  });
  // A returning officer's browser holds the body and asks again with its ETag: 304, no body.
  const etag = (
    await fetch(`${server.url}${timelinePath}`, { headers: { ...auth, ...BROWSER } })
  ).headers.get('etag')!;
  const revalidate = toRow(
    'timeline revalidation (ETag held → 304)',
    await autocannon({
      duration: seconds,
      connections: 32,
      url: `${server.url}${timelinePath}`,
      headers: { ...auth, ...BROWSER, 'if-none-match': etag },
    }),
  );
  // A 304 is not a 2xx: autocannon counts it in non2xx, which is what we asked for here.
  revalidate.errors = 0;
  rows.push(revalidate);
  print(revalidate);
  const oneRead = await load('one event', {
    url: `${server.url}/api/events/${oneId}`,
    headers: { ...auth, ...BROWSER },
  });
  const page = await load('events list page (per_page=25)', {
    url: `${server.url}${timelinePath}&per_page=25&page=3`,
    headers: { ...auth, ...BROWSER },
  });
  return { ceiling, read, revalidate, oneRead, page };
}

/** Officers saving events, uploading proof and signing in. */
async function writes(
  server: Running,
  auth: { large: Record<string, string>; other: Record<string, string> },
  createBody: string,
  loginBody: string,
  taskId: number,
) {
  // Four officers saving at the same moment, then sixteen (the process saturated: in a closed
  // loop, latency is connections ÷ throughput).
  const createOptions = {
    url: `${server.url}/api/events`,
    method: 'POST' as const,
    headers: { ...auth.other, 'content-type': 'application/json' },
    body: createBody,
  };
  const create = await load('event create (4 connections)', { ...createOptions, connections: 4 });
  const create16 = await load('event create (16 connections)', {
    ...createOptions,
    connections: 16,
  });
  const mega = uploadBody(1024 * 1024);
  await load('task upload, 1 MB PDF (4 connections)', {
    url: `${server.url}/api/tasks/${taskId}`,
    method: 'POST',
    headers: { ...auth.large, 'content-type': mega.contentType },
    body: mega.body,
    connections: 4,
  });
  await load('login, argon2id (4 connections)', {
    url: `${server.url}/api/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody,
    connections: 4,
  });
  return { create, create16 };
}

/**
 * The progress reports (issue 14): the large municipality's year at 8 connections (aim: p99 ≤
 * 50 ms), and the Super-Admin's table of every municipality, a few calls one after another
 * (aim: ≤ 500 ms each).
 */
async function reports(server: Running, auth: Record<string, string>, fiscalYearId: number) {
  const progress = await load('progress report, large municipality (8 connections)', {
    url: `${server.url}/api/reports/progress?fiscal_year_id=${fiscalYearId}`,
    headers: { ...auth, ...BROWSER },
    connections: 8,
  });
  const sa = await signIn(server.url, 'super@bench.local');
  const url = `${server.url}/api/reports/progress/companies?fiscal_year_id=${fiscalYearId}`;
  const times: number[] = [];
  let municipalities = 0;
  for (let i = 0; i < 6; i++) {
    const t0 = performance.now();
    const body = await json<{ data: unknown[] }>(url, { headers: { ...sa, ...BROWSER } });
    times.push(performance.now() - t0);
    municipalities = body.data.length;
  }
  // The first call warms the statement caches; the rest are what an officer waits for.
  const warm = times.slice(1).sort((a, b) => a - b);
  const companies = {
    municipalities,
    median: warm[Math.floor(warm.length / 2)]!,
    max: warm.at(-1)!,
  };
  console.log(
    `  national progress table (${municipalities} municipalities, 5 calls in turn)   median ${companies.median.toFixed(0)} ms  max ${companies.max.toFixed(0)} ms  (first ${times[0]!.toFixed(0)} ms)`,
  );
  // Issue 28: a ward's own report (its events found through event_wards_company_ward), with
  // the by-ward and by-branch tables every report now carries.
  const byWard = await load('progress report of ward 5, large municipality (8 connections)', {
    url: `${server.url}/api/reports/progress?fiscal_year_id=${fiscalYearId}&ward=5&detail=events`,
    headers: { ...auth, ...BROWSER },
    connections: 8,
  });
  return { progress, companies, byWard };
}

/**
 * Importing a plan (issue 15): a 2,000-row workbook previewed (aim ≤ 3 s) and then imported in
 * one transaction (aim ≤ 5 s) into the large municipality's year, and the server's memory after.
 */
async function imports(
  server: Running,
  auth: Record<string, string>,
  fiscalYearId: number,
  dates: string[],
) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('कार्यक्रमहरू');
  sheet.addRow(['मिति', 'समय', 'शीर्षक', 'विवरण', 'विषयगत क्षेत्र', 'जिम्मेवार', 'कार्यहरू']);
  for (let i = 0; i < 2000; i++) {
    sheet.addRow([
      dates[i % dates.length]!,
      '11:00',
      `आयातित कार्यक्रम ${i}`,
      'बेन्चमार्कको आयात',
      '',
      'योजना शाखा',
      'सूचना\nबैठक',
    ]);
  }
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
  const send = async (dryRun: boolean) => {
    const form = new FormData();
    form.set('fiscal_year_id', String(fiscalYearId));
    if (dryRun) form.set('dry_run', '1');
    form.set('file', new Blob([file]), 'plan.xlsx');
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/events/import`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    const body = (await res.json()) as { data?: { valid?: number; created?: number } };
    if (!res.ok) throw new Error(`import: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    return { ms: performance.now() - t0, body };
  };
  const preview = await send(true);
  const commit = await send(false);
  const rss = rssMb(server.child.pid!);
  console.log(
    `  import of 2,000 rows (${mb(file.length)} .xlsx): preview ${preview.ms.toFixed(0)} ms (${preview.body.data?.valid} valid), commit ${commit.ms.toFixed(0)} ms (${commit.body.data?.created} created); server RSS after ${rss.toFixed(0)} MB`,
  );
  return { preview: preview.ms, commit: commit.ms, rss, size: file.length };
}

/**
 * The activity log read page by page (issue 16; aim ≤ 50 ms a page) over a national year of
 * entries: the large municipality's admin, and the Super-Admin over every municipality, with a
 * municipality, and one event's history. Each page asked 5 times after one warm-up.
 */
async function activityReads(
  server: Running,
  auth: Record<string, string>,
  companyId: number,
): Promise<{ label: string; median: number; max: number }[]> {
  const sa = await signIn(server.url, 'super@bench.local');
  const cases: [string, Record<string, string>, string][] = [
    ['admin, page 1', auth, 'page=1'],
    ['admin, page 2', auth, 'page=2'],
    ['admin, page 100', auth, 'page=100'],
    ['admin, events updated, page 10', auth, 'entity=event&action=update&page=10'],
    ['admin, one month', auth, 'from=2082-05-01&to=2082-05-31&page=2'],
    ['Super-Admin, every municipality, page 1', sa, 'page=1'],
    ['Super-Admin, every municipality, page 1,000', sa, 'page=1000'],
    ['Super-Admin, one municipality, page 1', sa, `company_id=${companyId}&page=1`],
    ["one event's history", sa, 'entity=event&entity_id=4242'],
  ];
  const out = [];
  for (const [label, headers, query] of cases) {
    const url = `${server.url}/api/activity?per_page=25&${query}`;
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`activity ${query}: ${res.status}`);
      times.push(performance.now() - t0);
    }
    const warm = times.slice(1).sort((a, b) => a - b);
    const row = { label, median: warm[2]!, max: warm.at(-1)! };
    console.log(
      `  activity: ${label.padEnd(44)} median ${row.median.toFixed(1)} ms  max ${row.max.toFixed(1)} ms`,
    );
    out.push(row);
  }
  return out;
}

/** CPU seconds a process has used (user + system), from /proc. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The CPU seconds of the servers, of every PostgreSQL process, and of this process. */
function cpuNow(servers: Running[]) {
  let postgres = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        postgres += cpuSecondsOf(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  const own = process.cpuUsage();
  return {
    servers: servers.map((s) => cpuSecondsOf(s.child.pid!)),
    postgres,
    bench: (own.user + own.system) / 1e6,
  };
}

function cpuShares(a: ReturnType<typeof cpuNow>, b: ReturnType<typeof cpuNow>, wall: number) {
  const pct = (x: number, y: number) => ((y - x) / wall) * 100;
  return {
    servers: b.servers.map((s, i) => pct(a.servers[i] ?? 0, s)),
    postgres: pct(a.postgres, b.postgres),
    bench: pct(a.bench, b.bench),
  };
}

/**
 * The same server as one process and as two (issue 19, docs/deploy.md) on one PostgreSQL
 * database: the timeline read and event create, the load split evenly between the processes
 * by the load generator itself (a proxy in between would take a share of the same two cores).
 */
async function processScaling(p: Prepared, timelinePath: string, createBody: string) {
  const key = randomBytes(32).toString('hex');
  const measure = async (n: number, extra: Record<string, string> = {}) => {
    const servers: Running[] = [];
    for (let i = 0; i < n; i++)
      servers.push(await startServer({ ...p.env, ...extra, SIGNING_KEY: key }, 3910 + i));
    // One token serves both processes: the sessions are in the database.
    const auth = await signIn(servers[0]!.url, p.seeded.adminEmail);
    const other = await signIn(servers[0]!.url, p.seeded.otherAdminEmail!);
    const split = async (name: string, connections: number, options: (url: string) => object) => {
      // Each process warms up first (its JIT and its cache): two cold processes would otherwise
      // pay the warm-up twice inside the measured seconds.
      await Promise.all(
        servers.map((s) =>
          autocannon({
            duration: 3,
            connections: Math.max(1, connections / n / 2),
            ...(options(s.url) as autocannon.Options),
          }),
        ),
      );
      const cpuBefore = cpuNow(servers);
      const results = await Promise.all(
        servers.map((s) =>
          autocannon({
            duration: seconds,
            connections: connections / n,
            ...(options(s.url) as autocannon.Options),
          }),
        ),
      );
      const row: Row = {
        name: `${name}, ${n} process${n > 1 ? 'es' : ''}`,
        rps: results.reduce((sum, r) => sum + r.requests.average, 0),
        p50: Math.max(...results.map((r) => r.latency.p50)),
        p99: Math.max(...results.map((r) => r.latency.p99)),
        errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
      };
      rows.push(row);
      print(row);
      // Where the two cores went: each server process, PostgreSQL, and this load generator.
      const cpu = cpuShares(cpuBefore, cpuNow(servers), seconds);
      console.log(
        `    CPU, % of one core: server${n > 1 ? 's' : ''} ${cpu.servers.map((c) => c.toFixed(0)).join(' + ')}, PostgreSQL ${cpu.postgres.toFixed(0)}, load generator ${cpu.bench.toFixed(0)}`,
      );
      return row;
    };
    const cacheOff = extra.READ_CACHE_MB === '0';
    const read = await split(
      cacheOff ? 'timeline read, cache off (8 conn.)' : 'timeline read (32 conn.)',
      cacheOff ? 8 : 32,
      (url) => ({ url: `${url}${timelinePath}`, headers: { ...auth, ...BROWSER } }),
    );
    if (cacheOff) {
      for (const s of servers) await s.stop();
      return { read, create: read };
    }
    const create = await split('event create (16 conn.)', 16, (url) => ({
      url: `${url}/api/events`,
      method: 'POST',
      headers: { ...other, 'content-type': 'application/json' },
      body: createBody,
    }));
    for (const s of servers) await s.stop();
    return { read, create };
  };
  const one = await measure(1);
  const two = await measure(2);
  // Every read built anew (the read cache off): the server's own work dominates, not the load
  // generator's; where a second process can show what it adds on two cores.
  const uncachedOne = (await measure(1, { READ_CACHE_MB: '0' })).read;
  const uncachedTwo = (await measure(2, { READ_CACHE_MB: '0' })).read;
  return { one, two, uncachedOne, uncachedTwo };
}

/**
 * Files on the disk and in a bucket (issue 19): a 1 MB upload at 4 connections, a download of a
 * private document through its signed link at 8, and the server's memory while 15 MB uploads go
 * by one after another (streamed: the peak must not grow with the file). The bucket is s3rver
 * on the same two cores, slower than a real object store: its figures are a floor.
 */
async function objectStores(p: Prepared, taskId: number) {
  const s3Dir = fs.mkdtempSync(path.join(work, 's3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'bench', configs: [] }],
  });
  const { port } = await s3.run();
  const bucket = {
    S3_BUCKET: 'bench',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const figures: Record<string, { upload: Row; download: Row; peakMb: number; baseMb: number }> =
    {};
  for (const [store, extra] of [
    ['disk', {}],
    ['bucket', bucket],
  ] as const) {
    const server = await startServer({ ...p.env, ...extra }, 3920);
    const auth = await signIn(server.url, p.seeded.adminEmail);
    const mega = uploadBody(1024 * 1024);
    const upload = await load(`task upload 1 MB, ${store} (4 connections)`, {
      url: `${server.url}/api/tasks/${taskId}`,
      method: 'POST',
      headers: { ...auth, 'content-type': mega.contentType },
      body: mega.body,
      connections: 4,
    });
    const task = await json<{ data: { documents: string } }>(`${server.url}/api/tasks/${taskId}`, {
      headers: auth,
    });
    const link = new URL(task.data.documents, server.url);
    const download = await load(`document download 1 MB, ${store} (8 connections)`, {
      url: `${server.url}${link.pathname}${link.search}`,
      connections: 8,
    });
    // The server's memory while five 15 MB uploads go one after another.
    const big = uploadBody(15 * 1024 * 1024);
    const pid = server.child.pid!;
    const baseMb = rssMb(pid);
    let peakMb = baseMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 20);
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${server.url}/api/tasks/${taskId}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': big.contentType },
        body: new Uint8Array(big.body),
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`15 MB upload to the ${store}: ${res.status}`);
    }
    clearInterval(sampler);
    console.log(
      `  15 MB uploads to the ${store}, five in a row: server RSS ${baseMb.toFixed(0)} MB before, ${peakMb.toFixed(0)} MB at the peak`,
    );
    figures[store] = { upload, download, peakMb, baseMb };
    await server.stop();
  }
  await s3.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
  return figures;
}

async function main() {
  const t0 = performance.now();
  fs.mkdirSync(work, { recursive: true });
  console.log(
    `Benchmark on ${baseUrl ? 'PostgreSQL' : 'SQLite'}: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}; ${seconds} s per endpoint, loopback; parts: ${[...parts].join(', ')}.`,
  );
  if (!process.env.BENCH_FROM_SOURCE) {
    const build = spawnSync('node', ['scripts/start.mjs', '--build-only'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('build failed');
  }

  const big = await prepare('national', national);
  let logShare: Awaited<ReturnType<typeof logCost>> | undefined;
  if (parts.has('activity')) {
    const t0 = Date.now();
    const entries = await seedActivity(big.env, big.seeded.largeCompanyId);
    console.log(
      `  seeded ${entries.toLocaleString('en')} activity entries in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    logShare = await logCost(big.env, big.seeded.largeCompanyId, big.seeded.fiscalYearId);
    console.log(
      `  event create in its transaction (500 each, alternating): ${logShare.without.toFixed(2)} ms without its activity entry, ${logShare.withLog.toFixed(2)} ms with it (+${(logShare.share * 100).toFixed(1)} %)`,
    );
  }
  let mailed: MailCost | undefined;
  if (parts.has('mail')) {
    mailed = await mailCost(big.env);
    console.log(
      `  mail: ${mailed.officers.toLocaleString('en')} officers with the digest and reminders; Sunday 07:05 queues and sends ${mailed.queued.toLocaleString('en')} mails in ${mailed.firstTickMs.toFixed(0)} ms (${mailed.perMail.toFixed(2)} ms a mail); each minute after: median ${mailed.steadyMedianMs.toFixed(1)} ms, max ${mailed.steadyMaxMs.toFixed(1)} ms`,
    );
  }
  const startTimes = parts.has('startup') ? await measureStartUp(big) : undefined;
  if (startTimes)
    console.log(
      `  npm start (already built) to first healthy /api/health: ${startTimes.map((t) => `${t.toFixed(0)} ms`).join(', ')}`,
    );
  const server = await startServer(big.env, 3901);
  const pid = server.child.pid!;
  const auth = await signIn(server.url, big.seeded.adminEmail);
  const otherAuth = await signIn(server.url, big.seeded.otherAdminEmail!);
  const timelinePath = `/api/events?fiscal_year_id=${big.seeded.fiscalYearId}`;
  const identity = await fetch(`${server.url}${timelinePath}`, { headers: auth });
  const plain = Buffer.from(await identity.arrayBuffer());
  const events = (
    JSON.parse(plain.toString()) as {
      data: { id: number; date: string; tasks: { id: number }[] }[];
    }
  ).data;
  const one = events[Math.floor(events.length / 2)]!;
  console.log(
    '\n  endpoint (32 connections unless said)              requests/s    latency             errors',
  );
  const read = parts.has('reads')
    ? await reads(server, auth, timelinePath, plain, events.length, one.id)
    : undefined;
  const createBody = JSON.stringify({
    fiscal_year_id: big.seeded.fiscalYearId,
    title: 'बेन्चमार्क कार्यक्रम',
    content: 'नयाँ कार्यक्रम',
    date: one.date,
    tasks: ['सूचना', 'बैठक'],
    categories: [],
  });
  const loginBody = JSON.stringify({ email: big.seeded.adminEmail, password: PASSWORD });
  const write = parts.has('writes')
    ? await writes(
        server,
        { large: auth, other: otherAuth },
        createBody,
        loginBody,
        one.tasks[0]!.id,
      )
    : undefined;
  const report = parts.has('reports')
    ? await reports(server, auth, big.seeded.fiscalYearId)
    : undefined;

  let mixed: Mixed | undefined;
  if (parts.has('mixed')) {
    console.log(`\n  mixed load for ${mixedSeconds} s …`);
    mixed = await mixedLoad(
      server,
      pid,
      {
        timeline: timelinePath,
        list: `${timelinePath}&per_page=25&page=2`,
        one: `/api/events/${one.id}`,
        create: '/api/events',
        upload: `/api/tasks/${one.tasks[1]!.id}`,
      },
      { large: auth, other: otherAuth },
      createBody,
      loginBody,
    );
    for (const r of [mixed.reads, mixed.creates, mixed.uploads, mixed.logins]) {
      rows.push(r);
      print(r);
    }
    console.log(
      `  server memory (RSS) every 5 s: ${mixed.samples.map((s) => s.toFixed(0)).join(' ')} MB`,
    );
  }
  const activity = parts.has('activity')
    ? await activityReads(server, auth, big.seeded.largeCompanyId)
    : undefined;
  // An event create as an officer waits for it (the HTTP request, one at a time): the
  // denominator of the log's share.
  let createMs: number | undefined;
  if (parts.has('activity')) {
    const t0 = performance.now();
    for (let i = 0; i < 200; i++) {
      const res = await fetch(`${server.url}/api/events`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: createBody,
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`create: ${res.status}`);
    }
    createMs = (performance.now() - t0) / 200;
    console.log(`  event create over HTTP, one at a time: mean ${createMs.toFixed(2)} ms`);
  }
  const imported = parts.has('imports')
    ? await imports(server, auth, big.seeded.fiscalYearId, [...new Set(events.map((e) => e.date))])
    : undefined;
  const rss = rssMb(pid);
  await server.stop();

  const objects = parts.has('objects') ? await objectStores(big, one.tasks[0]!.id) : undefined;
  let scaling: Awaited<ReturnType<typeof processScaling>> | undefined;
  if (parts.has('processes')) {
    if (baseUrl) {
      console.log('\n  one process, then two, on one PostgreSQL database:');
      scaling = await processScaling(big, timelinePath, createBody);
    } else console.log('\n  processes: several processes need PostgreSQL (DATABASE_URL); skipped');
  }

  // The report as a cache miss costs it: after every change to the municipality's plan.
  let reportCold: Row | undefined;
  let wardCold: Row | undefined;
  if (parts.has('reports')) {
    const coldServer = await startServer({ ...big.env, READ_CACHE_MB: '0' }, 3906);
    const coldAuth = await signIn(coldServer.url, big.seeded.adminEmail);
    reportCold = await load('progress report, cache off (8 connections)', {
      url: `${coldServer.url}/api/reports/progress?fiscal_year_id=${big.seeded.fiscalYearId}`,
      headers: { ...coldAuth, ...BROWSER },
      connections: 8,
    });
    // The by-ward report at national scale as a cache miss costs it: every query run.
    wardCold = await load('progress report by ward, national scale, cache off (8 conn.)', {
      url: `${coldServer.url}/api/reports/progress?fiscal_year_id=${big.seeded.fiscalYearId}&ward=5`,
      headers: { ...coldAuth, ...BROWSER },
      connections: 8,
    });
    await coldServer.stop();
  }

  let cold: { uncached: Row; alone: Row; smallSize: string } | undefined;
  if (parts.has('cold')) {
    // Uncached, to see the database and the serialiser at work: national vs the large alone.
    const coldServer = await startServer({ ...big.env, READ_CACHE_MB: '0' }, 3905);
    const coldAuth = await signIn(coldServer.url, big.seeded.adminEmail);
    const uncached = await load('timeline read, cache off, national database', {
      url: `${coldServer.url}${timelinePath}`,
      headers: { ...coldAuth, ...BROWSER },
    });
    await coldServer.stop();
    const small = await prepare('large-only', largeOnly);
    const smallServer = await startServer({ ...small.env, READ_CACHE_MB: '0' }, 3903);
    const smallAuth = await signIn(smallServer.url, small.seeded.adminEmail);
    const alone = await load('timeline read, cache off, large municipality alone', {
      url: `${smallServer.url}/api/events?fiscal_year_id=${small.seeded.fiscalYearId}`,
      headers: { ...smallAuth, ...BROWSER },
    });
    await smallServer.stop();
    cold = { uncached, alone, smallSize: await databaseSize(small) };
  }
  const bigSize = await databaseSize(big);

  const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;
  const line = (label: string, text: string) => console.log(`  ${`${label}:`.padEnd(39)} ${text}`);
  console.log('\nSummary');
  if (read) {
    line(
      'timeline read / ceiling',
      `${pct(read.read.rps, read.ceiling.rps)} (aim ≥ 50 %); p99 ${read.read.p99} ms at 32 connections (aim ≤ 25 ms)`,
    );
    line(
      'timeline revalidation (304)',
      `${read.revalidate.rps.toFixed(0)} req/s, p99 ${read.revalidate.p99} ms at 32 connections`,
    );
    line(
      'one event / ceiling',
      `${pct(read.oneRead.rps, read.ceiling.rps)}; list page / ceiling: ${pct(read.page.rps, read.ceiling.rps)}`,
    );
  }
  if (cold)
    line(
      'national vs large municipality alone',
      `${pct(cold.uncached.rps, cold.alone.rps)} of its requests/s, cache off (aim ≥ 80 %)`,
    );
  if (write)
    line(
      'event create p99',
      `${write.create.p99} ms at 4 connections (aim ≤ 20 ms); ${write.create16.p99} ms at 16 (${write.create16.rps.toFixed(0)} req/s)`,
    );
  if (report) {
    line(
      'progress report p99',
      `${report.progress.p99} ms at 8 connections, ${report.progress.rps.toFixed(0)} req/s (aim ≤ 50 ms)${reportCold ? `; cache off ${reportCold.p99} ms, ${reportCold.rps.toFixed(0)} req/s` : ''}`,
    );
    line(
      'progress report by ward p99',
      `ward 5's report ${report.byWard.p99} ms at 8 connections (p50 ${report.byWard.p50} ms)${wardCold ? `; cache off p50 ${wardCold.p50} ms, p99 ${wardCold.p99} ms` : ''} (aim ≤ 50 ms)`,
    );
    line(
      'national progress table',
      `median ${report.companies.median.toFixed(0)} ms, max ${report.companies.max.toFixed(0)} ms for ${report.companies.municipalities} municipalities (aim ≤ 500 ms)`,
    );
  }
  if (imported)
    line(
      'import of 2,000 rows',
      `preview ${imported.preview.toFixed(0)} ms (aim ≤ 3,000), commit ${imported.commit.toFixed(0)} ms (aim ≤ 5,000); RSS after ${imported.rss.toFixed(0)} MB`,
    );
  if (logShare) {
    const added = logShare.withLog - logShare.without;
    line(
      'activity entry on an event create',
      `+${added.toFixed(3)} ms: ${createMs ? `${((added / createMs) * 100).toFixed(1)} % of a create over HTTP (${createMs.toFixed(2)} ms; aim ≤ 10 %), ` : ''}${(logShare.share * 100).toFixed(0)} % of the create's transaction alone`,
    );
  }
  if (activity) {
    const slowest = activity.reduce((a, b) => (b.max > a.max ? b : a));
    line(
      'activity log page (500,000 entries)',
      `slowest median ${Math.max(...activity.map((a) => a.median)).toFixed(1)} ms, max ${slowest.max.toFixed(1)} ms (${slowest.label}; aim ≤ 50 ms)`,
    );
  }
  if (mailed) {
    line(
      'mail at Sunday 07:05 (national)',
      `${mailed.queued.toLocaleString('en')} digests and reminders queued and handed to SMTP in ${(mailed.firstTickMs / 1000).toFixed(1)} s (${mailed.perMail.toFixed(2)} ms a mail); the per-minute look after: median ${mailed.steadyMedianMs.toFixed(1)} ms`,
    );
  }
  if (objects?.disk && objects.bucket) {
    const { disk, bucket } = objects;
    line(
      'files on disk / in a bucket (s3rver)',
      `1 MB upload ${disk.upload.rps.toFixed(0)} / ${bucket.upload.rps.toFixed(0)} req/s, download ${disk.download.rps.toFixed(0)} / ${bucket.download.rps.toFixed(0)} req/s; RSS growth over 15 MB uploads ${(disk.peakMb - disk.baseMb).toFixed(0)} / ${(bucket.peakMb - bucket.baseMb).toFixed(0)} MB`,
    );
  }
  if (scaling) {
    const ratio = (a: Row, b: Row) => `${(b.rps / a.rps).toFixed(2)}×`;
    line(
      'two processes / one (2 cores)',
      `timeline read ${scaling.one.read.rps.toFixed(0)} → ${scaling.two.read.rps.toFixed(0)} req/s (${ratio(scaling.one.read, scaling.two.read)}); cache off ${scaling.uncachedOne.rps.toFixed(0)} → ${scaling.uncachedTwo.rps.toFixed(0)} req/s (${ratio(scaling.uncachedOne, scaling.uncachedTwo)}); event create ${scaling.one.create.rps.toFixed(0)} → ${scaling.two.create.rps.toFixed(0)} req/s (${ratio(scaling.one.create, scaling.two.create)})`,
    );
  }
  line('errors in all runs', `${rows.reduce((n, r) => n + r.errors, 0)} (aim 0)`);
  if (startTimes)
    line('npm start to healthy (median of 3)', `${startTimes[1]!.toFixed(0)} ms (aim ≤ 1,500 ms)`);
  line('server memory (RSS) after the run', `${rss.toFixed(0)} MB (aim ≤ 250 MB)`);
  if (mixed) {
    const mid = Math.floor(mixed.samples.length / 2);
    const range = (xs: number[]) =>
      `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)} MB`;
    line(
      'memory through the mixed load',
      `first half ${range(mixed.samples.slice(0, mid))}, second half ${range(mixed.samples.slice(mid))}`,
    );
  }
  line(
    'database size on disk',
    `national ${bigSize}${cold ? `; large alone ${cold.smallSize}` : ''}`,
  );
  line('whole run', `${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
