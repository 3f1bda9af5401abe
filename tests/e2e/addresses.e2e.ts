import { describe, expect, it } from 'vitest';
import { LABEL, MSG } from '../../domain/messages';
import { expectAccessible, login, newCustomer, useBrowser } from './support/browser';

const browser = useBrowser();

describe.each([360, 1280] as const)('addresses at %i px', (width) => {
  it('adds an address with PIN autofill, lists it and deletes it after a confirmation', async () => {
    const customer = await newCustomer(width === 360 ? 'Addrphone' : 'Addrdesk');
    const page = await browser.page(width);
    await login(page, customer, '/manage_add');
    await expect.poll(() => page.getByRole('heading', { name: LABEL.manageAddresses, level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('address').count()).toBe(0);
    await expectAccessible(page);

    await page.getByRole('link', { name: LABEL.addNewAddress }).click();
    await page.waitForURL('**/addresses/new?next=%2Fmanage_add');
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    const save = page.getByRole('button', { name: LABEL.saveAndDeliver });
    // An error stands once, beside its field (no summary, no toast, for one error), and the field gets the focus.
    const fieldError = page.locator('.field-error');
    await save.click();
    await expect.poll(() => fieldError.textContent()).toBe(MSG.fillField('name'));
    expect(await page.getByText(MSG.fillField('name')).count()).toBe(1);
    expect(await page.getByLabel('Name', { exact: true }).evaluate((e) => e === document.activeElement)).toBe(true);
    await page.getByLabel('Name', { exact: true }).fill('Ramesh Jadhav');
    await save.click();
    await expect.poll(() => fieldError.textContent()).toBe(MSG.fillField('mobile'));
    await page.getByLabel('Mobile number').fill('98220');
    // The PIN fills city and state; an unknown PIN takes back what it filled and says so;
    // what the customer typed is never overwritten.
    const city = page.getByLabel('City / District');
    const state = page.getByLabel('State');
    const pin = page.getByLabel('PIN code');
    await pin.fill('411038');
    await expect.poll(() => city.inputValue()).toBe('Pune');
    await expect.poll(() => state.inputValue()).toBe('Maharashtra');
    expect(await page.getByLabel('Country').inputValue()).toBe('India');
    await pin.fill('999999');
    await expect.poll(() => page.getByTestId('pin-status').textContent()).toBe(MSG.pincodeUnknown);
    expect([await city.inputValue(), await state.inputValue()]).toEqual(['', '']);
    await city.fill('Mulshi');
    await pin.fill('411038');
    await expect.poll(() => state.inputValue()).toBe('Maharashtra');
    expect(await city.inputValue()).toBe('Mulshi');
    await page.getByLabel('Locality').fill('Kothrud');
    await page.getByLabel(/^Address/).fill('Plot 14, Shivaji Housing Society, Paud Road');
    await save.click();
    await expect.poll(() => fieldError.textContent()).toBe(MSG.addressMobileInvalid);
    expect(posts).toEqual([]);
    await page.getByLabel('Mobile number').fill('9822012345');
    await page.getByLabel('Landmark (optional)').fill('Vanaz depot');
    await page.getByLabel(/^Office/).check();
    await expectAccessible(page);
    await save.click();
    await page.waitForURL('**/manage_add');
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(MSG.addressSaved);
    const card = page.getByTestId('address');
    await expect.poll(() => card.count()).toBe(1);
    await expect.poll(() => card.textContent()).toContain('Kothrud, near Vanaz depot, Mulshi, Maharashtra 411038');
    await expect.poll(() => card.textContent()).toContain(LABEL.officeDelivery);
    await expectAccessible(page);

    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: 'Delete address of Ramesh Jadhav, Kothrud' }).click();
    await expect.poll(() => dialog.textContent()).toContain(MSG.addressDeleteConfirm);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(MSG.addressDeleted);
    await expect.poll(() => page.getByTestId('address').count()).toBe(0);

    await page.goto('/editadd');
    expect(new URL(page.url()).pathname).toBe('/manage_add');
  });

  it('fills the form from the current location, and says so in the locality field when it cannot', async () => {
    const customer = await newCustomer(width === 360 ? 'Geophone' : 'Geodesk');
    const page = await browser.page(width);
    await login(page, customer, '/addresses/new');
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 28.643, longitude: 77.2195 });
    await page.getByRole('button', { name: LABEL.useMyLocation }).click();
    await expect.poll(() => page.getByLabel('PIN code').inputValue()).toBe('110001');
    await expect.poll(() => page.getByLabel('City / District').inputValue()).toBe('Central Delhi');
    await expect.poll(() => page.getByLabel('State').inputValue()).toBe('Delhi');

    await page.context().setGeolocation({ latitude: 0, longitude: -30 });
    await page.getByRole('button', { name: LABEL.useMyLocation }).click();
    await expect.poll(() => page.getByLabel('Locality').inputValue()).toBe(MSG.geoNotFound);

    await page.context().clearPermissions();
    await page.getByRole('button', { name: LABEL.useMyLocation }).click();
    await expect.poll(() => page.getByLabel('Locality').inputValue()).toBe(MSG.geoError);
  });
});
