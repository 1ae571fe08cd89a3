import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '@shop/dev-infra';
import { spawnStack } from '@shop/local-stack';
import { median } from '../bench/measure.js';

// `npm run size [-- /h5 /h5/question … --runs 5]`: per page, the server's time to the first byte of
// its HTML, how much JavaScript a phone downloads on a cold load (gzip, against the 150 KB budget),
// and Lighthouse's mobile performance score and LCP (goal: ≥ 95 and ≤ 1.8 s) from the median of
// several runs, as Lighthouse advises: one run's score moves by ten points on the same page. Starts
// the stack as `npm start` does, unless BENCH_URL points at one.

const BUDGET_KB = 150;
const { positionals, values } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '3' } } });
const pagePaths = positionals.length > 0 ? positionals : ['/h5', '/h5/question'];
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs is a whole number of Lighthouse runs per page, at least 1; not "${values.runs}"`);
  process.exit(2);
}
const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface PageSize {
  path: string;
  ttfbMs: number;
  scripts: { url: string; raw: number; gzip: number }[];
  score: number;
  /** Every run's score, in the order run. */
  scores: number[];
  metrics: Record<string, string>;
  /** The element Lighthouse took for the largest contentful paint (an HTML snippet). */
  lcpElement: string;
}

/** Median time to the first byte of the page's HTML over a few requests, after one to warm up. */
async function timeToFirstByte(url: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 6; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { accept: 'text/html' } });
    const reader = response.body!.getReader();
    await reader.read();
    if (i > 0) times.push(performance.now() - started);
    await reader.cancel();
  }
  return median(times);
}

/** The scripts a cold load of `url` downloads until the network is idle. */
async function coldScripts(browser: Browser, baseUrl: string, url: string): Promise<PageSize['scripts']> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const scripts: PageSize['scripts'] = [];
  const page = await context.newPage();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url().replace(baseUrl, ''), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return scripts;
}

type LighthouseRun = Pick<PageSize, 'score' | 'metrics' | 'lcpElement'>;

/** Lighthouse's mobile preset (throttled 4G, mid-range phone) in Debian's Chromium. */
async function lighthouseMobile(url: string): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...chromiumFlags] });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], formFactor: 'mobile', output: 'json', logLevel: 'error' });
    const lhr = result!.lhr;
    const audits = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
    const lcpTables = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items;
    return {
      score: lhr.categories.performance?.score ?? 0,
      metrics: Object.fromEntries(audits.map((id) => [id, lhr.audits[id]?.displayValue ?? '?'])),
      lcpElement: lcpTables?.[0]?.items?.[0]?.node?.snippet ?? '?',
    };
  } finally {
    chrome.kill();
  }
}

let baseUrl = process.env.BENCH_URL;
let stop = async () => undefined;
if (!baseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-size-'));
  const port = await freePort();
  const stack = await spawnStack({ port, dataDir, env: { LOG_LEVEL: 'warn' } });
  baseUrl = `http://127.0.0.1:${port}`;
  stop = async () => {
    await stack.interrupt();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

const sizes: PageSize[] = [];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
try {
  for (const pagePath of pagePaths) {
    const url = baseUrl + pagePath;
    const ttfbMs = await timeToFirstByte(url);
    const scripts = await coldScripts(browser, baseUrl, url);
    const lighthouseRuns: LighthouseRun[] = [];
    for (let run = 0; run < runs; run++) lighthouseRuns.push(await lighthouseMobile(url));
    // The run with the median score, its metrics with it (an odd count has one in the middle).
    const medianRun = [...lighthouseRuns].sort((a, b) => a.score - b.score)[Math.floor((runs - 1) / 2)]!;
    sizes.push({ path: pagePath, ttfbMs, scripts, ...medianRun, scores: lighthouseRuns.map((run) => run.score) });
  }
} finally {
  await browser.close();
  await stop();
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const totalOf = (size: PageSize) => size.scripts.reduce((sum, s) => sum + s.gzip, 0);
for (const size of sizes) {
  console.log(`\n${size.path}: scripts of a cold load`);
  for (const s of [...size.scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`${kb(s.gzip).padStart(7)} KB gz  ${kb(s.raw).padStart(7)} KB  ${s.url}`);
  console.log(`Lighthouse mobile, scores of ${runs} runs: ${size.scores.map((score) => Math.round(score * 100)).join(', ')}`);
  console.log(`median run: ${Object.entries(size.metrics).map(([name, value]) => `${name} ${value}`).join(', ')}`);
  console.log(`largest contentful paint: ${size.lcpElement}`);
}
const width = Math.max(...sizes.map((size) => size.path.length), 4);
console.log(`\n${'page'.padEnd(width)}  HTML TTFB  cold JS (gz)  Lighthouse (median of ${runs})  LCP`);
for (const size of sizes) {
  console.log(
    `${size.path.padEnd(width)}  ${`${size.ttfbMs.toFixed(1)} ms`.padStart(9)}  ${`${kb(totalOf(size))} KB`.padStart(12)}  ${String(Math.round(size.score * 100)).padStart(23)}  ${size.metrics['largest-contentful-paint']}`,
  );
}
console.log(`(budget: ${BUDGET_KB} KB of JS per cold load; goal: Lighthouse ≥ 95 and LCP ≤ 1.8 s)`);
const over = sizes.filter((size) => totalOf(size) > BUDGET_KB * 1024);
if (over.length > 0) {
  console.log(`over budget: ${over.map((size) => size.path).join(', ')}`);
  process.exitCode = 1;
}
