// @vitest-environment node
// The admin's testimonials and affiliate offers: multipart writes, images checked by content and size,
// stored under UPLOADS_DIR and cleaned up, and the public lists that follow.
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { affiliateListResponseSchema, testimonialListResponseSchema } from '@/shared/api/contract';
import { setupTestServer } from './harness';
import { insertAffiliate, insertTestimonial } from './marketplace-fixtures';
import { filesUnder, JPEG, multipart, PNG, pngOfSize, pngPart, signIn, type FilePart, type Member } from './member-fixtures';

const MB = 1024 * 1024;
/** A real (minimal) WebP: RIFF....WEBPVP8L header. */
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

const server = setupTestServer({ dataDirPrefix: 'shikhon-admin-content-' });
const uploadsDir = () => path.join(server.dataDir, 'uploads');
let admin: Member;
beforeEach(async () => {
  await rm(uploadsDir(), { recursive: true, force: true });
  admin = await signIn(server.app, server.db, 'admin');
});

type Method = 'POST' | 'PUT';
const send = (method: Method, url: string, files: FilePart[], fields: [string, string][], headers = admin.headers) => {
  const body = multipart(files, fields);
  return server.app.inject({ method, url, headers: { ...body.headers, ...headers }, payload: body.payload });
};
const remove = (url: string, headers = admin.headers) => server.app.inject({ method: 'DELETE', url, headers });

const publicTestimonials = async () =>
  testimonialListResponseSchema.parse((await server.app.inject({ method: 'GET', url: '/api/testimonials' })).json()).testimonials;
const publicAffiliates = async () =>
  affiliateListResponseSchema.parse((await server.app.inject({ method: 'GET', url: '/api/affiliate' })).json()).data;

