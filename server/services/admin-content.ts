import { eq } from 'drizzle-orm';
import type { Affiliate, AffiliateFields, Testimonial, TestimonialFields } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { affiliates, testimonials, type AffiliateRow, type TestimonialRow } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { changedFields, logActivity, SYSTEM_ACTOR, type Actor } from './activity-log';
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

// The activity log keeps free text (a person's name, their words, an offer's copy) only as "(changed)"; the type, the
// link, the code, the deadline and the stored image paths with their values.
const TESTIMONIAL_PERSONAL_FIELDS = ['name', 'designation', 'testimonial'] as const;
const AFFILIATE_PERSONAL_FIELDS = ['name', 'title', 'description', 'benefits'] as const;
const testimonialLogFields = (row: TestimonialRow) => ({ userType: row.userType, imagePath: row.imagePath });
const testimonialEditFields = (row: TestimonialRow) => ({
  name: row.name,
  designation: row.designation,
  testimonial: row.testimonial,
  ...testimonialLogFields(row),
});
const affiliateLogFields = (row: AffiliateRow) => ({
  link: row.link,
  promocode: row.promocode,
  deadline: row.deadline,
  imagePath: row.imagePath,
  logoPath: row.logoPath,
});
const affiliateEditFields = (row: AffiliateRow) => ({
  name: row.name,
  title: row.title,
  description: row.description,
  benefits: row.benefits,
  ...affiliateLogFields(row),
});

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

/** POST /api/testimonials/add: the row and its activity line in one transaction. */
export async function createTestimonial(
  deps: AdminContentDeps,
  fields: TestimonialFields,
  { image }: TestimonialImageChange,
  actor: Actor = SYSTEM_ACTOR,
): Promise<{ message: string; testimonial: Testimonial }> {
  return withImages(deps, 'testimonials', { image }, (paths) =>
    deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const [row] = await tx
        .insert(testimonials)
        .values({ ...fields, imagePath: paths.image ?? null, createdAt: now, updatedAt: now })
        .returning();
      await logActivity(tx, actor, {
        action: 'testimonial.create',
        recordType: 'testimonial',
        recordId: row!.id,
        changes: changedFields({}, testimonialLogFields(row!)),
        at: now,
      });
      return { result: { message: adminContentMessages.testimonialAdded, testimonial: toTestimonialDto(row!) }, replaced: [] };
    }),
  );
}

/** PUT /api/testimonials/updateDetails/{id}: every text field; the photo only when one is sent (or removed). */
export async function updateTestimonial(
  deps: AdminContentDeps,
  id: string,
  fields: TestimonialFields,
  { image, removeImage = false }: TestimonialImageChange,
  actor: Actor = SYSTEM_ACTOR,
): Promise<{ message: string; testimonial: Testimonial }> {
  const before = await findTestimonial(deps.db, id);
  if (!before) throw notFound(adminContentMessages.testimonialNotFound);
  return withImages(deps, 'testimonials', { image }, (paths) =>
    deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const imagePath = paths.image ?? (removeImage ? null : before.imagePath);
      const [row] = await tx
        .update(testimonials)
        .set({ ...fields, imagePath, updatedAt: now })
        .where(eq(testimonials.id, id))
        .returning();
      if (!row) throw notFound(adminContentMessages.testimonialNotFound);
      await logActivity(tx, actor, {
        action: 'testimonial.update',
        recordType: 'testimonial',
        recordId: id,
        changes: changedFields(testimonialEditFields(before), testimonialEditFields(row), TESTIMONIAL_PERSONAL_FIELDS),
        at: now,
      });
      return {
        result: { message: adminContentMessages.testimonialUpdated, testimonial: toTestimonialDto(row) },
        replaced: before.imagePath !== imagePath ? [before.imagePath] : [],
      };
    }),
  );
}

