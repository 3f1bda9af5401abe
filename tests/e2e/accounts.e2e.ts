import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { expectAccessible, login, newCustomer, useBrowser } from './support/browser';

const browser = useBrowser();

describe.each([360, 1280] as const)('accounts at %i px', (width) => {
  it('register shows every check of the spec before any request, then the login form with the e-mail filled in greets the new customer', async () => {
    const page = await browser.page(width);
    await page.goto('/register');
    await expect.poll(() => page.locator('header.site-header').count()).toBe(0);
    await expect.poll(() => page.locator('footer').count()).toBe(0);
    const requests: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && requests.push(r.url()));

    const fill = async (v: Record<string, string>) => {
      for (const [label, value] of Object.entries(v)) await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByRole('button', { name: 'Register' }).click();
    };
    // Each message stands once, beside its field (the field's own error).
    const alert = page.locator('.field-error');
    await fill({ Username: 'Ra', Email: '', 'Mobile number': '9876543210', Password: 'longenough1', 'Confirm password': 'different1' });
    await expect.poll(() => alert.textContent()).toBe(MSG.passwordMismatch);
    await fill({ 'Confirm password': 'longenough1' });
    await expect.poll(() => alert.textContent()).toBe(MSG.usernameShort);
    await fill({ Username: 'Radha', Password: 'short', 'Confirm password': 'short' });
    await expect.poll(() => alert.textContent()).toBe(MSG.passwordShort);
    await fill({ Password: 'longenough1', 'Confirm password': 'longenough1' });
    await expect.poll(() => alert.textContent()).toBe(MSG.emailRequired);
    expect(await page.getByText(MSG.emailRequired).count()).toBe(1);
    expect(requests).toEqual([]);

    const email = `radha.${randomBytes(4).toString('hex')}@example.com`;
    const mobile = `8${String(Date.now()).slice(-9)}`;
    await fill({ Email: email, 'Mobile number': mobile });
    // Registering answers as for any e-mail (it never says whether one had an account): the login form, the e-mail
    // filled in; the first login greets the new customer as new (not "Welcome back").
    await page.waitForURL((u) => u.pathname === '/login');
    await expect.poll(() => page.getByTestId('toast').textContent()).toContain(MSG.signupCheckEmail);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Password', { exact: true }).fill('longenough1');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => page.getByTestId('toast').textContent()).toContain('Welcome to Mitti Biotech, Radha! Your account is ready.');
    await expect.poll(() => page.locator('.account-name').first().textContent()).toBe('Radha');
    await expectAccessible(page);
  });

  it('logs in, shows the account menu and cart badge, and logs out', async () => {
    const customer = await newCustomer(width === 360 ? 'Phone' : 'Desk');
    const page = await browser.page(width);
    await page.goto('/');
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('0');
    await expect.poll(() => page.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(MSG.loginRequired);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect.poll(() => page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(MSG.loginFailed);

    // The first-visit splash has its own test; here the header is what matters.
    await page.evaluate(() => localStorage.setItem('splashShown', '1'));
    await login(page, customer);
    expect(new URL(page.url()).pathname).toBe('/');
    // The account was made through the API and never signed in: its first login greets it as new.
    await expect.poll(() => page.getByTestId('toast').textContent()).toContain(`Welcome to Mitti Biotech, ${customer.username}!`);
    const menu = page.locator('summary', { hasText: customer.username });
    // One icon on a phone (the name from 992 px): no second one drawn by the style sheet.
    const icons = await menu.evaluate((m) => ({
      svgs: [...m.querySelectorAll('svg')].filter((s) => s.getBoundingClientRect().width > 0).length,
      drawn: getComputedStyle(m, '::before').content,
    }));
    expect(icons).toEqual({ svgs: width === 360 ? 1 : 0, drawn: 'none' });
    await menu.click();
    for (const name of ['My Orders', 'My Enquiries', 'Manage Addresses']) {
      await expect.poll(() => page.getByRole('link', { name }).isVisible()).toBe(true);
    }
    expect(await page.evaluate(() => localStorage.getItem('splashShown'))).toBe('1');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => page.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('splashShown'))).toBeNull();
  });

  it('login and register pages have no serious accessibility finding', async () => {
    const page = await browser.page(width);
    await page.goto('/login');
    await expectAccessible(page);
    await page.goto('/register');
    await expectAccessible(page);
  });
});
