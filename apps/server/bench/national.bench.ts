/**
 * `npm run bench` (server): a national-size database, the server started as `npm start`
 * starts it, and autocannon over loopback. Prints requests/s, p50/p99 latency and errors per
 * endpoint, the ratio of each read to a ceiling server, start-up time, memory, database size,
 * and a 60-second mixed load with the server's memory sampled through it. SQLite by default;
 * PostgreSQL when DATABASE_URL is set (a fresh database on that server is created per run).
 * docs/performance.md holds the figures and what they mean.
 */
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import autocannon from 'autocannon';
import { seedDataDir, type Seeded } from './seed-national.js';

const root = path.resolve(import.meta.dirname, '../../..');
const work = path.join(root, '.tmp', 'bench');
const PASSWORD = 'bench-password';
const baseUrl = process.env.DATABASE_URL;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const mixedSeconds = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
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

/** Starts `command` (its own process group) and waits for the first healthy /api/health. */
async function startServer(
  env: Record<string, string>,
  port: number,
  command: string[] = ['node', 'scripts/start.mjs'],
): Promise<Running> {
  const t0 = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
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

async function main() {
  const t0 = performance.now();
  fs.mkdirSync(work, { recursive: true });
  console.log(
    `Benchmark on ${baseUrl ? 'PostgreSQL' : 'SQLite'}: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}; ${seconds} s per endpoint, loopback.`,
  );
  const build = spawnSync('node', ['scripts/start.mjs', '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');

  const big = await prepare('national', national);
  const startTimes = await measureStartUp(big);
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
  // The bytes a browser receives: what the ceiling sends too.
  const wire = zlib.brotliCompressSync(plain, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
  });
  console.log(
    `  timeline body: ${events.length} events, ${(plain.length / 1024).toFixed(0)} KiB of JSON, ${(wire.length / 1024).toFixed(0)} KiB in brotli`,
  );

  const bodyFile = path.join(work, 'timeline.br');
  fs.writeFileSync(bodyFile, wire);
  const ceilingProc = fork(path.join(import.meta.dirname, 'ceiling-server.mjs'), {
    env: { ...process.env, BODY_FILE: bodyFile, ENCODING: 'br', PORT: '3902' },
  });
  await new Promise((r) => ceilingProc.once('message', r));

  console.log(
    '\n  endpoint (32 connections unless said)              requests/s    latency             errors',
  );
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
    url: `${server.url}/api/events/${one.id}`,
    headers: { ...auth, ...BROWSER },
  });
  const page = await load('events list page (per_page=25)', {
    url: `${server.url}${timelinePath}&per_page=25&page=3`,
    headers: { ...auth, ...BROWSER },
  });
  const createBody = JSON.stringify({
    fiscal_year_id: big.seeded.fiscalYearId,
    title: 'बेन्चमार्क कार्यक्रम',
    content: 'नयाँ कार्यक्रम',
    date: one.date,
    tasks: ['सूचना', 'बैठक'],
    categories: [],
  });
  // Four officers saving at the same moment, then sixteen (the process saturated: in a closed
  // loop, latency is connections ÷ throughput).
  const createOptions = {
    url: `${server.url}/api/events`,
    method: 'POST' as const,
    headers: { ...otherAuth, 'content-type': 'application/json' },
    body: createBody,
  };
  const create = await load('event create (4 connections)', { ...createOptions, connections: 4 });
  const create16 = await load('event create (16 connections)', {
    ...createOptions,
    connections: 16,
  });
  const mega = uploadBody(1024 * 1024);
  await load('task upload, 1 MB PDF (4 connections)', {
    url: `${server.url}/api/tasks/${one.tasks[0]!.id}`,
    method: 'POST',
    headers: { ...auth, 'content-type': mega.contentType },
    body: mega.body,
    connections: 4,
  });
  const loginBody = JSON.stringify({ email: big.seeded.adminEmail, password: PASSWORD });
  await load('login, argon2id (4 connections)', {
    url: `${server.url}/api/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody,
    connections: 4,
  });

  console.log(`\n  mixed load for ${mixedSeconds} s …`);
  const mixed = await mixedLoad(
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
  const rss = rssMb(pid);
  await server.stop();

  // Uncached, to see the database and the serialiser at work: national vs the large alone.
  const cold = await startServer({ ...big.env, READ_CACHE_MB: '0' }, 3905);
  const coldAuth = await signIn(cold.url, big.seeded.adminEmail);
  const uncached = await load('timeline read, cache off, national database', {
    url: `${cold.url}${timelinePath}`,
    headers: { ...coldAuth, ...BROWSER },
  });
  await cold.stop();
  const bigSize = await databaseSize(big);

  const small = await prepare('large-only', largeOnly);
  const smallServer = await startServer({ ...small.env, READ_CACHE_MB: '0' }, 3903);
  const smallAuth = await signIn(smallServer.url, small.seeded.adminEmail);
  const alone = await load('timeline read, cache off, large municipality alone', {
    url: `${smallServer.url}/api/events?fiscal_year_id=${small.seeded.fiscalYearId}`,
    headers: { ...smallAuth, ...BROWSER },
  });
  await smallServer.stop();
  const smallSize = await databaseSize(small);

  const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;
  const mid = Math.floor(mixed.samples.length / 2);
  const half = mixed.samples.slice(mid);
  console.log('\nSummary');
  console.log(
    `  timeline read / ceiling:               ${pct(read.rps, ceiling.rps)} (aim ≥ 50 %); p99 ${read.p99} ms at 32 connections (aim ≤ 25 ms)`,
  );
  console.log(
    `  timeline revalidation (304):           ${revalidate.rps.toFixed(0)} req/s, p99 ${revalidate.p99} ms at 32 connections`,
  );
  console.log(
    `  one event / ceiling:                   ${pct(oneRead.rps, ceiling.rps)}; list page / ceiling: ${pct(page.rps, ceiling.rps)}`,
  );
  console.log(
    `  national vs large municipality alone:  ${pct(uncached.rps, alone.rps)} of its requests/s, cache off (aim ≥ 80 %)`,
  );
  console.log(
    `  event create p99:                      ${create.p99} ms at 4 connections (aim ≤ 20 ms); ${create16.p99} ms at 16 (${create16.rps.toFixed(0)} req/s)`,
  );
  console.log(
    `  errors in all runs:                    ${rows.reduce((n, r) => n + r.errors, 0)} (aim 0)`,
  );
  console.log(
    `  npm start to healthy (median of 3):    ${startTimes[1]!.toFixed(0)} ms (aim ≤ 1,500 ms)`,
  );
  console.log(`  server memory (RSS) after the run:     ${rss.toFixed(0)} MB (aim ≤ 250 MB)`);
  const range = (xs: number[]) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)} MB`;
  console.log(
    `  memory through the mixed load:         first half ${range(mixed.samples.slice(0, mid))}, second half ${range(half)}`,
  );
  console.log(
    `  database size on disk:                 national ${bigSize}; large alone ${smallSize}`,
  );
  console.log(
    `  whole run:                             ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
