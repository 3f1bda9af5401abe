import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const baseURL = () => inject('baseURL');

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function useBrowser() {
  const state: { browser?: Browser } = {};
  beforeAll(async () => {
    state.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    });
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    /** A fresh browser context (no cookies, no storage) at a phone's or a desktop's width, with JavaScript or without. */
    async page(width: 360 | 1280 = 1280, { js = true }: { js?: boolean } = {}): Promise<Page> {
      const context = await state.browser!.newContext({
        baseURL: baseURL(),
        viewport: { width, height: width === 360 ? 740 : 900 },
        isMobile: width === 360,
        hasTouch: width === 360,
        javaScriptEnabled: js,
      });
      context.setDefaultTimeout(8_000);
      const page = await context.newPage();
      page.on('pageerror', (e) => {
        throw e;
      });
      page.on('console', (msg) => {
        if (msg.type() === 'error') consoleErrors.set(page, [...(consoleErrors.get(page) ?? []), msg.text()]);
      });
      // After a navigation, wait until every island of the page is interactive,
      // as a person would wait for the page to settle before using it (without
      // JavaScript, the page as sent is the page).
      if (!js) return page;
      const goto = page.goto.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        const res = await goto(...args);
        await islandsReady(page);
        return res;
      };
      const waitForURL = page.waitForURL.bind(page);
      page.waitForURL = async (...args: Parameters<Page['waitForURL']>) => {
        await waitForURL(...args);
        await islandsReady(page);
      };
      return page;
    },
  };
}

/** What each page logged as errors, told when its islands do not wake. */
const consoleErrors = new WeakMap<Page, string[]>();

/** Resolves when every island on the page has been woken by the browser script. */
export async function islandsReady(page: Page) {
  const asleep = () =>
    page.evaluate(() => [...document.querySelectorAll('[data-island]:not([data-hydrated])')].map((e) => e.getAttribute('data-island')));
  try {
    // A loaded CI machine can take a while to fetch and run the island chunks.
    await page.waitForFunction(() => !document.querySelector('[data-island]:not([data-hydrated])'), null, { timeout: 20_000 });
  } catch (e) {
    const logged = consoleErrors.get(page) ?? [];
    throw new Error(
      `islands still asleep on ${page.url()}: ${JSON.stringify(await asleep().catch(() => []))}; console errors: ${JSON.stringify(logged)}`,
      {
        cause: e,
      },
    );
  }
}

export interface Customer {
  username: string;
  email: string;
  mobileNo: string;
  password: string;
}

/** A new account, created through the API. */
export async function newCustomer(name = 'Kiran'): Promise<Customer> {
  const tag = randomBytes(4).toString('hex');
  const c = {
    username: `${name} Shinde`,
    email: `${name.toLowerCase()}.${tag}@example.com`,
    mobileNo: `9${String(parseInt(tag, 16)).padStart(9, '0').slice(-9)}`,
    password: 'green-roots-2024',
  };
  const res = await fetch(`${baseURL()}/api/signup`, {
    method: 'POST',
    // Each test customer signs up from an address of its own (sign-ups are limited per address).
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${parseInt(tag.slice(0, 2), 16)}` },
    body: JSON.stringify({ ...c, confirmPassword: c.password }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${await res.text()}`);
  return c;
}

/** Saves an address for a customer through the API (Maharashtra unless told otherwise); answers the customer's API token. */
export async function saveAddress(c: Customer, place: Record<string, string> = {}): Promise<string> {
  const { token } = await (
    await fetch(`${baseURL()}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: c.email, password: c.password }),
    })
  ).json();
  const saved = await fetch(`${baseURL()}/api/post/address`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: c.username,
      mobile: c.mobileNo,
      pincode: '431001',
      locality: 'Cidco',
      city: 'Aurangabad',
      state: 'Maharashtra',
      address: 'Plot 4, N-5',
      addressType: 'office',
      ...place,
    }),
  });
  if (!saved.ok) throw new Error(`address not saved: ${await saved.text()}`);
  return token;
}

/** Logs in through the login page, as a person would. */
export async function login(page: Page, c: Customer, next?: string) {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await page.getByLabel('Email').fill(c.email);
  await page.getByLabel('Password', { exact: true }).fill(c.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/** No serious or critical axe finding on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
