// Writes a .br (brotli, quality 11) and a .gz (gzip, level 9) beside every text asset of dist,
// once at build time, so that the server sends them as they are (@fastify/static with
// `preCompressed: true`) instead of compressing on each request or not at all. Fonts and
// images are compressed already. A copy that would not be smaller is not written.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** The files under `dir`, skipping dot folders (.vite holds the build manifest, not served). */
function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.has(extname(entry.name))) yield path;
  }
}

let count = 0;
const bytes = { raw: 0, br: 0, gz: 0 };
for (const path of files(dist)) {
  const raw = readFileSync(path);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = gzipSync(raw, { level: 9 });
  if (br.length < raw.length) writeFileSync(`${path}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
  count += 1;
  bytes.raw += raw.length;
  bytes.br += Math.min(br.length, raw.length);
  bytes.gz += Math.min(gz.length, raw.length);
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(
  `\nPrecompressed ${count} text files in dist: ${kb(bytes.raw)} → brotli ${kb(bytes.br)}, gzip ${kb(bytes.gz)}.`,
);
