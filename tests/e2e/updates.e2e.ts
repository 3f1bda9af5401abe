import { describe, expect, it } from 'vitest';
import { baseURL, expectAccessible, useBrowser } from './support/browser';

const browser = useBrowser();

describe.each([360, 1280] as const)('updates at %i px', (width) => {
  it('toggles between News and Events and Blogs in the sidebar, and opens a news item', async () => {
    const page = await browser.page(width);
    await page.goto('/updates');
    const h1 = page.getByRole('heading', { level: 1 });
    const sidebar = page.getByRole('navigation', { name: 'Updates' });
    await expect.poll(() => h1.textContent()).toBe('News and Events');
    await expect.poll(() => page.getByTestId('news-card').count()).toBeGreaterThanOrEqual(4);
    await expect.poll(() => sidebar.getByRole('link', { name: 'News and Events' }).getAttribute('aria-current')).toBe('page');
    await expectAccessible(page);

    await sidebar.getByRole('link', { name: 'Blogs' }).click();
    await page.waitForURL('**/updates/blog');
    await expect.poll(() => h1.textContent()).toBe('Blogs');
    await expect.poll(() => page.getByTestId('blog-card').count()).toBeGreaterThanOrEqual(4);
    await expect.poll(() => page.getByTestId('news-card').count()).toBe(0);
    await expect.poll(() => sidebar.getByRole('link', { name: 'Blogs' }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('link', { name: 'Five mistakes that waste VAM', exact: true }).click();
    await page.waitForURL('**/updates/blog/five-mistakes-that-waste-vam');
    await expect.poll(() => h1.textContent()).toBe('Five mistakes that waste VAM');

    await page.goto('/updates/blog');
    await page.getByRole('navigation', { name: 'Updates' }).getByRole('link', { name: 'News and Events' }).click();
    await page.waitForURL('**/updates/news');
    const first = page.getByTestId('news-card').first().getByRole('heading').getByRole('link');
    const title = await first.textContent();
    await first.click();
    await page.waitForURL(/\/updates\/news\/[a-z0-9-]+$/);
    await expect.poll(() => h1.textContent()).toBe(title);
    await expectAccessible(page);
  });

  it('shows the latest news at /News_details, and a given one with ?id=', async () => {
    const news = (await (await fetch(`${baseURL()}/api/get/News`)).json()) as { _id: string; title: string; slug: string }[];
    const page = await browser.page(width);
    await page.goto('/News_details');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(news[0].title);
    await page.goto(`/News_details?id=${news[1]._id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(news[1].title);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL()}/updates/news/${news[1].slug}`);
    await expectAccessible(page);
  });
});
