import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/**
 * The real server as a separate process, started from its TypeScript source exactly as
 * `npm run dev -w @karyayojana/server` does (no build needed), so that a test can kill it
 * with SIGKILL and start it again on the same DATA_DIR and database.
 */
const root = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  url: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Whether the process has exited. */
  exited(): boolean;
  /** SIGKILL: no shutdown hook, no flush, no closing of the database. Resolves once it is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful stop of server.ts. */
  stop(): Promise<void>;
}

/** Every process started here that has not closed yet, with the promise of its closing. */
const running = new Map<ChildProcess, Promise<void>>();

export async function freePort(): Promise<number> {
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
 * Starts `apps/server/src/server.ts` with `env` (DATA_DIR, ADMIN_*, DATABASE_URL…) on a free
 * port of 127.0.0.1 and waits until `/api/health` answers 200. A port taken between the probe
 * and the server's listen (other suites run at the same time) is retried on another port.
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env, timeoutMs);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startOnce(
  env: Record<string, string | undefined>,
  timeoutMs: number,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'apps/server/src/server.ts'],
    {
      cwd: root,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // 'close': the process has exited and all of its output has been read.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  running.set(child, closed);
  void closed.then(() => running.delete(child));
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await closed; // all of its output read
      throw new Error(`server exited at start:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await closed;
      throw new Error(`server did not become healthy within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    url,
    pid: child.pid ?? 0,
    output: () => output,
    exited,
    async kill() {
      if (!exited()) child.kill('SIGKILL');
      await closed;
    },
    async stop() {
      if (!exited()) child.kill('SIGTERM');
      await closed;
    },
  };
}

/** SIGKILLs every server this module started that still runs (a test's last clean-up). */
export async function killStartedServers(): Promise<void> {
  await Promise.all(
    [...running].map(([child, closed]) => {
      child.kill('SIGKILL');
      return closed;
    }),
  );
}
