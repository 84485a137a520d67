// callApi (src/shared/api/call-api.ts): the call is built from the contract entry alone (URL, method, query, body) and
// its answer parsed with the entry's success schema; failures are request()'s ApiError. Only fetch is faked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPaymentsContract, ApiError, callApi, callApiFile, pathOf, tuitionsContract, tutorsContract } from '@/shared/api';

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

describe('callApiFile', () => {
  it("downloads the entry's file with its query, as a Blob", async () => {
    fetchMock.mockResolvedValue(new Response('id,amount\n1,300\n', { status: 200, headers: { 'content-type': 'text/csv' } }));
    const file = await callApiFile(adminPaymentsContract.exportCsv, { query: { from: '2026-11-01', to: '2026-11-30' } });
    expect(await file.text()).toBe('id,amount\n1,300\n');
    const call = sent();
    expect(call.method).toBe('GET');
    expect(call.url.pathname).toBe('/api/payments/export.csv');
    expect(call.url.searchParams.get('from')).toBe('2026-11-01');
    expect(call.url.searchParams.get('to')).toBe('2026-11-30');
  });

  it("turns a refusal into an ApiError with the server's sentence, else the sentence for the status", async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'From must be on or before to' }, 400));
    const refused = callApiFile(adminPaymentsContract.exportCsv, { query: { from: '2026-11-30', to: '2026-11-01' } });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 400, message: 'From must be on or before to' });

    fetchMock.mockResolvedValueOnce(new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const failed = callApiFile(adminPaymentsContract.exportCsv, { query: { from: '2026-11-01', to: '2026-11-30' } });
    await expect(failed).rejects.toMatchObject({ status: 502 });
    await expect(failed).rejects.not.toMatchObject({ message: expect.stringContaining('502') });
  });
});
