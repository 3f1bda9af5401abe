import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { gzipSync } from 'node:zlib';

export interface LighthouseRow {
  page: string;
  preset: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalKb: number;
  jsGzipKb: number;
}

const score = (s: number | null | undefined) => Math.round((s ?? 0) * 100);

/** gzip size of every script the page loaded (the first load, as a phone sees it). */
async function scriptGzipKb(urls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

async function audit(port: number, url: string, preset: 'mobile' | 'desktop') {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  return result!.lhr;
}

/** Lighthouse 12 in Debian's Chromium, mobile and desktop presets. */
export async function runLighthouse(baseUrl: string, pages: string[]): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const page of pages) {
      for (const preset of ['mobile', 'desktop'] as const) {
        // A run Lighthouse itself could not finish (a runtime error) is tried again once.
        let lhr = await audit(chrome.port, baseUrl + page, preset);
        if (lhr.runtimeError || lhr.categories.performance?.score == null) lhr = await audit(chrome.port, baseUrl + page, preset);
        const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })?.items ?? [];
        const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(baseUrl)).map((r) => r.url);
        rows.push({
          page,
          preset,
          performance: score(lhr.categories.performance?.score),
          accessibility: score(lhr.categories.accessibility?.score),
          bestPractices: score(lhr.categories['best-practices']?.score),
          seo: score(lhr.categories.seo?.score),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
          totalKb: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 102.4) / 10,
          jsGzipKb: await scriptGzipKb(scripts),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
