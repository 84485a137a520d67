import { randomBytes } from 'node:crypto';
import type { ObjectStore } from './object-store';
import { PUBLIC_IMAGE_MAX_BYTES, PUBLIC_IMAGE_MIME_TYPES } from '../../src/shared/config/catalogue';
import { badRequest, HttpError } from '../errors';

/**
 * Public images uploaded by an admin (testimonial photos, affiliate logos and banners):
 * <folder>/<32 random hex digits>.<png|jpg|webp> in the public files (UPLOADS_DIR or a bucket), served at /uploads/<folder>/...,
 * stored in the database as `uploads/<folder>/<file>`.
 *
 * Only files of that exact shape are ever removed: seeded pictures (`uploads/seed/...`), absolute
 * addresses and anything else a row may name are left alone.
 */
export const PUBLIC_IMAGE_FOLDERS = ['testimonials', 'affiliates'] as const;
export type PublicImageFolder = (typeof PUBLIC_IMAGE_FOLDERS)[number];

export type PublicImageExtension = 'png' | 'jpg' | 'webp';
export interface CheckedPublicImage {
  image: Buffer;
  extension: PublicImageExtension;
}

const EXTENSION_OF: Record<(typeof PUBLIC_IMAGE_MIME_TYPES)[number], PublicImageExtension> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export const publicImageMessages = {
  tooLarge: (label: string) => `${label} must be 2MB or smaller`,
  notImage: (label: string) => `${label} must be a PNG, JPG or WebP image`,
};

/** PNG, JPEG or WebP by content (whatever the name or declared type says), at most 2 MB. */
export async function checkPublicImage(label: string, image: Buffer): Promise<CheckedPublicImage> {
  if (image.length > PUBLIC_IMAGE_MAX_BYTES) throw new HttpError(413, publicImageMessages.tooLarge(label));
  // Loaded on the first upload, not at start (issue 15: start in under 3 s).
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(image);
  if (!type || !(PUBLIC_IMAGE_MIME_TYPES as readonly string[]).includes(type.mime)) {
    throw badRequest(publicImageMessages.notImage(label));
  }
  return { image, extension: EXTENSION_OF[type.mime as keyof typeof EXTENSION_OF] };
}

const OWNED = /^uploads\/(testimonials|affiliates)\/[0-9a-f]{32}\.(png|jpg|webp)$/;

export interface PublicImageStore {
  /** Writes the image; answers the path the database keeps (`uploads/<folder>/<file>`). */
  save(folder: PublicImageFolder, image: CheckedPublicImage): Promise<string>;
  /** Removes a file this store wrote; anything else (seeded pictures, addresses, null) is left alone. */
  remove(stored: string | null | undefined): Promise<void>;
  /** True when the stored path names a file this store wrote. */
  owns(stored: string | null | undefined): boolean;
  /** The storage key of a stored path (`uploads/testimonials/x.png` → `testimonials/x.png`). */
  keyOf(stored: string): string;
}

const CONTENT_TYPE: Record<PublicImageExtension, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** Public images in an object store (a folder served at /uploads, or a bucket the server reads). */
export function createPublicImageStore(objects: ObjectStore): PublicImageStore {
  const owns = (stored: string | null | undefined): stored is string => typeof stored === 'string' && OWNED.test(stored);
  const keyOf = (stored: string) => stored.replace(/^uploads\//, '');
  return {
    owns,
    keyOf,
    async save(folder, { image, extension }) {
      const stored = `uploads/${folder}/${randomBytes(16).toString('hex')}.${extension}`;
      await objects.put(keyOf(stored), image, CONTENT_TYPE[extension]);
      return stored;
    },
    async remove(stored) {
      if (!owns(stored)) return;
      await objects.remove(keyOf(stored));
    },
  };
}
