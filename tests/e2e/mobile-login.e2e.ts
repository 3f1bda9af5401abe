import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { baseURL, expectAccessible, useBrowser } from './support/browser';
import { smsCodeFor } from './support/sms-outbox';

const browser = useBrowser();

describe('login and sign-up by mobile number', () => {
  it('signs a farmer up with a mobile number on a phone, and lets them turn on WhatsApp updates', async () => {
    const page = await browser.page(360);
    const mobile = `7${String(Date.now()).slice(-9)}`;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Log in with mobile number' }).click();
    await page.waitForURL('**/login/mobile');
    await expectAccessible(page);

    await page.getByLabel('Your mobile number').fill(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    await page.getByRole('button', { name: 'Send code by SMS' }).click();
    await page.waitForURL(`**/login/mobile?mobile=${mobile}`);
    await expect.poll(() => page.getByTestId('toast').textContent()).toContain('We sent a 6-digit code by SMS');
    await expect.poll(() => smsCodeFor(mobile)).toMatch(/^\d{6}$/);
    await expectAccessible(page);

    await page.getByLabel('Code from the SMS').fill(smsCodeFor(mobile)!);
    // Whether the number is new is said only once the code is right: then the name is asked.
    expect(await page.getByLabel('Your name').count()).toBe(0);
    await page.getByRole('button', { name: 'Log in with this code' }).click();
    await page.getByLabel('Your name').fill('Shankar Bhosale');
    await page.getByRole('button', { name: 'Create account and log in' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect
      .poll(() => page.getByTestId('toast').textContent())
      .toContain('Welcome to Mitti Biotech, Shankar Bhosale! Your account is ready.');
    await expect.poll(() => page.locator('.account-name').first().textContent()).toBe('Shankar Bhosale');

    await page.goto('/account');
    await expect.poll(() => page.getByText('No e-mail given').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(`+91 ${mobile}`, { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('checkbox', { name: /Send me order updates on WhatsApp/ }).check();
    await page.getByRole('region', { name: 'Order updates on WhatsApp' }).getByRole('button', { name: 'Save my choice' }).click();
    await expect.poll(() => page.getByTestId('toast').textContent()).toContain(MSG.whatsappOn);
    await expect.poll(() => page.getByRole('checkbox', { name: /Send me order updates on WhatsApp/ }).isChecked()).toBe(true);
  });

  it('logs a returning number in again, back to where it was going', async () => {
    const mobile = `6${String(Date.now()).slice(-9)}`;
    const ask = (body: object) =>
      fetch(`${baseURL()}/api/auth/otp/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await ask({ mobile });
    const made = await fetch(`${baseURL()}/api/auth/otp/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile, code: smsCodeFor(mobile), username: 'Meena Kale' }),
    });
    expect(made.status).toBe(200);

    const page = await browser.page(1280);
    await page.goto('/login/mobile?next=%2Fmy_orders');
    await page.getByLabel('Your mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send code by SMS' }).click();
    await page.waitForURL('**/login/mobile?mobile=*');
    expect(await page.getByLabel('Your name').count()).toBe(0);
    await page.getByLabel('Code from the SMS').fill('000000' === smsCodeFor(mobile) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Log in with this code' }).click();
    await expect.poll(() => page.locator('#f-code-error').textContent()).toBe(MSG.mobileCodeWrong);
    await page.getByLabel('Code from the SMS').fill(smsCodeFor(mobile)!);
    await page.getByRole('button', { name: 'Log in with this code' }).click();
    await page.waitForURL('**/my_orders');
    await expect.poll(() => page.locator('.account-name').first().textContent()).toBe('Meena Kale');
  });
});

describe.each([360, 1280] as const)('WhatsApp buttons at %i px', (width) => {
  it('chat about the product and share it with its link and price, opening in a new tab', async () => {
    const [product] = (await (await fetch(`${baseURL()}/api/get/all/products`)).json()) as { _id: string; title: string }[];
    const page = await browser.page(width);
    await page.goto(`/product_details/${product._id}`);
    const chat = page.getByRole('link', { name: `Chat on WhatsApp about ${product.title} (opens in a new tab)` });
    const chatHref = new URL((await chat.getAttribute('href'))!);
    expect(chatHref.origin + chatHref.pathname).toBe('https://wa.me/919822043210');
    expect(chatHref.searchParams.get('text')).toBe(`Namaste, I would like to know more about ${product.title}.`);
    expect(await chat.getAttribute('target')).toBe('_blank');
    expect(await chat.getAttribute('rel')).toContain('noopener');

    const share = page.getByRole('link', { name: `Share on WhatsApp: ${product.title} (opens in a new tab)` });
    const shareText = new URL((await share.getAttribute('href'))!).searchParams.get('text')!;
    expect(shareText).toContain(product.title);
    expect(shareText).toMatch(/from ₹[\d,]+(\.\d\d)?:/);
    expect(shareText).toContain(`${baseURL()}/product_details/${product._id}`);
    expect(await share.isVisible()).toBe(true);
    await expectAccessible(page);

    await page.goto('/contact');
    const contact = page.getByRole('link', { name: 'Chat on WhatsApp: +91 98220 43210 (opens in a new tab)' });
    expect(new URL((await contact.getAttribute('href'))!).searchParams.get('text')).toBe('Namaste Mitti Biotech, I have a question.');
    await expectAccessible(page);
  });
});
