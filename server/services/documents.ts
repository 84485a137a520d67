import type { ObjectStore } from './object-store';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DocumentStatus } from '../../src/shared/api/contract';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES } from '../../src/shared/config/catalogue';
import type { Database } from '../db/database';
import { tutorProfiles, type TutorProfileRow, type UserRow } from '../db/schema';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../errors';
import { MINUTE, type Clock } from './clock';
import { notifyAdmins } from './notifications';
import { ensureTutorProfile, findTutorProfileRow, refreshCompletion } from './tutor-profile-wizard';

export const DOCUMENT_KINDS = ['nationalId', 'institutionId'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const isDocumentKind = (value: string): value is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(value);

export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  nationalId: 'National ID/Birth Certificate',
  institutionId: 'Institution ID',
};

/** How long a signed document path opens the file. */
export const DOCUMENT_LINK_TTL_MS = 10 * MINUTE;
export const DOCUMENT_FILE_PREFIX = '/api/documents/file/';

export const documentMessages = {
  uploaded: 'Documents uploaded successfully! They will be verified by our team.',
  tooLarge: (kind: DocumentKind) => `${DOCUMENT_LABELS[kind]} image must be less than 5MB`,
  notImage: (kind: DocumentKind) => `${DOCUMENT_LABELS[kind]} must be a PNG or JPG image`,
  twice: (kind: DocumentKind) => `${DOCUMENT_LABELS[kind]} was sent twice; send each document once`,
  tooMany: 'Send at most one National ID/Birth Certificate and one Institution ID',
  unknownField: (field: string) => `Unknown file "${field}": send nationalId and/or institutionId`,
  nothing: 'Please choose the National ID/Birth Certificate and/or Institution ID image to upload',
  notMultipart: 'Please send the documents as multipart/form-data',
  alreadyVerified: 'Your documents have already been verified',
  linkInvalid: 'This document link is not valid',
  linkExpired: 'This document link has expired. Please reload the page to get a new one.',
};

// ── Signed paths: HMAC-SHA256 over (tutor, document, stored file, expiry) with a server secret

/** What a signed path names. Short enough for a path parameter (Fastify's limit is 100 characters). */
interface LinkClaims {
  userId: string;
  kind: DocumentKind;
  /** A fingerprint of the stored file: a replaced document's old links stop working. */
  file: string;
  /** Expiry, in ms since the epoch. */
  expires: number;
}

const KIND_CODES: Record<DocumentKind, string> = { nationalId: 'n', institutionId: 'i' };
const kindOfCode = (code: string | undefined) => DOCUMENT_KINDS.find((kind) => KIND_CODES[kind] === code);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Eight hex digits naming one stored file. */
export const fileFingerprint = (file: string) => createHash('sha256').update(file).digest('hex').slice(0, 8);

export interface DocumentSigner {
  /** A path under the host that opens the file until now + ttl. */
  sign(userId: string, kind: DocumentKind, file: string, now: Date): Promise<string>;
  /** The claims of a token, or 403 when it was altered or has expired. */
  verify(token: string, now: Date): Promise<LinkClaims>;
}

/**
 * The signing key: 32 random bytes kept next to the documents (DATA_DIR/private/document-signing.key,
 * mode 0600), made on first use. Every process sharing that folder shares the key, as they share the files.
 */