const uploadedFiles = () => filesUnder(uploadsDir());
const fileOf = (stored: string) => path.join(uploadsDir(), stored.replace(/^uploads\//, ''));

const testimonialFields = (overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    name: 'Nusrat Jahan',
    designation: 'Guardian, Mirpur',
    testimonial: 'We found a great maths tutor in two days.',
    userType: 'student',
    ...overrides,
  });

const affiliateFields = (overrides: Record<string, string> = {}, benefits: string[] = ['Free delivery', '10% off']): [string, string][] => [
  ...Object.entries({
    name: 'BoiGhor',
    title: '20% off every book',
    description: 'Online bookshop',
    link: 'https://boighor.example.com/offer',
    deadline: 'May 30, 2027',
    promocode: 'BOI20',
    ...overrides,
  }),
  ...benefits.map((line): [string, string] => ['benefits', line]),
];

describe('testimonials', () => {
  it('adds one with a photo (201), stores it under UPLOADS_DIR/testimonials, serves it, and lists it publicly', async () => {
    const answer = await send('POST', '/api/testimonials/add', [pngPart('image')], testimonialFields());
    expect(answer.statusCode).toBe(201);
    const { message, testimonial } = answer.json();
    expect(message).toBe('Testimonial added successfully');
    expect(testimonial).toMatchObject({
      name: 'Nusrat Jahan',
      designation: 'Guardian, Mirpur',
      userType: 'student',
      testimonial: 'We found a great maths tutor in two days.',
    });
    expect(testimonial.image).toMatch(/^uploads\/testimonials\/[0-9a-f]{32}\.png$/);
    expect(await readFile(fileOf(testimonial.image))).toEqual(PNG);

    const served = await server.app.inject({ method: 'GET', url: `/${testimonial.image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');

    expect(await publicTestimonials()).toEqual([testimonial]);
  });

  it('adds one without a photo, and takes JPEG and WebP by content', async () => {
    const plain = await send('POST', '/api/testimonials/add', [], testimonialFields({ userType: 'tutor' }));
    expect(plain.statusCode).toBe(201);
    expect(plain.json().testimonial).toMatchObject({ userType: 'tutor', image: null });

    const jpeg = await send('POST', '/api/testimonials/add', [{ field: 'image', filename: 'me.bin', contentType: 'application/octet-stream', content: JPEG }], testimonialFields());
    expect(jpeg.json().testimonial.image).toMatch(/\.jpg$/);
    const webp = await send('POST', '/api/testimonials/add', [{ field: 'image', filename: 'me.webp', contentType: 'image/webp', content: WEBP }], testimonialFields());
    expect(webp.statusCode).toBe(201);
    expect(webp.json().testimonial.image).toMatch(/\.webp$/);
    expect(await uploadedFiles()).toHaveLength(2);
  });

  it('refuses a .png that is text, an SVG, and a photo over 2MB; nothing is stored', async () => {
    const text = await send('POST', '/api/testimonials/add', [pngPart('image', Buffer.from('just some text, not an image'))], testimonialFields());
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ message: 'Profile image must be a PNG, JPG or WebP image' });

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgAnswer = await send('POST', '/api/testimonials/add', [{ field: 'image', filename: 'x.svg', contentType: 'image/svg+xml', content: svg }], testimonialFields());
    expect(svgAnswer.statusCode).toBe(400);

    const big = await send('POST', '/api/testimonials/add', [pngPart('image', pngOfSize(2 * MB + 1))], testimonialFields());
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'Profile image must be 2MB or smaller' });

    const exactly = await send('POST', '/api/testimonials/add', [pngPart('image', pngOfSize(2 * MB))], testimonialFields());
    expect(exactly.statusCode).toBe(201);

    expect(await uploadedFiles()).toHaveLength(1);
    expect(await publicTestimonials()).toHaveLength(1);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ designation: '   ' }, 'Designation is required'],
    [{ testimonial: '' }, 'Testimonial is required'],
    [{ userType: 'teacher' }, 'User type must be student or tutor'],
    [{ userType: 'guardian' }, 'User type must be student or tutor'],
  ])('refuses %o with 400 "%s" and leaves no file', async (overrides, message) => {
    const answer = await send('POST', '/api/testimonials/add', [pngPart('image')], testimonialFields(overrides));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message });
    expect(await uploadedFiles()).toEqual([]);
    expect(await publicTestimonials()).toEqual([]);
  });

  it('refuses a JSON body with 400 { message }', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/testimonials/add',
      headers: admin.headers,
      payload: { name: 'x', designation: 'y', testimonial: 'z', userType: 'student' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: expect.any(String) });
  });

  it('updates the text and keeps the photo, replaces it (old file gone), removes it, and the public list follows', async () => {
    const created = (await send('POST', '/api/testimonials/add', [pngPart('image')], testimonialFields())).json().testimonial;
    const url = `/api/testimonials/updateDetails/${created._id}`;

    const textOnly = await send('PUT', url, [], testimonialFields({ name: 'Nusrat J.', userType: 'tutor' }));
    expect(textOnly.statusCode).toBe(200);
    expect(textOnly.json()).toEqual({
      message: 'Testimonial updated successfully',
      testimonial: { ...created, name: 'Nusrat J.', userType: 'tutor' },
    });

    const replaced = await send('PUT', url, [{ field: 'image', filename: 'new.jpg', contentType: 'image/jpeg', content: JPEG }], testimonialFields());
    const newImage = replaced.json().testimonial.image as string;
    expect(newImage).toMatch(/\.jpg$/);
    expect(await uploadedFiles()).toEqual([fileOf(newImage)]);
    expect((await publicTestimonials())[0]?.image).toBe(newImage);

    const bad = await send('PUT', url, [pngPart('image', Buffer.from('text'))], testimonialFields());
    expect(bad.statusCode).toBe(400);
    expect(await uploadedFiles()).toEqual([fileOf(newImage)]);

    const removed = await send('PUT', url, [], [...testimonialFields(), ['removeImage', 'true']]);
    expect(removed.json().testimonial.image).toBeNull();
    expect(await uploadedFiles()).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id, storing nothing', async () => {
    const missing = await send('PUT', '/api/testimonials/updateDetails/8b6f1a52-3f0e-4c1e-9d7a-2f4b5c6d7e8f', [pngPart('image')], testimonialFields());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Testimonial not found' });
    expect((await send('PUT', '/api/testimonials/updateDetails/not-a-uuid', [], testimonialFields())).statusCode).toBe(404);
    expect((await remove('/api/testimonials/delete/8b6f1a52-3f0e-4c1e-9d7a-2f4b5c6d7e8f')).statusCode).toBe(404);
    expect(await uploadedFiles()).toEqual([]);
  });

  it('deletes one and its uploaded photo', async () => {
    const created = (await send('POST', '/api/testimonials/add', [pngPart('image')], testimonialFields())).json().testimonial;
    const answer = await remove(`/api/testimonials/delete/${created._id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: 'Testimonial deleted successfully' });
    expect(await uploadedFiles()).toEqual([]);
    expect(await publicTestimonials()).toEqual([]);
  });

  it('never deletes a seeded picture outside its own folder, on update or delete', async () => {
    const seeded = path.join(uploadsDir(), 'seed', 'testimonials', 'tutor-1.svg');
    await mkdir(path.dirname(seeded), { recursive: true });
    await writeFile(seeded, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const row = await insertTestimonial(server.db, { imagePath: 'uploads/seed/testimonials/tutor-1.svg' });
    const other = await insertTestimonial(server.db, { imagePath: 'uploads/testimonials/../seed/testimonials/tutor-1.svg' });

    const updated = await send('PUT', `/api/testimonials/updateDetails/${row.id}`, [pngPart('image')], testimonialFields());
    expect(updated.statusCode).toBe(200);
    expect((await remove(`/api/testimonials/delete/${row.id}`)).statusCode).toBe(200);
    expect((await remove(`/api/testimonials/delete/${other.id}`)).statusCode).toBe(200);
    expect((await stat(seeded)).isFile()).toBe(true);
    expect(await uploadedFiles()).toEqual([seeded]);
  });
});

describe('affiliates', () => {
  const images = () => [pngPart('image'), { field: 'logo', filename: 'logo.jpg', contentType: 'image/jpeg', content: JPEG }];

  it('adds one (201) with both images, benefits as repeated fields, and the public list shows it', async () => {
    const answer = await send('POST', '/api/affiliate/add', images(), affiliateFields());
    expect(answer.statusCode).toBe(201);
    const { message, data } = answer.json();
    expect(message).toBe('Affiliate created successfully');
    expect(data).toMatchObject({
      name: 'BoiGhor',
      title: '20% off every book',
      description: 'Online bookshop',
      link: 'https://boighor.example.com/offer',
      benefits: ['Free delivery', '10% off'],
      promocode: 'BOI20',
      deadline: 'May 30, 2027',
    });
    expect(data.image).toMatch(/^uploads\/affiliates\/[0-9a-f]{32}\.png$/);
    expect(data.logo).toMatch(/^uploads\/affiliates\/[0-9a-f]{32}\.jpg$/);
    expect(await uploadedFiles()).toHaveLength(2);
    expect(await publicAffiliates()).toEqual([data]);
  });

  it('takes benefits as one JSON array, drops empty lines, and defaults the promo code to SHIKHON and the deadline to none', async () => {
    const fields = affiliateFields({ promocode: '  ', deadline: '' }, []);
    const answer = await send('POST', '/api/affiliate/add', images(), [...fields, ['benefits', JSON.stringify(['One', ' ', 'Two'])]]);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toMatchObject({ benefits: ['One', 'Two'], promocode: 'SHIKHON', deadline: null });

    const none = await send('POST', '/api/affiliate/add', images(), affiliateFields({}, []).filter(([name]) => name !== 'promocode'));
    expect(none.json().data).toMatchObject({ benefits: [], promocode: 'SHIKHON' });
  });

  it.each(['javascript:alert(1)', 'ftp://files.example.com/x', 'data:text/html,hi', 'example.com', 'http://'])(
    'refuses the link %s with 400 and stores nothing',
    async (link) => {
      const answer = await send('POST', '/api/affiliate/add', images(), affiliateFields({ link }));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: 'Link must be a valid http or https URL' });
      expect(await uploadedFiles()).toEqual([]);
      expect(await publicAffiliates()).toEqual([]);
    },
  );

  it('takes an http link', async () => {
    expect((await send('POST', '/api/affiliate/add', images(), affiliateFields({ link: 'http://example.com' }))).statusCode).toBe(201);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ title: '' }, 'Title is required'],
    [{ description: ' ' }, 'Description is required'],
    [{ link: '' }, 'Link is required'],
  ])('refuses %o with 400 "%s"', async (overrides, message) => {
    const answer = await send('POST', '/api/affiliate/add', images(), affiliateFields(overrides));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message });
    expect(await uploadedFiles()).toEqual([]);
  });

  it('requires both images on create, checked by content and size; nothing is stored on a refusal', async () => {
    const noImage = await send('POST', '/api/affiliate/add', [images()[1]!], affiliateFields());
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toEqual({ message: 'Please choose the main image' });
    const noLogo = await send('POST', '/api/affiliate/add', [images()[0]!], affiliateFields());
    expect(noLogo.json()).toEqual({ message: 'Please choose the logo' });

    const textLogo = await send('POST', '/api/affiliate/add', [pngPart('image'), pngPart('logo', Buffer.from('hello'))], affiliateFields());
    expect(textLogo.statusCode).toBe(400);
    expect(textLogo.json()).toEqual({ message: 'Logo must be a PNG, JPG or WebP image' });

    const bigImage = await send('POST', '/api/affiliate/add', [pngPart('logo'), pngPart('image', pngOfSize(2 * MB + 10))], affiliateFields());
    expect(bigImage.statusCode).toBe(413);
    expect(bigImage.json()).toEqual({ message: 'Main image must be 2MB or smaller' });

    expect(await uploadedFiles()).toEqual([]);
    expect(await publicAffiliates()).toEqual([]);
  });

  it('updates without images (kept), replaces one image (its old file removed), and the public list follows', async () => {
    const created = (await send('POST', '/api/affiliate/add', images(), affiliateFields())).json().data;
    const url = `/api/affiliate/update/${created._id}`;

    const textOnly = await send('PUT', url, [], affiliateFields({ title: '30% off', deadline: '' }, ['Only one']));
    expect(textOnly.statusCode).toBe(200);
    expect(textOnly.json()).toEqual({
      message: 'Affiliate updated successfully',
      data: { ...created, title: '30% off', deadline: null, benefits: ['Only one'] },
    });

    const newLogo = await send('PUT', url, [pngPart('logo')], affiliateFields({}, []));
    const data = newLogo.json().data;
    expect(data.image).toBe(created.image);
    expect(data.logo).not.toBe(created.logo);
    expect(data.logo).toMatch(/\.png$/);
    expect(data.benefits).toEqual([]);
    expect((await uploadedFiles()).sort()).toEqual([fileOf(created.image), fileOf(data.logo)].sort());

    const badLink = await send('PUT', url, [pngPart('image')], affiliateFields({ link: 'javascript:void(0)' }));
    expect(badLink.statusCode).toBe(400);
    expect((await uploadedFiles()).sort()).toEqual([fileOf(created.image), fileOf(data.logo)].sort());

    expect(await publicAffiliates()).toEqual([data]);
  });

  it('answers 404 for an unknown id, storing nothing', async () => {
    const answer = await send('PUT', '/api/affiliate/update/8b6f1a52-3f0e-4c1e-9d7a-2f4b5c6d7e8f', [pngPart('image')], affiliateFields());
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: 'Affiliate not found' });
    expect((await remove('/api/affiliate/delete/8b6f1a52-3f0e-4c1e-9d7a-2f4b5c6d7e8f')).statusCode).toBe(404);
    expect(await uploadedFiles()).toEqual([]);
  });

  it('deletes one and its uploaded images, leaving seeded pictures and addresses alone', async () => {
    const created = (await send('POST', '/api/affiliate/add', images(), affiliateFields())).json().data;
    const seeded = path.join(uploadsDir(), 'seed', 'affiliates', 'boighor-logo.svg');
    await mkdir(path.dirname(seeded), { recursive: true });
    await writeFile(seeded, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const seededRow = await insertAffiliate(server.db, {
      logoPath: 'uploads/seed/affiliates/boighor-logo.svg',
      imagePath: 'https://cdn.example.com/banner.png',
    });

    const answer = await remove(`/api/affiliate/delete/${created._id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: 'Affiliate deleted successfully' });
    expect((await remove(`/api/affiliate/delete/${seededRow.id}`)).statusCode).toBe(200);
    expect(await uploadedFiles()).toEqual([seeded]);
    expect(await publicAffiliates()).toEqual([]);
  });
});

it('serves the public lists with cache-control no-cache, so the home page never shows a stale copy', async () => {
  for (const url of ['/api/testimonials', '/api/affiliate']) {
    expect((await server.app.inject({ method: 'GET', url })).headers['cache-control']).toBe('no-cache');
  }
});

describe('access', () => {
  const calls = () => [
    () => send('POST', '/api/testimonials/add', [pngPart('image')], testimonialFields(), {}),
    () => send('PUT', '/api/testimonials/updateDetails/8b6f1a52-3f0e-4c1e-9d7a-2f4b5c6d7e8f', [], testimonialFields(), {}),
    () => remove('/api/testimonials/delete/8b6f1a52-3f0e-4c1e-9d7a-2f4b5c6d7e8f', {}),
    () => send('POST', '/api/affiliate/add', [pngPart('image'), pngPart('logo')], affiliateFields(), {}),
    () => send('PUT', '/api/affiliate/update/8b6f1a52-3f0e-4c1e-9d7a-2f4b5c6d7e8f', [], affiliateFields(), {}),
    () => remove('/api/affiliate/delete/8b6f1a52-3f0e-4c1e-9d7a-2f4b5c6d7e8f', {}),
  ];

  it('refuses a missing token with 401 and a student or tutor with 403, storing nothing', async () => {
    const student = await signIn(server.app, server.db, 'student');
    const tutor = await signIn(server.app, server.db, 'tutor');
    const row = await insertTestimonial(server.db);
    for (const call of calls()) expect((await call()).statusCode).toBe(401);
    for (const member of [student, tutor]) {
      const answers = [
        await send('POST', '/api/testimonials/add', [pngPart('image')], testimonialFields(), member.headers),
        await send('PUT', `/api/testimonials/updateDetails/${row.id}`, [pngPart('image')], testimonialFields(), member.headers),
        await remove(`/api/testimonials/delete/${row.id}`, member.headers),
        await send('POST', '/api/affiliate/add', [pngPart('image'), pngPart('logo')], affiliateFields(), member.headers),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toEqual({ message: expect.any(String) });
      }
    }
    expect(await uploadedFiles()).toEqual([]);
    expect((await publicTestimonials()).map((t) => t._id)).toEqual([row.id]);
    expect(await publicAffiliates()).toEqual([]);
  });
});
