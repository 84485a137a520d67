import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import type { Clock } from '../services/clock';
import { createDocumentSigner, fileSecret, type DocumentStore } from '../services/documents';
import { documentRoutes } from './documents';
import { memberApplicationRoutes } from './member-applications';
import { memberExportRoutes } from './member-export';
import { studentRoutes } from './students';
import { tutorProfileRoutes } from './tutor-profiles';

export interface MemberRoutesOptions {
  db: Database;
  clock: Clock;
  /** Identity documents and their signing key live under DATA_DIR/private, never under the public uploads. */
  dataDir: string;
  /** The public /uploads folder: the private folder must not be inside it. */
  uploadsDir: string;
  /** Where identity documents are kept (DATA_DIR/private/documents, or a private bucket prefix). */
  documents: DocumentStore;
}

/** The member area: profiles, tutor requests, identity documents and applications of signed-in users. */
export const memberRoutes: FastifyPluginAsyncZod<MemberRoutesOptions> = async (app, { db, clock, dataDir, uploadsDir, documents }) => {
  const privateDir = path.resolve(dataDir, 'private');
  const fromUploads = path.relative(path.resolve(uploadsDir), privateDir);
  if (!fromUploads.startsWith('..') && !path.isAbsolute(fromUploads)) {
    throw new Error(`UPLOADS_DIR (${uploadsDir}) must not contain ${privateDir}: identity documents would be public`);
  }
  const signer = createDocumentSigner(fileSecret(privateDir));
  await app.register(studentRoutes, { db, clock });
  await app.register(tutorProfileRoutes, { db, clock });
  await app.register(documentRoutes, { db, clock, signer, store: documents });
  await app.register(memberApplicationRoutes, { db });
  await app.register(memberExportRoutes, { db, clock });
};
