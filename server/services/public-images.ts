import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { PUBLIC_IMAGE_MAX_BYTES, PUBLIC_IMAGE_MIME_TYPES } from '../../src/shared/config/catalogue';
import { badRequest, HttpError } from '../errors';

/**
 * Public images uploaded by an admin (testimonial photos, affiliate logos and banners):
 * UPLOADS_DIR/<folder>/<32 random hex digits>.<png|jpg|webp>, served at /uploads/<folder>/...,
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
  /** The absolute path of a stored file (tests and operations). */
  locate(stored: string): string;
}

export function createPublicImageStore(uploadsDir: string): PublicImageStore {
  const root = path.resolve(uploadsDir);
  const owns = (stored: string | null | undefined): stored is string => typeof stored === 'string' && OWNED.test(stored);
  const locate = (stored: string) => {
    const absolute = path.resolve(root, stored.replace(/^uploads\//, ''));
    if (!absolute.startsWith(root + path.sep)) throw new Error(`${stored} is outside UPLOADS_DIR`);
    return absolute;
  };
  return {
    owns,
    locate,
    async save(folder, { image, extension }) {
      const stored = `uploads/${folder}/${randomBytes(16).toString('hex')}.${extension}`;
      const target = locate(stored);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed, so a served file is either whole or absent.
      const partial = `${target}.part`;
      try {
        await writeFile(partial, image, { mode: 0o644 });
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return stored;
    },
    async remove(stored) {
      if (!owns(stored)) return;
      await rm(locate(stored), { force: true });
    },
  };
}
