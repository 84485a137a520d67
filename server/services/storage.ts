import path from 'node:path';
import type { Config } from '../config';
import { createDocumentStore, type DocumentStore } from './documents';
import { createFolderObjectStore, createS3ObjectStore, type ObjectStore } from './object-store';
import { createPublicImageStore, type PublicImageStore } from './public-images';

export type StorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'UPLOADS_DIR'
  | 'S3_URL'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PREFIX'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The uploads of one process: public images (served at /uploads/...) and private identity documents. */
export interface Storage {
  kind: 'folder' | 's3';
  /** Public images, keyed like their address below /uploads/ (`testimonials/<file>.png`). */
  publicFiles: ObjectStore;
  images: PublicImageStore;
  documents: DocumentStore;
}

/**
 * Folders under DATA_DIR by default (UPLOADS_DIR public, DATA_DIR/private/documents private); with S3_URL one
 * bucket holds both, under `<S3_PREFIX>public/` and `<S3_PREFIX>private/documents/` (never public: the
 * bucket needs no public access, the server reads and serves every file).
 */
export function createStorage(config: StorageConfig): Storage {
  const { S3_URL, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  let publicFiles: ObjectStore;
  let privateDocuments: ObjectStore;
  if (S3_URL && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    const bucket = (prefix: string) =>
      createS3ObjectStore({
        url: S3_URL,
        bucket: S3_BUCKET,
        region: config.S3_REGION,
        accessKeyId: S3_ACCESS_KEY_ID,
        secretAccessKey: S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        prefix: `${config.S3_PREFIX}${prefix}`,
      });
    publicFiles = bucket('public/');
    privateDocuments = bucket('private/documents/');
  } else {
    publicFiles = createFolderObjectStore(config.UPLOADS_DIR);
    privateDocuments = createFolderObjectStore(path.join(path.resolve(config.DATA_DIR, 'private'), 'documents'), 0o600);
  }
  return {
    kind: publicFiles.kind,
    publicFiles,
    images: createPublicImageStore(publicFiles),
    documents: createDocumentStore(privateDocuments),
  };
}
