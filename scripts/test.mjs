// `npm test`: every check and every suite, then one line for CI: "N passed, N failed".
// Static checks count as one test each; suites count their tests from Vitest's JSON report.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });
let passed = 0;
let failed = 0;
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return r.status === 0;
}

function check(label, command, args) {
  if (run(label, command, args)) passed++;
  else {
    failed++;
    failures.push(label);
  }
}

function suite(label, projects, env = {}) {
  const report = path.join(tmp, `${label}.json`);
  fs.rmSync(report, { force: true });
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  const ok = run(label, 'npx', args, env);
  if (!fs.existsSync(report)) {
    failed++;
    failures.push(`${label} (no report)`);
    return;
  }
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  // A suite that fails outside any test (a file that cannot load) still fails the run.
  if (!ok && r.numFailedTests === 0) {
    failed++;
    failures.push(`${label} (suite error)`);
  } else if (r.numFailedTests > 0) failures.push(`${label} (${r.numFailedTests} failed)`);
}

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npm', ['run', '--silent', 'lint']);
check('format', 'npm', ['run', '--silent', 'format:check']);

const unit = ['calendar-*', 'admin', 'contracts', 'server', 'web'];
if (process.env.TEST_DATABASE_URL) unit.push('server-pg');
suite('unit-and-integration', unit);

if (run('build', 'node', ['scripts/start.mjs', '--build-only'])) {
  suite('e2e', ['e2e']);
} else {
  failed++;
  failures.push('build');
}

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
