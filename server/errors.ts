/** An error whose message is meant for the user; the error handler sends it as `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Fields sent beside `message` (e.g. an OTP's `triesLeft`), declared in the route's error schema. */
    readonly details: Record<string, string | number | boolean> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details: Record<string, string | number | boolean> = {}) =>
  new HttpError(400, message, {}, details);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  // In the body too, so a screen can count down without reading headers.
  return new HttpError(429, message, { 'retry-after': String(seconds) }, { retryAfterSeconds: seconds });
};
export const serviceUnavailable = (message: string) => new HttpError(503, message);
