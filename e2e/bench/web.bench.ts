/**
 * The web half of `npm run bench`: what each route costs to load (the build's size report),
 * Lighthouse on / and /home with the demo data, and the timeline of a municipality with 2,000
 * events in one year measured in Chromium: time to the first card, and the longest main-thread
 * task while scrolling to the end. Figures only; docs/performance.md says what they mean.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { seedDataDir } from '../../apps/server/bench/seed-national.js';
import { CHROMIUM_ARGS, launchBrowser, newPage } from '../support/browser.js';
import { apiLogin, startServer, type RunningServer } from '../support/server.js';

const root = path.resolve(import.meta.dirname, '../..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const TOKEN_KEY = 'karyayojana.token';
/** Which parts to run (all by default): size, lighthouse, timeline. */
const parts = new Set((process.env.BENCH_WEB_PARTS ?? 'size,lighthouse,timeline').split(','));

/**
 * Scrolls the app's scrolling area to the end a screen at a time (50 ms apart), recording the
 * gaps between frames.
 */
const SCROLL_TO_END = `(async () => {
  const box = document.getElementById('main-content') || document.scrollingElement;
  const gaps = [];
  let last = performance.now();
  let running = true;
  const tick = (t) => { gaps.push(t - last); last = t; if (running) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  let steps = 0;
  while (box.scrollTop + box.clientHeight < box.scrollHeight - 2 && steps++ < 5000) {
    box.scrollBy(0, box.clientHeight * 0.9);
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 500));
  running = false;
  return { steps, maxGap: Math.max(...gaps.slice(1)) };
})()`;

