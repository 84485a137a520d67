/** An API failure as the screens see it: the server's `{ message }` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  /** True when the server answered with its own message (not a network or parse failure). */
  readonly fromServer: boolean;
  /** The whole JSON answer, for routes whose error says more than `message` (e.g. an OTP's `triesLeft`). */
  readonly body: unknown;
  constructor(message: string, status: number, fromServer: boolean, body: unknown = undefined) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fromServer = fromServer;
    this.body = body;
  }
}
