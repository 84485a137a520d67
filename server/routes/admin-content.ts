import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  adminContentContract,
  affiliateFieldsSchema,
  testimonialFieldsSchema,
} from '../../src/shared/api/contract';
import { PUBLIC_IMAGE_MAX_BYTES } from '../../src/shared/config/catalogue';
import type { Database } from '../db/database';
import { registerContractRoutes } from '../plugins/contract-routes';
import { assertSafeText } from '../plugins/input-guard';
import { badRequest, HttpError } from '../errors';
import {
  createAffiliate,
  createTestimonial,
  deleteAffiliate,
  deleteTestimonial,
  updateAffiliate,
  updateTestimonial,
  type AdminContentDeps,
} from '../services/admin-content';
import { actorOf } from '../services/activity-log';
import type { Clock } from '../services/clock';
import {
  checkPublicImage,
  publicImageMessages,
  type CheckedPublicImage,
  type PublicImageStore,
} from '../services/public-images';

const isFastifyError = (error: unknown): error is { code: string } =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';

/** Longest text field, in bytes (a 2000-character testimonial in Bangla is about 6000). */
const FIELD_MAX_BYTES = 16 * 1024;

interface ImageForm<F extends string> {
  /** Every text field's values, in order (a repeated field has several). */
  fields: Map<string, string[]>;
  files: Partial<Record<F, CheckedPublicImage>>;
}

/**
 * Reads the whole multipart body into memory (files are at most 2 MB each): text fields, and the
 * named image files checked by content and size. Nothing is written here, so a refusal leaves no file.
 * A file part with no name and no bytes (an empty file input) counts as absent.
 */
async function readImageForm<F extends string>(request: FastifyRequest, labels: Record<F, string>): Promise<ImageForm<F>> {
  if (!request.isMultipart()) throw badRequest('Please send the form as multipart/form-data');
  const fields = new Map<string, string[]>();
  const files: Partial<Record<F, CheckedPublicImage>> = {};
  const isImageField = (name: string): name is F => Object.hasOwn(labels, name);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw badRequest(`${part.fieldname} is too long`);
        fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), String(part.value)]);
        continue;
      }
      const name = part.fieldname;
      if (!isImageField(name)) throw badRequest(`Unknown file "${name}"`);
      let image: Buffer;
      try {
        image = await part.toBuffer();
      } catch (error) {
        if (isFastifyError(error) && error.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, publicImageMessages.tooLarge(labels[name]));
        throw error;
      }
      if (image.length === 0 && !part.filename) continue;
      if (files[name]) throw badRequest(`${labels[name]} was sent twice`);
      files[name] = await checkPublicImage(labels[name], image);
    }
  } catch (error) {
    if (isFastifyError(error) && ['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT'].includes(error.code)) {
      throw badRequest('The form has too many fields or files');
    }
    throw error;
  }
  return { fields, files };
}

/** The text fields through their zod schema; the first problem becomes a 400 `{ message }`. */
function parseFields<S extends z.ZodType>(schema: S, values: Record<string, unknown>): z.infer<S> {
  assertSafeText(values, 'form');
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid form');
  return parsed.data;
}

const first = (fields: Map<string, string[]>, name: string) => fields.get(name)?.[0];

const TESTIMONIAL_IMAGES = { image: 'Profile image' } as const;
const AFFILIATE_IMAGES = { image: 'Main image', logo: 'Logo' } as const;

function testimonialFields(fields: Map<string, string[]>) {
  return parseFields(testimonialFieldsSchema, {
    name: first(fields, 'name'),
    designation: first(fields, 'designation'),
    testimonial: first(fields, 'testimonial'),
    userType: first(fields, 'userType'),
  });
}

/**
 * Benefits come as repeated `benefits` (or `benefits[]`) fields, one line each, or as one field
 * holding a JSON array of strings (how the admin client sends them, so an empty list is `[]`).
 */
export function benefitLines(fields: Map<string, string[]>): unknown {
  const values = [...(fields.get('benefits') ?? []), ...(fields.get('benefits[]') ?? [])];
  if (values.length === 1 && values[0]!.trim().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(values[0]!);
      if (!Array.isArray(parsed)) throw badRequest('Benefits must be a list of text lines');
      return parsed;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw badRequest('Benefits must be a JSON array of text lines');
    }
  }
  return values;
}

function affiliateFields(fields: Map<string, string[]>) {
  return parseFields(affiliateFieldsSchema, {
    name: first(fields, 'name'),
    title: first(fields, 'title'),
    description: first(fields, 'description'),
    link: first(fields, 'link'),
    benefits: benefitLines(fields),
    promocode: first(fields, 'promocode'),
    deadline: first(fields, 'deadline'),
  });
}

/**
 * The admin's testimonials and affiliate offers (spec section 7). Each write is multipart/form-data,
 * read only after the admin role was checked; images go to the public files' testimonials/ and affiliates/.
 */
export const adminContentRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock; images: PublicImageStore }> = async (
  app,
  { db, clock, images },
) => {
  // Scoped to these routes; 2 MB + 1 byte is how a file is known to be too large.
  await app.register(multipart, {
    limits: { fileSize: PUBLIC_IMAGE_MAX_BYTES, files: 3, fields: 60, parts: 64, fieldSize: FIELD_MAX_BYTES },
  });
  const deps: AdminContentDeps = { db, clock, images };

  registerContractRoutes(app, adminContentContract, {
    addTestimonial: async (request, reply) => {
      const form = await readImageForm(request, TESTIMONIAL_IMAGES);
      const saved = await createTestimonial(deps, testimonialFields(form.fields), { image: form.files.image }, actorOf(request));
      return reply.code(201).send(saved);
    },
    updateTestimonial: async (request) => {
      const form = await readImageForm(request, TESTIMONIAL_IMAGES);
      return updateTestimonial(deps, request.params.id, testimonialFields(form.fields), {
        image: form.files.image,
        removeImage: first(form.fields, 'removeImage') === 'true',
      }, actorOf(request));
    },
    deleteTestimonial: (request) => deleteTestimonial(deps, request.params.id, actorOf(request)),
    addAffiliate: async (request, reply) => {
      const form = await readImageForm(request, AFFILIATE_IMAGES);
      const saved = await createAffiliate(deps, affiliateFields(form.fields), form.files, actorOf(request));
      return reply.code(201).send(saved);
    },
    updateAffiliate: async (request) => {
      const form = await readImageForm(request, AFFILIATE_IMAGES);
      return updateAffiliate(deps, request.params.id, affiliateFields(form.fields), form.files, actorOf(request));
    },
    deleteAffiliate: (request) => deleteAffiliate(deps, request.params.id, actorOf(request)),
  });
};
