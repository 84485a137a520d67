import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as S3Sdk from '@aws-sdk/client-s3';

/**
 * Where uploaded files live: a folder on this machine (one process, or a shared volume), or a bucket of an
 * S3-compatible store (several machines). Keys are relative paths with forward slashes.
 */
export interface ObjectStore {
  readonly kind: 'folder' | 's3';
  /** Writes the whole object; a reader sees either the old object, the new one, or none. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (which must end with "/"). */
  removePrefix(prefix: string): Promise<void>;
  /** Keys under a prefix (tests and operations). */
  list(prefix: string): Promise<string[]>;
}

const SAFE_KEY = /^(?!.*\.\.)[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Not a storage key: ${key}`);
  return key;
}

function checkPrefix(prefix: string): string {
  if (!prefix.endsWith('/') || !SAFE_KEY.test(prefix.slice(0, -1))) throw new Error(`Not a storage prefix: ${prefix}`);
  return prefix;
}

export function createFolderObjectStore(root: string, fileMode = 0o644): ObjectStore {
  const base = path.resolve(root);
  const locate = (key: string) => path.join(base, ...checkKey(key).split('/'));
  const walk = async (folder: string, prefix: string): Promise<string[]> => {
    const { readdir } = await import('node:fs/promises');
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    const keys: string[] = [];
    for (const entry of entries) {
      if (entry.isDirectory()) keys.push(...(await walk(path.join(folder, entry.name), `${prefix}${entry.name}/`)));
      else if (!entry.name.endsWith('.part')) keys.push(`${prefix}${entry.name}`);
    }
    return keys;
  };
  return {
    kind: 'folder',
    async put(key, body) {
      const target = locate(key);
      await mkdir(path.dirname(target), { recursive: true, mode: fileMode === 0o600 ? 0o700 : 0o755 });
      // Written aside and renamed, so a reader finds the file whole or not at all.
      const partial = `${target}.part`;
      try {
        await writeFile(partial, body, { mode: fileMode });
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(locate(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(locate(key), { force: true });
    },
    async removePrefix(prefix) {
      await rm(path.join(base, ...checkPrefix(prefix).slice(0, -1).split('/')), { recursive: true, force: true });
    },
    async list(prefix) {
      const folder = path.join(base, ...checkPrefix(prefix).slice(0, -1).split('/'));
      return walk(folder, prefix);
    },
  };
}

export interface S3Settings {
  /** The endpoint, e.g. https://s3.ap-southeast-1.amazonaws.com or http://127.0.0.1:4569 (MinIO, s3rver). */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys are written under this prefix ("" for the bucket's root). */
  prefix: string;
  /** Path-style addressing (MinIO, s3rver and most S3-compatible stores need it). */
  forcePathStyle: boolean;
}

export function createS3ObjectStore(settings: S3Settings): ObjectStore {
  // The AWS SDK is loaded on the first call, not at start: it is half a second of module loading that a server
  // without S3_URL never needs (issue 15: start in under 3 s).
  let loaded: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | undefined;
  const s3 = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: settings.url,
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      }),
    })));
  const Bucket = settings.bucket;
  const full = (key: string) => `${settings.prefix}${key}`;
  const listKeys = async (prefix: string): Promise<string[]> => {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    const { sdk, client } = await s3();
    do {
      const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: full(prefix), ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(settings.prefix.length));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const { sdk, client } = await s3();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: full(checkKey(key)), Body: body, ContentType: contentType }));
    },
    async get(key) {
      const { sdk, client } = await s3();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: full(checkKey(key)) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: full(checkKey(key)) }));
    },
    async removePrefix(prefix) {
      const keys = await listKeys(checkPrefix(prefix));
      const { sdk, client } = await s3();
      for (let start = 0; start < keys.length; start += 1000) {
        const Objects = keys.slice(start, start + 1000).map((key) => ({ Key: full(key) }));
        await client.send(new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
    list: (prefix) => listKeys(checkPrefix(prefix)),
  };
}
