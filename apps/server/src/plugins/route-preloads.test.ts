import { describe, expect, it } from 'vitest';
import { chunkFiles, routeSources, withPreloads, type Manifest } from './route-preloads.js';

// A build's manifest in small: the entry with React, and lazy chunks that share a helper.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_form-1.js': { file: 'assets/form-1.js', imports: ['_react-1.js'] },
  'src/features/auth/pages/login-page.tsx': {
    file: 'assets/login-page-1.js',
    src: 'src/features/auth/pages/login-page.tsx',
    imports: ['index.html', '_form-1.js'],
  },
  'src/app/layouts/app-layout.tsx': {
    file: 'assets/app-layout-1.js',
    src: 'src/app/layouts/app-layout.tsx',
    imports: ['_react-1.js', '_form-1.js'],
    css: ['assets/app-layout-1.css'],
  },
  'src/app/feature-texts.ts': {
    file: 'assets/feature-texts-1.js',
    src: 'src/app/feature-texts.ts',
  },
  'src/early.ts': {
    file: 'assets/early-1.js',
    src: 'src/early.ts',
    isEntry: true,
    imports: ['_preload-timeline-1.js'],
  },
  '_preload-timeline-1.js': { file: 'assets/preload-timeline-1.js', imports: ['_token-1.js'] },
  '_token-1.js': { file: 'assets/token-1.js' },
  'src/features/timeline/pages/timeline-page.tsx': {
    file: 'assets/timeline-page-1.js',
    src: 'src/features/timeline/pages/timeline-page.tsx',
    imports: ['_react-1.js'],
  },
};
const HTML = '<html><head><title>x</title></head><body></body></html>';

describe('the chunks a page asks for in its HTML', () => {
  it('the sign-in page: its own chunk and what it imports, not what the entry loads', () => {
    expect(chunkFiles(manifest, routeSources('/'))).toEqual({
      scripts: [],
      js: ['assets/login-page-1.js', 'assets/form-1.js'],
      css: [],
    });
  });

  it('the timeline: the signed-in layout, the features’ texts and the page, with their CSS', () => {
    const html = withPreloads(HTML, manifest, '/home');
    for (const file of ['app-layout-1.js', 'form-1.js', 'feature-texts-1.js', 'timeline-page-1.js'])
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/app-layout-1.css">',
    );
    expect(html).not.toContain('react-1.js');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    // The timeline's first script, a second entry, runs as soon as it arrives: it starts the
    // plan's data while the rest arrives. Its imports are fetched beside it.
    expect(html).toContain(
      '<script type="module" async crossorigin src="/assets/early-1.js"></script>',
    );
    expect(html).not.toContain('href="/assets/early-1.js"');
    const order = ['early-1.js', 'preload-timeline-1.js', 'token-1.js', 'app-layout-1.js'].map(
      (file) => html.indexOf(file),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('other signed-in pages get the layout; unknown paths and a missing manifest get the page as it is', () => {
    expect(withPreloads(HTML, manifest, '/dashboard/events')).toContain('app-layout-1.js');
    expect(withPreloads(HTML, manifest, '/dashboard/events')).not.toContain('timeline-page');
    expect(withPreloads(HTML, manifest, '/elsewhere')).toBe(HTML);
    expect(withPreloads(HTML, {}, '/home')).toBe(HTML);
  });
});
