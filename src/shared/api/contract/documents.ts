// The identity documents' routes (server/routes/documents.ts): their schemas stay in member.ts.
import { z } from 'zod';
import { idParamsSchema } from './common';
import { defineRoute, errorResponses } from './define-route';
import { documentStatusResponseSchema, documentUploadResponseSchema } from './member';

/** A signed path's token (from the status call): it names one file and expires. */
export const documentTokenParamsSchema = z.object({ token: z.string().min(1).max(2048) });

/** Identity documents: private files, opened only through short-lived signed paths. */
export const documentsContract = {
  status: defineRoute({
    method: 'GET',
    path: '/api/documents/:id/status',
    access: 'tutorOrAdmin',
    owner: true,
    params: idParamsSchema,
    responses: { 200: documentStatusResponseSchema, ...errorResponses(401, 403, 404) },
    tags: ['documents'],
    summary: "A tutor's identity documents (the tutor, or an admin), with signed paths valid for 10 minutes",
  }),
  upload: defineRoute({
    method: 'POST',
    path: '/api/documents/:id/upload',
    access: 'tutor',
    owner: true,
    params: idParamsSchema,
    consumes: ['multipart/form-data'],
    responses: { 200: documentUploadResponseSchema, ...errorResponses(400, 401, 403, 409, 413) },
    tags: ['documents'],
    summary: 'Uploads the own nationalId and/or institutionId (multipart/form-data; PNG or JPEG by content, 5 MB each)',
    description:
      'Refusals store nothing: 413 "National ID/Birth Certificate image must be less than 5MB" / "Institution ID ' +
      'image must be less than 5MB"; 400 for a file that is not a PNG or JPEG image; 409 once verified.',
  }),
  file: defineRoute({
    method: 'GET',
    path: '/api/documents/file/:token',
    /** The signed link is the credential: it expires and names one file. */
    access: 'public',
    params: documentTokenParamsSchema,
    // The PNG or JPEG image: no JSON answer to describe.
    responses: {},
    tags: ['documents'],
    summary: 'Opens a document through a signed path from the status call (no bearer: the signature is the key)',
    description: 'Answers the PNG or JPEG image; 403 for an altered or expired path, 404 once the document was replaced.',
  }),
};
