import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import {
  tutorRequestWizardMachine,
  type TutorRequestSubmission,
  type TutorRequestValues,
} from '@machines/tutor-request-wizard';
import { TutorRequestWizard } from '@/pages/new-tutor-request';
import { draftKey } from '@/shared/lib/draft';
import { renderWithProviders } from '../render';

// The guardian's tutor-request wizard keeps a draft in localStorage per user: restored with "Draft restored"
// after a reload or a closed tab, cleared by a successful submit; leaving with changes asks first.

const KEY = draftKey('tutorRequest', 'u1');

const complete: TutorRequestValues = {
  studentName: 'Ayaan Rahman',
  noOfStudents: 1,
  studentGender: 'male',
  institution: '',
  district: 'Dhaka',
  area: 'Mirpur',
  locationDetails: '',
  medium: 'Bangla Medium',
  classLevel: 'Class 8',
  subjects: ['Math'],
  tutoringType: 'home',
  preferredTutor: 'any',
  days: 3,
  tutoringTime: 'After 4 PM',
  salary: '5000-6000',
  notes: '',
  agreeTerms: true,
};

const storedDraft = (values: Partial<TutorRequestValues>) =>
  localStorage.setItem(KEY, JSON.stringify({ version: 1, savedAt: '2026-11-26T10:00:00Z', value: values }));
const readDraft = () => {
  const raw = localStorage.getItem(KEY);
  return raw ? (JSON.parse(raw) as { value: Partial<TutorRequestValues> }).value : null;
};

function renderWizard(submit: () => Promise<unknown> = async () => ({ message: 'Created' })) {
  const submitRequest = fromPromise<unknown, TutorRequestSubmission>(() => submit());
  const rendered = renderWithProviders(
    <TutorRequestWizard userId="u1" studentId={5001} logic={tutorRequestWizardMachine.provide({ actors: { submitRequest } })} />,
    { route: '/dashboardTutorRequest/u1', path: '/dashboardTutorRequest/:id', routes: [{ path: '/faq', element: <p>FAQ page</p> }] },
  );
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
  return { ...rendered, user };
}

afterEach(() => notifications.clean());

describe('tutor request draft', () => {
  it('keeps what is typed, and a new wizard (reload, closed tab) restores it with "Draft restored"', async () => {
    const first = renderWizard();
    expect(screen.queryByText('Draft restored')).toBeNull();
    await first.user.type(screen.getByRole('textbox', { name: 'Student Name' }), 'Ayaan');
    expect(readDraft()).toMatchObject({ studentName: 'Ayaan', noOfStudents: 1 });
    first.unmount();

    renderWizard();
    expect(screen.getByText('Draft restored')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Student Name' })).toHaveValue('Ayaan');
  });

  it('drops what it cannot use from a stored draft', () => {
    storedDraft({ studentName: 'Nadia', noOfStudents: 'many' as unknown as number, subjects: [3] as unknown as string[] });
    renderWizard();
    expect(screen.getByRole('textbox', { name: 'Student Name' })).toHaveValue('Nadia');
    expect(screen.getByRole('textbox', { name: 'Number of Students' })).toHaveValue('1');
  });

  it('is cleared by a successful submit', async () => {
    storedDraft(complete);
    const { user } = renderWizard();
    expect(screen.getByText('Draft restored')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(screen.getAllByText('Your tutor request has been submitted successfully!').length).toBeGreaterThan(0));
    expect(readDraft()).toBeNull();
    expect(screen.queryByText('Draft restored')).toBeNull();
  });

  it('is kept when the submit fails', async () => {
    storedDraft(complete);
    const { user } = renderWizard(() => Promise.reject(new Error('Server is down')));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server is down');
    expect(readDraft()).toMatchObject({ studentName: 'Ayaan Rahman' });
  });

  it('Start over throws the draft away', async () => {
    storedDraft({ studentName: 'Nadia' });
    const { user } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByRole('textbox', { name: 'Student Name' })).toHaveValue('');
    expect(screen.queryByText('Draft restored')).toBeNull();
    expect(readDraft()).toBeNull();
  });

  it('is one per user', () => {
    localStorage.setItem(
      draftKey('tutorRequest', 'someone-else'),
      JSON.stringify({ version: 1, savedAt: '2026-11-26T10:00:00Z', value: { studentName: 'Not yours' } }),
    );
    renderWizard();
    expect(screen.getByRole('textbox', { name: 'Student Name' })).toHaveValue('');
    expect(screen.queryByText('Draft restored')).toBeNull();
  });

  it('asks before leaving for another page with changes, and stays or leaves as told', async () => {
    const { user, router } = renderWizard();
    await user.type(screen.getByRole('textbox', { name: 'Student Name' }), 'Ayaan');
    await act(() => router.navigate('/faq'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(dialog).toHaveTextContent('You have changes that are not submitted yet. Leave this page anyway?');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/dashboardTutorRequest/u1');
    await act(() => router.navigate('/faq'));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
  });

  it('warns on reload or closing the tab only while there are changes', async () => {
    const { user } = renderWizard();
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Student Name' }), 'A');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });

  it('lets a pristine form go without asking', async () => {
    const { router } = renderWizard();
    await act(() => router.navigate('/faq'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
