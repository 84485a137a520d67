// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { publicTutorRequestCreatedSchema } from '@/shared/api/contract';
import { notifications, publicTutorRequests } from '@server/db/schema';
import { createTestServer, latestOtp, registrationBody, setupTestServer } from './harness';
import { hireRequestBody } from './process-fixtures';

const server = setupTestServer();

const validRequest = hireRequestBody('Rafi Ahmed', '01711-223344');

const submit = (payload: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url: '/api/auth/create_tutor_request', payload });

describe('POST /api/auth/create_tutor_request (Hire a Tutor)', () => {
  it('stores the request for the admin list (201 { message, data }) and tells the operations team', async () => {
    const response = await submit(validRequest);
    expect(response.statusCode).toBe(201);
    const body = publicTutorRequestCreatedSchema.parse(response.json());
    expect(body.message).toBe(
      'Your tutor request has been submitted successfully. Our representative will contact you within 24 hours.',
    );
    const { agreedToTerms: _agreed, ...fields } = validRequest;
    expect(body.data).toMatchObject({ ...fields, phone: '01711223344', isCompleted: false });
    expect(body.data).not.toHaveProperty('agreedToTerms');

    const [stored] = await server.db.select().from(publicTutorRequests);
    expect(stored).toMatchObject({ id: body.data._id, studentName: 'Rafi Ahmed', subjects: ['Math', 'English'], isCompleted: false });
    const [notification] = await server.db.select().from(notifications);
    expect(notification).toMatchObject({ kind: 'public_tutor_request', title: 'New Tutor Request', link: '/admin/tutor-requests' });
    expect(notification!.message).toContain('Rafi Ahmed');
  });

  it('takes the catalogue spelling of a district, area, category and class typed in another case', async () => {
    const response = await submit({ ...validRequest, district: 'chittagong', area: 'agrabad', medium: 'english-medium', classLevel: 'o level' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ district: 'Chattogram', area: 'Agrabad', medium: 'English Medium', classLevel: 'O Level' });
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['terms not agreed', { agreedToTerms: false }, 'Please agree to our terms and policy.'],
    ['a missing student name', { studentName: '' }, 'studentName: Student name is required'],
    ['a missing address', { address: undefined }, 'address is required'],
    ['an invalid phone', { phone: 'abc' }, 'phone: Please enter a valid phone number'],
    ['no subject', { subjects: [] }, 'Please select at least one subject'],
    ['a subject twice', { subjects: ['Math', 'Math'] }, 'A subject cannot be added twice'],
    ['an unknown district', { district: 'Atlantis' }, 'district: Please choose one of the 64 districts'],
    ['an area of another district', { area: 'Agrabad' }, 'area: Please choose an area of Dhaka'],
    ['an unknown category', { medium: 'Circus' }, 'medium: Please choose a category from the list'],
    ['a class of another category', { classLevel: 'O Level' }, 'classLevel: Please choose a class of Bangla Medium'],
    ['an unknown subject', { subjects: ['Math', 'Alchemy'] }, 'subjects: Unknown subject: Alchemy'],
  ];
  for (const [what, change, message] of refusals) {
    it(`refuses ${what} with 400 and stores nothing`, async () => {
      const response = await submit({ ...validRequest, ...change });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['message']);
      expect(response.json().message).toContain(message);
      expect(await server.db.select().from(publicTutorRequests)).toEqual([]);
      expect(await server.db.select().from(notifications)).toEqual([]);
    });
  }

  it('is rate-limited per address', async () => {
    const limited = await createTestServer({ config: { RATE_LIMIT_MAX: 1 } });
    try {
      const send = () => limited.app.inject({ method: 'POST', url: '/api/auth/create_tutor_request', payload: validRequest });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('registration', () => {
  it('creates an admin notification with the new account', async () => {
    const body = registrationBody({ userType: 'tutor', gender: 'Female', name: 'Mim Akter', email: 'mim@example.com' });
    expect((await server.app.inject({ method: 'POST', url: '/api/auth/initiate_registration', payload: body })).statusCode).toBe(200);
    const otp = latestOtp(server.mailer, body.email as string);
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/auth/verify_registration', payload: { email: body.email, otp } })).statusCode,
    ).toBe(200);
    expect((await server.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })).statusCode).toBe(201);
    const rows = await server.db.select().from(notifications);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'registration', type: 'success', title: 'New Registration', message: 'Mim Akter registered as a Tutor', link: '/admin/tutors' });
  });
});
