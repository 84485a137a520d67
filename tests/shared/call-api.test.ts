// callApi (src/shared/api/call-api.ts): the call is built from the contract entry alone (URL, method, query, body) and
// its answer parsed with the entry's success schema; failures are request()'s ApiError. Only fetch is faked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, pathOf, tuitionsContract, tutorsContract } from '@/shared/api';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sent = () => {
  const [input, init] = fetchMock.mock.calls.at(-1)!;
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
  return { url, method: init?.method ?? 'GET', body: init?.body };
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it("fills the entry's path parameters, encoded", () => {
    expect(pathOf(tutorsContract.contact, { id: 'a b/c' })).toBe('/api/tutors/a%20b%2Fc/contact');
    expect(() => pathOf(tutorsContract.contact, {})).toThrow(/needs the parameter id/);
  });

  it("sends the entry's method, path and body and parses its 201 answer", async () => {
    fetchMock.mockResolvedValue(json({ message: 'Sent' }, 201));
    const body = { name: 'Rahim', phone: '01712345678', message: 'Please call me back about maths.' };
    await expect(callApi(tutorsContract.contact, { params: { id: 't1' }, body })).resolves.toEqual({ message: 'Sent' });
    const call = sent();
    expect(call.method).toBe('POST');
    expect(call.url.pathname).toBe('/api/tutors/t1/contact');
    expect(JSON.parse(String(call.body))).toEqual(body);
  });

  it('sends the query without the values left out', async () => {
    fetchMock.mockResolvedValue(json({ data: [], total: 0, page: 2, limit: 10 }));
    await callApi(tuitionsContract.list, { query: { page: 2, district: undefined } });
    expect(sent().url.search).toBe('?page=2');
  });

  it("refuses an answer that is not the entry's shape, and passes the server's message on", async () => {
    fetchMock.mockResolvedValueOnce(json({ tutors: 'nope' }));
    await expect(callApi(tutorsContract.list, { query: {} })).rejects.toMatchObject({ message: 'Unexpected response from the server' });
    fetchMock.mockResolvedValueOnce(json({ message: 'Tutor not found' }, 404));
    const failure = await callApi(tutorsContract.detail, { params: { id: 'x' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, message: 'Tutor not found', fromServer: true });
  });
});
