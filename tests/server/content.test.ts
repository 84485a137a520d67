// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { affiliateListResponseSchema, testimonialListResponseSchema } from '@/shared/api/contract';
import { createTestServer, type TestServer } from './harness';
import { insertAffiliate, insertTestimonial } from './marketplace-fixtures';

let server: TestServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shikhon-content-'));
  await mkdir(path.join(dataDir, 'uploads', 'seed'), { recursive: true });
  await writeFile(path.join(dataDir, 'uploads', 'seed', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(path.join(dataDir, 'documents'), { recursive: true });
  await writeFile(path.join(dataDir, 'documents', 'national-id.png'), 'private');
  server = await createTestServer({ config: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await server.reset();
});

describe('GET /api/testimonials', () => {
  it('answers both roles newest first, without a token', async () => {
    await insertTestimonial(server.db, { name: 'Old', userType: 'student', createdAt: new Date('2025-01-01') });
    await insertTestimonial(server.db, { name: 'New', userType: 'tutor', imagePath: 'uploads/seed/t.svg', createdAt: new Date('2025-02-01') });
    const response = await server.app.inject({ method: 'GET', url: '/api/testimonials' });
    expect(response.statusCode).toBe(200);
    const { testimonials } = testimonialListResponseSchema.parse(response.json());
    expect(testimonials.map((item) => [item.name, item.userType, item.image])).toEqual([
      ['New', 'tutor', 'uploads/seed/t.svg'],
      ['Old', 'student', null],
    ]);
  });

  it('answers an empty list', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/testimonials' })).json()).toEqual({ testimonials: [] });
  });
});

describe('GET /api/affiliate', () => {
  it('answers every offer with its images, benefits, promo code and deadline', async () => {
    const offer = await insertAffiliate(server.db, { promocode: 'SHIKHON20', deadline: 'May 30, 2026' });
    await insertAffiliate(server.db, { name: 'Second', createdAt: new Date('2020-01-01') });
    const response = await server.app.inject({ method: 'GET', url: '/api/affiliate' });
    expect(response.statusCode).toBe(200);
    const { data } = affiliateListResponseSchema.parse(response.json());
    expect(data).toHaveLength(2);
    expect(data[0]).toEqual({
      _id: offer.id,
      name: 'BoiGhor',
      title: '20% off',
      description: 'Books',
      logo: 'uploads/a/logo.svg',
      image: 'uploads/a/banner.svg',
      link: 'https://example.com',
      benefits: ['Free delivery'],
      promocode: 'SHIKHON20',
      deadline: 'May 30, 2026',
      createdAt: offer.createdAt.toISOString(),
    });
    expect(data[1]).toMatchObject({ name: 'Second', promocode: null, deadline: null });
  });
});

describe('/uploads', () => {
  it('serves public images from UPLOADS_DIR with a CSP that runs nothing', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/uploads/seed/logo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 { message } for a missing file, and never serves the private documents folder', async () => {
    for (const url of ['/uploads/seed/missing.svg', '/uploads/../documents/national-id.png', '/uploads/%2e%2e/documents/national-id.png', '/documents/national-id.png']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('private');
    }
  });
});