export function fileSecret(privateDir: string): () => Promise<Buffer> {
  let secret: Promise<Buffer> | undefined;
  const file = path.join(privateDir, 'document-signing.key');
  const load = async (): Promise<Buffer> => {
    await mkdir(privateDir, { recursive: true, mode: 0o700 });
    try {
      await writeFile(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    if (key.length < 32) throw new Error(`${file} does not hold a 32-byte key`);
    return key;
  };
  return () => {
    secret ??= load().catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
}

/** Tokens read `<uuid>~<n|i>~<file fingerprint>~<expiry, base 36>.<HMAC-SHA256, first 16 bytes, base64url>`. */
export function createDocumentSigner(secret: () => Promise<Buffer>, ttlMs = DOCUMENT_LINK_TTL_MS): DocumentSigner {
  const mac = async (payload: string) => createHmac('sha256', await secret()).update(payload).digest().subarray(0, 16);
  return {
    async sign(userId, kind, file, now) {
      const payload = [userId, KIND_CODES[kind], fileFingerprint(file), (now.getTime() + ttlMs).toString(36)].join('~');
      return `${DOCUMENT_FILE_PREFIX}${payload}.${(await mac(payload)).toString('base64url')}`;
    },
    async verify(token, now) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) throw forbidden(documentMessages.linkInvalid);
      const expected = await mac(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden(documentMessages.linkInvalid);
      const [userId, code, file, expiry, more] = payload.split('~');
      const kind = kindOfCode(code);
      const expires = parseInt(expiry ?? '', 36);
      if (!userId || !UUID.test(userId) || !kind || !file || more !== undefined || !Number.isFinite(expires)) {
        throw forbidden(documentMessages.linkInvalid);
      }
      if (expires <= now.getTime()) throw forbidden(documentMessages.linkExpired);
      return { userId, kind, file, expires };
    },
  };
}

// ── Private storage: DATA_DIR/private/documents/<tutor id>/<kind>-<random>.<png|jpg>, never under /uploads

export interface DocumentStore {
  /** Writes the image; answers its key in the store (`<tutor id>/<kind>-<time>-<random>.<ext>`). */
  save(userId: string, kind: DocumentKind, image: Buffer, extension: 'png' | 'jpg'): Promise<string>;
  read(file: string): Promise<Buffer>;
  remove(file: string): Promise<void>;
  /** Removes every stored file of one tutor (their folder), e.g. when the account is deleted. */
  removeAllOf(userId: string): Promise<void>;
  /** The keys of one tutor's files (tests and operations). */
  filesOf(userId: string): Promise<string[]>;
}

/** Identity documents in a private object store: a folder outside /uploads (0600 files) or a private bucket prefix. */
export function createDocumentStore(objects: ObjectStore): DocumentStore {
  const checkFile = (file: string) => {
    if (!/^[0-9a-f-]{36}\/[A-Za-z]+-\d+-[0-9a-f]{12}\.(png|jpg)$/.test(file)) throw forbidden(documentMessages.linkInvalid);
    return file;
  };
  const folderOf = (userId: string) => {
    if (!UUID.test(userId)) throw new Error(`Not a user id: ${userId}`);
    return `${userId}/`;
  };
  return {
    async save(userId, kind, image, extension) {
      const file = `${folderOf(userId)}${kind}-${Date.now()}-${randomBytes(6).toString('hex')}.${extension}`;
      await objects.put(file, image, extension === 'png' ? 'image/png' : 'image/jpeg');
      return file;
    },
    async read(file) {
      const image = await objects.get(checkFile(file));
      if (!image) throw new Error(`No stored document ${file}`);
      return image;
    },
    async remove(file) {
      await objects.remove(checkFile(file));
    },
    async removeAllOf(userId) {
      await objects.removePrefix(folderOf(userId));
    },
    filesOf: (userId) => objects.list(folderOf(userId)),
  };
}

// ── Checking an uploaded image

export type CheckedImage = { kind: DocumentKind; image: Buffer; extension: 'png' | 'jpg' };

/** PNG or JPEG by content (whatever the name or declared type says), at most 5 MB. */
export async function checkDocumentImage(kind: DocumentKind, image: Buffer): Promise<CheckedImage> {
  if (image.length > DOCUMENT_MAX_BYTES) throw new HttpError(413, documentMessages.tooLarge(kind));
  // Loaded on the first upload, not at start (issue 15: start in under 3 s).
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(image);
  if (!type || !(DOCUMENT_MIME_TYPES as readonly string[]).includes(type.mime)) throw badRequest(documentMessages.notImage(kind));
  return { kind, image, extension: type.mime === 'image/png' ? 'png' : 'jpg' };
}

// ── Status and upload

const pathOf = (row: TutorProfileRow | undefined, kind: DocumentKind) =>
  (kind === 'nationalId' ? row?.nationalIdPath : row?.institutionIdPath) ?? null;
const dateOf = (row: TutorProfileRow | undefined, kind: DocumentKind) =>
  (kind === 'nationalId' ? row?.nationalIdUploadedAt : row?.institutionIdUploadedAt) ?? null;

export async function documentStatusOf(
  signer: DocumentSigner,
  tutor: UserRow,
  row: TutorProfileRow | undefined,
  now: Date,
): Promise<DocumentStatus> {
  const signed = async (kind: DocumentKind) => {
    const file = pathOf(row, kind);
    return file ? signer.sign(tutor.id, kind, file, now) : null;
  };
  return {
    nationalIdUploaded: pathOf(row, 'nationalId') !== null,
    institutionIdUploaded: pathOf(row, 'institutionId') !== null,
    // An admin verifies a tutor only after checking the documents, so a verified tutor's are verified.
    documentsVerified: (row?.documentsVerified ?? false) || tutor.isVerified,
    nationalIdPath: await signed('nationalId'),
    institutionIdPath: await signed('institutionId'),
    nationalIdUploadDate: dateOf(row, 'nationalId')?.toISOString() ?? null,
    institutionIdUploadDate: dateOf(row, 'institutionId')?.toISOString() ?? null,
  };
}

export interface DocumentDeps {
  db: Database;
  clock: Clock;
  signer: DocumentSigner;
  store: DocumentStore;
}

/** GET /api/documents/{id}/status (the tutor or an admin; the caller is checked by the route). */
export async function getDocumentStatus({ db, clock, signer }: DocumentDeps, tutor: UserRow) {
  const row = await findTutorProfileRow(db, tutor.id);
  return { documents: await documentStatusOf(signer, tutor, row, clock.now()) };
}

/**
 * POST /api/documents/{id}/upload, once the images are checked: files written first, then the paths,
 * dates, completion and the admins' notification in one transaction; the files of a failed transaction
 * are removed, and the replaced files after a successful one.
 */
export async function storeDocuments(
  { db, clock, signer, store }: DocumentDeps,
  tutor: UserRow,
  images: CheckedImage[],
): Promise<{ message: string; documents: DocumentStatus }> {
  if (images.length === 0) throw badRequest(documentMessages.nothing);
  const current = await findTutorProfileRow(db, tutor.id);
  if (current?.documentsVerified || tutor.isVerified) throw conflict(documentMessages.alreadyVerified);

  const saved: { kind: DocumentKind; file: string }[] = [];
  try {
    for (const { kind, image, extension } of images) saved.push({ kind, file: await store.save(tutor.id, kind, image, extension) });
  } catch (error) {
    await Promise.all(saved.map(({ file }) => store.remove(file)));
    throw error;
  }

  const now = clock.now();
  let replaced: string[] = [];
  let row: TutorProfileRow | undefined;
  try {
    row = await db.transaction(async (tx) => {
      const { row: before } = await ensureTutorProfile(tx, tutor, now);
      replaced = saved.map(({ kind }) => pathOf(before, kind)).filter((file): file is string => file !== null);
      const changes: Partial<TutorProfileRow> = { updatedAt: now };
      for (const { kind, file } of saved) {
        if (kind === 'nationalId') Object.assign(changes, { nationalIdPath: file, nationalIdUploadedAt: now });
        else Object.assign(changes, { institutionIdPath: file, institutionIdUploadedAt: now });
      }
      await tx.update(tutorProfiles).set(changes).where(eq(tutorProfiles.userId, tutor.id));
      await refreshCompletion(tx, tutor.id, now);
      await notifyAdmins(tx, {
        kind: 'documents_uploaded',
        title: 'Documents Uploaded',
        message: `${tutor.name}${tutor.tutorId ? ` (Tutor ID ${tutor.tutorId})` : ''} uploaded ${saved
          .map(({ kind }) => DOCUMENT_LABELS[kind])
          .join(' and ')} for verification`,
        link: '/admin/tutors',
        createdAt: now,
      });
      return findTutorProfileRow(tx, tutor.id);
    });
  } catch (error) {
    await Promise.all(saved.map(({ file }) => store.remove(file)));
    throw error;
  }
  await Promise.all(replaced.map((file) => store.remove(file).catch(() => undefined)));
  return { message: documentMessages.uploaded, documents: await documentStatusOf(signer, tutor, row, now) };
}

/** GET /api/documents/file/{token}: the file a valid, unexpired link names, if it is still the current one. */
export async function openSignedDocument(
  { db, clock, signer, store }: DocumentDeps,
  token: string,
): Promise<{ image: Buffer; contentType: string }> {
  const claims = await signer.verify(token, clock.now());
  const file = pathOf(await findTutorProfileRow(db, claims.userId), claims.kind);
  if (file === null || fileFingerprint(file) !== claims.file) throw notFound('Document not found');
  const image = await store.read(file).catch(() => {
    throw notFound('Document not found');
  });
  return { image, contentType: file.endsWith('.png') ? 'image/png' : 'image/jpeg' };
}