/** DELETE /api/testimonials/delete/{id}: the row and its activity line (one transaction), then its uploaded photo. */
export async function deleteTestimonial(
  { db, clock, images }: AdminContentDeps,
  id: string,
  actor: Actor = SYSTEM_ACTOR,
): Promise<{ message: string }> {
  if (!UUID.test(id)) throw notFound(adminContentMessages.testimonialNotFound);
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(testimonials).where(eq(testimonials.id, id)).returning();
    if (!deleted) throw notFound(adminContentMessages.testimonialNotFound);
    await logActivity(tx, actor, {
      action: 'testimonial.delete',
      recordType: 'testimonial',
      recordId: id,
      changes: changedFields(testimonialLogFields(deleted), {}),
      at: clock.now(),
    });
    return deleted;
  });
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
  actor: Actor = SYSTEM_ACTOR,
): Promise<{ message: string; data: Affiliate }> {
  if (!files.image) throw badRequest(adminContentMessages.affiliateImageRequired);
  if (!files.logo) throw badRequest(adminContentMessages.affiliateLogoRequired);
  return withImages(deps, 'affiliates', files, (paths) =>
    deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const [row] = await tx
        .insert(affiliates)
        .values({ ...fields, imagePath: paths.image ?? null, logoPath: paths.logo ?? null, createdAt: now, updatedAt: now })
        .returning();
      await logActivity(tx, actor, {
        action: 'affiliate.create',
        recordType: 'affiliate',
        recordId: row!.id,
        changes: changedFields({}, affiliateLogFields(row!)),
        at: now,
      });
      return { result: { message: adminContentMessages.affiliateCreated, data: toAffiliateDto(row!) }, replaced: [] };
    }),
  );
}

/** PUT /api/affiliate/update/{id}: every text field; each image only when a new one is sent. */
export async function updateAffiliate(
  deps: AdminContentDeps,
  id: string,
  fields: AffiliateFields,
  files: AffiliateImages,
  actor: Actor = SYSTEM_ACTOR,
): Promise<{ message: string; data: Affiliate }> {
  const before = await findAffiliate(deps.db, id);
  if (!before) throw notFound(adminContentMessages.affiliateNotFound);
  return withImages(deps, 'affiliates', files, (paths) =>
    deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const [row] = await tx
        .update(affiliates)
        .set({
          ...fields,
          imagePath: paths.image ?? before.imagePath,
          logoPath: paths.logo ?? before.logoPath,
          updatedAt: now,
        })
        .where(eq(affiliates.id, id))
        .returning();
      if (!row) throw notFound(adminContentMessages.affiliateNotFound);
      await logActivity(tx, actor, {
        action: 'affiliate.update',
        recordType: 'affiliate',
        recordId: id,
        changes: changedFields(affiliateEditFields(before), affiliateEditFields(row), AFFILIATE_PERSONAL_FIELDS),
        at: now,
      });
      return {
        result: { message: adminContentMessages.affiliateUpdated, data: toAffiliateDto(row) },
        replaced: [paths.image ? before.imagePath : null, paths.logo ? before.logoPath : null],
      };
    }),
  );
}

/** DELETE /api/affiliate/delete/{id}: the row and its activity line (one transaction), then its uploaded images. */
export async function deleteAffiliate(
  { db, clock, images }: AdminContentDeps,
  id: string,
  actor: Actor = SYSTEM_ACTOR,
): Promise<{ message: string }> {
  if (!UUID.test(id)) throw notFound(adminContentMessages.affiliateNotFound);
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(affiliates).where(eq(affiliates.id, id)).returning();
    if (!deleted) throw notFound(adminContentMessages.affiliateNotFound);
    await logActivity(tx, actor, {
      action: 'affiliate.delete',
      recordType: 'affiliate',
      recordId: id,
      changes: changedFields(affiliateLogFields(deleted), {}),
      at: clock.now(),
    });
    return deleted;
  });
  await Promise.all([row.imagePath, row.logoPath].map((stored) => images.remove(stored).catch(() => undefined)));
  return { message: adminContentMessages.affiliateDeleted };
}
