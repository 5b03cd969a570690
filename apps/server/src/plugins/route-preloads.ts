/**
 * What a page needs before it can draw, announced in its HTML. The entry loads the router,
 * which then asks for the route's chunks (the signed-in layout, the features' texts, the
 * page): one round trip after another on a slow link. The build's manifest names every
 * chunk with the chunks it imports, so the HTML of a path can ask for all of them at once
 * with <link rel="modulepreload">, and the browser fetches them beside the entry.
 */

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const LAYOUT = 'src/app/layouts/app-layout.tsx';
/** The app's entry: what it loads, every page has already. */
const MAIN_ENTRY = 'index.html';
const TEXTS = 'src/app/feature-texts.ts';

/** The route chunks of a path, by what the router would load for it (apps/web/src/app/router.tsx). */
export function routeSources(pathname: string): string[] {
  if (pathname === '/') return ['src/features/auth/pages/login-page.tsx'];
  // In the order they are needed: the browser asks for them in document order over its few
  // connections. The timeline's first script (apps/web/src/early.ts, an entry of its own that
  // runs as soon as it arrives) starts the plan's data while the rest comes and runs.
  if (pathname === '/home' || pathname === '/home/')
    return ['src/early.ts', LAYOUT, TEXTS, 'src/features/timeline/pages/timeline-page.tsx'];
  if (pathname.startsWith('/home/') || pathname.startsWith('/dashboard')) return [LAYOUT, TEXTS];
  return [];
}

/** The files of `sources` and of every chunk they import, minus what the entry loads already. */
export function chunkFiles(
  manifest: Manifest,
  sources: string[],
): { scripts: string[]; js: string[]; css: string[] } {
  const byKey = new Map(Object.entries(manifest));
  const bySrc = new Map<string, string>();
  for (const [key, chunk] of byKey) if (chunk.src) bySrc.set(chunk.src, key);
  const walk = (keys: string[], into: Set<string>) => {
    for (const key of keys) {
      if (into.has(key) || !byKey.has(key)) continue;
      into.add(key);
      walk(byKey.get(key)?.imports ?? [], into);
    }
  };
  const entry = new Set<string>();
  walk([MAIN_ENTRY], entry);
  const wanted = new Set<string>();
  // A module that is also imported statically is not an entry of its own: the bundler puts it
  // in a shared chunk named after it (`_preload-timeline-….js`), without its source path.
  const keyOf = (src: string) => {
    const name =
      src
        .split('/')
        .pop()
        ?.replace(/\.[^.]+$/, '') ?? '';
    return bySrc.get(src) ?? [...byKey.keys()].find((key) => key.startsWith(`_${name}-`));
  };
  walk(
    sources.flatMap((src) => keyOf(src) ?? []),
    wanted,
  );
  const scripts: string[] = [];
  const js: string[] = [];
  const css: string[] = [];
  for (const key of wanted) {
    if (entry.has(key)) continue;
    const chunk = byKey.get(key);
    if (!chunk) continue;
    // Another entry is a script of its own: it runs when it arrives, not when the app asks.
    (chunk.isEntry ? scripts : js).push(chunk.file);
    css.push(...(chunk.css ?? []));
  }
  return { scripts, js, css: [...new Set(css)] };
}

/** index.html with the path's chunks asked for in its head. */
export function withPreloads(html: string, manifest: Manifest, pathname: string): string {
  const { scripts, js, css } = chunkFiles(manifest, routeSources(pathname));
  if (scripts.length + js.length + css.length === 0) return html;
  const links = [
    ...scripts.map((file) => `<script type="module" async crossorigin src="/${file}"></script>`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ].join('\n    ');
  return html.replace('</head>', `    ${links}\n  </head>`);
}
