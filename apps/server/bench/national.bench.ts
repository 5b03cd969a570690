/**
 * `npm run bench` (server): a national-size database, the server started as `npm start`
 * starts it, and autocannon over loopback. Prints requests/s, p50/p99 latency and errors per
 * endpoint, the ratio of each read to a ceiling server, start-up time, memory and database
 * size. SQLite by default; PostgreSQL when DATABASE_URL is set (a fresh database on that
 * server is created for the run).
 */
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import autocannon from 'autocannon';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createClock } from '../src/lib/clock.js';
import { LoginThrottle } from '../src/features/auth/login-throttle.js';
import { hashPassword } from '../src/features/auth/passwords.js';
import { firstStart } from '../src/features/bootstrap/first-start.js';
import { loadSigningSecret, localFileStore } from '../src/features/files/file-store.js';
import { seedNational, type Seeded } from './seed-national.js';

const root = path.resolve(import.meta.dirname, '../../..');
const work = path.join(root, '.tmp', 'bench');
const PASSWORD = 'bench-password';
const baseUrl = process.env.DATABASE_URL;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const national = { municipalities: 753, perCompany: 300, largeEvents: 2000 };
const largeOnly = { municipalities: 0, perCompany: 0, largeEvents: 2000 };

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  note?: string;
}
const rows: Row[] = [];

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

