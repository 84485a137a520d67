import { eq } from 'drizzle-orm';
import type { Affiliate, AffiliateFields, Testimonial, TestimonialFields } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { affiliates, testimonials, type AffiliateRow, type TestimonialRow } from '../db/schema';
import { badRequest, notFound } from '../errors';
import type { Clock } from './clock';
import { toAffiliateDto, toTestimonialDto } from './content';
import type { CheckedPublicImage, PublicImageFolder, PublicImageStore } from './public-images';

export interface AdminContentDeps {
  db: Database;
  clock: Clock;
  images: PublicImageStore;
}

export const adminContentMessages = {
  testimonialAdded: 'Testimonial added successfully',
  testimonialUpdated: 'Testimonial updated successfully',
  testimonialDeleted: 'Testimonial deleted successfully',
  testimonialNotFound: 'Testimonial not found',
  affiliateCreated: 'Affiliate created successfully',
  affiliateUpdated: 'Affiliate updated successfully',
  affiliateDeleted: 'Affiliate deleted successfully',
  affiliateNotFound: 'Affiliate not found',
  affiliateImageRequired: 'Please choose the main image',
  affiliateLogoRequired: 'Please choose the logo',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Writes the new images, runs `write` with their stored paths, and removes them again when it fails;
 * after a success the files `write` reports as replaced are removed (only the store's own).
 */
async function withImages<K extends string, T>(
  { images }: AdminContentDeps,
  folder: PublicImageFolder,
  files: Partial<Record<K, CheckedPublicImage>>,
  write: (paths: Partial<Record<K, string>>) => Promise<{ result: T; replaced: (string | null)[] }>,
): Promise<T> {
  const paths: Partial<Record<K, string>> = {};
  try {
    for (const [key, image] of Object.entries(files) as [K, CheckedPublicImage | undefined][]) {
      if (image) paths[key] = await images.save(folder, image);
    }
    const { result, replaced } = await write(paths);
    await Promise.all(replaced.map((stored) => images.remove(stored).catch(() => undefined)));
    return result;
  } catch (error) {
    await Promise.all(Object.values<string | undefined>(paths).map((stored) => images.remove(stored).catch(() => undefined)));
    throw error;
  }
}

// ── Testimonials

export interface TestimonialImageChange {
  image?: CheckedPublicImage;
  /** Edit only: drop the current photo (ignored when a new one is sent). */
  removeImage?: boolean;
}

async function findTestimonial(db: Database, id: string): Promise<TestimonialRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id));
  return row;
}

/** POST /api/testimonials/add. */
export async function createTestimonial(
  deps: AdminContentDeps,
  fields: TestimonialFields,
  { image }: TestimonialImageChange,
): Promise<{ message: string; testimonial: Testimonial }> {
  return withImages(deps, 'testimonials', { image }, async (paths) => {
    const now = deps.clock.now();
    const [row] = await deps.db
      .insert(testimonials)
      .values({ ...fields, imagePath: paths.image ?? null, createdAt: now, updatedAt: now })
      .returning();
    return { result: { message: adminContentMessages.testimonialAdded, testimonial: toTestimonialDto(row!) }, replaced: [] };
  });
}

/** PUT /api/testimonials/updateDetails/{id}: every text field; the photo only when one is sent (or removed). */
export async function updateTestimonial(
  deps: AdminContentDeps,
  id: string,
  fields: TestimonialFields,
  { image, removeImage = false }: TestimonialImageChange,
): Promise<{ message: string; testimonial: Testimonial }> {
  const before = await findTestimonial(deps.db, id);
  if (!before) throw notFound(adminContentMessages.testimonialNotFound);
  return withImages(deps, 'testimonials', { image }, async (paths) => {
    const imagePath = paths.image ?? (removeImage ? null : before.imagePath);
    const [row] = await deps.db
      .update(testimonials)
      .set({ ...fields, imagePath, updatedAt: deps.clock.now() })
      .where(eq(testimonials.id, id))
      .returning();
    if (!row) throw notFound(adminContentMessages.testimonialNotFound);
    return {
      result: { message: adminContentMessages.testimonialUpdated, testimonial: toTestimonialDto(row) },
      replaced: before.imagePath !== imagePath ? [before.imagePath] : [],
    };
  });
}

/** DELETE /api/testimonials/delete/{id}: the row, then its uploaded photo. */
export async function deleteTestimonial({ db, images }: AdminContentDeps, id: string): Promise<{ message: string }> {
  if (!UUID.test(id)) throw notFound(adminContentMessages.testimonialNotFound);
  const [row] = await db.delete(testimonials).where(eq(testimonials.id, id)).returning();
  if (!row) throw notFound(adminContentMessages.testimonialNotFound);
  await images.remove(row.imagePath).catch(() => undefined);
  return { message: adminContentMessages.testimonialDeleted };
}

// ── Affiliates

export interface AffiliateImages {
  image?: CheckedPublicImage;
  logo?: CheckedPublicImage;
}

async function findAffiliate(db: Database, id: string): Promise<AffiliateRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(affiliates).where(eq(affiliates.id, id));
  return row;
}

/** POST /api/affiliate/add: both images are required. */
export async function createAffiliate(
  deps: AdminContentDeps,
  fields: AffiliateFields,
  files: AffiliateImages,
): Promise<{ message: string; data: Affiliate }> {
  if (!files.image) throw badRequest(adminContentMessages.affiliateImageRequired);
  if (!files.logo) throw badRequest(adminContentMessages.affiliateLogoRequired);
  return withImages(deps, 'affiliates', files, async (paths) => {
    const now = deps.clock.now();
    const [row] = await deps.db
      .insert(affiliates)
      .values({ ...fields, imagePath: paths.image ?? null, logoPath: paths.logo ?? null, createdAt: now, updatedAt: now })
      .returning();
    return { result: { message: adminContentMessages.affiliateCreated, data: toAffiliateDto(row!) }, replaced: [] };
  });
}

/** PUT /api/affiliate/update/{id}: every text field; each image only when a new one is sent. */
export async function updateAffiliate(
  deps: AdminContentDeps,
  id: string,
  fields: AffiliateFields,
  files: AffiliateImages,
): Promise<{ message: string; data: Affiliate }> {
  const before = await findAffiliate(deps.db, id);
  if (!before) throw notFound(adminContentMessages.affiliateNotFound);
  return withImages(deps, 'affiliates', files, async (paths) => {
    const [row] = await deps.db
      .update(affiliates)
      .set({
        ...fields,
        imagePath: paths.image ?? before.imagePath,
        logoPath: paths.logo ?? before.logoPath,
        updatedAt: deps.clock.now(),
      })
      .where(eq(affiliates.id, id))
      .returning();
    if (!row) throw notFound(adminContentMessages.affiliateNotFound);
    return {
      result: { message: adminContentMessages.affiliateUpdated, data: toAffiliateDto(row) },
      replaced: [paths.image ? before.imagePath : null, paths.logo ? before.logoPath : null],
    };
  });
}

/** DELETE /api/affiliate/delete/{id}: the row, then its uploaded images. */
export async function deleteAffiliate({ db, images }: AdminContentDeps, id: string): Promise<{ message: string }> {
  if (!UUID.test(id)) throw notFound(adminContentMessages.affiliateNotFound);
  const [row] = await db.delete(affiliates).where(eq(affiliates.id, id)).returning();
  if (!row) throw notFound(adminContentMessages.affiliateNotFound);
  await Promise.all([row.imagePath, row.logoPath].map((stored) => images.remove(stored).catch(() => undefined)));
  return { message: adminContentMessages.affiliateDeleted };
}
