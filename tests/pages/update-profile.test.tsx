import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/entities/session';
import { fetchUserFx, type User } from '@/entities/user';
import {
  fetchStudentProfileFx,
  initializeStudentProfileFx,
  saveStudentProfileFx,
  UpdateProfilePage,
} from '@/pages/update-profile';
import {
  completeTutorProfile,
  freshTutorProfile,
  imageFile,
  studentProfile,
} from '../../stories/features/edit-tutor-profile/fixtures';
import { profileWizardLogic } from '../../stories/features/edit-tutor-profile/stand-ins';
import { documentsLogic } from '../../stories/features/upload-documents/stand-ins';
import { adminSession, adminUser, studentSession, studentUser, tutorSession, tutorUser } from '../../stories/pages/member-fixtures';
import { renderWithProviders } from '../render';

const users: Record<string, User> = { [studentUser._id]: studentUser, [tutorUser._id]: tutorUser, [adminUser._id]: adminUser };

function TutorStandIns({
  wizard,
  documents,
}: {
  wizard: ReturnType<typeof profileWizardLogic>;
  documents: ReturnType<typeof documentsLogic>;
}) {
  return <UpdateProfilePage tutorFlows={{ profile: { logic: wizard.logic }, documents: { logic: documents.logic } }} />;
}

function renderPage(session: SessionUser | null, route: string) {
  const wizard = profileWizardLogic({
    load: async () => ({ profile: structuredClone(completeTutorProfile), profileCompletion: 74 }),
    initialize: async () => ({ profile: freshTutorProfile(), profileCompletion: 0 }),
    save: async () => ({ profileCompletion: 96 }),
  });
  const documents = documentsLogic();
  const scope = fork({
    handlers: [
      [fetchUserFx, vi.fn(async (id: string) => users[id]!)],
      [fetchStudentProfileFx, vi.fn(async () => studentProfile)],
      [initializeStudentProfileFx, vi.fn(async () => studentProfile)],
      [saveStudentProfileFx, vi.fn(async () => studentProfile)],
    ],
  });
  const rendered = renderWithProviders(
    <TutorStandIns wizard={wizard} documents={documents} />,
    {
      session,
      scope,
      route,
      path: '/update-profile/:id',
      routes: [
        { path: '/login', element: <p>Login page</p> },
        { path: '/dashboard/:id', element: <p>Dashboard page</p> },
      ],
    },
  );
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null, applyAccept: false });
  return { ...rendered, user, uploads: documents.uploads, saves: wizard.calls.save };
}

const fileInput = (kind: 'nationalId' | 'institutionId') =>
  document.querySelector<HTMLInputElement>(`input[type="file"][data-document="${kind}"]`)!;
const pageAlert = () => screen.queryAllByRole('alert').find((alert) => !alert.hasAttribute('data-toast'));

afterEach(() => {
  act(() => notifications.clean());
});

describe('UpdateProfilePage: who may open it', () => {
  it('sends a visitor who is not logged in to /login', async () => {
    const { router } = renderPage(null, `/update-profile/${studentUser._id}`);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['a student', studentSession, tutorUser._id],
    ['a tutor', tutorSession, studentUser._id],
  ])("sends %s opening someone else's profile to /login", async (_who, session, otherId) => {
    const { router } = renderPage(session, `/update-profile/${otherId}`);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('heading', { name: /Update/ })).not.toBeInTheDocument();
  });

  it('sends an admin to their dashboard', async () => {
    const { router } = renderPage(adminSession, `/update-profile/${adminUser._id}`);
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/${adminUser._id}`);
  });
});

describe('UpdateProfilePage: the owner', () => {
  it('gives a student the single form beside the sidebar, which links to the dashboard', async () => {
    renderPage(studentSession, `/update-profile/${studentUser._id}`);
    expect(await screen.findByRole('heading', { name: 'Update Student Profile' })).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Member menu' });
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', `/dashboard/${studentUser._id}`);
    expect(within(sidebar).getByRole('link', { name: 'Update Profile' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('textbox', { name: /^Full Name/ })).toHaveValue('Rahima Akter');
  });

  it('takes a tutor through the wizard with both documents, to pending verification and the dashboard', async () => {
    const { user, uploads, saves } = renderPage(tutorSession, `/update-profile/${tutorUser._id}`);
    expect(await screen.findByRole('heading', { name: 'Update Tutor Profile' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Education' })).toBeInTheDocument();
    for (const step of ['Tuition Preferences', 'Personal Information', 'Documents']) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByRole('heading', { level: 2, name: step })).toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(pageAlert()).toHaveTextContent('Please upload both National ID/Birth Certificate and Institution ID');

    await user.upload(fileInput('nationalId'), imageFile('nid.png'));
    await user.upload(fileInput('institutionId'), imageFile('card.jpg', 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(pageAlert()).toHaveTextContent("Please click 'Submit Documents for Verification' before proceeding");

    // Leaving the step and coming back keeps the chosen files.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('New image, not submitted yet')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: /Submit Documents for Verification/ }));
    expect(await screen.findByText('Your documents have been uploaded and are pending verification.')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    await waitFor(() => expect(pageAlert()).toBeUndefined());

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Review & Submit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Profile' }));
    expect(await screen.findByText('Profile updated successfully! Opening your dashboard…')).toBeInTheDocument();
    expect(saves[0]?.userId).toBe(tutorUser._id);
    expect(await screen.findByText('Dashboard page', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