async function prepare(
  kind: string,
  shape: typeof national,
): Promise<{ env: Record<string, string>; seeded: Seeded; dataDir: string }> {
  const dataDir = path.join(work, kind);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const databaseUrl = await freshDatabase(`karyayojana_bench_${kind}`);
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'super@bench.local',
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const config = loadConfig(env);
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  const started = Date.now();
  await migrateToLatest(database.db);
  await firstStart({
    config,
    db: database.db,
    dialect: database.dialect,
    clock: createClock(config.timeZone),
    loginThrottle: new LoginThrottle(10),
    store: localFileStore(dataDir, loadSigningSecret(dataDir)),
  });
  const seeded = await seedNational(database.db, shape, await hashPassword(PASSWORD));
  await database.close();
  console.log(
    `  seeded ${kind}: ${shape.municipalities + 1} municipalities, ${seeded.events} events in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { env, seeded, dataDir };
}

async function startServer(env: Record<string, string>, port: number) {
  const t0 = performance.now();
  const child = spawn('node', ['apps/server/dist/server.js'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    if (child.exitCode !== null) throw new Error('server exited');
    await new Promise((r) => setTimeout(r, 5));
  }
  return { child, url, startMs: performance.now() - t0 };
}

function rssMb(child: ChildProcess): number {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function load(name: string, opts: autocannon.Options, note?: string): Promise<Row> {
  const r = await autocannon({ duration: seconds, connections: 32, ...opts });
  const row = {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    ...(note ? { note } : {}),
  };
  rows.push(row);
  console.log(
    `  ${name.padEnd(34)} ${row.rps.toFixed(0).padStart(7)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms  errors ${row.errors}`,
  );
  return row;
}

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

function pdfOf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n% benchmark\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - 6, 0x20), Buffer.from('\n%%EOF')]);
}

async function main() {
  fs.mkdirSync(work, { recursive: true });
  console.log(
    `Benchmark on ${baseUrl ? 'PostgreSQL' : 'SQLite'}; ${seconds} s per endpoint, loopback.`,
  );
  const build = spawnSync('node', ['scripts/start.mjs', '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');

  const big = await prepare('national', national);
  const server = await startServer(big.env, 3901);
  console.log(
    `  start-up to first healthy /api/health: ${server.startMs.toFixed(0)} ms (already built)`,
  );
  const { token } = await json<{ token: string }>(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: big.seeded.adminEmail, password: PASSWORD }),
  });
  const auth = { authorization: `Bearer ${token}` };
  const timelinePath = `/api/events?fiscal_year_id=${big.seeded.fiscalYearId}`;
  const timeline = await fetch(`${server.url}${timelinePath}`, { headers: auth });
  const body = Buffer.from(await timeline.arrayBuffer());
  const events = (
    JSON.parse(body.toString()) as { data: { id: number; tasks: { id: number }[] }[] }
  ).data;
  const one = events[Math.floor(events.length / 2)]!;
  console.log(`  timeline body: ${events.length} events, ${(body.length / 1024).toFixed(0)} KiB`);

  const bodyFile = path.join(work, 'timeline.json');
  fs.writeFileSync(bodyFile, body);
  const ceilingProc = fork(path.join(import.meta.dirname, 'ceiling-server.mjs'), {
    env: { ...process.env, BODY_FILE: bodyFile, PORT: '3902' },
  });
  await new Promise((r) => ceilingProc.once('message', r));

  console.log('\n  endpoint                             requests/s      latency          errors');
  const ceiling = await load('ceiling (same body, bare Fastify)', {
    url: 'http://127.0.0.1:3902/ceiling',
  });
  const read = await load('timeline read (2,000 events)', {
    url: `${server.url}${timelinePath}`,
    headers: auth,
  });
  await load('one event', { url: `${server.url}/api/events/${one.id}`, headers: auth });
  await load('events list page (per_page=25)', {
    url: `${server.url}${timelinePath}&per_page=25&page=3`,
    headers: auth,
  });
  const createBody = JSON.stringify({
    fiscal_year_id: big.seeded.fiscalYearId,
    title: 'बेन्चमार्क कार्यक्रम',
    content: 'नयाँ कार्यक्रम',
    date: events[0] ? (events[0] as unknown as { date: string }).date : undefined,
    tasks: ['क', 'ख'],
    categories: [],
  });
  await load('event create', {
    url: `${server.url}/api/events`,
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: createBody,
    connections: 16,
  });
  const boundary = 'benchboundary';
  const upload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="_method"\r\n\r\nPUT\r\n--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="proof.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdfOf(1024 * 1024),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  await load('task upload (1 MB PDF)', {
    url: `${server.url}/api/tasks/${one.tasks[0]!.id}`,
    method: 'POST',
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: upload,
    connections: 4,
  });
  await load('login (argon2id)', {
    url: `${server.url}/api/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: big.seeded.adminEmail, password: PASSWORD }),
    connections: 4,
  });
  const rss = rssMb(server.child);
  server.child.kill('SIGTERM');
  ceilingProc.kill('SIGTERM');

  const small = await prepare('large-only', largeOnly);
  const smallServer = await startServer(small.env, 3903);
  const { token: t2 } = await json<{ token: string }>(`${smallServer.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: small.seeded.adminEmail, password: PASSWORD }),
  });
  const alone = await load('timeline read, large municipality alone', {
    url: `${smallServer.url}/api/events?fiscal_year_id=${small.seeded.fiscalYearId}`,
    headers: { authorization: `Bearer ${t2}` },
  });
  smallServer.child.kill('SIGTERM');

  const size = baseUrl
    ? 'see PostgreSQL (pg_database_size)'
    : `${(fs.statSync(path.join(big.dataDir, 'karyayojana.sqlite')).size / 1024 / 1024).toFixed(0)} MB`;
  console.log('\nSummary');
  console.log(
    `  timeline read / ceiling:            ${((read.rps / ceiling.rps) * 100).toFixed(0)} % (aim ≥ 50 %), p99 ${read.p99} ms (aim ≤ 25 ms)`,
  );
  console.log(
    `  national vs large municipality alone: ${((read.rps / alone.rps) * 100).toFixed(0)} % of the requests/s (aim ≥ 80 %)`,
  );
  console.log(
    `  event create p99:                   ${rows.find((r) => r.name === 'event create')?.p99} ms (aim ≤ 20 ms)`,
  );
  console.log(
    `  errors in all runs:                 ${rows.reduce((n, r) => n + r.errors, 0)} (aim 0)`,
  );
  console.log(
    `  start-up (built) to healthy:        ${server.startMs.toFixed(0)} ms (aim ≤ 1,500 ms)`,
  );
  console.log(`  server memory (RSS) after the run:  ${rss.toFixed(0)} MB (aim ≤ 250 MB)`);
  console.log(`  database size on disk:              ${size}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
