import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentStatusResponseSchema,
  documentUploadResponseSchema,
  errorResponseSchema,
  idParamsSchema,
} from '../../src/shared/api/contract';
import { DOCUMENT_MAX_BYTES } from '../../src/shared/config/catalogue';
import { badRequest, HttpError } from '../errors';
import {
  checkDocumentImage,
  documentMessages,
  DOCUMENT_KINDS,
  getDocumentStatus,
  isDocumentKind,
  openSignedDocument,
  storeDocuments,
  type CheckedImage,
  type DocumentDeps,
  type DocumentKind,
} from '../services/documents';
import { ownAccount, ownOrAdminRead } from '../services/member-access';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

const isFastifyError = (error: unknown): error is { code: string; statusCode?: number } =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';

/** Reads the multipart body: at most one nationalId and one institutionId, each checked by content and size. */
async function readDocumentImages(request: FastifyRequest): Promise<CheckedImage[]> {
  if (!request.isMultipart()) throw badRequest(documentMessages.notMultipart);
  const images: CheckedImage[] = [];
  const seen = new Set<DocumentKind>();
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const field = part.fieldname;
      if (!isDocumentKind(field)) throw badRequest(documentMessages.unknownField(field));
      if (seen.has(field)) throw badRequest(documentMessages.twice(field));
      seen.add(field);
      let image: Buffer;
      try {
        image = await part.toBuffer();
      } catch (error) {
        if (isFastifyError(error) && error.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, documentMessages.tooLarge(field));
        throw error;
      }
      images.push(await checkDocumentImage(field, image));
    }
  } catch (error) {
    if (isFastifyError(error) && error.code === 'FST_FILES_LIMIT') throw badRequest(documentMessages.tooMany);
    throw error;
  }
  return images;
}

/** Identity documents: private files, opened only through short-lived signed paths. */
export const documentRoutes: FastifyPluginAsyncZod<DocumentDeps> = async (app, deps) => {
  // Scoped to these routes; 5 MB + 1 byte is how a file is known to be too large.
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: DOCUMENT_KINDS.length + 1, fields: 10, parts: 16, fieldSize: 1024 },
  });

  app.get(
    '/api/documents/:id/status',
    {
      schema: {
        tags: ['documents'],
        summary: "A tutor's identity documents (the tutor, or an admin), with signed paths valid for 10 minutes",
        params: idParamsSchema,
        response: { 200: documentStatusResponseSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => getDocumentStatus(deps, await ownOrAdminRead(deps.db, request, request.params.id, 'tutor')),
  );

  app.post(
    '/api/documents/:id/upload',
    {
      schema: {
        tags: ['documents'],
        summary: 'Uploads the own nationalId and/or institutionId (multipart/form-data; PNG or JPEG by content, 5 MB each)',
        description:
          'Refusals store nothing: 413 "National ID/Birth Certificate image must be less than 5MB" / "Institution ID ' +
          'image must be less than 5MB"; 400 for a file that is not a PNG or JPEG image; 409 once verified.',
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: documentUploadResponseSchema, ...errors(400, 401, 403, 409, 413) },
      },
    },
    async (request) => {
      const tutor = ownAccount(request, request.params.id, 'tutor');
      return storeDocuments(deps, tutor, await readDocumentImages(request));
    },
  );

  app.get(
    '/api/documents/file/:token',
    {
      schema: {
        tags: ['documents'],
        summary: 'Opens a document through a signed path from the status call (no bearer: the signature is the key)',
        description: 'Answers the PNG or JPEG image; 403 for an altered or expired path, 404 once the document was replaced.',
        params: z.object({ token: z.string().min(1).max(2048) }),
      },
    },
    async (request, reply) => {
      const { image, contentType } = await openSignedDocument(deps, request.params.token);
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('referrer-policy', 'no-referrer')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(image);
    },
  );
};
