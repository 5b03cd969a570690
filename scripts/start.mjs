// `npm start`: build what is missing or stale, then run the server in this process.
// `--build-only` stops after the build (used by seed:demo and the test runner).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'packages/nepali-calendar/src',
  'packages/nepal-admin/src',
  'packages/contracts/src',
  'apps/server/src',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'package-lock.json',
];
const outputs = ['apps/server/dist/server.js', 'apps/web/dist/index.html'];

function newest(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of fs.readdirSync(full)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

function oldestOutput() {
  let min = Infinity;
  for (const o of outputs) {
    const full = path.join(root, o);
    min = Math.min(min, fs.existsSync(full) ? fs.statSync(full).mtimeMs : 0);
  }
  return min;
}

if (oldestOutput() < Math.max(...sources.map(newest))) {
  console.log('Building कार्ययोजना (first start or changed sources)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // tsc -b leaves an up-to-date output untouched; mark the build as fresh.
  const now = new Date();
  for (const o of outputs) fs.utimesSync(path.join(root, o), now, now);
}

if (!process.argv.includes('--build-only')) {
  await import(path.join(root, 'apps/server/dist/server.js'));
}
