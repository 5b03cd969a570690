import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}

export const SUPER_ADMIN = { email: 'super@e2e.test', password: 'super-secret-e2e' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server as an operator does (`node apps/server/dist/server.js`) on an empty
 * DATA_DIR, optionally after `seed:demo`, and waits until /api/health answers.
 */
export async function startServer(options: { seed?: boolean; env?: Record<string, string> } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karyayojana-e2e-'));
  const port = await freePort();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: SUPER_ADMIN.email,
    ADMIN_PASSWORD: SUPER_ADMIN.password,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.seed) {
    const r = spawnSync('node', ['apps/server/dist/cli/seed-demo.js'], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`seed:demo failed: ${r.stderr}`);
  }
  const child: ChildProcess = spawn('node', ['apps/server/dist/server.js'], {
    cwd: root,
    env,
    stdio: 'pipe',
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    env,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  } satisfies RunningServer;
}

/** Signs in through the API (for set-up steps that are not what a test is about). */
export async function apiLogin(
  server: RunningServer,
  email: string,
  password: string,
): Promise<string> {
  const res = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}
