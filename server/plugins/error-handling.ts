import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../errors';

export const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again.';
export const NOT_FOUND = 'Not found';
export const BROKEN_MULTIPART = 'The form could not be read (broken multipart/form-data). Please send it again.';

// What the multipart parser (@fastify/busboy) throws for a body that is not well-formed multipart: plain
// Errors without a status, e.g. "Multipart: Boundary not found" or "Unexpected end of multipart data".
const MULTIPART_PARSE_ERROR = /multipart|boundary|needle|part header/i;

function isBrokenMultipart(error: FastifyError, request: FastifyRequest): boolean {
  if (typeof error.statusCode === 'number' && error.statusCode < 500) return false;
  if (error.code) return false;
  const multipart = (request as { isMultipart?: () => boolean }).isMultipart?.() ?? false;
  const contentType = String(request.headers['content-type'] ?? '');
  return (multipart || /multipart\//i.test(contentType)) && MULTIPART_PARSE_ERROR.test(error.message ?? '');
}

interface ValidationIssue {
  keyword?: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

function describeIssue(field: string, issue: ValidationIssue): string {
  const message = issue.message ?? 'is invalid';
  const params = issue.params ?? {};
  if (/received undefined/.test(message)) return `${field} is required`;
  // zod's own wording ("Too small: expected string to have >=1 characters") reads badly to people.
  if (issue.keyword === 'too_small' && params.origin === 'string' && params.minimum === 1 && message.startsWith('Too small')) {
    return `${field} is required`;
  }
  if (issue.keyword === 'invalid_value' && Array.isArray(params.values) && message.startsWith('Invalid option')) {
    return `${field} must be one of: ${params.values.join(', ')}`;
  }
  return `${field}: ${message}`;
}

/** One sentence per problem, naming the field: "email: Please enter a valid email address". */
export function describeValidationIssues(issues: ValidationIssue[], context: string | undefined): string {
  const sentences = issues.slice(0, 5).map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (!field) {
      const message = issue.message ?? 'Invalid request';
      return /received undefined/.test(message) ? `The request ${context ?? 'body'} is missing` : message;
    }
    return describeIssue(field, issue);
  });
  return [...new Set(sentences)].join('; ');
}

/** Every error answers `{ message }` with its status; a 5xx never shows its cause. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: describeValidationIssues(error.validation, error.validationContext) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: GENERIC_SERVER_ERROR });
    }
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.statusCode).headers(error.headers).send({ ...error.details, message: error.message });
    }
    if (isBrokenMultipart(error, request)) {
      request.log.info({ reason: error.message }, 'broken multipart body');
      return reply.status(400).send({ message: BROKEN_MULTIPART });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: GENERIC_SERVER_ERROR });
    }
    // Fastify's own 4xx (bad JSON, unsupported content type, body too large) carry a readable message.
    return reply.status(status).send({ message: error.message || 'Bad request' });
  });
}
