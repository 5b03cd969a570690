// Prints what each route costs a user on a slow link: the gzip size of the JavaScript a route
// chunk loads (its file and its static imports, transitively, the entry among them) and of its
// CSS, and whether the JavaScript is within the route's budget (docs: issue 7, "Web budgets").
// Run after `vite build` (the package's build script does); reads dist/.vite/manifest.json.
// It prints and never fails the build: the figures are for people to read.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';
const BUDGET = { login: 120 * KB, other: 250 * KB };
// A page inside the signed-in layout also waits for the layout and the features' texts (one
// lazy route above it in app/router.tsx); every feature page but the login page is inside it.
const SIGNED_IN_LAYOUT = ['src/app/layouts/app-layout.tsx', 'src/lib/i18n/features.ts'];
const insideLayout = (key) => key.startsWith('src/features/') && key !== LOGIN_PAGE;

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(
    `size-report: ${manifestPath} is missing; run vite build with build.manifest first.`,
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
for (const key of [LOGIN_PAGE, ...SIGNED_IN_LAYOUT]) {
  if (!manifest[key])
    console.warn(`size-report: ${key} is not a chunk any more; update the script.`);
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The chunk's files and those of its static imports, transitively (what loading it fetches). */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

function cost(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
  return { js: sum(js), css: sum(css) };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryKeys = closure(entryKey);
const dynamicKeys = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry)
  .sort();
// Routes are the app's pages and layouts; the rest (sonner, the features' texts) is code that
// a page fetches on demand, after its first render or with a route.
const isRoute = (key) => /^src\/(features\/[^/]+\/pages|app\/layouts|app\/routes)\//.test(key);
const routeKeys = dynamicKeys.filter(isRoute);
const onDemandKeys = dynamicKeys.filter((key) => !isRoute(key));

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
const name = (key) =>
  key.replace(/^src\//, '').replace(/^(\.\.\/)*node_modules\/((@[^/]+\/)?[^/]+)\/.*$/, '$2');

const rows = [['route', 'JS gzip', 'CSS gzip', 'JS beyond entry', 'budget', '']];
const entry = cost(entryKeys);
rows.push([`${entryKey} (entry)`, kb(entry.js), kb(entry.css), '-', '', '']);
const over = [];
for (const key of routeKeys) {
  const keys = closure(key);
  if (insideLayout(key)) for (const layoutKey of SIGNED_IN_LAYOUT) closure(layoutKey, keys);
  const own = cost(keys);
  const extra = cost([...keys].filter((k) => !entryKeys.has(k)));
  const budget = key === LOGIN_PAGE ? BUDGET.login : BUDGET.other;
  const within = own.js <= budget;
  if (!within) over.push(name(key));
  rows.push([
    name(key) + (insideLayout(key) ? ' *' : ''),
    kb(own.js),
    kb(own.css),
    kb(extra.js),
    kb(budget),
    within ? 'ok' : `OVER by ${kb(own.js - budget)}`,
  ]);
}
rows.push(['on demand:', '', '', '', '', '']);
for (const key of onDemandKeys) {
  const extra = cost([...closure(key)].filter((k) => !entryKeys.has(k)));
  rows.push([`  ${name(key)}`, '', '', kb(extra.js), '', '']);
}

const allJs = new Set();
const allCss = new Set();
const fonts = new Set();
for (const chunk of Object.values(manifest)) {
  if (chunk.file.endsWith('.js')) allJs.add(chunk.file);
  for (const file of chunk.css ?? []) allCss.add(file);
  for (const file of chunk.assets ?? []) if (/\.woff2?$/.test(file)) fonts.add(file);
}
const total = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);
rows.push(['all chunks together', kb(total(allJs)), kb(total(allCss)), '-', '', '']);

const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
const line = (row) =>
  row
    .map((cell, column) =>
      column === 0 || column === 5 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
    )
    .join('  ')
    .trimEnd();
console.log(
  '\nGzip size of the JavaScript and CSS each route loads (its static imports and the entry included):',
);
console.log(line(rows[0]));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows.slice(1)) console.log(line(row));
console.log(
  "* inside the signed-in layout: app/layouts/app-layout.tsx and the features' texts included.",
);
console.log(
  over.length === 0
    ? `Budgets: every route is within its budget (${kb(BUDGET.login)} login, ${kb(BUDGET.other)} others).`
    : `Budgets: ${over.length} route(s) over budget (${kb(BUDGET.login)} login, ${kb(BUDGET.other)} others): ${over.join(', ')}.`,
);

// Fonts are already compressed (woff2). Each subset is fetched only when a page shows
// characters of its unicode range: Devanagari and basic Latin.
const fontBytes = (files) =>
  files.reduce((sum, file) => sum + readFileSync(join(dist, file)).length, 0);
const subset = (pattern) => [...fonts].filter((file) => pattern.test(file));
const others = [...fonts].filter((file) => !/-(devanagari|latin)-\d00-normal-/.test(file));
console.log(
  `\nFonts (woff2, two weights, not gzipped): Devanagari ${kb(fontBytes(subset(/-devanagari-devanagari-/)))},` +
    ` Latin ${kb(fontBytes(subset(/-latin-\d/)))}` +
    (others.length > 0 ? `, other files ${kb(fontBytes(others))} (${others.length}).` : '.'),
);
