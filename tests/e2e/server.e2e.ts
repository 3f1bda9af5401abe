import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { baseURL, useBrowser } from './support/browser';

const browser = useBrowser();

describe('serving', () => {
  it('serves hashed assets pre-compressed with immutable caching, and pictures for a day', async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    const css = /href="(\/assets\/app-[^"]+\.css)"/.exec(html)?.[1];
    const js = /src="(\/assets\/app-[^"]+\.js)"/.exec(html)?.[1];
    expect(css && js).toBeTruthy();
    for (const path of [css!, js!]) {
      const res = await fetch(baseURL() + path, { headers: { 'accept-encoding': 'br' } });
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('cache-control')).toContain('immutable');
    }
    const logo = await fetch(`${baseURL()}/brand/logo.svg`, { headers: { 'accept-encoding': 'gzip' } });
    expect(logo.status).toBe(200);
    expect(logo.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('answers a missing page with a real 404 page that has the site around it', async () => {
    const page = await browser.page(1280);
    const res = await page.goto('/this-page-does-not-exist');
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(MSG.notFound);
    await expect.poll(() => page.getByRole('link', { name: 'Go to the home page' }).isVisible()).toBe(true);
  });

  it('wakes the islands at the end of a page whose last part arrives late, as on a slow network', async () => {
    // A proxy sends the page up to the toaster (the last island), waits, then the rest.
    const proxy = createServer(async (req, res) => {
      const upstream = await fetch(baseURL() + req.url);
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' });
      const body = Buffer.from(await upstream.arrayBuffer());
      const cut = body.indexOf('data-island="toaster"');
      if (cut < 0) return void res.end(body);
      res.write(body.subarray(0, cut - 5));
      setTimeout(() => res.end(body.subarray(cut - 5)), 1_500);
    });
    await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
    try {
      const page = await browser.page(1280);
      await page.goto(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/categoriwise_product`);
      await expect.poll(() => page.locator('[data-island="toaster"]').getAttribute('data-hydrated')).toBe('');
    } finally {
      proxy.close();
    }
  });

  it('skip link moves keyboard focus to the main content', async () => {
    const page = await browser.page(1280);
    await page.goto('/');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
  });
});
