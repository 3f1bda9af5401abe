import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { expectAccessible, useBrowser } from './support/browser';

const browser = useBrowser();
const form = (page: import('playwright-core').Page) => page.locator('form[aria-label="Contact form"]');

describe.each([360, 1280] as const)('contact and enquire now at %i px', (width) => {
  it('contact: checks name and email in the browser, sends, says so and empties the form', async () => {
    const page = await browser.page(width);
    await page.goto('/contact');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Get in Touch');
    await page.waitForFunction(() => document.querySelector('form[aria-label="Contact form"]')?.hasAttribute('novalidate'));
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(new URL(r.url()).pathname));

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.locator('#f-name-error').textContent()).toBe(MSG.contactNameRequired);
    await form(page).getByLabel('Name').fill('Vaishali Kale');
    await form(page).getByLabel('Email').fill('vaishali-at-example');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.locator('#f-email-error').textContent()).toBe(MSG.emailInvalid);
    expect(await form(page).getByLabel('Email').getAttribute('aria-describedby')).toBe('f-email-error');
    expect(posts).toEqual([]);

    // Each label sits on its own input (the original had Email and Phone swapped).
    expect(await form(page).getByLabel('Email').getAttribute('type')).toBe('email');
    expect(await form(page).getByLabel('Phone').getAttribute('type')).toBe('tel');
    await form(page).getByLabel('Email').fill('vaishali@example.com');
    await form(page).getByLabel('Phone').fill('9767012345');
    await form(page).getByLabel('Company', { exact: true }).fill('Kale Farms');
    await form(page).getByLabel('Occupation').fill('Farmer');
    await form(page).getByLabel('Message').fill('Which VAM dose for 2 acres of grapes?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(MSG.contactSuccess);
    // One request to the page's own action (the same handler as without JavaScript), no page load.
    expect(posts).toEqual(['/contact']);
    for (const label of ['Name', 'Email', 'Phone', 'Company', 'Occupation', 'Message']) {
      await expect.poll(() => form(page).getByLabel(label, { exact: true }).inputValue()).toBe('');
    }
    await expectAccessible(page);
  });

  it('contact: a failed send keeps what was typed and says so', async () => {
    const page = await browser.page(width);
    await page.route('**/contact', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"ok":false,"errors":{},"toast":null}' })
        : route.continue(),
    );
    await page.goto('/contact');
    await page.waitForFunction(() => document.querySelector('form[aria-label="Contact form"]')?.hasAttribute('novalidate'));
    await form(page).getByLabel('Name').fill('Vaishali Kale');
    await form(page).getByLabel('Email').fill('vaishali@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(MSG.contactFailed);
    expect(await form(page).getByLabel('Name').inputValue()).toBe('Vaishali Kale');
  });

  it("enquire now: the spec's checks in order, then a real submission", async () => {
    const page = await browser.page(width);
    await page.goto('/enquirenow');
    await page.waitForFunction(() => document.querySelector('form[aria-label="Enquiry form"]')?.hasAttribute('novalidate'));
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    const send = () => page.getByRole('button', { name: 'Send enquiry' }).click();

    await page.getByLabel('Name').fill('Om');
    await page.getByLabel('Company (optional)').fill('Shinde Agro');
    await page.getByLabel('What do you need?').fill('Trichoderma, 500 kg');
    await send();
    await expect.poll(() => page.locator('#f-fullName-error').textContent()).toBe(MSG.enquireNameShort);
    // Said once, beside its field; everything typed stays.
    expect(await page.getByText(MSG.enquireNameShort).count()).toBe(1);
    expect(await page.getByLabel('Company (optional)').inputValue()).toBe('Shinde Agro');
    expect(await page.getByLabel('What do you need?').inputValue()).toBe('Trichoderma, 500 kg');
    await page.getByLabel('Name').fill('Omkar Shinde');
    await page.getByLabel('Mobile number').fill('98220');
    await send();
    await expect.poll(() => page.locator('#f-phone-error').textContent()).toBe(MSG.enquireMobileShort);
    await page.getByLabel('Mobile number').fill('9822012345');
    await send();
    await expect.poll(() => page.locator('#f-email-error').textContent()).toBe(MSG.enquireEmailRequired);
    expect(posts).toEqual([]);

    await page.getByLabel('Email').fill('omkar@example.com');
    await page.getByLabel('What do you need?').fill('Price for 500 kg of Trichoderma viride 1% WP, delivered to Nashik 422003.');
    await send();
    await page.waitForURL('**/enquirenow');
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(MSG.enquirySuccess);
    expect(posts.length).toBe(1);
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    await expectAccessible(page);
  });
});
