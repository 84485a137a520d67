import { expect, type APIRequestContext } from '@playwright/test';
import { registerThroughApi } from './auth';
import { bearer, logInThroughApi } from './member';

/** A short number that makes this run's names unique on the shared e2e database. */
export const stamp = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

/** A guardian's pending request posted through the API, answered with its id. */
export async function guardianPostsRequest(
  request: APIRequestContext,
  studentName: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const guardian = await registerThroughApi(request, 'student', `Guardian of ${studentName}`);
  const session = await logInThroughApi(request, { email: guardian.email, password: guardian.password, userType: 'student' });
  const answer = await request.post(`/api/students/${session.id}/tutor-request`, {
    headers: bearer(session.token),
    data: {
      studentName,
      noOfStudents: 1,
      studentGender: 'male',
      institution: 'Uttara High School',
      district: 'Dhaka',
      location: 'Uttara',
      locationDetails: 'Sector 7, Road 12',
      medium: 'bangla-medium',
      classLevel: 'Class 8',
      subjects: ['Math', 'Physics', 'Chemistry'],
      tutoringType: 'home',
      preferredTutor: 'any',
      days: 3,
      tutoringTime: 'After 4 PM',
      salary: '5000-6000',
      notes: 'Weak in algebra',
      ...overrides,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { request: { _id: string } }).request._id;
}
