import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL } from './support/browser';

// The header of a first visit at desktop widths, before the web fonts arrive:
// every font request fails, as on a slow network where an `optional` font misses
// the first paint, and the page is drawn in what the device has. On a device with
// Noto Sans installed that is Noto Sans itself, so the devices below hide it (and
// Arial's twins) from Chromium, as a Windows PC, a Mac or a Linux desktop without
// Noto would: there the fallback's measure is what decides whether the header fits.

const WIDTHS = [1024, 1280, 1440, 1920] as const;
const LANGS = [
  { name: 'English', prefix: '' },
  { name: 'Hindi', prefix: '/hi' },
  { name: 'Marathi', prefix: '/mr' },
] as const;
// The home page, and a page with a long title (a news story).
const PAGES = ['/', '/updates/news/second-root-organ-culture-room-commissioned'];

/** A fontconfig that leaves out the fonts whose files match `reject`, as if the device had not got them. */
function fontconfigWithout(dir: string, name: string, reject: string[]) {
  const file = join(dir, `${name}.conf`);
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <selectfont><rejectfont>${reject.map((g) => `<glob>${g}</glob>`).join('')}</rejectfont></selectfont>
  <cachedir>${join(dir, 'cache')}</cachedir>
</fontconfig>
`,
  );
  return file;
}

interface Device {
  name: string;
  /** The fonts the device has not got (file globs); none: this machine's own. */
  without: string[];
  blockFonts: boolean;
}

const DEVICES: Device[] = [
  // Windows, macOS, ChromeOS, most Linux: Arial or a metric twin of it.
  { name: 'without Noto Sans, fonts blocked', without: ['*/NotoSans-*'], blockFonts: true },
  // A Linux desktop with DejaVu Sans only.
  {
    name: 'with DejaVu Sans only, fonts blocked',
    without: ['*/NotoSans-*', '*/Liberation*', '*/[Aa]rial*', '*/Arimo*'],
    blockFonts: true,
  },
  // The web fonts allowed (they are used when they come in time).
  { name: 'with the web fonts allowed', without: [], blockFonts: false },
];

/** What a person would see wrong with the header, measured in the page: empty when it fits. */
async function headerProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const vw = document.documentElement.clientWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''}${el.textContent?.trim() ? ` "${el.textContent.trim().slice(0, 40)}"` : ''}`;
    const header = document.querySelector('header')!;
    const links = [...document.querySelectorAll<HTMLAnchorElement>('header nav.wide-nav a')];
    if (links.length < 8) problems.push(`the wide navigation shows ${links.length} links`);
    const tops = new Set(links.map((a) => a.offsetTop));
    if (tops.size !== 1) problems.push(`the navigation takes ${tops.size} rows`);
    for (const a of links) {
      const r = a.getBoundingClientRect();
      if (r.width === 0 || r.left < 0 || r.right > vw)
        problems.push(`${describe(a)} is outside the viewport (${r.left}–${r.right} of ${vw})`);
    }
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${document.documentElement.clientWidth})`);
    // Every shown element of the header but the scrolling banner (made to run past its edge) and screen-reader-only texts.
    for (const el of [header, ...header.querySelectorAll<HTMLElement>('*')]) {
      if (!(el instanceof HTMLElement) || el.closest('.sample-banner, .sr-only, .account-name') || el.offsetParent === null) continue;
      if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
        problems.push(`${describe(el)} overflows its box (${el.scrollWidth} > ${el.clientWidth})`);
    }
    const visibleInside = (el: Element | null, what: string) => {
      const r = el?.getBoundingClientRect();
      if (!el || !r || r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden')
        problems.push(`${what} is not shown`);
      else if (r.left < 0 || r.right > vw || r.top < 0) problems.push(`${what} is outside the viewport (${r.left}–${r.right} of ${vw})`);
    };
    visibleInside(header.querySelector('a.icon-link[href$="/cart"]'), 'the cart link');
    visibleInside(header.querySelector('.header-search input'), 'the search box');
    return problems;
  });
}

describe('the header on the first page of a visit at 1024–1920 px', () => {
  let dir: string;
  const browsers = new Map<Device, Browser>();
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'header-fonts-'));
    for (const device of DEVICES) {
      const env = { ...process.env } as Record<string, string>;
      if (device.without.length) env.FONTCONFIG_FILE = fontconfigWithout(dir, String(browsers.size), device.without);
      browsers.set(
        device,
        await chromium.launch({
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
          env,
        }),
      );
    }
  });
  afterAll(async () => {
    for (const b of browsers.values()) await b.close();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const device of DEVICES)
    describe(device.name, () => {
      for (const lang of LANGS)
        it(`fits in ${lang.name}: one row of links, nothing clipped, cart and search in view`, async () => {
          const found: string[] = [];
          for (const width of WIDTHS) {
            // A fresh visitor: nothing cached, no cookies.
            const context: BrowserContext = await browsers
              .get(device)!
              .newContext({ baseURL: baseURL(), viewport: { width, height: 900 } });
            const fontRequests: string[] = [];
            if (device.blockFonts) await context.route('**/*.woff2', (r) => r.abort());
            context.on('request', (r) => {
              if (r.url().endsWith('.woff2')) fontRequests.push(r.url());
            });
            const page = await context.newPage();
            for (const path of PAGES) {
              const res = await page.goto(`${lang.prefix}${path}`);
              expect(res?.status()).toBe(200);
              const loaded = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family));
              if (device.blockFonts) expect(loaded.filter((f) => f === 'Noto Sans' || f === 'Noto Sans Devanagari')).toEqual([]);
              for (const p of await headerProblems(page)) found.push(`${width} px ${path}: ${p}`);
            }
            // The page did ask for its fonts (preloaded), so blocking them was what it met.
            expect(fontRequests.length).toBeGreaterThan(0);
            await context.close();
          }
          expect(found).toEqual([]);
        });
    });
});
