import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, FAILURE_SENTENCES, failureSentence, request } from '@/shared/api';

// No screen shows a bare status code: the request layer turns an answer without the server's `{ message }`
// (a proxy's HTML 502, an empty 500) into a sentence, and keeps the server's own sentence when there is one.

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const schema = z.object({ ok: z.boolean() });
async function failureOf(response: Response | Error): Promise<ApiError> {
  fetchMock.mockImplementation(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  const error = await request(schema, '/api/anything').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('failures in words', () => {
  it('has a sentence for every status family, none with a number', () => {
    for (const status of [0, 400, 401, 403, 404, 409, 410, 413, 418, 422, 429, 500, 502, 503, 504]) {
      expect(failureSentence(status)).not.toMatch(/\d/);
    }
    expect(failureSentence(502)).toBe(FAILURE_SENTENCES.server);
    expect(failureSentence(0)).toBe(FAILURE_SENTENCES.network);
  });

  it("keeps the server's own sentence and the whole answer", async () => {
    const json = { message: 'Invalid OTP. 4 tries left.', triesLeft: 4 };
    const error = await failureOf(
      new Response(JSON.stringify(json), { status: 400, headers: { 'content-type': 'application/json' } }),
    );
    expect(error).toMatchObject({ message: 'Invalid OTP. 4 tries left.', status: 400, fromServer: true, body: json });
  });

  it('turns a proxy\'s HTML error page into words, not "502 Bad Gateway"', async () => {
    const error = await failureOf(
      new Response('<html><body>502 Bad Gateway</body></html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'content-type': 'text/html' },
      }),
    );
    expect(error.message).toBe(FAILURE_SENTENCES.server);
    expect(error.status).toBe(502);
    expect(error.fromServer).toBe(false);
  });

  it('turns an empty answer into words', async () => {
    const error = await failureOf(new Response(null, { status: 404, statusText: 'Not Found' }));
    expect(error.message).toBe(FAILURE_SENTENCES.notFound);
  });

  it('says a network failure in words', async () => {
    const error = await failureOf(new TypeError('Failed to fetch'));
    expect(error.message).toBe(FAILURE_SENTENCES.network);
    expect(error.status).toBe(0);
  });
});
