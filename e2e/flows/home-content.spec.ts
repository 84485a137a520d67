import { expect, test, type Locator, type Page } from '../support/test';
import { adminLogsIn } from '../support/admin';
import { ONE_PIXEL_PNG } from '../support/member';

/** A short unique suffix, so a run never meets the names of an earlier run or of the seed. */
const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: ONE_PIXEL_PNG });

/** The home page's testimonials: two carousels; a slide may be off-screen, so callers assert presence, not visibility. */
async function homeTestimonials(page: Page): Promise<Locator> {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'What Our Community Says' });
  await expect(section).toBeAttached();
  // The skeletons give way to the carousels once the list has loaded.
  await expect(section.getByRole('region', { name: 'What tutors say' })).toBeAttached();
  return section;
}

/** The home page's offers carousel (absent when there are no offers at all). */
async function homeOffers(page: Page): Promise<Locator> {
  await page.goto('/');
  // The testimonials section is rendered with the page; wait for it so "absent" is not "not yet loaded".
  await expect(page.getByRole('region', { name: 'What Our Community Says' })).toBeAttached();
  await expect(page.getByRole('region', { name: 'What tutors say' })).toBeAttached();
  return page.getByRole('region', { name: 'Affiliate offers' });
}

test.describe('home content', () => {
  // A missing element fails its step quickly instead of using up the whole journey's time.
  test.use({ actionTimeout: 15_000 });

  test('testimonial and affiliate changes show on the home page', async ({ page }) => {
    // Two admin pages with uploads and the home page twice: over 2 min at load 11 (failed twice so in a clean-clone run).
    test.setTimeout(240_000);
    const suffix = unique();

    // ── Testimonials
    const name = `Rumana Sultana ${suffix}`;
    const firstText = `Shikhon found us a patient physics tutor in a week (${suffix}).`;
    const secondText = `Our tutor has now taught us for a whole term (${suffix}).`;

    await adminLogsIn(page);
    await page.goto('/admin/testimonials');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Testimonials' })).toBeVisible();

    // A text file named .png: refused, with a message, and nothing is created.
    await page.getByRole('button', { name: 'Add New Testimonial' }).click();
    let modal = page.getByRole('dialog', { name: 'Add New Testimonial' });
    await modal.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await modal.getByRole('textbox', { name: 'Designation', exact: true }).fill('Guardian, Mirpur');
    await modal.getByRole('textbox', { name: 'Testimonial', exact: true }).fill(firstText);
    await modal.getByRole('combobox', { name: 'User Type', exact: true }).selectOption('student');
    await modal
      .getByLabel('Profile Image', { exact: true })
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not really an image\n') });
    await modal.getByRole('button', { name: 'Create' }).click();
    // The client checks the declared type only; the server looks at the content.
    await expect(modal.getByRole('alert')).toHaveText(/Profile image must be a PNG, JPG or WebP image/);
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('article', { name: `Testimonial by ${name}` })).toHaveCount(0);
    const listed = await page.request.get('/api/testimonials');
    expect(listed.ok()).toBe(true);
    expect(await listed.text()).not.toContain(name);

    // Created with a real PNG: the preview, then the card.
    await page.getByRole('button', { name: 'Add New Testimonial' }).click();
    modal = page.getByRole('dialog', { name: 'Add New Testimonial' });
    await modal.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await modal.getByRole('textbox', { name: 'Designation', exact: true }).fill('Guardian, Mirpur');
    await modal.getByRole('textbox', { name: 'Testimonial', exact: true }).fill(firstText);
    await modal.getByRole('combobox', { name: 'User Type', exact: true }).selectOption('student');
    await modal.getByLabel('Profile Image', { exact: true }).setInputFiles(png('rumana.png'));
    await expect(modal.getByRole('img', { name: 'Profile image preview' })).toHaveAttribute('src', /^data:image\/png/);
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal).toBeHidden();
    const card = page.getByRole('article', { name: `Testimonial by ${name}` });
    await expect(card).toContainText(firstText);
    await expect(card).toContainText('Guardian/Student');

    let home = await homeTestimonials(page);
    await expect(home.getByText(firstText).first()).toBeAttached();
    await expect(home.getByText(name).first()).toBeAttached();

    // Edited: the home page shows the new text, not the old.
    await page.goto('/admin/testimonials');
    await page.getByRole('button', { name: `Edit testimonial by ${name}` }).click();
    modal = page.getByRole('dialog', { name: 'Edit Testimonial' });
    await expect(modal.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await modal.getByRole('textbox', { name: 'Testimonial', exact: true }).fill(secondText);
    await modal.getByRole('button', { name: 'Update' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('article', { name: `Testimonial by ${name}` })).toContainText(secondText);

    home = await homeTestimonials(page);
    await expect(home.getByText(secondText).first()).toBeAttached();
    await expect(home.getByText(firstText)).toHaveCount(0);

    // Deleted after the confirm: gone from the list and from the home page.
    await page.goto('/admin/testimonials');
    await page.getByRole('button', { name: `Delete testimonial by ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Testimonial' });
    await expect(confirm).toContainText('Are you sure you want to delete this testimonial?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('article', { name: `Testimonial by ${name}` })).toHaveCount(0);

    home = await homeTestimonials(page);
    await expect(home.getByText(name)).toHaveCount(0);
    await expect(home.getByText(secondText)).toHaveCount(0);

    // ── Affiliates
    const partner = `Boighor ${suffix}`;
    const firstTitle = `20% off every storybook ${suffix}`;
    const secondTitle = `30% off storybooks this month ${suffix}`;

    await page.goto('/admin/affiliate');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Affiliates' })).toBeVisible();
    await page.getByRole('button', { name: 'Add New Affiliate' }).click();
    modal = page.getByRole('dialog', { name: 'Add New Affiliate' });
    await modal.getByRole('textbox', { name: 'Name', exact: true }).fill(partner);
    await modal.getByRole('textbox', { name: 'Title', exact: true }).fill(firstTitle);
    await modal.getByRole('textbox', { name: 'Description', exact: true }).fill('Children’s books delivered across Dhaka.');
    await modal.getByLabel('Main Image', { exact: true }).setInputFiles(png('banner.png'));
    await modal.getByLabel('Logo', { exact: true }).setInputFiles(png('logo.png'));
    await expect(modal.getByRole('img', { name: 'Main Image (new)' })).toBeVisible();
    await expect(modal.getByRole('img', { name: 'Logo (new)' })).toBeVisible();

    // Links that are not http(s) are refused with a message and nothing is sent.
    const link = modal.getByRole('textbox', { name: 'Link', exact: true });
    for (const bad of ['javascript:alert(1)', 'ftp://x']) {
      await link.fill(bad);
      await modal.getByRole('button', { name: 'Create' }).click();
      await expect(modal.getByText('Link must be a valid http or https URL')).toBeVisible();
      await expect(modal).toBeVisible();
    }
    await link.fill('https://example.com/offer');
    await expect(modal.getByText('Link must be a valid http or https URL')).toHaveCount(0);

    await modal.getByRole('button', { name: '+ Add Benefit' }).click();
    await modal.getByRole('button', { name: '+ Add Benefit' }).click();
    await modal.getByRole('textbox', { name: 'Benefit 1', exact: true }).fill('Free delivery inside Dhaka');
    await modal.getByRole('textbox', { name: 'Benefit 2', exact: true }).fill('This line is removed');
    await modal.getByRole('button', { name: 'Remove benefit 2' }).click();
    await expect(modal.getByRole('textbox', { name: 'Benefit 2', exact: true })).toHaveCount(0);
    await expect(modal.getByRole('textbox', { name: 'Benefit 1', exact: true })).toHaveValue('Free delivery inside Dhaka');
    await modal.getByRole('textbox', { name: 'Promo Code', exact: true }).fill(`BOI${suffix}`);
    await modal.getByRole('textbox', { name: 'Deadline', exact: true }).fill('December 31, 2030');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Affiliate created successfully').first()).toBeVisible();
    await expect(modal).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: partner });
    await expect(row).toContainText(firstTitle);
    await expect(row).toContainText('December 31, 2030');
    const thumbnail = row.getByRole('img', { name: `${partner} image` });
    await expect(thumbnail).toHaveAttribute('src', /\/uploads\/affiliates\/[0-9a-f]{32}\.png$/);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    let offers = await homeOffers(page);
    await expect(offers.getByText(`@${partner}`).first()).toBeAttached();
    await expect(offers.getByText(firstTitle).first()).toBeAttached();

    // Edited (the title only, no new images): the home page shows the new title.
    await page.goto('/admin/affiliate');
    await page.getByRole('button', { name: `Edit ${partner}`, exact: true }).click();
    modal = page.getByRole('dialog', { name: 'Edit Affiliate' });
    await expect(modal.getByRole('textbox', { name: 'Link', exact: true })).toHaveValue('https://example.com/offer');
    await expect(modal.getByRole('textbox', { name: 'Benefit 1', exact: true })).toHaveValue('Free delivery inside Dhaka');
    await expect(modal.getByRole('img', { name: 'Current main image' })).toBeVisible();
    await modal.getByRole('textbox', { name: 'Title', exact: true }).fill(secondTitle);
    await modal.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Affiliate updated successfully').first()).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: partner })).toContainText(secondTitle);
    // The images were kept.
    await expect(page.getByRole('row').filter({ hasText: partner }).getByRole('img', { name: `${partner} image` })).toHaveAttribute(
      'src',
      /\/uploads\/affiliates\/[0-9a-f]{32}\.png$/,
    );

    offers = await homeOffers(page);
    await expect(offers.getByText(secondTitle).first()).toBeAttached();
    await expect(offers.getByText(firstTitle)).toHaveCount(0);

    // Deleted after the confirm: gone from the home page.
    await page.goto('/admin/affiliate');
    await page.getByRole('button', { name: `Delete ${partner}`, exact: true }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Confirm Delete' });
    await expect(confirmDelete).toContainText(`Are you sure you want to delete ${partner}? This action cannot be undone.`);
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Affiliate deleted successfully').first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: partner })).toHaveCount(0);

    offers = await homeOffers(page);
    // The carousel itself is gone when this was the last offer; either way the offer is not on the page.
    await expect(offers.getByText(`@${partner}`)).toHaveCount(0);
    await expect(page.getByText(`@${partner}`)).toHaveCount(0);
    await expect(page.getByText(secondTitle)).toHaveCount(0);
  });
});
