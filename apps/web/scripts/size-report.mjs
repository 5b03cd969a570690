// Prints what each route costs a user on a slow link: the gzip size of the JavaScript a route
// chunk loads (its file and its static imports, transitively) and of its CSS. Run after
// `vite build` (the package's build script does); reads dist/.vite/manifest.json.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(
    `size-report: ${manifestPath} is missing; run vite build with build.manifest first.`,
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The chunk's files and those of its static imports, transitively (what loading it fetches). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
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
const routeKeys = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry)
  .sort();

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const rows = [['chunk', 'JS gzip', 'CSS gzip', 'JS beyond entry']];
const entry = cost(entryKeys);
rows.push([`${entryKey} (entry)`, kb(entry.js), kb(entry.css), '-']);
for (const key of routeKeys) {
  const keys = closure(key);
  const own = cost(keys);
  const extra = cost([...keys].filter((k) => !entryKeys.has(k)));
  rows.push([key.replace(/^src\//, ''), kb(own.js), kb(own.css), kb(extra.js)]);
}

const allJs = new Set();
const allCss = new Set();
const fonts = new Set();
for (const chunk of Object.values(manifest)) {
  if (chunk.file.endsWith('.js')) allJs.add(chunk.file);
  for (const file of chunk.css ?? []) allCss.add(file);
  for (const file of chunk.assets ?? []) if (/\.woff2$/.test(file)) fonts.add(file);
}
const total = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);
rows.push(['all chunks together', kb(total(allJs)), kb(total(allCss)), '-']);

const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
const line = (row) =>
  row
    .map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
    )
    .join('  ');
console.log(
  '\nGzip size of what each route loads (JS includes its static imports, the entry among them):',
);
console.log(line(rows[0]));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows.slice(1)) console.log(line(row));

// Fonts are already compressed (woff2). Each is fetched only when a page shows characters of
// its unicode range: Devanagari and basic Latin, rarely Latin Extended.
const fontBytes = (files) =>
  files.reduce((sum, file) => sum + readFileSync(join(dist, file)).length, 0);
const subset = (pattern) => [...fonts].filter((file) => pattern.test(file));
console.log(
  `\nFonts (woff2, two weights, not gzipped): Devanagari ${kb(fontBytes(subset(/-devanagari-devanagari-/)))},` +
    ` Latin ${kb(fontBytes(subset(/-latin-\d/)))}, Latin Extended ${kb(fontBytes(subset(/-latin-ext-/)))}.`,
);
