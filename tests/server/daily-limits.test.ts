// @vitest-environment node
// Limits per member per day: tutor requests, Hire a Tutor requests, applications and contact messages answer
// 429 `{ message }` with Retry-After once the day's number is reached, counted from the rows' own times.
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, publicTutorRequests, studentTutorRequests, tutorContactMessages } from '@server/db/schema';
import { DAILY_LIMITS } from '@server/services/daily-limits';
import { bearer, loginToken, setupTestServer } from './harness';
import { hireRequestBody } from './process-fixtures';
import { insertJob, signIn, tutorRequestBody } from './member-fixtures';

const server = setupTestServer();
const HOUR = 60 * 60 * 1000;

const hireRequest = hireRequestBody('Rafi Ahmed', '01711-223344');

function expectLimit(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }, text: RegExp) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect((response.json() as { message: string }).message).toMatch(text);
}

describe('daily limits', () => {
  it(`a guardian posts at most ${DAILY_LIMITS.tutorRequests} tutor requests in 24 hours; the window moves on`, async () => {
    const student = await signIn(server.app, server.db, 'student');
    const post = () =>
      server.app.inject({ method: 'POST', url: `/api/students/${student.id}/tutor-request`, headers: student.headers, payload: tutorRequestBody() });
    for (let index = 0; index < DAILY_LIMITS.tutorRequests; index += 1) {
      expect((await post()).statusCode).toBe(201);
      server.clock.advance(HOUR);
    }
    const blocked = await post();
    expectLimit(blocked, /^You have reached the limit of 10 tutor requests in 24 hours\. Please try again in 14 hours\.$/);
    expect(blocked.headers['retry-after']).toBe(String(14 * 60 * 60));
    expect(await server.db.select({ n: count() }).from(studentTutorRequests)).toEqual([{ n: 10 }]);

    // Another guardian is not affected; 14 hours later the first request has left the window.
    const other = await signIn(server.app, server.db, 'student');
    const theirs = await server.app.inject({ method: 'POST', url: `/api/students/${other.id}/tutor-request`, headers: other.headers, payload: tutorRequestBody() });
    expect(theirs.statusCode).toBe(201);
    server.clock.advance(14 * HOUR);
    // A day has passed, so the session has too: log in again (insertUser's password).
    const token = await loginToken(server.app, { emailOrPhone: student.email, password: 'secret-pass', userType: 'student' });
    const again = await server.app.inject({ method: 'POST', url: `/api/students/${student.id}/tutor-request`, headers: bearer(token), payload: tutorRequestBody() });
    expect(again.statusCode).toBe(201);
  });

  it(`Hire a Tutor takes at most ${DAILY_LIMITS.hireRequests} requests a day from one phone number, however it is written`, async () => {
    const now = server.clock.now();
    await server.db.insert(publicTutorRequests).values(
      Array.from({ length: DAILY_LIMITS.hireRequests }, () => ({
        studentName: 'Rafi Ahmed',
        phone: '01711223344',
        medium: 'Bangla Medium',
        classLevel: 'Class 8',
        subjects: ['Math'],
        district: 'Dhaka',
        area: 'Mirpur',
        address: 'House 12',
        createdAt: new Date(now.getTime() - HOUR),
      })),
    );
    const blocked = await server.app.inject({ method: 'POST', url: '/api/auth/create_tutor_request', payload: { ...hireRequest, phone: '+880 1711-223344' } });
    expectLimit(blocked, /^You have reached the limit of 10 Hire a Tutor requests from this phone number in 24 hours\. Please try again in 23 hours\.$/);
    const otherPhone = await server.app.inject({ method: 'POST', url: '/api/auth/create_tutor_request', payload: { ...hireRequest, phone: '01811223344' } });
    expect(otherPhone.statusCode).toBe(201);
  });

  it(`a tutor applies at most ${DAILY_LIMITS.applications} times a day`, async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const now = server.clock.now();
    for (let index = 0; index < DAILY_LIMITS.applications; index += 1) {
      const job = await insertJob(server.db);
      await server.db.insert(applications).values({ jobId: job.id, tutorUserId: tutor.id, appliedAt: new Date(now.getTime() - 2 * HOUR), updatedAt: now });
    }
    const job = await insertJob(server.db);
    const blocked = await server.app.inject({ method: 'POST', url: `/api/tuitionApply/apply/${job.id}`, headers: tutor.headers });
    expectLimit(blocked, /^You have reached the limit of 30 tuition applications in 24 hours\. Please try again in 22 hours\.$/);
    expect(await server.db.select({ n: count() }).from(applications)).toEqual([{ n: DAILY_LIMITS.applications }]);
    server.clock.advance(22 * HOUR);
    const later = await server.app.inject({ method: 'POST', url: `/api/tuitionApply/apply/${job.id}`, headers: tutor.headers });
    expect(later.statusCode).toBe(201);
  });

  it(`the contact form takes at most ${DAILY_LIMITS.contactMessages} messages a day from one phone number`, async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const now = server.clock.now();
    await server.db.insert(tutorContactMessages).values(
      Array.from({ length: DAILY_LIMITS.contactMessages }, () => ({
        tutorUserId: tutor.id,
        name: 'Abdul Karim',
        phone: '01711223344',
        message: 'Hello',
        createdAt: new Date(now.getTime() - 30 * 60 * 1000),
      })),
    );
    const message = { name: 'Abdul Karim', phone: '+880 1711-223344', message: 'Is the tutor free on Fridays?' };
    const blocked = await server.app.inject({ method: 'POST', url: `/api/tutors/${tutor.id}/contact`, payload: message });
    expectLimit(blocked, /^You have reached the limit of 20 messages to tutors from this phone number in 24 hours\. Please try again in 24 hours\.$/);
    expect(await server.db.select({ n: count() }).from(tutorContactMessages)).toEqual([{ n: DAILY_LIMITS.contactMessages }]);
  });
});
