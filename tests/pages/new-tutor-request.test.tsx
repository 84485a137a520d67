import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TutorRequestValues } from '@machines/tutor-request-wizard';
import type { SessionUser } from '@/entities/session';
import { NewTutorRequestPage } from '@/pages/new-tutor-request';
import { studentTutorRequestBodySchema, type User } from '@/shared/api';
import { renderWithProviders } from '../render';

const student: SessionUser = { id: 'u1', name: 'Farhana Akter', userType: 'student', token: 'tok-1' };
const record: User = {
  _id: 'u1',
  name: 'Farhana Akter',
  phone: '01711000000',
  email: 'guardian@shikhon.test',
  userType: 'student',
  studentId: 5001,
  tutorId: null,
  createdAt: '2025-03-14T10:00:00.000Z',
  isVerified: false,
  isAvailable: false,
};
const ready: TutorRequestValues = {
  studentName: 'Ayaan Rahman',
  noOfStudents: 2,
  studentGender: 'male',
  institution: 'Mirpur Ideal School',
  district: 'Dhaka',
  area: 'Mirpur',
  locationDetails: 'Road 3',
  medium: 'Bangla Medium',
  classLevel: 'Class 8',
  subjects: ['Math', 'English'],
  tutoringType: 'home',
  preferredTutor: 'any',
  days: 3,
  tutoringTime: 'After 4 PM',
  salary: '5000-6000',
  notes: '',
  agreeTerms: true,
};

interface Sent {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

/** The real API client against a stand-in server: the user record and the request call. */
function stubServer({ requestStatus = 201 }: { requestStatus?: number } = {}) {
  const sent: Sent[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input instanceof Request ? input.url : input), 'http://localhost'), init);
    const url = new URL(request.url).pathname;
    const body = request.method === 'GET' ? undefined : await request.json();
    sent.push({ method: request.method, url, authorization: request.headers.get('authorization'), body });
    if (url === '/api/auth/get_all_users/u1') return json(200, { user: record });
    if (url === '/api/students/u1/tutor-request') {
      if (requestStatus !== 201) return json(requestStatus, { message: 'Only students can post tutor requests' });
      return json(201, {
        message: 'Tutor request submitted',
        request: {
          _id: 'req-1',
          studentId: 5001,
          ...(body as object),
          area: 'Mirpur',
          status: 'pending',
          jobId: null,
          createdAt: new Date().toISOString(),
        },
      });
    }
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchStub);
  return sent;
}

function renderPage(session: SessionUser | null, route = '/dashboardTutorRequest/u1', values?: TutorRequestValues) {
  return renderWithProviders(
    <NewTutorRequestPage flow={values && { input: { values } }} />,
    {
      session,
      route,
      path: '/dashboardTutorRequest/:id',
      routes: [
        { path: '/login', element: <p>Login page</p> },
        { path: '/studentPostedJobs/:id', element: <p>Posted jobs page</p> },
      ],
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('NewTutorRequestPage: who may open it', () => {
  it.each([
    ['a visitor who is not logged in', null],
    ["a student opening someone else's id", { ...student, id: 'u2' }],
    ['a tutor', { ...student, userType: 'tutor' as const }],
    ['an admin', { ...student, userType: 'admin' as const }],
  ])('sends %s to /login', async (_who, session) => {
    stubServer();
    const { router } = renderPage(session);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('NewTutorRequestPage: a student', () => {
  it('shows the member sidebar with the loaded record, the heading and the first step', async () => {
    const sent = stubServer();
    renderPage(student);
    expect(await screen.findByRole('heading', { level: 1, name: 'New Tutor Request' })).toBeInTheDocument();
    expect(await screen.findByText('(Id: 5001)')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/u1');
    expect(screen.getByRole('link', { name: 'Posted Job' })).toHaveAttribute('href', '/studentPostedJobs/u1');
    expect(screen.getByRole('link', { name: 'Update Profile' })).toHaveAttribute('href', '/update-profile/u1');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Student Info' })).toBeInTheDocument();
    expect(document.title).toBe('New Tutor Request | Shikhon');
    // The record is asked for with the session's token.
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/auth/get_all_users/u1', authorization: 'Bearer tok-1' });
  });

  it('posts the request with location = area, the studentId, postedAt now and no agreeTerms, then resets', async () => {
    const sent = stubServer();
    const { user, router } = renderPage(student, undefined, ready);
    await screen.findByText('(Id: 5001)');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your tutor request has been submitted successfully!');
    const post = sent.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ url: '/api/students/u1/tutor-request', authorization: 'Bearer tok-1' });
    const body = post!.body as Record<string, unknown>;
    expect(body).toEqual({
      studentName: 'Ayaan Rahman',
      noOfStudents: 2,
      studentGender: 'male',
      institution: 'Mirpur Ideal School',
      district: 'Dhaka',
      location: 'Mirpur',
      locationDetails: 'Road 3',
      medium: 'Bangla Medium',
      classLevel: 'Class 8',
      subjects: ['Math', 'English'],
      tutoringType: 'home',
      preferredTutor: 'any',
      days: 3,
      tutoringTime: 'After 4 PM',
      salary: '5000-6000',
      notes: '',
      studentId: 5001,
      postedAt: expect.any(String),
    });
    const postedAt = Date.parse(body.postedAt as string);
    expect(new Date(postedAt).toISOString()).toBe(body.postedAt);
    expect(postedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(postedAt).toBeLessThanOrEqual(Date.now());
    expect(studentTutorRequestBodySchema.safeParse(body).success).toBe(true);

    expect(screen.getByRole('heading', { level: 2, name: 'Student Info' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Student Name' })).toHaveValue('');

    await user.click(screen.getByRole('link', { name: 'View your posted jobs' }));
    expect(await screen.findByText('Posted jobs page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/studentPostedJobs/u1');
  });

  it("shows the server's refusal at Tutor Details", async () => {
    stubServer({ requestStatus: 403 });
    const { user } = renderPage(student, undefined, ready);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only students can post tutor requests');
    expect(screen.getByRole('heading', { level: 2, name: 'Tutor Details' })).toBeInTheDocument();
  });
});
