import type { FastifyRequest } from 'fastify';

export const REDACTED = '[hidden]';

/**
 * Fields that never reach the log, at the top level of a log object or one level down (`*.x`): passwords
 * (plain, new, current, confirmation), password hashes, OTP codes (`otp`) and their hashes, session tokens and their
 * hashes, and the private paths of identity documents.
 */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'passwordHash',
  'password_hash',
  'otp',
  'codeHash',
  'code_hash',
  'token',
  'tokenHash',
  'token_hash',
  'nationalIdPath',
  'institutionIdPath',
  'national_id_path',
  'institution_id_path',
];

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...SECRET_FIELDS.map((field) => `*.user.${field}`),
];

// A signed document path carries its capability in the last segment.
const SIGNED_DOCUMENT_URL = /(\/api\/documents\/file\/)[^/?#]+/g;
// argon2 hashes ($argon2id$v=19$m=...,t=...,p=...$salt$hash), bearer tokens, 64-hex digests.
const ARGON2_HASH = /\$argon2(?:id|i|d)\$[^\s"']+/g;
const BEARER = /(Bearer\s+)[A-Za-z0-9_-]{20,}/gi;
const HEX_DIGEST = /\b[0-9a-f]{64}\b/gi;
// drizzle's "Failed query: ...\nparams: a,b,c": the parameters are the values written (hashes, codes, names).
const QUERY_PARAMS = /(\n?params:)[^\n]*/g;

/** A log text with secrets it may quote (SQL parameters, hashes, tokens, signed links) hidden. */
export function scrubText(text: string): string {
  return text
    .replace(QUERY_PARAMS, `$1 ${REDACTED}`)
    .replace(ARGON2_HASH, REDACTED)
    .replace(BEARER, `$1${REDACTED}`)
    .replace(HEX_DIGEST, REDACTED)
    .replace(SIGNED_DOCUMENT_URL, `$1${REDACTED}`);
}

type SerializedError = Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown };

function scrubError(serialized: SerializedError, depth = 0): SerializedError {
  const clean: SerializedError = {};
  for (const [key, value] of Object.entries(serialized)) {
    // drizzle keeps the statement's values on the error too.
    if (key === 'params' || key === 'parameters') {
      clean[key] = REDACTED;
    } else if (typeof value === 'string') {
      clean[key] = scrubText(value);
    } else if (key === 'cause' && value && typeof value === 'object' && depth < 5) {
      clean[key] = scrubError(value as SerializedError, depth + 1);
    } else {
      clean[key] = value;
    }
  }
  return clean;
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** An error as a plain object (type, message, stack, own fields, causes), its texts scrubbed. */
function serializeError(error: Error): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(String(error)), stack: '' };
  const plain: SerializedError = { type: error.constructor.name, message: error.message, stack: error.stack ?? '' };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause') continue;
    plain[key] = value;
  }
  if (error.cause instanceof Error) plain.cause = serializeError(error.cause);
  return scrubError(plain) as LoggedError;
}

/** Fastify's request line, with a signed document link hidden. */
function serializeRequest(request: Pick<FastifyRequest, 'method' | 'url' | 'host' | 'ip' | 'socket'>) {
  return {
    method: request.method,
    url: scrubText(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options that keep secrets out of the log (server/app.ts spreads them into Fastify's logger). */
export const logRedaction = {
  redact: { paths: redactPaths, censor: REDACTED },
  serializers: { err: serializeError, error: serializeError, req: serializeRequest },
};
