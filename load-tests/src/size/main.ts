import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '@shop/dev-infra';
import { spawnStack } from '@shop/local-stack';

// `npm run size`: how much JavaScript a phone downloads to render /h5 on a cold load (gzip), against
// the 150 KB budget, and Lighthouse's mobile performance score for the page. Starts the stack as
// `npm start` does, unless BENCH_URL points at one.

const BUDGET_KB = 150;
const pagePath = process.argv[2] ?? '/h5';
const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

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

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
const scripts: { url: string; raw: number; gzip: number }[] = [];
let performance: { score: number; metrics: Record<string, string> } | undefined;
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url().replace(baseUrl!, ''), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle' });
  await browser.close();
  performance = await lighthouseMobile(baseUrl + pagePath);
} finally {
  await browser.close();
  await stop();
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
scripts.sort((a, b) => b.gzip - a.gzip);
for (const s of scripts) console.log(`${kb(s.gzip).padStart(7)} KB gz  ${kb(s.raw).padStart(7)} KB  ${s.url}`);
const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
console.log(`\nJS to render ${pagePath} on a cold load: ${kb(total)} KB gzip in ${scripts.length} files (budget ${BUDGET_KB} KB)`);
if (performance) {
  const metrics = Object.entries(performance.metrics).map(([name, value]) => `${name} ${value}`).join(', ');
  console.log(`Lighthouse mobile performance for ${pagePath}: ${Math.round(performance.score * 100)} (${metrics})`);
}
if (total > BUDGET_KB * 1024) {
  console.log('over budget');
  process.exitCode = 1;
}

/** Lighthouse's mobile preset (throttled 4G, mid-range phone) in Debian's Chromium. */
async function lighthouseMobile(url: string): Promise<{ score: number; metrics: Record<string, string> }> {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...chromiumFlags] });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], formFactor: 'mobile', output: 'json', logLevel: 'error' });
    const lhr = result!.lhr;
    const audits = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
    return {
      score: lhr.categories.performance?.score ?? 0,
      metrics: Object.fromEntries(audits.map((id) => [id, lhr.audits[id]?.displayValue ?? '?'])),
    };
  } finally {
    chrome.kill();
  }
}
