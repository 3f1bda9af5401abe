import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { company } from '../../domain/content/company';
import { fakeExe, minimalPdf } from '../api/careers-files';
import { expectAccessible, useBrowser } from './support/browser';

const browser = useBrowser();

describe.each([360, 1280] as const)('careers at %i px', (width) => {
  it('lists openings with perks, opens a job and applies with a real PDF', async () => {
    const page = await browser.page(width);
    await page.goto('/career');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Careers at Mitti Biotech');
    await expect.poll(() => page.getByTestId('job-card').count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => page.locator('.perk img').count()).toBe(6);
    await expect.poll(() => page.getByRole('heading', { name: 'Our team' }).isVisible()).toBe(true);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Know More about QC Microbiologist' }).click();
    await page.waitForURL(/\/jobdetails\/[0-9a-f]{24}$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('QC Microbiologist');
    await expect.poll(() => page.getByText('M.Sc. in Microbiology or Biotechnology').isVisible()).toBe(true);
    const docs = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const ld = docs.find((d) => d['@type'] === 'JobPosting');
    expect(ld).toMatchObject({ '@type': 'JobPosting', title: 'QC Microbiologist', hiringOrganization: { name: company.name } });
    expect(ld.jobLocation.address.addressCountry).toBe('IN');
    expect(await page.getByRole('link', { name: company.hrEmail }).first().getAttribute('href')).toMatch(
      new RegExp(`^mailto:${company.hrEmail}`),
    );

    await page.getByRole('button', { name: 'Apply now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for QC Microbiologist' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await expectAccessible(page);

    const submit = dialog.getByRole('button', { name: 'Submit application' });
    await submit.click();
    await expect.poll(() => dialog.locator('.field-error, .form-error').first().textContent()).toBe(MSG.applyNameRequired);
    await dialog.getByLabel('Full name').fill('Sneha Pawar');
    await dialog.getByLabel('Email').fill('sneha.pawar@example.com');
    await dialog.getByLabel('Mobile number').fill('98220 12345');
    await submit.click();
    await expect.poll(() => dialog.locator('.field-error, .form-error').first().textContent()).toBe(MSG.resumeRequired);

    // A program renamed .pdf: refused by the server for its content.
    await dialog.getByLabel('Resume').setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: fakeExe() });
    await submit.click();
    await expect.poll(() => dialog.locator('.field-error, .form-error').first().textContent()).toBe(MSG.resumeWrongType);

    // Over 5 MB: refused before any upload.
    await dialog.getByLabel('Resume').setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([minimalPdf(), Buffer.alloc(6 * 1024 * 1024, 32)]),
    });
    await submit.click();
    await expect.poll(() => dialog.locator('.field-error, .form-error').first().textContent()).toBe(MSG.resumeTooLarge);

    await dialog
      .getByLabel('Resume')
      .setInputFiles({ name: 'Sneha Pawar CV.pdf', mimeType: 'application/pdf', buffer: minimalPdf('Sneha Pawar') });
    await submit.click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('status').filter({ hasText: MSG.applySuccess }).count()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(MSG.applySuccess);
  });

  it('answers an unknown job with "Job details not found." and status 404', async () => {
    const page = await browser.page(width);
    const res = await page.goto('/jobdetails/ffffffffffffffffffffffff');
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(MSG.jobNotFound);
    await expectAccessible(page);
  });

  it('shows a careers section page and 404s an unknown one', async () => {
    const page = await browser.page(width);
    await page.goto('/career/perks');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Perks and benefits');
    await expectAccessible(page);
    expect((await page.goto('/career/nope'))?.status()).toBe(404);
  });
});
