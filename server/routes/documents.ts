import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentsContract } from '../../src/shared/api/contract';
import { DOCUMENT_MAX_BYTES } from '../../src/shared/config/catalogue';
import { badRequest, HttpError } from '../errors';
import { registerContractRoutes } from '../plugins/contract-routes';
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

  registerContractRoutes(app, documentsContract, {
    status: async (request) => getDocumentStatus(deps, await ownOrAdminRead(deps.db, request, request.params.id, 'tutor')),
    upload: async (request) => {
      const tutor = ownAccount(request, request.params.id, 'tutor');
      return storeDocuments(deps, tutor, await readDocumentImages(request));
    },
    file: async (request, reply) => {
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
  });
};