interface Scores {
  performance: number;
  accessibility: number;
  'best-practices': number;
  /** Only for the public plan page (issue 18: a shared link shows the municipality). */
  seo?: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Lighthouse's default run (a mid-range phone on a slow 4G link, simulated) on one page. */
async function audit(
  server: RunningServer,
  pagePath: string,
  token?: string,
  seo = false,
): Promise<Scores> {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  try {
    const page = await browser.newPage();
    if (token) {
      await page.goto(`${server.url}/robots-none`, { waitUntil: 'domcontentloaded' });
      await page.evaluate((key, value) => localStorage.setItem(key, value), TOKEN_KEY, token);
    }
    const result = await lighthouse(
      `${server.url}${pagePath}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', ...(seo ? ['seo'] : [])],
        disableStorageReset: !!token,
      },
      undefined,
      page,
    );
    if (!result) throw new Error('Lighthouse gave no result');
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => {
        // What the audit found, in a few words (e.g. which kind of inspector issue).
        const items = (a.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
        const what = items
          .slice(0, 3)
          .map((item) => {
            const text = item.issueType ?? item.description;
            return typeof text === 'string' ? text.slice(0, 80) : '';
          })
          .filter(Boolean);
        return what.length ? `${a.id} (${what.join('; ')})` : a.id;
      });
    if (failing.length) console.log(`    ${pagePath}: failing audits: ${failing.join(', ')}`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      ...(seo ? { seo: score('seo') } : {}),
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    };
  } finally {
    await browser.close();
  }
}

/** The timeline of 2,000 events, in Chromium at 1280×900, unthrottled and at 4× CPU slowdown. */
async function timeline(server: RunningServer, email: string, password: string, slowdown: number) {
  const token = await apiLogin(server, email, password);
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser, server.url);
    await page.goto('/robots-none');
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
    if (slowdown > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    }
    // Long tasks and frame gaps are recorded from the first byte on.
    // The first card's moment is taken in the page when it is attached: Playwright's waitFor
    // polls (up to 500 ms apart), which read as much as half a second late.
    await page.addInitScript(
      `window.__long = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push(e.duration); }).observe({ type: 'longtask', buffered: true });` +
        `new MutationObserver((_, o) => { if (document.querySelector('article[data-timeline-card]')) { o.disconnect(); window.__firstCard = performance.now(); } }).observe(document, { childList: true, subtree: true });`,
    );
    const started = Date.now();
    await page.goto('/home');
    const first = page.locator('article[data-timeline-card]').first();
    await first.waitFor({ state: 'visible', timeout: 60_000 });
    const firstCardMs = await page.evaluate(
      () => (window as unknown as { __firstCard: number }).__firstCard,
    );
    const wallMs = Date.now() - started;
    // When the year's events had arrived, and how big they were: the rest is the page's work.
    const eventsAnswer = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => e.name.includes('/api/events?')) as PerformanceResourceTiming | undefined;
      return entry
        ? { start: entry.startTime, end: entry.responseEnd, kB: entry.encodedBodySize / 1024 }
        : undefined;
    });
    const loadLong = await page.evaluate(() => (window as unknown as { __long: number[] }).__long);
    await page.evaluate(() => ((window as unknown as { __long: number[] }).__long = []));
    // Scroll to the end as a reader would, a screen at a time, letting each frame settle.
    // A string, not a function: tsx would wrap named functions in a helper the page lacks.
    const scroll = await page.evaluate<{ steps: number; maxGap: number }>(SCROLL_TO_END);
    const scrollLong = await page.evaluate(
      () => (window as unknown as { __long: number[] }).__long,
    );
    const cards = await page.locator('article[data-timeline-card]').count();
    return {
      eventsAnswer,
      firstCardMs,
      wallMs,
      loadLongest: Math.max(0, ...loadLong),
      scrollLongest: Math.max(0, ...scrollLong),
      scrollLongTasks: scrollLong.length,
      maxFrameGap: scroll.maxGap,
      steps: scroll.steps,
      cards,
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  console.log(
    `Web benchmark: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Chromium ${spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout.trim()}`,
  );
  const build = spawnSync('node', ['scripts/start.mjs', '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');
  if (parts.has('size')) {
    console.log('\nWhat each route loads (the build prints the same after every build):');
    spawnSync('node', ['apps/web/scripts/size-report.mjs'], { cwd: root, stdio: 'inherit' });
  }
  if (parts.has('lighthouse')) await lighthouseRuns();
  if (parts.has('timeline')) await timelineRuns();
}

/** Switches the demo municipality's public plan page on (as its admin does); its slug. */
async function publishDemoPlan(server: RunningServer): Promise<string> {
  const admin = await apiLogin(server, 'admin@dhulikhel.demo', 'demo-password');
  const headers = { authorization: `Bearer ${admin}`, 'content-type': 'application/json' };
  const me = (await (await fetch(`${server.url}/api/user`, { headers })).json()) as {
    data: { company_id: number };
  };
  const res = await fetch(`${server.url}/api/companies/${me.data.company_id}/public-plan`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ enabled: true }),
  });
  if (!res.ok) throw new Error(`public plan: ${res.status}`);
  return ((await res.json()) as { data: { slug: string } }).data.slug;
}

async function lighthouseRuns() {
  console.log('\nLighthouse 12 (default: phone, slow 4G and 4× CPU, simulated), demo data:');
  const demo = await startServer({ seed: true });
  try {
    const officer = await apiLogin(demo, 'officer@dhulikhel.demo', 'demo-password');
    const slug = await publishDemoPlan(demo);
    for (const [label, pagePath, token] of [
      ['/ (sign-in)', '/', undefined],
      ['/home (timeline, officer)', '/home', officer],
      [`/p/${slug} (public plan)`, `/p/${slug}`, undefined],
    ] as const) {
      const s = await audit(demo, pagePath, token, pagePath.startsWith('/p/'));
      console.log(
        `  ${label.padEnd(28)} performance ${s.performance}  accessibility ${s.accessibility}  best practices ${s['best-practices']}${s.seo === undefined ? '' : `  SEO ${s.seo}`}  (LCP ${(s.lcp / 1000).toFixed(1)} s, TBT ${s.tbt.toFixed(0)} ms, CLS ${s.cls.toFixed(3)})`,
      );
    }
  } finally {
    await demo.stop();
  }
}

async function timelineRuns() {
  console.log('\nTimeline of 2,000 events (one municipality, one year), Chromium 1280×900:');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karyayojana-webbench-'));
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'super@e2e.test',
    ADMIN_PASSWORD: 'super-secret-e2e',
  };
  const seeded = await seedDataDir(
    env,
    { municipalities: 0, perCompany: 0, largeEvents: 2000 },
    'bench-password',
  );
  const big = await startServer({ env: { DATA_DIR: dataDir } });
  try {
    for (const slowdown of [1, 4]) {
      const r = await timeline(big, seeded.adminEmail, 'bench-password', slowdown);
      console.log(
        `  CPU ${slowdown}×: first card ${r.firstCardMs.toFixed(0)} ms after navigation (aim ≤ ${slowdown === 1 ? '1,000' : '1,500'} ms); longest task while loading ${r.loadLongest.toFixed(0)} ms; the events asked at ${r.eventsAnswer?.start.toFixed(0) ?? '?'} ms, answered at ${r.eventsAnswer?.end.toFixed(0) ?? '?'} ms (${r.eventsAnswer?.kB.toFixed(0) ?? '?'} kB); while scrolling to the end (${r.steps} screens, ${r.cards} cards rendered) longest task ${r.scrollLongest.toFixed(0)} ms (aim ≤ 100 ms), ${r.scrollLongTasks} tasks over 50 ms, longest frame gap ${r.maxFrameGap.toFixed(0)} ms`,
      );
    }
  } finally {
    await big.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
